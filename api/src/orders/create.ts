import type { OrderCreateResponse, OrderPayload } from '@shop/shared';
import { formatMoney } from '@shop/shared/format';
import { orderMessages } from '@shop/shared/validation';
import type { AppContext } from '../context.js';
import type { Session } from '../auth/session.js';
import type { OrderStatus, PaymentProvider } from '../db/schema-orders.js';
import { validationError } from '../errors/http-error.js';
import type { BuyerView } from '../search/offers.js';
import { checkOrder, orderFailed, type CheckedOrder } from './checks.js';
import { orderByIdempotencyKey, placeOrder, type OrderPlacement } from './queries.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const idempotencyPattern = /^[\x21-\x7e]{1,200}$/;

/** The `Idempotency-Key` header: printable ASCII up to 200 characters, or null when absent. */
export function readIdempotencyKey(value: string | string[] | undefined): string | null {
  const key = Array.isArray(value) ? value[0] : value;
  if (key === undefined || key === '') return null;
  if (!idempotencyPattern.test(key)) {
    throw validationError([
      { propertyPath: 'Idempotency-Key', message: 'Ключ идемпотентности: до 200 печатных символов ASCII' },
    ]);
  }
  return key;
}

/** Paid online, by QR, card or invoice first; cash on delivery goes to work at once. */
function initialStatus(provider: PaymentProvider): OrderStatus {
  return provider === 'cash' ? 'new' : 'awaiting_payment';
}

/**
 * Payment methods paid later, on the contract's credit: the credit limit applies to them. Only a bank transfer
 * by invoice; cash is paid on receipt, before the goods leave.
 */
const creditProviders = new Set<PaymentProvider>(['bank']);

/** The contract's terms place_order compares with the row it locks (only these: the rest may change). */
export function contractTermsOf(contract: OrderPlacement['contractTerms']): OrderPlacement['contractTerms'] {
  return {
    type: contract.type,
    currency: contract.currency,
    is_for_order: contract.is_for_order,
    is_order_deny: contract.is_order_deny,
    is_allow_qr_pay: contract.is_allow_qr_pay,
    is_cashless_payments: contract.is_cashless_payments,
  };
}

function placementOf(
  userId: number,
  payload: OrderPayload,
  checked: CheckedOrder,
  idempotencyKey: string | null,
): OrderPlacement {
  const { contract, paymentMethod } = checked;
  return {
    order: {
      user_id: userId,
      contract_id: contract.id,
      payment_method_id: paymentMethod.id,
      delivery_method_id: checked.deliveryMethod.id,
      delivery_address: checked.address?.text ?? null,
      delivery_address_data: checked.address?.data ?? null,
      delivery_customer_name: payload.deliveryCustomerName.trim(),
      delivery_schedule_id: checked.schedule?.scheduleId ?? null,
      delivery_at: checked.schedule?.deliveryAt ?? null,
      customer_comment: payload.customerComment.trim(),
      status: initialStatus(paymentMethod.provider),
      sum: checked.sum.toFixed(2),
      commission: paymentMethod.commission,
      total: checked.total.toFixed(2),
      currency: contract.currency,
      idempotency_key: idempotencyKey,
    },
    items: checked.lines.map((line) => ({
      cart_id: line.cart.id,
      line: line.index,
      good_id: line.cart.good_id,
      vendor_id: line.offer.vendorId,
      offer_id: line.offer.offerId,
      item_key: line.offer.itemKey,
      brand_name: line.cart.brand_name,
      number: line.cart.number,
      name: line.cart.name,
      amount: line.amount,
      price: line.price,
      delivery_hours: line.offer.deliveryHours,
      is_stock: line.offer.isStock,
      refund: line.offer.refund,
      reference: line.cart.reference,
    })),
    contractTerms: contractTermsOf(contract),
    onCredit: creditProviders.has(paymentMethod.provider),
  };
}

/** Checks of one order run again when a cart line or the contract changed between them and the write. */
const CHECK_ROUNDS = 3;

/**
 * `POST /api/orders/create`: every rule checked again on the server, then the order placed in one round trip
 * to the database (`placeOrder`): the stock reserved, the order and its lines written, the contract debited and
 * the ordered lines taken out of the cart, all in the one statement, or nothing. A repeat with the same
 * `Idempotency-Key` answers the first order and writes nothing.
 *
 * The checks read outside the write, so no transaction waits on Node. This stays correct because what the
 * old transaction held still is held by `place_order` itself: the user's row lock is taken there (so orders
 * and cart changes of one user still take turns and a concurrent repeat of the key finds the first order),
 * the cart lines and the contract terms the checks read must be unchanged (else the checks run again, and
 * report what changed), the contract is locked for the credit limit, and the stock is held against the
 * listed figure under the reservation row's lock. Prices, offers, payment and delivery methods and addresses
 * were read without a lock before as well, so a change committed just after reading them is no different
 * from one committed just before.
 */
export async function createOrder(
  ctx: AppContext,
  session: Session,
  view: BuyerView,
  payload: OrderPayload,
  idempotencyKey: string | null,
  now: Date = new Date(),
): Promise<OrderCreateResponse> {
  const userId = session.user.id;
  for (let round = 0; round < CHECK_ROUNDS; round += 1) {
    let checked: CheckedOrder;
    try {
      checked = await checkOrder(ctx, view, userId, payload, now);
    } catch (error) {
      // A repeat of a placed order fails its checks, its cart lines having gone with the order: that order is
      // the answer. A repeat that passes them gets it from place_order, which looks the key up first.
      const first =
        idempotencyKey === null ? null : await orderByIdempotencyKey(ctx.db, userId, idempotencyKey);
      if (first) return first;
      throw error;
    }
    const outcome = await placeOrder(ctx.db, placementOf(userId, payload, checked, idempotencyKey));
    switch (outcome.kind) {
      case 'placed':
        return outcome.order;
      case 'soldOut': {
        const message = orderMessages.outOfStockNow(outcome.available);
        throw orderFailed([{ propertyPath: `items.${outcome.line}.amount`, message }], 409);
      }
      case 'overCredit': {
        const message = orderMessages.creditLimitExceeded(
          formatMoney(checked.total.toNumber()),
          formatMoney(Number(outcome.available)),
        );
        throw orderFailed([{ propertyPath: 'contract', message }]);
      }
      case 'changed':
        continue;
    }
  }
  // Changed under the checks every time: something keeps changing this user's cart or contract.
  throw orderFailed([], 409);
}
