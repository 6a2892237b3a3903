export * from './types/index.js';
export * from './http/index.js';
