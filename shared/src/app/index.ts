export * from './contracts.js';
export * from './standalone.js';
