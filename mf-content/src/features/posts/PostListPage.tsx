import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from '@shop/shared/router';
import { formatDate } from '@shop/shared/format';
import { useRequest } from '@shop/shared/ui';
import { contentRemoteApi } from '../../api';
import { mediaUrl } from '../common/media';
import { PageFailed, PageLoading, PageNotFound } from '../common/PageState';
import { Pager } from './Pager';
import { sections } from './sections';
import '../common/content.css';
import '../common/posts.css';

/** `/posts/{categoryType}?page=N`: news or articles, newest first, ten a page. */
export function PostListPage() {
  const { categoryType = '' } = useParams();
  const [query] = useSearchParams();
  const page = Math.max(1, Number.parseInt(query.get('page') ?? '1', 10) || 1);
  const section = sections[categoryType];
  const posts = useRequest(() => contentRemoteApi.posts(categoryType, page), [categoryType, page]);
  useEffect(() => {
    if (section) document.title = `${section.title} — АвтоДеталь`;
  }, [section]);
  if (!section) return <PageNotFound />;
  if (posts.status === 'loading') return <PageLoading />;
  if (posts.status === 'failed') return <PageFailed error={posts.error} onRetry={posts.retry} />;
  const { items, total, perPage } = posts.data;
  return (
    <div className="content-page posts">
      <h1>{section.title}</h1>
      {items.length === 0 && <p>Записей пока нет.</p>}
      <ul className="post-list">
        {items.map((post) => (
          <li key={post.id} className="post-card">
            {post.mainImage && (
              <img className="post-card-image" src={mediaUrl(post.mainImage, 'list')} alt="" loading="lazy" />
            )}
            <div>
              <time className="post-date" dateTime={post.publishedAt}>
                {formatDate(post.publishedAt, 'D MMMM YYYY')}
              </time>
              <h2 className="post-card-title">
                <Link to={`/posts/${categoryType}/${post.slug}`}>{post.title}</Link>
              </h2>
              <p className="post-announce">{post.announce}</p>
            </div>
          </li>
        ))}
      </ul>
      <Pager page={page} pages={Math.ceil(total / perPage)} path={`/posts/${categoryType}`} />
    </div>
  );
}
