// An admin-managed HTML block by page URL; a module of its own so pages without one do not load it.
export * from './PageBlock.js';
