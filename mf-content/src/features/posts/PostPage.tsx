import { useEffect } from 'react';
import { Link, useParams } from '@shop/shared/router';
import { formatDate } from '@shop/shared/format';
import { HtmlContent, useRequest } from '@shop/shared/ui';
import { contentRemoteApi } from '../../api';
import { mediaUrl } from '../common/media';
import { PageFailed, PageLoading } from '../common/PageState';
import { sections } from './sections';
import '../common/content.css';
import '../common/posts.css';

/** `/posts/{categoryType}/{slug}`: one news item or article. */
export function PostPage() {
  const { categoryType = '', slug = '' } = useParams();
  const post = useRequest(() => contentRemoteApi.post(categoryType, slug), [categoryType, slug]);
  useEffect(() => {
    if (post.data) document.title = `${post.data.title} — АвтоДеталь`;
  }, [post.data]);
  if (post.status === 'loading') return <PageLoading />;
  if (post.status === 'failed') return <PageFailed error={post.error} onRetry={post.retry} />;
  const section = sections[categoryType];
  return (
    <article className="content-page post">
      {section && (
        <Link className="post-back" to={`/posts/${categoryType}`}>
          ← {section.title}
        </Link>
      )}
      <h1>{post.data.title}</h1>
      <time className="post-date" dateTime={post.data.publishedAt}>
        {formatDate(post.data.publishedAt, 'D MMMM YYYY')}
      </time>
      {post.data.mainImage && (
        <img className="post-image" src={mediaUrl(post.data.mainImage, 'zoom')} alt={post.data.title} />
      )}
      <HtmlContent html={post.data.content} />
    </article>
  );
}
