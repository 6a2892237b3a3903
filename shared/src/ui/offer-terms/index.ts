// Terms of an offer or a cart line (refund badge, delivery term), shown by the search and the cart.
export * from './refund.js';
export * from './RefundBadge.js';
export * from './DeliveryTerm.js';
