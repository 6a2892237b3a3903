import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../context.js';
import { recordSwitchIn } from '../auth/audit.js';
import { rateLimited } from '../http/rate-limits.js';
import { guestOrSignedIn } from '../http/openapi-document.js';
import { errorResponses, MessageSchema, nullable } from '../http/schemas.js';
import { toUser } from './mapper.js';
import { createAfterReply } from './after-reply.js';
import {
  changePassword,
  passwordMessages,
  resetPassword,
  resetRequestEmail,
  sendResetLink,
} from './password-service.js';
import {
  ApiKeyInfoSchema,
  ApiKeySchema,
  ChangePasswordBody,
  CuratorSchema,
  ProfileBody,
  RegistrationBody,
  ResetPasswordBody,
  ResetPasswordResponseSchema,
  ResetRequestQuery,
  UserRef,
  UserSettingsBody,
  UserTypesSchema,
} from './schemas.js';
import {
  apiKey,
  apiKeyInfo,
  curators,
  editProfile,
  register,
  reissueApiKey,
  revokeApiKey,
  updateSettings,
  userMessages,
  userTypes,
} from './service.js';

const tags = ['user'];
const security = [{ bearerAuth: [] }];

/** The user's own account (SPEC §7 Auth/user). */
export const userRoutes: FastifyPluginAsyncTypebox<ContextOptions> = async (app, { ctx }) => {
  const afterReply = createAfterReply(app);
  app.get(
    '/api/user',
    {
      schema: {
        tags,
        security: guestOrSignedIn,
        summary: 'Текущий пользователь; null для гостя',
        response: { 200: nullable(UserRef), ...errorResponses },
      },
    },
    async (request) => {
      const session = await ctx.sessions.optional(request);
      if (session === null) return null;
      await recordSwitchIn(ctx, session, request.ip);
      return toUser(session.user, session.impersonator !== null);
    },
  );

  app.get(
    '/api/user/types',
    {
      schema: {
        tags,
        summary: 'Типы покупателей и организационно-правовые формы',
        response: { 200: UserTypesSchema, ...errorResponses },
      },
    },
    async () => userTypes(),
  );

  app.post(
    '/api/user/registration',
    {
      config: rateLimited(ctx.config.rateLimits.registration),
      schema: {
        tags,
        summary: 'Регистрация покупателя (организации — с реквизитами)',
        body: RegistrationBody,
        response: {
          201: Type.Object({
            token: Type.String(),
            refreshToken: Type.String(),
            user: UserRef,
            message: Type.String(),
          }),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { tokens, user } = await register(ctx, request.body, request);
      return reply.code(201).send({ ...tokens, user, message: userMessages.registered });
    },
  );

  app.post(
    '/api/user/edit',
    {
      schema: {
        tags,
        security,
        summary: 'Изменение профиля',
        body: ProfileBody,
        response: { 200: Type.Object({ message: Type.String(), user: UserRef }), ...errorResponses },
      },
    },
    async (request) => {
      const session = await ctx.sessions.required(request);
      const user = await editProfile(ctx, session, request.body);
      return { message: userMessages.profileUpdated, user };
    },
  );

  app.patch(
    '/api/user/settings',
    {
      schema: {
        tags,
        security,
        summary: 'Изменение настроек пользователя (userSettings); null возвращает значение по умолчанию',
        body: UserSettingsBody,
        response: { 200: UserRef, ...errorResponses },
      },
    },
    async (request) => {
      const session = await ctx.sessions.required(request);
      return updateSettings(ctx, session, request.body);
    },
  );

  app.get(
    '/api/user/resetpassword',
    {
      config: rateLimited(ctx.config.rateLimits.passwordReset),
      schema: {
        tags,
        summary: 'Запрос ссылки для сброса пароля (ответ не зависит от того, есть ли такой email)',
        querystring: ResetRequestQuery,
        response: { 200: MessageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const email = await resetRequestEmail(request.query);
      // Known and unknown e-mails are answered alike at once; the lookup and the mail come after.
      afterReply(request.log, () => sendResetLink(ctx, email, request.log));
      return { message: passwordMessages.resetRequested };
    },
  );

  app.post(
    '/api/user/resetting/reset/:token',
    {
      schema: {
        tags,
        summary:
          'Новый пароль по ссылке из письма (form-urlencoded plainPassword[first], plainPassword[second] или JSON)',
        params: Type.Object({ token: Type.String({ maxLength: 200 }) }),
        body: ResetPasswordBody,
        response: { 200: ResetPasswordResponseSchema, ...errorResponses },
      },
    },
    async (request) => resetPassword(ctx, request.params.token, request.body, request),
  );

  app.patch(
    '/api/user/change-password',
    {
      schema: {
        tags,
        security,
        summary: 'Смена пароля',
        body: ChangePasswordBody,
        response: { 200: MessageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const session = await ctx.sessions.required(request);
      await changePassword(ctx, session, request.body, request);
      return { message: passwordMessages.changed };
    },
  );

  app.get(
    '/api/user/curators',
    {
      schema: {
        tags,
        security,
        summary: 'Персональные менеджеры',
        response: { 200: Type.Array(CuratorSchema), ...errorResponses },
      },
    },
    async (request) => curators(ctx, await ctx.sessions.required(request)),
  );

  app.get(
    '/api/user/api-key',
    {
      schema: {
        tags,
        security,
        summary:
          'Ключ API (только при разрешённом доступе к API): показывается один раз, при выпуске; потом apiKey: null. Только сам клиент, не в режиме «войти как»',
        response: { 200: ApiKeySchema, ...errorResponses },
      },
    },
    async (request) => apiKey(ctx, await ctx.sessions.required(request)),
  );

  app.get(
    '/api/user/api-key/info',
    {
      schema: {
        tags,
        security,
        summary: 'Есть ли ключ API, когда и кем он выпущен (ключ не выпускает)',
        response: { 200: ApiKeyInfoSchema, ...errorResponses },
      },
    },
    async (request) => apiKeyInfo(ctx, await ctx.sessions.required(request)),
  );

  app.post(
    '/api/user/api-key',
    {
      schema: {
        tags,
        security,
        summary: 'Новый ключ API (прежний перестаёт действовать); показывается один раз',
        response: { 200: ApiKeySchema, ...errorResponses },
      },
    },
    async (request) => reissueApiKey(ctx, await ctx.sessions.required(request)),
  );

  app.delete(
    '/api/user/api-key',
    {
      schema: {
        tags,
        security,
        summary: 'Отозвать ключ API: он сразу перестаёт действовать (новый выдаёт GET)',
        response: { 200: MessageSchema, ...errorResponses },
      },
    },
    async (request) => revokeApiKey(ctx, await ctx.sessions.required(request)),
  );
};
