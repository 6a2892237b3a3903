import type { Paginated } from '@shop/shared';
import { apiClient } from '@shop/shared/api';
import type { CampaignSettings } from '@shop/shared';
import type { ContentKindName } from '@shop/back-office-rules';

/** The content admin's calls (`/api/admin/content/*`, `/api/admin/media`) and their answers. */

/** A row as the admin API answers it: the kind's fields by their API names, and when it last changed. */
export type ContentRow = Record<string, unknown> & { id: number; updatedAt?: string };

export interface ContentQuery {
  query?: string;
  type?: string;
  published?: 'yes' | 'no';
  sort?: string;
  order?: 'asc' | 'desc';
  page?: number;
}

export interface GoodLabel {
  id: number;
  brand: string;
  number: string;
  name: string;
}

export interface StoredMedia {
  path: string;
  contentType: string;
  size: number;
}

/** Query parameters without the empty ones. */
function params(query: ContentQuery): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );
}

const base = (kind: ContentKindName) => `/api/admin/content/${kind}`;

export const contentApi = {
  list: (kind: ContentKindName, query: ContentQuery) =>
    apiClient.get<Paginated<ContentRow>>(base(kind), { params: params(query) }).then((r) => r.data),
  get: (kind: ContentKindName, id: number) =>
    apiClient.get<ContentRow>(`${base(kind)}/${id}`).then((r) => r.data),
  create: (kind: ContentKindName, body: Record<string, unknown>) =>
    apiClient.post<ContentRow>(base(kind), body).then((r) => r.data),
  update: (kind: ContentKindName, id: number, body: Record<string, unknown>) =>
    apiClient.put<ContentRow>(`${base(kind)}/${id}`, body).then((r) => r.data),
  remove: (kind: ContentKindName, id: number) =>
    apiClient.delete(`${base(kind)}/${id}`).then(() => undefined),
  setPublished: (kind: ContentKindName, id: number, published: boolean) =>
    apiClient
      .post<ContentRow>(`${base(kind)}/${id}/${published ? 'publish' : 'unpublish'}`)
      .then((r) => r.data),

  campaignSettings: () =>
    apiClient.get<CampaignSettings>('/api/admin/content/campaign-settings').then((r) => r.data),
  saveCampaignSettings: (settings: CampaignSettings) =>
    apiClient.put<CampaignSettings>('/api/admin/content/campaign-settings', settings).then((r) => r.data),

  goods: (ids: readonly number[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : apiClient
          .get<GoodLabel[]>('/api/admin/content/goods', { params: { ids: ids.join(',') } })
          .then((r) => r.data),
  /** The offices' stock vendors (own warehouses and suppliers). */
  vendors: () =>
    apiClient.get<{ id: number; name: string }[]>('/api/admin/pricelist/vendors').then((r) => r.data),

  /** One file into the media store (multipart, the field `file`): its path names it in content. */
  upload: (file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return apiClient
      .post<StoredMedia>('/api/admin/media', form, { headers: { 'Content-Type': 'multipart/form-data' } })
      .then((r) => r.data);
  },
};

/** Where the browser gets a stored file (the original). */
export function mediaUrl(path: string): string {
  return `/media/${path}`;
}

/** A stored image at a size of the media store (`list` is 240 px). */
export function mediaThumbUrl(path: string): string {
  return `/media/cache/resolve/list/${path}`;
}
