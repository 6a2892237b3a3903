import { apiClient, apiStatus } from '../../api/index.js';
import { isAdmin, useSession } from '../../session/index.js';
import { HtmlContent } from '../HtmlContent.js';
import { useRequest } from '../useRequest.js';
import './page-block.css';

/** `GET /api/page-block?url=`: an admin-managed HTML block placed on a page (SPEC §6, §8). */
function loadBlock(url: string) {
  return apiClient
    .get<{ url: string; content: string }>('/api/page-block', { params: { url } })
    .then((response) => response.data);
}

/**
 * The page block for `url` (e.g. '/search', '/cart'). A missing block shows 'Блок «{url}» не найден' to
 * admins only, so they see where a block can go; customers see nothing, nor while it loads or fails.
 */
export function PageBlock({ url }: { url: string }) {
  const block = useRequest(() => loadBlock(url), [url]);
  const admin = useSession((state) => isAdmin(state.profile));
  if (block.status === 'fetched') return <HtmlContent className="page-block" html={block.data.content} />;
  if (block.status === 'failed' && admin && apiStatus(block.error) === 404) {
    return (
      <div className="page-block page-block-missing" role="note">
        Блок «{url}» не найден
      </div>
    );
  }
  return null;
}
