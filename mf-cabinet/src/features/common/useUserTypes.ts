import type { UserTypesResponse } from '@shop/shared';
import { userTypeOptions } from '@shop/shared';
import { userApi } from '@shop/shared/api';
import { useRequest } from '@shop/shared/ui';

/** The user and company types of `GET /api/user/types`; the shared lists until it answers or if it fails. */
export function useUserTypes(): UserTypesResponse {
  const request = useRequest(() => userApi.types(), []);
  const data = request.status === 'fetched' ? request.data : null;
  return {
    userTypes: data?.userTypes.length ? data.userTypes : userTypeOptions.userTypes,
    companyTypes: data?.companyTypes.length ? data.companyTypes : userTypeOptions.companyTypes,
  };
}
