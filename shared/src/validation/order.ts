import { formatDuration } from '../format/duration.js';
import { formatMoney } from '../format/money.js';
import type { Contract, DeliveryMethod, Offer, Refund, Violation } from '../types/index.js';
import { HOUSE_REQUIRED_MESSAGE } from './address.js';
import { orderMessages } from './messages.js';

/**
 * The order line and order form rules of SPEC §5, as pure functions: the cart screen shows their problems
 * and the API refuses an order with any of them.
 */

export type OrderLineField = 'offer' | 'amount' | 'price' | 'deliveryTime' | 'refund';

export interface OrderLineProblem {
  field: OrderLineField;
  message: string;
  /** 'accept' → button 'Согласен' (take the offer's value), 'reorder' → 'Перезаказать' (another offer). */
  action: 'accept' | 'reorder' | null;
  /** The refused order's wording (SPEC §5) where it differs from the cart's warning (§8) in `message`. */
  violation?: string;
}

/** What the customer agreed to for a cart line. */
export interface OrderLineTerms {
  amount: number;
  price: number;
  deliveryTime: number;
  refund: Refund;
}

/** The offer fields the rules read (an `Offer` fits). */
export type OrderLineOffer = Pick<
  Offer,
  'price' | 'amount' | 'minAmount' | 'multiplicityAmount' | 'deliveryTime' | 'refund'
>;

/** Whole kopecks, so that 0.1 + 0.2 compares equal to 0.3. */
const cents = (value: number): number => Math.round(value * 100);

/**
 * The amount rule of an order line: positive, at least the minimum, at most the stock, a whole multiple.
 * Units are whole, as the order lines' integer column holds them: 1.0000001 is no multiple of 1.
 */
export function orderAmountError(amount: number, offer: OrderLineOffer): string | null {
  const multiplicity = offer.multiplicityAmount > 0 ? offer.multiplicityAmount : 1;
  if (!Number.isFinite(amount) || amount <= 0) return orderMessages.amountNotPositive(amount);
  if (offer.minAmount > 0 && amount < offer.minAmount) return orderMessages.minAmount(offer.minAmount);
  if (amount > offer.amount) return orderMessages.maxAmount(offer.amount);
  if (!Number.isInteger(amount) || amount % multiplicity !== 0)
    return orderMessages.multiplicity(multiplicity);
  return null;
}

function priceProblem(price: number, offer: OrderLineOffer): OrderLineProblem | null {
  // No price to agree to: only another offer helps.
  if (offer.price <= 0) return { field: 'price', message: orderMessages.priceChanged, action: 'reorder' };
  if (!Number.isFinite(price) || price <= 0) {
    return { field: 'price', message: orderMessages.priceChangedTo(offer.price), action: 'accept' };
  }
  if (cents(price) < cents(offer.price)) {
    return {
      field: 'price',
      message: orderMessages.priceChangedNew(formatMoney(offer.price)),
      action: 'accept',
    };
  }
  return null;
}

function refundProblem(refund: Refund, offer: OrderLineOffer): OrderLineProblem | null {
  if (!offer.refund.isAllowed && refund.isAllowed) {
    return { field: 'refund', message: orderMessages.refundForbidden, action: 'accept' };
  }
  if (cents(offer.refund.percent) > cents(refund.percent)) {
    return {
      field: 'refund',
      message: orderMessages.refundPercentChanged(offer.refund.percent),
      action: 'accept',
    };
  }
  return null;
}

/**
 * Problems of a selected cart line against its current offer (SPEC §5 order line, §8 order warnings), at most
 * one per field. `offer` null (or out of stock): 'Нет в наличии у поставщика' with 'Перезаказать'.
 */
export function orderLineProblems(line: OrderLineTerms, offer: OrderLineOffer | null): OrderLineProblem[] {
  if (offer === null || offer.amount <= 0) {
    return [
      {
        field: 'offer',
        message: orderMessages.offerGone,
        action: 'reorder',
        violation: orderMessages.offerSoldOut,
      },
    ];
  }
  const problems: OrderLineProblem[] = [];
  const amount = orderAmountError(line.amount, offer);
  if (amount !== null) problems.push({ field: 'amount', message: amount, action: null });
  const price = priceProblem(line.price, offer);
  if (price !== null) problems.push(price);
  if (!Number.isFinite(line.deliveryTime) || line.deliveryTime < offer.deliveryTime) {
    problems.push({
      field: 'deliveryTime',
      message: orderMessages.deliveryTimeChanged(formatDuration(offer.deliveryTime)),
      action: 'accept',
      violation: orderMessages.supplyTimeChanged(formatDuration(offer.deliveryTime)),
    });
  }
  const refund = refundProblem(line.refund, offer);
  if (refund !== null) problems.push(refund);
  return problems;
}

/** What the order form rules read. */
export interface OrderFormFacts {
  contract: Pick<Contract, 'isForOrder' | 'isOrderDeny'> | null;
  deliveryMethod: Pick<DeliveryMethod, 'isAddressRequired' | 'isDeliveryRouteRequired'> | null;
  /** An address text or a saved address is given. */
  hasAddress: boolean;
  selectedCount: number;
  /** Checked when given: a payment method is chosen. */
  hasPaymentMethod?: boolean;
  /** Checked when given, the method needs a route and an address is given: a delivery date is chosen. */
  hasSchedule?: boolean;
  /** Checked when given and the method needs an address: the address names its house (address.ts, namesHouse). */
  addressNamesHouse?: boolean;
}

/**
 * The order form rules of SPEC §5: contract given, for purchase, not denying orders; the address when the
 * delivery method needs one; at least one selected line. Paths: `contract`, `paymentMethod`, `deliveryMethod`,
 * `deliveryAddress`, `deliverySchedule`, `items`.
 */
export function orderFormViolations(facts: OrderFormFacts): Violation[] {
  const violations: Violation[] = [];
  if (facts.contract === null) {
    violations.push({ propertyPath: 'contract', message: orderMessages.contractRequired });
  } else if (!facts.contract.isForOrder) {
    violations.push({ propertyPath: 'contract', message: orderMessages.contractNotForOrder });
  } else if (facts.contract.isOrderDeny) {
    violations.push({ propertyPath: 'contract', message: orderMessages.contractOrderDenied });
  }
  if (facts.hasPaymentMethod === false) {
    violations.push({ propertyPath: 'paymentMethod', message: orderMessages.paymentMethodRequired });
  }
  if (facts.deliveryMethod === null) {
    violations.push({ propertyPath: 'deliveryMethod', message: orderMessages.deliveryMethodRequired });
  } else if (facts.deliveryMethod.isAddressRequired && !facts.hasAddress) {
    violations.push({ propertyPath: 'deliveryAddress', message: orderMessages.deliveryAddressRequired });
  } else if (facts.deliveryMethod.isAddressRequired && facts.addressNamesHouse === false) {
    violations.push({ propertyPath: 'deliveryAddress', message: HOUSE_REQUIRED_MESSAGE });
  } else if (
    facts.deliveryMethod.isDeliveryRouteRequired &&
    facts.hasAddress &&
    facts.hasSchedule === false
  ) {
    violations.push({ propertyPath: 'deliverySchedule', message: orderMessages.deliveryScheduleRequired });
  }
  if (facts.selectedCount <= 0) {
    violations.push({ propertyPath: 'items', message: orderMessages.noItemsSelected });
  }
  return violations;
}

/** Violations of the order lines, `items.<index>.<field>` as the API names them. */
export function orderLineViolations(index: number, problems: readonly OrderLineProblem[]): Violation[] {
  return problems.map((problem) => ({
    propertyPath: `items.${index}.${problem.field}`,
    message: problem.violation ?? problem.message,
  }));
}
