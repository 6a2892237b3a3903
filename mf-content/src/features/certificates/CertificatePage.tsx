import { useEffect } from 'react';
import { Link, useParams } from '@shop/shared/router';
import { HtmlContent, useRequest } from '@shop/shared/ui';
import { contentRemoteApi } from '../../api';
import { mediaUrl } from '../common/media';
import { PageFailed, PageLoading } from '../common/PageState';
import '../common/content.css';
import '../common/posts.css';

/** `/certificates/{slug}`: the image at full size, or a link to open the PDF. */
export function CertificatePage() {
  const { slug = '' } = useParams();
  const certificate = useRequest(() => contentRemoteApi.certificate(slug), [slug]);
  useEffect(() => {
    if (certificate.data) document.title = `${certificate.data.title} — АвтоДеталь`;
  }, [certificate.data]);
  if (certificate.status === 'loading') return <PageLoading />;
  if (certificate.status === 'failed')
    return <PageFailed error={certificate.error} onRetry={certificate.retry} />;
  const { title, description, file, isPdf } = certificate.data;
  return (
    <article className="content-page">
      <Link className="post-back" to="/certificates">
        ← Сертификаты
      </Link>
      <h1>{title}</h1>
      <HtmlContent html={description} />
      {isPdf ? (
        <p>
          <a className="content-button" href={mediaUrl(file)} target="_blank" rel="noopener noreferrer">
            Открыть PDF
          </a>
        </p>
      ) : (
        <a href={mediaUrl(file)} target="_blank" rel="noopener noreferrer">
          <img className="certificate-file" src={mediaUrl(file, 'zoom')} alt={title} />
        </a>
      )}
    </article>
  );
}
