import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../errors/http-error.js';
import type { ContextOptions } from '../context.js';
import {
  errorResponses,
  ErrorBodyRef,
  Id,
  IdText,
  nullable,
  type Assert,
  type Equal,
  mediaAnswer,
} from '../http/schemas.js';
import { startSubscriptionChecker } from './checker.js';
import { unsubscribePage } from './page.js';
import {
  addWatch,
  removeWatch,
  setTopic,
  subscriptionMessages,
  subscriptionsOf,
  unsubscribe,
  type PartWatch,
  type Subscriptions,
  type TopicSubscription,
} from './service.js';
import { mailTopics } from './topics.js';
import { createUnsubscribeTokens } from './unsubscribe-token.js';

const TopicSchema = Type.Object({
  topic: Type.Union(mailTopics.map((topic) => Type.Literal(topic))),
  name: Type.String(),
  subscribed: Type.Boolean(),
});

const WatchSchema = Type.Object({
  id: Type.Integer(),
  kind: Type.Union([Type.Literal('arrival'), Type.Literal('priceDrop')], {
    description: 'arrival — сообщить о поступлении; priceDrop — о снижении цены',
  }),
  good: Type.Object({
    id: Type.Integer(),
    number: Type.String(),
    name: Type.String(),
    brand: Type.Object({ name: Type.String() }),
  }),
  price: nullable(Type.Number({ description: 'Цена при подписке на снижение' })),
  createdAt: Type.String({ format: 'date-time' }),
  notifiedAt: nullable(Type.String({ format: 'date-time' })),
});

const SubscriptionsSchema = Type.Object({
  topics: Type.Array(TopicSchema),
  watches: Type.Array(WatchSchema),
});

export type SubscriptionChecks = [
  Assert<Equal<Static<typeof TopicSchema>, TopicSubscription>>,
  Assert<Equal<Static<typeof WatchSchema>, PartWatch>>,
  Assert<Equal<Static<typeof SubscriptionsSchema>, Subscriptions>>,
];

export interface SubscriptionRouteOptions extends ContextOptions {
  /** The app's secret: unsubscribe links are signed with a key derived from it. */
  secret: string;
  /** How often the checker mails what is due; 0 turns it off (tests run it by hand). */
  checkIntervalMs: number;
}

const tags = ['subscriptions'];
const security = [{ bearerAuth: [] }];
const UnsubscribeQuery = Type.Object({
  token: Type.String({ maxLength: 300, description: 'Подписанный токен из письма' }),
});

/** The unsubscribe page; a bad link's 400 is a page too for a browser (`Accept: text/html`). */
const pageResponses = {
  200: mediaAnswer<string>('Страница отписки', ['text/html']),
  400: {
    description: 'Ссылка недействительна: страница для браузера, ошибка JSON для программы',
    content: {
      'application/json': { schema: ErrorBodyRef },
      'text/html': { schema: Type.String() },
    },
  },
  ...errorResponses,
};

/** A browser following the mail's link gets a page; a program the API's JSON error. */
const wantsPage = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

function badLink(request: FastifyRequest, reply: FastifyReply) {
  if (!wantsPage(request)) throw new HttpError(400, subscriptionMessages.badLink);
  return sendPage(
    reply,
    400,
    unsubscribePage({ title: 'Ссылка недействительна', text: subscriptionMessages.badLink }),
  );
}

function sendPage(reply: FastifyReply, status: number, page: string) {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);
}

/** E-mail subscriptions and part watches (`/cabinet/subscriptions`), unsubscribe links and the checker. */
export const subscriptionRoutes: FastifyPluginAsyncTypebox<SubscriptionRouteOptions> = async (
  app,
  { ctx, secret, checkIntervalMs },
) => {
  const tokens = createUnsubscribeTokens(secret);
  const stop = startSubscriptionChecker(
    { db: ctx.db, mailer: ctx.mailer, pricing: ctx.pricing, tokens, publicUrl: ctx.config.publicUrl },
    checkIntervalMs,
    app.log,
  );
  app.addHook('onClose', async () => stop());

  app.get(
    '/api/subscriptions',
    {
      schema: {
        tags,
        security,
        summary: 'Рассылки пользователя и его подписки на запчасти',
        response: { 200: SubscriptionsSchema, ...errorResponses },
      },
    },
    async (request) => subscriptionsOf(ctx.db, (await ctx.sessions.required(request)).user.id),
  );

  app.put(
    '/api/subscriptions/topics/:topic',
    {
      schema: {
        tags,
        security,
        summary: 'Подписаться на рассылку или отписаться от неё (orderStatus, promotions, news)',
        params: Type.Object({ topic: Type.String({ maxLength: 40 }) }),
        body: Type.Object({ subscribed: Type.Boolean() }),
        response: { 200: Type.Array(TopicSchema), ...errorResponses },
      },
    },
    async (request) => {
      const session = await ctx.sessions.required(request);
      return setTopic(ctx.db, session.user.id, request.params.topic, request.body.subscribed);
    },
  );

  app.post(
    '/api/subscriptions/watches',
    {
      schema: {
        tags,
        security,
        summary: 'Сообщить о поступлении запчасти или о снижении её цены (письмом, один раз)',
        body: Type.Object({
          good: Id({ description: 'Id запчасти' }),
          kind: Type.Union([Type.Literal('arrival'), Type.Literal('priceDrop')]),
        }),
        response: { 200: WatchSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { user } = await ctx.sessions.required(request);
      const viewer = {
        userId: user.id,
        isWholesale: user.is_wholesale,
        markup: user.markup,
        priceLevelId: user.price_level_id,
      };
      return addWatch(ctx.db, ctx.pricing, viewer, request.body.good, request.body.kind);
    },
  );

  app.delete(
    '/api/subscriptions/watches/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Удалить подписку на запчасть',
        params: Type.Object({ id: IdText }),
        response: { 204: Type.Null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const session = await ctx.sessions.required(request);
      await removeWatch(ctx.db, session.user.id, Number(request.params.id));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/subscriptions/unsubscribe',
    {
      schema: {
        tags,
        summary: 'Страница отписки по ссылке из письма (без входа): кнопка «Отписаться»',
        querystring: UnsubscribeQuery,
        response: pageResponses,
      },
    },
    async (request, reply) => {
      if (tokens.read(request.query.token) === null) return badLink(request, reply);
      const action = `/api/subscriptions/unsubscribe?token=${encodeURIComponent(request.query.token)}`;
      return sendPage(
        reply,
        200,
        unsubscribePage({
          title: 'Отписка от писем',
          text: 'Нажмите «Отписаться», чтобы больше не получать эти письма.',
          form: { action },
        }),
      );
    },
  );

  app.post(
    '/api/subscriptions/unsubscribe',
    {
      schema: {
        tags,
        summary:
          'Отписаться по подписанной ссылке из письма (без входа); испорченная ссылка ничего не меняет',
        querystring: UnsubscribeQuery,
        response: pageResponses,
      },
    },
    async (request, reply) => {
      const done = await unsubscribe(ctx.db, tokens, request.query.token);
      if (done === null) return badLink(request, reply);
      return sendPage(reply, 200, unsubscribePage({ title: 'Вы отписались', text: done }));
    },
  );
};
