import type { User } from '@shop/shared';
import { Link } from '@shop/shared/router';
import { isAdmin } from '@shop/shared/session';

interface CabinetLink {
  to: string;
  label: string;
  text: string;
}

/** The sections of the cabinet (SPEC §2 cabinet menu); some pages belong to other parts of the shop. */
export function cabinetSections(user: User): CabinetLink[] {
  return [
    { to: '/cabinet/profile', label: 'Профиль', text: 'Личные данные и пароль' },
    { to: '/cabinet/balance', label: 'Баланс', text: 'Договоры, баланс и операции' },
    { to: '/cabinet/notepad', label: 'Избранное', text: 'Ваши заметки о запчастях' },
    { to: '/orders', label: 'Заказы', text: 'История и состояние заказов' },
    { to: '/cabinet/delivery-addresses', label: 'Адреса доставки', text: 'Куда привезти заказ' },
    { to: '/cabinet/garage', label: 'Гараж', text: 'Ваши автомобили для подбора' },
    { to: '/refunds', label: 'Возвраты', text: 'Заявки на возврат товара' },
    { to: '/replenishment/notes', label: 'Пополнение баланса', text: 'Онлайн, по QR-коду СБП или счётом' },
    { to: '/cabinet/subscriptions', label: 'Подписки', text: 'Письма о заказах и поступлении запчастей' },
    ...(isAdmin(user)
      ? [{ to: '/cabinet/admin', label: 'Панель администратора', text: 'Пользователи и вход от их имени' }]
      : []),
  ];
}

export function CabinetLinks({ user }: { user: User }) {
  return (
    <nav className="overview-sections" aria-label="Разделы личного кабинета">
      <ul>
        {cabinetSections(user).map((section) => (
          <li key={section.to}>
            <Link to={section.to} className="overview-section">
              <span className="overview-section-label">{section.label}</span>
              <span className="overview-section-text">{section.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
