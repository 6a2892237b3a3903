import type { ColumnType, Generated, Insertable, JSONColumnType, Selectable } from 'kysely';
import type { Company, UserSettings, UserType } from '@shop/shared';
import type {
  BigId,
  BigRef,
  CreatedAt,
  Defaulted,
  Json,
  NullableBigRef,
  NullableNumeric,
  NullableTimestamp,
  Numeric,
  Timestamp,
} from './columns.js';
import type { NotepadTables } from './schema-notepad.js';
import type { BatchSearchTables } from './schema-batch.js';
import type { ContentTables } from './schema-content.js';
import type { OrderTables } from './schema-orders.js';
import type { OilTables } from './schema-oils.js';
import type { OemTables } from './schema-oem.js';
import type { SubscriptionTables } from './schema-subscriptions.js';
import type { BackOfficeTables } from './schema-back-office.js';
import type { SellerTables } from './schema-seller.js';

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
  /** sha-256 (hex) of the API key; the key itself is shown once, when issued. */
  api_key_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** When and by whom the current key was issued (migration 0025); null for keys issued before. */
  api_key_issued_at: NullableTimestamp;
  api_key_issued_by: ColumnType<number | null, number | null | undefined, number | null>;
  office_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Null: the default price level. */
  price_level_id: ColumnType<number | null, number | null | undefined, number | null>;
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
  is_published: Defaulted<boolean>;
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

/** A login: the access tokens name it; the refresh token is kept as its sha-256 (hex). */
export interface SessionsTable {
  id: Generated<number>;
  /** What the access token names (random, unguessable); `id` stays internal. */
  token_id: Generated<string>;
  user_id: number;
  refresh_token_hash: string;
  user_agent: string | null;
  created_at: CreatedAt;
  refreshed_at: NullableTimestamp;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
}

/** Refresh tokens a session has exchanged (sha-256): one coming back again ends the session. */
export interface UsedRefreshTokensTable {
  token_hash: string;
  session_id: number;
  used_at: CreatedAt;
}

/** Login attempts within a window per `account <ip> <email>` and per `ip <ip>`. */
export interface LoginThrottleTable {
  key: string;
  attempts: number;
  window_started_at: CreatedAt;
}

/** What an admin did while acting as a customer (`X-Switch-User`). */
export interface AuditLogTable {
  id: BigId;
  at: CreatedAt;
  actor_user_id: number | null;
  subject_user_id: number | null;
  action: string;
  details: Json<Record<string, unknown>>;
}

/** The release of a remote that pages load (migration 0018); no row = its default build. */
export interface RemoteReleasesTable {
  folder: string;
  version: string;
  switched_at: CreatedAt;
  switched_by: number | null;
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

export interface BrandsTable {
  id: Generated<number>;
  name: string;
  /** `normalizeBrandName(name)`: how searches match a brand. */
  normalized_name: string;
  warranty: Defaulted<string>;
  warranty_description: Defaulted<string>;
  country: Defaulted<string>;
  site: Defaulted<string>;
  thumbs: Json<string[]>;
  description: Defaulted<string>;
}

export interface BrandSynonymsTable {
  normalized_name: string;
  brand_id: number;
  name: string;
}

export interface GoodsTable {
  id: BigId;
  brand_id: number;
  /** As printed by the maker: 'W 712/75'. */
  number: string;
  /** `normalizePartNumber(number)`: 'W71275'. */
  normalized_number: string;
  name: Defaulted<string>;
  images: Json<string[]>;
  /** Raised each time a customer picks the good from the suggestions. */
  rating: Defaulted<number>;
}

export interface CrossGroupsTable {
  id: BigId;
  /** Where the analogue group comes from (a maker's cross list, a supplier, a manager). */
  source: Defaulted<string>;
}

export interface CrossGroupGoodsTable {
  group_id: BigRef;
  good_id: BigRef;
}

export interface CurrenciesTable {
  code: string;
  /** Roubles for one unit. */
  rate: Numeric;
  updated_at: CreatedAt;
}

export interface VendorsTable {
  id: Generated<number>;
  name: string;
  is_remote: Defaulted<boolean>;
  office_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Adapter of a remote supplier ('abcp'); null for own warehouses. */
  provider: ColumnType<string | null, string | null | undefined, string | null>;
  api_url: ColumnType<string | null, string | null | undefined, string | null>;
  api_login: ColumnType<string | null, string | null | undefined, string | null>;
  api_password: ColumnType<string | null, string | null | undefined, string | null>;
  timeout_ms: Defaulted<number>;
  currency: Defaulted<string>;
  extra_delivery_hours: Defaulted<number>;
  is_active: Defaulted<boolean>;
}

export interface OffersTable {
  id: BigId;
  vendor_id: number;
  good_id: BigRef;
  purchase_price: Numeric;
  currency: Defaulted<string>;
  amount: number;
  min_amount: Defaulted<number>;
  multiplicity: Defaulted<number>;
  delivery_hours: Defaulted<number>;
  refund_allowed: Defaulted<boolean>;
  refund_percent: Numeric;
  refund_conditions: Defaulted<string>;
  fixed_price: NullableNumeric;
  minimum_retail_price: NullableNumeric;
  updated_at: CreatedAt;
}

export interface PriceLevelsTable {
  id: Generated<number>;
  name: string;
  is_default: Defaulted<boolean>;
  version: Defaulted<number>;
  updated_at: CreatedAt;
}

export interface PriceLevelRulesTable {
  id: Generated<number>;
  price_level_id: number;
  vendor_id: ColumnType<number | null, number | null | undefined, number | null>;
  brand_id: ColumnType<number | null, number | null | undefined, number | null>;
  price_from: NullableNumeric;
  price_to: NullableNumeric;
  /** Percent on the purchase price in roubles. */
  retail_markup: Numeric;
  wholesale_markup: Numeric;
  priority: Defaulted<number>;
}

/** Refund terms of an offer as kept on a cart line (SPEC §3 Offer.refund). */
export interface RefundTerms {
  isAllowed: boolean;
  percent: number;
  conditions: string;
}

export interface CartItemsTable {
  id: Generated<number>;
  user_id: number;
  good_id: BigRef;
  vendor_id: number;
  item_key: string;
  offer_id: NullableBigRef;
  amount: number;
  price: Numeric;
  delivery_hours: number;
  is_stock: boolean;
  refund: Json<RefundTerms>;
  reference: Defaulted<string>;
  search_id: ColumnType<string | null, string | null | undefined, string | null>;
  is_selected: Defaulted<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** A delivery of an order sent to a supplier (vendor delivery statistics). */
export interface VendorDeliveriesTable {
  id: BigId;
  vendor_id: number;
  sent_at: Timestamp;
  promised_at: Timestamp;
  /** Null while the goods are on their way. */
  delivered_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface DB
  extends
    OrderTables,
    NotepadTables,
    BatchSearchTables,
    OilTables,
    OemTables,
    ContentTables,
    SubscriptionTables,
    BackOfficeTables,
    SellerTables {
  brands: BrandsTable;
  brand_synonyms: BrandSynonymsTable;
  goods: GoodsTable;
  cross_groups: CrossGroupsTable;
  cross_group_goods: CrossGroupGoodsTable;
  currencies: CurrenciesTable;
  vendors: VendorsTable;
  offers: OffersTable;
  price_levels: PriceLevelsTable;
  price_level_rules: PriceLevelRulesTable;
  cart_items: CartItemsTable;
  vendor_deliveries: VendorDeliveriesTable;
  users: UsersTable;
  offices: OfficesTable;
  managers: ManagersTable;
  curators: CuratorsTable;
  pages: PagesTable;
  password_reset_tokens: PasswordResetTokensTable;
  mail_outbox: MailOutboxTable;
  sessions: SessionsTable;
  used_refresh_tokens: UsedRefreshTokensTable;
  login_throttle: LoginThrottleTable;
  audit_log: AuditLogTable;
  remote_releases: RemoteReleasesTable;
  impersonation_audit: ImpersonationAuditTable;
  client_errors: ClientErrorsTable;
  app_settings: AppSettingsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type OfficeRow = Selectable<OfficesTable>;
export type PageRow = Selectable<PagesTable>;
