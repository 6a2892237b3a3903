import { contentApi } from '../../api/content';
import { useRequest } from '@shop/shared/ui';

export function usePage(slug: string) {
  return useRequest(() => contentApi.page(slug), [slug]);
}
