export * from './client.js';
export * from './events.js';
export * from './storage.js';
export * from './user.js';
export * from './content.js';
export * from './search.js';
