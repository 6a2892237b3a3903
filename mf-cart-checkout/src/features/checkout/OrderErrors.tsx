import { Alert } from '@shop/shared/kit/essentials';
import type { CartItem } from '@shop/shared';
import { orderMessages, type OrderLineProblem } from '@shop/shared/validation';

export interface LineErrors {
  item: CartItem;
  problems: readonly OrderLineProblem[];
}

/** Why the order cannot be placed yet: the form's rules and 'В заказе N товаров с ошибками' with each line's. */
export function OrderErrors({ messages, lines }: { messages: string[]; lines: LineErrors[] }) {
  if (messages.length === 0 && lines.length === 0) return null;
  return (
    <div className="order-errors" role="alert">
      {messages.length > 0 && (
        <ul>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      {lines.length > 0 && (
        <>
          <p className="order-errors-title">{orderMessages.itemsWithErrors(lines.length)}</p>
          <ul>
            {lines.map(({ item, problems }) => (
              <li key={item.id}>
                {item.good.brand.name} {item.good.number}
                <ul>
                  {problems.map((problem) => (
                    <li key={problem.field}>{problem.message}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

export interface OrderFailure {
  title: string;
  messages: string[];
}

/** 'Ошибка при размещении заказа' with the server's messages, or the generic error (SPEC §8). */
export function OrderFailureAlert({ failure }: { failure: OrderFailure | null }) {
  if (!failure) return null;
  return (
    <Alert
      type="error"
      showIcon
      className="order-failure"
      title={failure.title}
      description={
        failure.messages.length > 0 ? (
          <ul>
            {failure.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ) : undefined
      }
    />
  );
}
