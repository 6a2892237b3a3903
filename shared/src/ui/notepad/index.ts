// The favourites notepad modal, a module of its own: mf-search (the favourite button) and mf-cabinet (the
// notepad page) both render it, and pages without it do not load antd's select and auto-complete.
export * from './NotepadRecordModal.js';
export * from './GoodNumberField.js';
export * from './messages.js';
