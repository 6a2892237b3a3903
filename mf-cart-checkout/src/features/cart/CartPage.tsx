import { useEffect } from 'react';
import type { User } from '@shop/shared';
import { RequireAuth, canBatchSearch, useSession } from '@shop/shared/session';
import { ShopPage } from '@shop/shared/ui/page';
import { PageBlock } from '@shop/shared/ui/page-block';
import { LoadFailed, useDocumentTitle } from '@shop/shared/ui/page-states';
import { Checkout } from '../checkout/Checkout';
import { DeliveryTimetable } from '../checkout/DeliveryTimetable';
import { useCart } from './cartStore';
import { CartTable } from './CartTable';
import { UploadButton } from './UploadButton';
import './cart.css';

/** `/cart` (logged-in users): the lines, re-checked against the current offers, and the checkout under them. */
export function CartPage() {
  useDocumentTitle('Корзина');
  return (
    <RequireAuth>
      <CartOfUser />
    </RequireAuth>
  );
}

function CartOfUser() {
  const profile = useSession((state) => state.profile);
  return profile ? <CartScreen key={profile.id} user={profile} /> : null;
}

function CartScreen({ user }: { user: User }) {
  const status = useCart((state) => state.status);
  const error = useCart((state) => state.error);
  const count = useCart((state) => state.items.length);
  const load = useCart((state) => state.load);
  const reload = () => void load(user.id);

  useEffect(() => {
    void load(user.id);
  }, [load, user.id]);

  return (
    <ShopPage>
      <div className="cart-head">
        <h1>Корзина</h1>
        {canBatchSearch(user) && <UploadButton onUploaded={reload} />}
      </div>
      <PageBlock url="/cart" />
      {status === 'loading' && (
        <p className="shop-notice" role="status">
          Загрузка корзины…
        </p>
      )}
      {status === 'failed' && (
        <LoadFailed error={error} onRetry={reload} title="Не удалось загрузить корзину" />
      )}
      {status === 'fetched' && count === 0 && <p className="shop-notice">Ваша корзина пуста</p>}
      {status === 'fetched' && count > 0 && (
        <>
          <CartTable />
          <Checkout user={user} />
          <DeliveryTimetable />
        </>
      )}
    </ShopPage>
  );
}
