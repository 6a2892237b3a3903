export * from './normalize.js';
export * from './links.js';
export * from './vin.js';
