export * from './registry.js';
export * from './version.js';
export * from './kernel.js';
