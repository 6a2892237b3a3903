// The routes' way to delivery methods, routes and the timetable: each is one query function today (the dates'
// rules live in `schedule.ts`); logic that grows around them belongs here, not in the routes.
export { deliveryTimetable, listDeliveryMethods, routesForAddress } from './queries.js';
