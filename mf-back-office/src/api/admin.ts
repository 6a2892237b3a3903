import type { AdminUserRow, Paginated } from '@shop/shared';
import { apiClient } from '@shop/shared/api';

/** Admin-only calls; the server answers 403 to everyone else. */
export const adminApi = {
  users: (params: { query?: string; page?: number }) =>
    apiClient.get<Paginated<AdminUserRow>>('/api/admin/users', { params }).then((r) => r.data),
};
