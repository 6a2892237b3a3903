// Company and bank suggestions for the requisites forms, a module of its own so that other pages do not load it.
export * from './SuggestInput.js';
export * from './SuggestedRequisiteFields.js';
export * from './requisites.js';
