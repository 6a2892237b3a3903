import type { OrderPayload, Violation } from '@shop/shared';
import { apiErrorMessage, apiStatus, apiViolations } from '@shop/shared/api';
import { orderMessages } from '@shop/shared/validation';
import type { OrderFailure } from './OrderErrors';

/** The page the pay page sends the customer to when the payment is done (SPEC §2 Checkout flow). */
export function payUrl(orderId: number): string {
  const query = new URLSearchParams({ successUrl: `/order/${orderId}/status` });
  return `/order/${orderId}/pay?${query.toString()}`;
}

const linePath = /^items[.[](\d+)\]?\./;

/** A violation of a line names the line: 'MANN-FILTER W 712/75: Цена изменилась…'. */
function describe(violation: Violation, payload: OrderPayload, titles: ReadonlyMap<number, string>): string {
  const index = linePath.exec(violation.propertyPath)?.[1];
  const line = index === undefined ? undefined : payload.items[Number(index)];
  const title = line ? titles.get(line.id) : undefined;
  return title ? `${title}: ${violation.message}` : violation.message;
}

export interface ServerRefusal {
  failure: OrderFailure;
  /** Violations of the form's own fields, to show on them too. */
  fieldViolations: Violation[];
  /** Some line was refused: the lines are re-checked against the current offers. */
  linesRefused: boolean;
}

/**
 * What a failed `POST /api/orders/create` tells the customer (SPEC §8): 'Ошибка при размещении заказа' with the
 * server's messages when it refused the order (400 with violations), else the generic error.
 */
export function serverRefusal(
  error: unknown,
  payload: OrderPayload,
  titles: ReadonlyMap<number, string>,
): ServerRefusal {
  const violations = apiViolations(error);
  if (violations.length === 0 && apiStatus(error) !== 400) {
    return {
      failure: { title: apiErrorMessage(error), messages: [] },
      fieldViolations: [],
      linesRefused: false,
    };
  }
  const messages =
    violations.length > 0 ? violations.map((violation) => describe(violation, payload, titles)) : [];
  if (messages.length === 0) {
    const message = apiErrorMessage(error, '');
    if (message && message !== orderMessages.orderFailed) messages.push(message);
  }
  return {
    failure: { title: orderMessages.orderFailed, messages: [...new Set(messages)] },
    fieldViolations: violations.filter((violation) => !violation.propertyPath.startsWith('items')),
    linesRefused: violations.some((violation) => violation.propertyPath.startsWith('items')),
  };
}
