import { lazy, Suspense } from 'react';
import { Link, useNavigation } from '@shop/shared/router';
import { useSession } from '@shop/shared/session';
import { ScrollToTop } from '../app/ScrollToTop';
import { LoginPrompt } from '../app/LoginPrompt';
import { ContentOverlays } from '../promotions/ContentOverlays';
import { AppUpdateCheck } from '../app/AppUpdateCheck';
import { CartLink, useCartCountSync } from './CartLink';
import { MenuDropdown } from './MenuDropdown';
import { SearchBox } from './SearchBox';
import { UserMenu } from './UserMenu';
import { Footer } from './Footer';
import { PageArea } from './PageArea';
import { catalogLinks, infoLinks } from './menus';
import { phoneHref, useSeller } from './seller';
import './layout.css';

// Only an admin working as a customer sees the bar: its code is not part of every first paint.
const ImpersonationBar = lazy(() =>
  import('./ImpersonationBar').then((module) => ({ default: module.ImpersonationBar })),
);

/** Main layout of SPEC §2: toolbar, header with search and menus, the page, footer, mobile phone block. */
export function Layout() {
  const profile = useSession((state) => state.profile);
  const navigation = useNavigation();
  const seller = useSeller();
  useCartCountSync();
  return (
    <div className="shop">
      <ScrollToTop />
      <AppUpdateCheck />
      <LoginPrompt />
      <ContentOverlays />
      {navigation.state !== 'idle' && (
        <div className="page-progress" role="progressbar" aria-label="Загрузка" />
      )}
      {/* The toolbar is part of the banner landmark with the header: no content outside a landmark. */}
      <header>
        {profile?.isImpersonated && (
          <Suspense fallback={null}>
            <ImpersonationBar />
          </Suspense>
        )}
        <div className="toolbar">
          <div className="container toolbar-inner">
            <span className="toolbar-region">Автозапчасти в Крыму</span>
            {seller && (
              <a className="toolbar-phone" href={phoneHref(seller.phone)}>
                {seller.phone}
              </a>
            )}
            <CartLink />
            <UserMenu />
          </div>
        </div>
        <div className="header">
          <div className="container header-inner">
            {/* The name said begins with the text shown; the mark's letter is drawn by CSS, not text. */}
            <Link to="/" className="logo" aria-label="АвтоДеталь — на главную">
              <span className="logo-mark" aria-hidden="true" />
              <span className="logo-text">АвтоДеталь</span>
            </Link>
            <SearchBox />
            <nav className="header-menus" aria-label="Основное меню">
              <MenuDropdown label="Каталоги" links={catalogLinks} testId="catalogs-menu" />
              <Link to="/actions" className="menu-button">
                Акции
              </Link>
              <MenuDropdown label="Информация" links={infoLinks(profile)} testId="info-menu" />
            </nav>
          </div>
        </div>
      </header>
      <main className="container page">
        <PageArea />
      </main>
      <Footer seller={seller} />
      {seller && (
        <a className="phone-block" href={phoneHref(seller.phone)}>
          Позвонить: {seller.phone}
        </a>
      )}
    </div>
  );
}
