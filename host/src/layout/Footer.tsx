import type { Seller } from '@shop/shared';
import { Link } from '@shop/shared/router';
import { phoneHref } from './seller';

/** The footer: information links and the seller's phone, hours and office from its one record. */
export function Footer({ seller }: { seller: Seller | null }) {
  return (
    <footer className="footer">
      <div className="container footer-inner">
        <nav className="footer-links" aria-label="Информация">
          <Link to="/about">О компании</Link>
          <Link to="/contacts">Контакты</Link>
          <Link to="/customers">Оптовым покупателям</Link>
          <Link to="/page/delivery">Доставка</Link>
          <Link to="/page/refund">Возврат товара</Link>
          <Link to="/oferta">Публичная оферта</Link>
        </nav>
        {seller && (
          <div className="footer-contacts" data-testid="footer-contacts">
            <a href={phoneHref(seller.phone)}>{seller.phone}</a>
            <a href={`mailto:${seller.email}`}>{seller.email}</a>
            <span>{seller.workTime}</span>
            <span>{seller.officeAddress}</span>
          </div>
        )}
        <div className="footer-copy">
          © {new Date().getFullYear()} АвтоДеталь. Запчасти, масла и фильтры в Крыму.
          {seller && ` ${seller.name}, ИНН ${seller.inn}, ОГРН ${seller.ogrn}.`}
        </div>
      </div>
    </footer>
  );
}
