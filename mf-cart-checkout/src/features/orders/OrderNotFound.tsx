import { Link } from '@shop/shared/router';

/** A wrong order number in the address, or an order of someone else (the API answers 404 to both). */
export function OrderNotFound() {
  return (
    <section role="alert">
      <h1>Заказ не найден</h1>
      <p>
        Проверьте ссылку или откройте <Link to="/orders">список заказов</Link>.
      </p>
    </section>
  );
}
