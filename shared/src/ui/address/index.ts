// The address input with suggestions, a module of its own so that pages without it do not load antd's select.
export * from './AddressInput.js';
export * from './SuggestedAddressField.js';
export * from './draft.js';
export * from './suggestions.js';
