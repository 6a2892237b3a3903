// The masked phone field, a module of its own so that forms without a phone do not load the mask library.
export * from './PhoneField.js';
