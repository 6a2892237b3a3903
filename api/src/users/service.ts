import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  userTypeOptions,
  type ApiKeyInfo,
  type ApiKeyResponse,
  type Company,
  type Curator,
  type ProfileForm,
  type TokenResponse,
  type User,
  type UserSettingsPatch,
  type UserTypesResponse,
} from '@shop/shared';
import {
  businessProfileSchema,
  normalizePhone,
  profileSchema,
  registrationSchema,
  validateOrViolations,
} from '@shop/shared/validation';
import type { AppContext } from '../context.js';
import { refuseApiKeySession } from '../auth/api-key.js';
import { openCustomerContracts } from '../contracts/onboarding.js';
import type { Session } from '../auth/session.js';
import { hashSecret } from '../auth/secret.js';
import { startSession } from '../auth/session-service.js';
import { forbidden, validationError } from '../errors/http-error.js';
import { findUserById } from '../user-records/queries.js';
import { toUser } from './mapper.js';
import {
  emailTaken,
  findApiKeyIssue,
  findCurators,
  findDefaultOfficeId,
  insertUser,
  mergeUserSettings,
  replaceApiKey,
  revokeApiKeyOf,
  storeFirstApiKey,
  updateProfile,
} from './queries.js';

export const userMessages = {
  registered: 'Поздравляем! Вы успешно зарегистрировались',
  profileUpdated: 'Профиль успешно обновлён',
  emailTaken: 'Пользователь с таким email уже зарегистрирован',
  userGone: 'Пользователь не найден',
  apiKeyRevoked: 'Ключ API отозван',
  apiKeyOwnerOnly: 'Ключ API выпускает и отзывает только сам клиент',
} as const;

export function userTypes(): UserTypesResponse {
  return userTypeOptions;
}

function storedPhone(phone: string): string {
  return normalizePhone(phone) ?? phone;
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

const emailTakenError = () => validationError([{ propertyPath: 'email', message: userMessages.emailTaken }]);

/**
 * `POST /api/user/registration`: the shared registration rules, then a unique e-mail; the new customer gets
 * the public offer's retail contract (and a business buyer a wholesale request) at once.
 */
export async function register(
  ctx: AppContext,
  body: unknown,
  request: FastifyRequest,
): Promise<{ tokens: TokenResponse; user: User }> {
  const result = await validateOrViolations(registrationSchema, body);
  if (result.violations) throw validationError(result.violations);
  const form = result.value;
  const email = form.email.trim().toLowerCase();
  if (await emailTaken(ctx.db, email)) throw emailTakenError();

  const company: Company | null = form.type === 'business' ? form.company : null;
  const passwordHash = await ctx.hasher.hash(form.plainPassword.first);
  const officeId = await findDefaultOfficeId(ctx.db);
  let userId: number;
  try {
    // The account and its contract go together: no customer is left who cannot order.
    userId = await ctx.db.transaction().execute(async (trx) => {
      const id = await insertUser(trx, {
        email,
        password_hash: passwordHash,
        type: form.type,
        last_name: form.lastName,
        first_name: form.firstName,
        middle_name: form.middleName,
        phone: storedPhone(form.phone),
        address: form.address,
        company: company ? JSON.stringify(company) : null,
        office_id: officeId,
      });
      await openCustomerContracts(trx, id, form.type);
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTakenError();
    throw error;
  }
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new Error('Зарегистрированный пользователь не найден');
  return { tokens: await startSession(ctx, userId, request), user: toUser(user, false) };
}

function sendsCompany(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'company' in body && body.company != null;
}

/**
 * `POST /api/user/edit`: the profile of the user the request acts as; a business buyer's requisites too when
 * sent (checked by the registration's rules). A private person's `company` is ignored.
 */
export async function editProfile(ctx: AppContext, session: Session, body: unknown): Promise<User> {
  let form: ProfileForm;
  let company: Company | undefined;
  if (session.user.type === 'business' && sendsCompany(body)) {
    const result = await validateOrViolations(businessProfileSchema, body);
    if (result.violations) throw validationError(result.violations);
    ({ company, ...form } = result.value);
  } else {
    const result = await validateOrViolations(profileSchema, body);
    if (result.violations) throw validationError(result.violations);
    form = result.value;
  }
  await updateProfile(ctx.db, session.user.id, { ...form, phone: storedPhone(form.phone) }, company);
  const user = await findUserById(ctx.db, session.user.id);
  if (!user) throw forbidden(userMessages.userGone);
  return toUser(user, session.impersonator !== null);
}

/** `PATCH /api/user/settings` (SPEC §4: the page applies the change first and rolls it back on an error). */
export async function updateSettings(
  ctx: AppContext,
  session: Session,
  patch: UserSettingsPatch,
): Promise<User> {
  await mergeUserSettings(ctx.db, session.user.id, patch);
  const user = await findUserById(ctx.db, session.user.id);
  if (!user) throw forbidden(userMessages.userGone);
  return toUser(user, session.impersonator !== null);
}

export function curators(ctx: AppContext, session: Session): Promise<Curator[]> {
  return findCurators(ctx.db, session.user.id);
}

function newApiKey(): string {
  return randomBytes(32).toString('hex');
}

/**
 * Only the customer himself issues, replaces or revokes his key, with his own login: a key outlives the
 * admin's impersonation, his logout and the customer's password change, so one issued for him would stay
 * with the admin. The refused attempt is kept in the audit (auth/audit.ts).
 */
function refuseKeyManagement(session: Session): void {
  refuseApiKeySession(session);
  if (session.impersonator) throw forbidden(userMessages.apiKeyOwnerOnly);
}

/** When and by whom the user's current key was issued. */
async function keyInfo(ctx: AppContext, userId: number): Promise<ApiKeyInfo> {
  const issue = await findApiKeyIssue(ctx.db, userId);
  if (!issue?.hasKey) return { hasKey: false, issuedAt: null, issuedBy: null };
  return {
    hasKey: true,
    issuedAt: issue.issuedAt?.toISOString() ?? null,
    issuedBy: issue.issuerId === null ? null : { self: issue.issuerId === userId, name: issue.issuerName },
  };
}

/** `GET /api/user/api-key/info`: whether the user has a key, and when and by whom it was issued. */
export async function apiKeyInfo(ctx: AppContext, session: Session): Promise<ApiKeyInfo> {
  if (!session.user.is_allow_use_api) throw forbidden();
  return keyInfo(ctx, session.user.id);
}

/**
 * `GET /api/user/api-key`, for users allowed to use the API: the first call issues the key and shows it;
 * only its sha-256 is kept, so later calls answer `apiKey: null` (a new key: `POST`) with when and by whom
 * the current one was issued.
 */
export async function apiKey(ctx: AppContext, session: Session): Promise<ApiKeyResponse> {
  refuseKeyManagement(session);
  if (!session.user.is_allow_use_api) throw forbidden();
  const key = newApiKey();
  const issued = await storeFirstApiKey(ctx.db, session.user.id, hashSecret(key));
  return { apiKey: issued ? key : null, ...(await keyInfo(ctx, session.user.id)) };
}

/** `POST /api/user/api-key`: a new key, shown this once; the previous one stops working. */
export async function reissueApiKey(ctx: AppContext, session: Session): Promise<ApiKeyResponse> {
  refuseKeyManagement(session);
  if (!session.user.is_allow_use_api) throw forbidden();
  const key = newApiKey();
  await replaceApiKey(ctx.db, session.user.id, hashSecret(key));
  return { apiKey: key, ...(await keyInfo(ctx, session.user.id)) };
}

/**
 * `DELETE /api/user/api-key`: the key stops working at once (also for a user no longer allowed the API);
 * a later `GET` issues a new one.
 */
export async function revokeApiKey(ctx: AppContext, session: Session): Promise<{ message: string }> {
  refuseKeyManagement(session);
  await revokeApiKeyOf(ctx.db, session.user.id);
  return { message: userMessages.apiKeyRevoked };
}
