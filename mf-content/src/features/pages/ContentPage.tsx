import { useEffect } from 'react';
import { useParams } from '@shop/shared/router';
import { HtmlContent } from '@shop/shared/ui';
import { usePage } from './usePage';
import { PageFailed, PageLoading } from '../common/PageState';
import '../common/content.css';

/** A static page from the database (`/api/page/{slug}`): about, oferta, customers, delivery … */
export function ContentPage({ slug }: { slug: string }) {
  const page = usePage(slug);
  useEffect(() => {
    if (page.data) document.title = `${page.data.title} — АвтоДеталь`;
  }, [page.data]);
  if (page.status === 'loading') return <PageLoading />;
  if (page.status === 'failed') return <PageFailed error={page.error} onRetry={page.retry} />;
  return (
    <article className="content-page">
      <h1>{page.data.title}</h1>
      <HtmlContent html={page.data.content} />
    </article>
  );
}

export function ContentPageBySlug() {
  const { slug = '' } = useParams();
  return <ContentPage slug={slug} />;
}
