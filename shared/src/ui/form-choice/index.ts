// Choice fields of the form kit, a module of their own so that forms without them do not load antd's select.
export * from './SelectField.js';
export * from './CheckboxField.js';
export * from './RadioGroupField.js';
