export * from './normalize.js';
export * from './links.js';
