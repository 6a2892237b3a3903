export * from './calendar.js';
export * from './delivery-date.js';
export * from './arrival.js';
export { PRODUCTION_CALENDARS } from './years/index.js';
export * from './arrival-day.js';
