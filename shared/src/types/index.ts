/** Domain types shared by the browser and the API (SPEC §3). */

export type UserType = 'retail' | 'business';

export const companyTypes = ['', 'ООО', 'ОАО', 'ЗАО', 'ТОО', 'АО', 'ИП', 'ПБОЮЛ', 'ГУП'] as const;
export type CompanyType = (typeof companyTypes)[number];

export interface Company {
  type: CompanyType;
  name: string;
  inn: string;
  kpp: string;
  bik: string;
  bankName: string;
  correspondentAccount: string;
  settlementAccount: string;
  legalAddress: string;
}

export interface UserSettings {
  [key: string]: string | number | boolean | null;
}

export interface User {
  id: number;
  type: UserType;
  isAdmin: boolean;
  isImpersonated: boolean;
  isWholesale: boolean;
  markup: number;
  isAllowDownloadPricelist: boolean;
  isAllowUseApi: boolean;
  isAllowBatchSearch: boolean;
  lastName: string;
  firstName: string;
  middleName: string;
  phone: string;
  address: string;
  email: string;
  office: { id: number; name: string; vendor: { id: number } } | null;
  company: Company | null;
  userSettings: UserSettings;
}

/** Option of a dictionary select: `GET /api/user/types`. */
export interface Option<V extends string = string> {
  value: V;
  label: string;
}

export interface UserTypesResponse {
  userTypes: Option<UserType>[];
  companyTypes: Option<CompanyType>[];
}

export interface LoginRequest {
  username: string;
  password: string;
}

/** A session's tokens: the short-lived access token and the refresh token that renews it (once). */
export interface TokenResponse {
  token: string;
  refreshToken: string;
}

export interface RefreshTokenRequest {
  refreshToken: string;
}

export interface PasswordPair {
  first: string;
  second: string;
}

export interface ProfileForm {
  lastName: string;
  firstName: string;
  middleName: string;
  phone: string;
  address: string;
}

/** `POST /api/user/edit` of a business buyer: the profile and the company's requisites. */
export interface BusinessProfileForm extends ProfileForm {
  company: Company;
}

export interface RegistrationForm extends ProfileForm {
  type: UserType;
  email: string;
  plainPassword: PasswordPair;
  company: Company | null;
}

export interface ChangePasswordForm {
  currentPassword: string;
  plainPassword: PasswordPair;
}

export interface ResetPasswordResponse extends TokenResponse {
  message: string;
  email: string;
}

export interface MessageResponse {
  message: string;
}

export interface Curator {
  id: number;
  name: string;
  email: string;
  phone: string;
}

/** Who issued an API key: the user himself (`self`) or someone else, by name. */
export interface ApiKeyIssuer {
  self: boolean;
  name: string;
}

/** Whether the user has an API key, and when and by whom it was issued (null: not recorded, older key). */
export interface ApiKeyInfo {
  hasKey: boolean;
  issuedAt: string | null;
  issuedBy: ApiKeyIssuer | null;
}

export interface ApiKeyResponse extends ApiKeyInfo {
  /** The key when just issued; null when it was issued before (only its hash is kept). */
  apiKey: string | null;
}

export interface Office {
  id: number;
  name: string;
  address: string;
  phone: string;
  email: string;
  workTime: string;
  latitude: number | null;
  longitude: number | null;
  isMain: boolean;
}

/** A running promotion (`GET /api/actions_campaign`); `image` is a path of the media store. */
export interface Promotion {
  id: number;
  slug: string;
  title: string;
  description: string;
  image: string | null;
  discount: number;
  startAt: string;
  endAt: string;
}

/**
 * The campaign's display settings (`/api/actions_campaign/settings`, SPEC §3 Promotion settings): times in
 * minutes, `toastChangeTime` in seconds, `toastWidth` in px.
 */
export interface CampaignSettings {
  isActive: boolean;
  isToastActive: boolean;
  isModalActive: boolean;
  toastShowTime: number;
  modalShowTime: number;
  initialDelay: number;
  toastChangeTime: number;
  toastWidth: number;
}

export interface Page {
  slug: string;
  title: string;
  /** Sanitised HTML. */
  content: string;
}

/** A violation of a validation rule (SPEC §7: read from `violations`). */
export interface Violation {
  propertyPath: string;
  message: string;
}

/** Every API error: `{code, message}`, validation failures also carry `violations`. */
export interface ApiErrorBody {
  code: number;
  message: string;
  violations?: Violation[];
  /** Known error of `PATCH /api/user/change-password` and of the password reset (SPEC §8). */
  error?: string;
  errors?: string[];
}

/** A row of the admin's user list (`GET /api/admin/users`), from which the admin switches into a customer. */
export interface AdminUserRow {
  id: number;
  email: string;
  lastName: string;
  firstName: string;
  middleName: string;
  type: UserType;
  isAdmin: boolean;
  isWholesale: boolean;
  companyName: string | null;
}

export interface Paginated<T> {
  items: T[];
  total: number;
  page: number;
  perPage: number;
}

/** The dictionaries of `GET /api/user/types`, also the registration form's lists before it answers. */
export const userTypeOptions: UserTypesResponse = {
  userTypes: [
    { value: 'retail', label: 'Частное лицо' },
    { value: 'business', label: 'Юридическое лицо или ИП' },
  ],
  companyTypes: companyTypes.map((type) => ({ value: type, label: type === '' ? 'Не указано' : type })),
};

/** A mail kept in the outbox when no SMTP server is configured (`GET /api/dev/outbox`, demo mode only). */
export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
  sentAt: string | null;
}

export * from './catalog.js';
export * from './orders.js';
export * from './cart.js';
export * from './notepad.js';
export * from './batch.js';
export * from './requisites.js';
export * from './settings.js';
export * from './seller.js';
