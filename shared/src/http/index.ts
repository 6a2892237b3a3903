export * from './headers.js';
