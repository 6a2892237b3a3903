import { useEffect } from 'react';
import type { Seller } from '@shop/shared';
import { contentApi } from '../../api/content';
import { HtmlContent, useRequest } from '@shop/shared/ui';
import { PageFailed, PageLoading } from '../common/PageState';
import { usePage } from '../pages/usePage';
import '../common/content.css';

const tel = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

/** The main office, the wholesale department and the requisites: the seller's one record (`/api/seller`). */
function SellerContacts({ seller }: { seller: Seller }) {
  return (
    <section data-testid="seller-contacts">
      <h2>Центральный офис</h2>
      <p>
        {seller.officeAddress}
        <br />
        Телефон: <a href={tel(seller.phone)}>{seller.phone}</a>
        <br />
        E-mail: <a href={`mailto:${seller.email}`}>{seller.email}</a>
      </p>
      <p>Режим работы: {seller.workTime}</p>
      {(seller.wholesalePhone || seller.wholesaleEmail) && (
        <>
          <h2>Отдел оптовых продаж</h2>
          <p>
            {seller.wholesalePhone && <a href={tel(seller.wholesalePhone)}>{seller.wholesalePhone}</a>}
            {seller.wholesalePhone && seller.wholesaleEmail && ', '}
            {seller.wholesaleEmail && <a href={`mailto:${seller.wholesaleEmail}`}>{seller.wholesaleEmail}</a>}
          </p>
        </>
      )}
      <h2>Реквизиты</h2>
      <p>
        {seller.name}
        <br />
        ИНН {seller.inn}
        {seller.kpp && `, КПП ${seller.kpp}`}, ОГРН {seller.ogrn}
        <br />
        Юридический адрес: {seller.legalAddress}
        <br />
        Р/с {seller.settlementAccount} в {seller.bankName}, БИК {seller.bik}, к/с{' '}
        {seller.correspondentAccount}
      </p>
    </section>
  );
}

/** Contacts: the page text, the seller's contacts and requisites, and every office from `/api/offices`. */
export function ContactsPage() {
  const page = usePage('contacts');
  const seller = useRequest(() => contentApi.seller(), []);
  const offices = useRequest(() => contentApi.offices(), []);
  useEffect(() => {
    document.title = 'Контакты — АвтоДеталь';
  }, []);
  if (page.status === 'loading') return <PageLoading />;
  if (page.status === 'failed') return <PageFailed error={page.error} onRetry={page.retry} />;
  return (
    <article className="content-page">
      <h1>{page.data.title}</h1>
      <HtmlContent html={page.data.content} />
      {seller.status === 'fetched' && <SellerContacts seller={seller.data} />}
      {seller.status === 'failed' && <p role="alert">Не удалось загрузить реквизиты магазина.</p>}
      <h2>Наши магазины</h2>
      {offices.status === 'loading' && <PageLoading />}
      {offices.status === 'failed' && <p role="alert">Не удалось загрузить список магазинов.</p>}
      {offices.status === 'fetched' && offices.data.length === 0 && <p>Магазины не указаны.</p>}
      {offices.status === 'fetched' && (
        <ul className="offices">
          {offices.data.map((office) => (
            <li key={office.id} className="office" data-testid="office">
              <h3>
                {office.name}
                {office.isMain && <span className="office-main"> · главный офис</span>}
              </h3>
              <p>{office.address}</p>
              <p>
                <a href={`tel:${office.phone.replace(/[^+\d]/g, '')}`}>{office.phone}</a>
                {office.email && (
                  <>
                    {' · '}
                    <a href={`mailto:${office.email}`}>{office.email}</a>
                  </>
                )}
              </p>
              <p className="office-hours">{office.workTime}</p>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
