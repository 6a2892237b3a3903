export { formatPhone } from '../validation/phone.js';
