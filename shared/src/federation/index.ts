export * from './registry.js';
export * from './version.js';
