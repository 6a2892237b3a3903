import { useEffect } from 'react';
import { contentApi } from '../../api/content';
import { HtmlContent, useRequest } from '@shop/shared/ui';
import { PageFailed, PageLoading } from '../common/PageState';
import { usePage } from '../pages/usePage';
import '../common/content.css';

/** Contacts: the page text and every office from `/api/offices`. */
export function ContactsPage() {
  const page = usePage('contacts');
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
