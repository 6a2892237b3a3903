import { useEffect } from 'react';
import { Link } from '@shop/shared/router';
import { useRequest } from '@shop/shared/ui';
import { contentRemoteApi } from '../../api';
import { mediaUrl } from '../common/media';
import { PageFailed, PageLoading } from '../common/PageState';
import '../common/content.css';
import '../common/posts.css';

/** `/certificates`: the shop's certificates, images as thumbnails, PDFs as a badge. */
export function CertificatesPage() {
  const list = useRequest(() => contentRemoteApi.certificates(), []);
  useEffect(() => {
    document.title = 'Сертификаты — АвтоДеталь';
  }, []);
  if (list.status === 'loading') return <PageLoading />;
  if (list.status === 'failed') return <PageFailed error={list.error} onRetry={list.retry} />;
  return (
    <div className="content-page">
      <h1>Сертификаты</h1>
      <ul className="tile-grid">
        {list.data.map((certificate) => (
          <li key={certificate.slug}>
            <Link to={`/certificates/${certificate.slug}`}>
              {certificate.isPdf ? (
                <span className="pdf-badge">PDF</span>
              ) : (
                <img src={mediaUrl(certificate.file, 'list')} alt="" loading="lazy" />
              )}
              <h2 className="post-card-title">{certificate.title}</h2>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
