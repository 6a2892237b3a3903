import type { User } from '@shop/shared';
import { LoadFailed } from '@shop/shared/ui/page-states';
import { CheckoutForm } from './CheckoutForm';
import { useCheckoutData } from './useCheckoutData';
import './checkout.css';

/** The checkout block of the cart page, once contracts, delivery methods and addresses are known. */
export function Checkout({ user }: { user: User }) {
  const data = useCheckoutData();
  if (data.status === 'loading') {
    return (
      <p className="checkout-pending" role="status">
        Загрузка данных для оформления заказа…
      </p>
    );
  }
  if (data.status === 'failed') {
    return (
      <LoadFailed
        error={data.error}
        onRetry={data.retry}
        title="Не удалось загрузить данные для оформления"
      />
    );
  }
  return <CheckoutForm data={data.data} user={user} />;
}
