import { useEffect } from 'react';
import { Link, useParams } from '@shop/shared/router';
import { formatDate } from '@shop/shared/format';
import { HtmlContent, useRequest } from '@shop/shared/ui';
import { contentRemoteApi } from '../../api';
import { mediaUrl } from '../common/media';
import { PageFailed, PageLoading } from '../common/PageState';
import { discountPercent } from './percent';
import '../common/content.css';
import '../common/posts.css';

/** `/actions/{slug}`: a promotion with its period and the goods it discounts (links to their offers). */
export function ActionPage() {
  const { slug = '' } = useParams();
  const promotion = useRequest(() => contentRemoteApi.promotion(slug), [slug]);
  useEffect(() => {
    if (promotion.data) document.title = `${promotion.data.title} — АвтоДеталь`;
  }, [promotion.data]);
  if (promotion.status === 'loading') return <PageLoading />;
  if (promotion.status === 'failed') return <PageFailed error={promotion.error} onRetry={promotion.retry} />;
  const { title, description, image, discount, startAt, endAt, goods } = promotion.data;
  return (
    <article className="content-page">
      <Link className="post-back" to="/actions">
        ← Акции
      </Link>
      <h1>{title}</h1>
      {discount > 0 && <span className="promotion-discount">Скидка {discountPercent(discount)}</span>}
      <p className="post-date">
        Сроки проведения: {formatDate(startAt)} — {formatDate(endAt)}
      </p>
      {image && <img className="post-image" src={mediaUrl(image, 'zoom')} alt={title} />}
      <HtmlContent html={description} />
      {goods.length > 0 && (
        <>
          <h2>Товары акции</h2>
          <ul>
            {goods.map((good) => (
              <li key={good.id}>
                <Link
                  to={`/search?${new URLSearchParams({ brandName: good.brandName, number: good.number })}`}
                >
                  {good.brandName} {good.number}
                </Link>{' '}
                — {good.name}
              </li>
            ))}
          </ul>
        </>
      )}
    </article>
  );
}
