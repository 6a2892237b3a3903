export * from './store.js';
export * from './roles.js';
export * from './redirect.js';
export * from './guards.js';
export * from './loginPrompt.js';
