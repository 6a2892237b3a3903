import type { ProductionCalendarYear } from '../calendar.js';
import { calendar2025 } from './2025.js';
import { calendar2026 } from './2026.js';
import { calendar2027 } from './2027.js';

/** The production calendars shipped with the shop: add a file per year and list it here. */
export const PRODUCTION_CALENDARS: readonly ProductionCalendarYear[] = [
  calendar2025,
  calendar2026,
  calendar2027,
];
