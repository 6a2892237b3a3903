import { useMemo } from 'react';
import type { CompanyType, Option, UserType } from '@shop/shared';
import { userApi } from '@shop/shared/api';
import { useRequest } from '@shop/shared/ui';
import { fallbackCompanyTypes, fallbackUserTypes } from './registrationForm';

export interface UserTypeOptions {
  userTypes: Option<UserType>[];
  companyTypes: Option<CompanyType>[];
}

/** The user and company types of `GET /api/user/types`; the built-in lists until it answers or if it fails. */
export function useUserTypes(): UserTypeOptions {
  const request = useRequest(() => userApi.types(), []);
  return useMemo(() => {
    const data = request.status === 'fetched' ? request.data : null;
    return {
      userTypes: data?.userTypes.length ? data.userTypes : fallbackUserTypes,
      companyTypes: (data?.companyTypes.length ? data.companyTypes : fallbackCompanyTypes).map((option) => ({
        value: option.value,
        label: option.value === '' ? 'Не указано' : option.label,
      })),
    };
  }, [request.status, request.data]);
}
