import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { SWITCH_USER_EXIT } from '@shop/shared';
import type { ContextOptions } from '../context.js';
import { handleError } from '../errors/handler.js';
import { wantsJson } from '../http/request.js';
import { guestOrSignedIn } from '../http/openapi-document.js';
import { errorResponses, MessageSchema } from '../http/schemas.js';
import { recordSwitchExit } from './audit.js';
import { LoginBody, RefreshBody, SwitchExitQuery, TokenSchema } from './schemas.js';
import { authMessages, badCredentials, login } from './service.js';
import { endSession, refreshSession } from './session-service.js';

export interface AuthRoutesOptions extends ContextOptions {
  /** Sends the SPA's index.html for `GET /`; false when there is no host build to serve. */
  sendIndex: (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;
}

/** Login, logout and the end of an admin's impersonation (SPEC §7 Auth). */
export const authRoutes: FastifyPluginAsyncTypebox<AuthRoutesOptions> = async (app, { ctx, sendIndex }) => {
  app.post(
    '/api/login_check',
    {
      schema: {
        tags: ['auth'],
        summary: 'Вход по email и паролю',
        description:
          'Неверные имя или пароль и тело без них или не того вида получают один ответ: 401 ' +
          '«Неверное имя пользователя или пароль», без `violations` (ответ не подсказывает, что не так). ' +
          '400 — только тело, которое не разобрать как JSON; 415 — тело не JSON и не форма.',
        body: LoginBody,
        response: { 200: TokenSchema, ...errorResponses },
      },
      // Whatever is wrong with the credentials, the answer is the same 401.
      errorHandler: async (error, request, reply) => {
        await handleError(error.validation ? badCredentials() : error, request, reply);
      },
    },
    async (request) => login(ctx, request.body.username, request.body.password, request),
  );

  app.post(
    '/api/token/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Новая пара токенов по токену обновления (он действует один раз)',
        body: RefreshBody,
        response: { 200: TokenSchema, ...errorResponses },
      },
    },
    async (request) => refreshSession(ctx, request.body.refreshToken, request),
  );

  app.get(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Выход: сессия токена отзывается (и токен обновления вместе с ней)',
        security: guestOrSignedIn,
        response: { 200: MessageSchema, ...errorResponses },
      },
    },
    async (request) => {
      await endSession(ctx, request);
      return { message: authMessages.loggedOut };
    },
  );

  app.get(
    '/',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Главная страница; с ?_switch_user=_exit и заголовком X-Requested-With — выход из режима «войти как»',
        querystring: SwitchExitQuery,
        response: {
          200: {
            description: 'Выход из режима «войти как» (JSON) или главная страница (HTML)',
            content: {
              'application/json': { schema: MessageSchema },
              'text/html': { schema: Type.String() },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      if (request.query._switch_user === SWITCH_USER_EXIT && wantsJson(request)) {
        await recordSwitchExit(ctx, request);
        return { message: authMessages.switchExited };
      }
      if (await sendIndex(request, reply)) return reply;
      return reply.callNotFound();
    },
  );
};
