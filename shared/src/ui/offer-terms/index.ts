// Terms of an offer or a cart line (refund badge, delivery term, the stock rule of adding one to the cart),
// shown by the search and the cart; the rule is also in validation/, which a page of offers need not load (yup).
export * from './refund.js';
export * from './RefundBadge.js';
export * from './DeliveryTerm.js';
export * from './OfferPrice.js';
export * from '../../validation/stock.js';
// The quantity rule and its messages for the add-to-cart help beside the offers, without yup.
export { quantityError, type QuantityLimits } from '../../validation/quantity.js';
export { formMessages, quantityMessages } from '../../validation/messages.js';
