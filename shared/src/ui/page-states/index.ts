// Page states every remote shows, a module of its own so that pages without them do not load antd's button.
export * from './LoadFailed.js';
export * from './useDocumentTitle.js';
