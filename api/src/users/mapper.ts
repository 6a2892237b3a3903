import type { User } from '@shop/shared';
import type { UserRecord } from '../user-records/queries.js';

/** The User JSON of the shared types (SPEC §3); never exposes the password hash or the API key. */
export function toUser(row: UserRecord, isImpersonated: boolean): User {
  return {
    id: row.id,
    type: row.type,
    isAdmin: row.is_admin,
    isImpersonated,
    isWholesale: row.is_wholesale,
    markup: Number(row.markup),
    isAllowDownloadPricelist: row.is_allow_download_pricelist,
    isAllowUseApi: row.is_allow_use_api,
    isAllowBatchSearch: row.is_allow_batch_search,
    lastName: row.last_name,
    firstName: row.first_name,
    middleName: row.middle_name,
    phone: row.phone,
    address: row.address,
    email: row.email,
    office:
      row.office_id !== null && row.office_name !== null && row.office_vendor_id !== null
        ? { id: row.office_id, name: row.office_name, vendor: { id: row.office_vendor_id } }
        : null,
    company: row.company,
    userSettings: row.user_settings,
  };
}
