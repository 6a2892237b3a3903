import type { ReactNode } from 'react';
import { Menu } from '@shop/shared/kit/overlays';
import { Link, useLocation } from '@shop/shared/router';
import { isAdmin, useSession } from '@shop/shared/session';
import { useDocumentTitle } from '@shop/shared/ui/page-states';
import '../common/common.css';
import './back-office.css';

/** The back office's sections. */
export const adminSections = [
  { path: '/cabinet/admin', label: 'Пользователи' },
  { path: '/cabinet/admin/orders', label: 'Заказы' },
  { path: '/cabinet/admin/refunds', label: 'Возвраты' },
  { path: '/cabinet/admin/customers', label: 'Клиенты' },
  { path: '/cabinet/admin/price-lists', label: 'Прайс-листы' },
  { path: '/cabinet/admin/audit', label: 'Журнал' },
  { path: '/cabinet/admin/content', label: 'Контент' },
  { path: '/cabinet/admin/seller', label: 'Данные магазина' },
] as const;

function currentSection(pathname: string): string {
  const match = [...adminSections]
    .sort((a, b) => b.path.length - a.path.length)
    .find((section) => pathname === section.path || pathname.startsWith(`${section.path}/`));
  return match?.path ?? '/cabinet/admin';
}

function Forbidden() {
  useDocumentTitle('Доступ запрещён');
  return (
    <div className="office-page">
      <section className="office-block" role="alert">
        <h1>Доступ запрещён</h1>
        <p>Эта страница доступна только администраторам.</p>
      </section>
    </div>
  );
}

/**
 * The frame of every `/cabinet/admin/*` page: the side menu of the sections (a row of tabs on phones) and the
 * page. Anyone but an admin sees 'Доступ запрещён' (the API refuses them anyway).
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const profile = useSession((state) => state.profile);
  const { pathname } = useLocation();
  if (!profile || !isAdmin(profile)) return <Forbidden />;
  return (
    <div className="back-office">
      <nav className="back-office-menu" aria-label="Разделы панели администратора">
        <Menu
          mode="inline"
          selectedKeys={[currentSection(pathname)]}
          items={adminSections.map((section) => ({
            key: section.path,
            label: <Link to={section.path}>{section.label}</Link>,
          }))}
        />
      </nav>
      <div className="back-office-page">{children}</div>
    </div>
  );
}
