import type { ColumnType, Generated, Insertable, JSONColumnType, Selectable } from 'kysely';
import type { Company, UserSettings, UserType } from '@shop/shared';

/** `timestamptz`: read as Date, written as Date or an ISO string; defaulted by the database. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** `numeric`: PostgreSQL sends it as text so no precision is lost. */
type Numeric = ColumnType<string, string | number | undefined, string | number>;
type NullableNumeric = ColumnType<string | null, string | number | null | undefined, string | number | null>;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  type: UserType;
  last_name: string;
  first_name: string;
  middle_name: string;
  phone: string;
  address: string;
  is_admin: ColumnType<boolean, boolean | undefined, boolean>;
  is_wholesale: ColumnType<boolean, boolean | undefined, boolean>;
  markup: Numeric;
  is_allow_download_pricelist: ColumnType<boolean, boolean | undefined, boolean>;
  is_allow_use_api: ColumnType<boolean, boolean | undefined, boolean>;
  is_allow_batch_search: ColumnType<boolean, boolean | undefined, boolean>;
  /** Company requisites (jsonb), null for retail customers. */
  company: JSONColumnType<Company | null, string | null, string | null>;
  api_key: ColumnType<string | null, string | null | undefined, string | null>;
  office_id: ColumnType<number | null, number | null | undefined, number | null>;
  user_settings: JSONColumnType<UserSettings, string | undefined, string>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface OfficesTable {
  id: Generated<number>;
  name: string;
  address: string;
  phone: string;
  email: string;
  work_time: string;
  latitude: NullableNumeric;
  longitude: NullableNumeric;
  is_main: ColumnType<boolean, boolean | undefined, boolean>;
  /** Stock vendor of the office (SPEC §6 stock rule). */
  vendor_id: number;
  sort: ColumnType<number, number | undefined, number>;
}

export interface ManagersTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
}

export interface CuratorsTable {
  user_id: number;
  manager_id: number;
}

export interface PagesTable {
  id: Generated<number>;
  slug: string;
  title: string;
  content: string;
  updated_at: CreatedAt;
}

export interface PasswordResetTokensTable {
  id: Generated<number>;
  user_id: number;
  /** sha256 (hex) of the token; the token itself is only in the e-mail. */
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text: string;
  html: string;
  created_at: CreatedAt;
  sent_at: NullableTimestamp;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  email: string;
  ip: string;
  succeeded: boolean;
  attempted_at: CreatedAt;
}

export type ImpersonationAction = 'switch' | 'exit';

export interface ImpersonationAuditTable {
  id: Generated<number>;
  admin_id: number;
  target_id: number | null;
  action: ImpersonationAction;
  ip: string;
  at: CreatedAt;
}

export interface ClientErrorsTable {
  id: Generated<number>;
  message: string;
  stack: string | null;
  url: string | null;
  user_agent: string | null;
  user_id: number | null;
  ip: string;
  created_at: CreatedAt;
}

export interface AppSettingsTable {
  key: string;
  value: string;
}

export interface DB {
  users: UsersTable;
  offices: OfficesTable;
  managers: ManagersTable;
  curators: CuratorsTable;
  pages: PagesTable;
  password_reset_tokens: PasswordResetTokensTable;
  mail_outbox: MailOutboxTable;
  login_attempts: LoginAttemptsTable;
  impersonation_audit: ImpersonationAuditTable;
  client_errors: ClientErrorsTable;
  app_settings: AppSettingsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type OfficeRow = Selectable<OfficesTable>;
export type PageRow = Selectable<PagesTable>;
