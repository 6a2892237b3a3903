import { useEffect } from 'react';
import { useCartCount } from '@shop/shared/cart';
import { amountBadge } from '@shop/shared/format';
import { Link } from '@shop/shared/router';
import { useSession } from '@shop/shared/session';

/**
 * Reads the cart whenever the user changes (login, an admin working as a customer and back) and empties the
 * count at logout. Remotes update the same store after an add, so the badge follows without a reload.
 */
export function useCartCountSync() {
  const user = useSession((state) =>
    state.profile ? `${state.profile.id}:${state.profile.isImpersonated ? 'as' : 'own'}` : null,
  );
  useEffect(() => {
    const cart = useCartCount.getState();
    if (user) void cart.refresh();
    else cart.clear();
  }, [user]);
}

/** The header cart with its count (SPEC §2), for logged-in users. */
export function CartLink() {
  const profile = useSession((state) => state.profile);
  const badge = amountBadge(useCartCount((state) => state.count));
  if (!profile) return null;
  return (
    <Link to="/cart" className="cart-link" data-testid="cart-link">
      <svg className="cart-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path
          fill="currentColor"
          d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM1 2v2h2l3.6 7.6-1.4 2.4A2 2 0 0 0 7 17h12v-2H7.4l1.1-2h7.5a2 2 0 0 0 1.7-1l3.6-6.5A1 1 0 0 0 20.4 4H5.2l-.9-2H1Z"
        />
      </svg>
      <span className="cart-label">Корзина</span>
      {badge && ' '}
      {badge && (
        <span className="amount-badge" data-testid="cart-badge">
          {badge}
        </span>
      )}
    </Link>
  );
}
