import { Link } from '@shop/shared/router';
import { SHOP_PHONE, SHOP_PHONE_HREF } from './menus';

export function Footer() {
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
        <div className="footer-contacts">
          <a href={SHOP_PHONE_HREF}>{SHOP_PHONE}</a>
          <span>Ежедневно с 8:00 до 20:00</span>
        </div>
        <div className="footer-copy">
          © {new Date().getFullYear()} АвтоДеталь. Запчасти, масла и фильтры в Крыму.
        </div>
      </div>
    </footer>
  );
}
