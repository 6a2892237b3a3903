import { apiClient } from '@shop/shared/api';
import type { Popup } from './popups';
import type { CampaignSettings, Promotion } from '@shop/shared';

/** The host's calls for popups and promotions (api/src/content). */
export const overlayApi = {
  popups: () =>
    apiClient
      .get<{ items: Popup[] }>('/api/posts/popups', { params: { paginator: 'false' } })
      .then((response) => response.data.items),
  settings: () =>
    apiClient.get<CampaignSettings>('/api/actions_campaign/settings').then((response) => response.data),
  promotions: () => apiClient.get<Promotion[]>('/api/actions_campaign').then((response) => response.data),
};
