import { useEffect } from 'react';
import { Link } from '@shop/shared/router';
import { formatDate } from '@shop/shared/format';
import { useRequest } from '@shop/shared/ui';
import { contentRemoteApi } from '../../api';
import { mediaUrl } from '../common/media';
import { PageFailed, PageLoading } from '../common/PageState';
import { discountPercent } from './percent';
import '../common/content.css';
import '../common/posts.css';

/** `/actions`: the promotions running now. */
export function ActionsPage() {
  const list = useRequest(() => contentRemoteApi.promotions(), []);
  useEffect(() => {
    document.title = 'Акции — АвтоДеталь';
  }, []);
  if (list.status === 'loading') return <PageLoading />;
  if (list.status === 'failed') return <PageFailed error={list.error} onRetry={list.retry} />;
  return (
    <div className="content-page">
      <h1>Акции</h1>
      {list.data.length === 0 && <p>Сейчас акций нет.</p>}
      <ul className="post-list">
        {list.data.map((promotion) => (
          <li key={promotion.id} className="post-card">
            {promotion.image && (
              <img className="post-card-image" src={mediaUrl(promotion.image, 'list')} alt="" />
            )}
            <div>
              {promotion.discount > 0 && (
                <span className="promotion-discount">−{discountPercent(promotion.discount)}</span>
              )}
              <h2 className="post-card-title">
                <Link to={`/actions/${promotion.slug}`}>{promotion.title}</Link>
              </h2>
              <p className="post-date">
                Сроки проведения: {formatDate(promotion.startAt)} — {formatDate(promotion.endAt)}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
