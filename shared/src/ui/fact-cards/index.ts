// Cards instead of tables on phones, a module of its own so that pages without them do not load its styles.
export * from './FactCards.js';
