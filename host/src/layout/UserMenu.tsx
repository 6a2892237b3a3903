import { useCartCount } from '@shop/shared/cart';
import { Link } from '@shop/shared/router';
import { displayName } from '@shop/shared/format';
import { useSession } from '@shop/shared/session';
import { MenuDropdown } from './MenuDropdown';
import { cabinetLinks } from './menus';

/** Guests see 'Вход | Регистрация'; users see their cabinet menu. */
export function UserMenu() {
  const profile = useSession((state) => state.profile);
  const cartCount = useCartCount((state) => state.count);
  if (!profile) {
    return (
      <span className="guest-links" data-testid="guest-menu">
        <Link to="/auth/login">Вход</Link> | <Link to="/auth/registration">Регистрация</Link>
      </span>
    );
  }
  return (
    <MenuDropdown label={displayName(profile)} links={cabinetLinks(profile, cartCount)} testId="user-menu" />
  );
}
