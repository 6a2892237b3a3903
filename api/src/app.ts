import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import fastifyJwt from '@fastify/jwt';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { APP_VERSION_HEADER } from '@shop/shared';
import type { AppConfig } from './config.js';
import type { AppContext } from './context.js';
import { openDatabase, type DatabaseHandle } from './db/connection.js';
import { migrateToLatest } from './db/migrate.js';
import { seedDemoData } from './demo/seed.js';
import { seedDemoCatalog } from './demo/catalog/seed.js';
import { seedDemoContent } from './demo/content/seed.js';
import { refuseOpenDemoAccounts } from './demo/leftovers.js';
import { openMediaStore } from './content/media-store-open.js';
import type { MediaStore } from './content/media-store.js';
import { copyMediaBytesToStore } from './content/media-export.js';
import { apiKeyRateKey } from './auth/api-key.js';
import { createPasswordHasher } from './auth/password.js';
import { resolveTokenSecret } from './auth/secret.js';
import { createTokens } from './auth/tokens.js';
import { createSessionResolver } from './auth/session.js';
import { authRoutes } from './auth/routes.js';
import { userRoutes } from './users/routes.js';
import { contentRoutes } from './content/routes.js';
import { adminRoutes } from './admin/routes.js';
import { remoteReleaseRoutes } from './remotes/routes.js';
import { currentReleases } from './remotes/service.js';
import { adminPriceListImportRoutes } from './admin/pricelist/import-routes.js';
import { clientErrorRoutes } from './client-errors/routes.js';
import { handleError, installErrorHandling } from './errors/handler.js';
import { createOutboxMailer, createSmtpMailer } from './mail/mailer.js';
import { outboxRoutes } from './mail/routes.js';
import { signedBySeller } from './mail/signature.js';
import { parseNestedForm } from './http/form.js';
import { installInputRules } from './http/input.js';
import { registerDocs } from './http/docs.js';
import { UserSchema } from './users/schemas.js';
import { compressApiAnswers } from './http/compress-api.js';
import { serializeRequest } from './http/log.js';
import { auditImpersonatedRequests } from './auth/audit.js';
import { trustProxyOption } from './http/trust-proxy.js';
import { limitPerApiKey, registerRateLimits } from './http/rate-limits.js';
import { registerSecurityHeaders, remoteOrigins, shopCspDirectives } from './http/security-headers.js';
import { noStaticSite, registerStaticSite, type StaticSite } from './static/plugin.js';
import { registryRoutes, siteRegistry } from './static/registry-routes.js';
import { createVersionProvider } from './static/version.js';
import { startRemoteSuppliers } from './vendors/suppliers.js';
import { vendorRoutes } from './vendors/routes.js';
import { createPricingSource } from './pricing/source.js';
import { createItemKeys } from './search/item-key.js';
import { createSuggestions } from './search/suggestions.js';
import { catalogRoutes } from './catalog/routes.js';
import { searchRoutes } from './search/routes.js';
import { goodsRoutes } from './search/goods-routes.js';
import { priceRoutes } from './search/price-routes.js';
import { priceListRoutes } from './price-list/routes.js';
import { cartRoutes } from './cart/routes.js';
import { orderRoutes } from './orders/routes.js';
import { paymentRoutes } from './payments/routes.js';
import { refundRoutes } from './refunds/routes.js';
import { contractRoutes } from './contracts/routes.js';
import { paymentMethodRoutes } from './payment-methods/routes.js';
import { deliveryRoutes } from './delivery/routes.js';
import { addressRoutes } from './addresses/routes.js';
import { requisitesRoutes } from './requisites/routes.js';
import { healthRoutes } from './health/routes.js';
import { carRoutes } from './cars/routes.js';
import { notepadRoutes } from './notepad/routes.js';
import { subscriptionRoutes } from './subscriptions/routes.js';
import { batchSearchRoutes } from './batch-search/routes.js';
import { oilRoutes } from './oils/routes.js';
import { goodsCatalogRoutes } from './goods-catalog/routes.js';
import { accessoryRoutes } from './accessories/routes.js';
import { seedDemoOemCatalog } from './demo/oem/seed.js';
import { createOemProvider, createPartsCatalogSource } from './oem-catalogs/provider.js';
import { sharedSchemaController } from './http/schema-compilers.js';
import { laximoRoutes } from './oem-catalogs/laximo-routes.js';
import { partsCatalogRoutes } from './oem-catalogs/parts-catalog-routes.js';
import { guardAdminRoutes } from './auth/admin-guard.js';
import { adminOrderRoutes } from './admin/orders/routes.js';
import { adminRefundRoutes } from './admin/refunds/routes.js';
import { adminCustomerRoutes } from './admin/customers/routes.js';
import { adminSellerRoutes } from './admin/seller/routes.js';
import { sellerRoutes } from './seller/routes.js';
import { applySellerSeed } from './seller/service.js';
import { adminContractRoutes } from './admin/contracts/routes.js';
import { adminAuditRoutes } from './admin/audit/routes.js';
import { adminPriceListHistoryRoutes } from './admin/pricelist/routes.js';

export interface AppDeps {
  /** An open, migrated database owned by the caller (tests); otherwise the app opens, migrates and closes one. */
  database?: DatabaseHandle;
  /** Environment for the remote registry's manifest overrides; `process.env` by default. */
  env?: Record<string, string | undefined>;
  /** Where the log goes (tests read it); stdout by default. */
  logStream?: { write(line: string): void };
  /** Sees every route as it is declared, before any plugin's hooks (tests list the routes with it). */
  onRoute?: (route: RouteOptions) => void;
}

/**
 * Opens the configured database, applies the migrations and, in demo mode, loads the demo data once; in
 * production without demo mode it refuses a database whose demo accounts still open with their passwords.
 * Behind PgBouncer's transaction pooling the migrator's session lock needs a direct connection:
 * `migrationDatabaseUrl`. Media bytes still in the database go to the media store before the migration that
 * drops them.
 */
export async function prepareDatabase(config: AppConfig, media: MediaStore): Promise<DatabaseHandle> {
  const handle = await openDatabase(config);
  try {
    const direct = config.migrationDatabaseUrl
      ? await openDatabase({ ...config, databaseUrl: config.migrationDatabaseUrl })
      : handle;
    try {
      await copyMediaBytesToStore(direct.db, media);
      await migrateToLatest(direct.db, direct.schema);
      await applySellerSeed(direct.db, config.sellerSeed);
      if (config.demo) await seedDemoData(direct.db, createPasswordHasher(config.passwordHash));
      if (config.demo) await seedDemoCatalog(direct.db);
      if (config.demo) await seedDemoOemCatalog(direct.db);
      if (config.demo) await seedDemoContent(direct.db, media);
      if (config.production && !config.demo)
        await refuseOpenDemoAccounts(direct.db, createPasswordHasher(config.passwordHash));
    } finally {
      if (direct !== handle) await direct.db.destroy();
    }
  } catch (error) {
    await handle.db.destroy();
    throw error;
  }
  return handle;
}

/** Closes the store when the start fails, then fails the same way. */
const closing =
  (media: MediaStore) =>
  (error: unknown): never => {
    media.close();
    throw error;
  };

/** The whole HTTP application; `server.ts` listens with it, tests call `app.inject`. */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const version = createVersionProvider(config.rootDir);
  const app = Fastify({
    logger:
      config.logLevel === false
        ? false
        : { level: config.logLevel, stream: deps.logStream, serializers: { req: serializeRequest } },
    bodyLimit: config.bodyLimit,
    trustProxy: trustProxyOption(config.trustProxy),
    ajv: {
      customOptions: { allErrors: true, coerceTypes: false, removeAdditional: true, useDefaults: true },
    },
    schemaController: sharedSchemaController,
    // Router-level failures (bad URL encoding, a path parameter too long) get the same error bodies.
    frameworkErrors: (error, request, reply) => {
      reply.header(APP_VERSION_HEADER, version());
      void handleError(error, request, reply);
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  // Installed first so that every plugin's routes (static files, API docs) answer errors alike.
  let site: StaticSite = noStaticSite;
  installErrorHandling(app, (request, reply) => site.fallback(request, reply));
  installInputRules(app, config.bodyLimit);

  const media = await openMediaStore(config.mediaStore);
  const handle = deps.database ?? (await prepareDatabase(config, media).catch(closing(media)));
  const ownsDatabase = deps.database === undefined;
  const db = handle.db;
  const hasher = createPasswordHasher(config.passwordHash);
  const mailer = signedBySeller(
    config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom, app.log) : createOutboxMailer(db),
    db,
  );
  const remote = await startRemoteSuppliers(db, config.demo);
  app.addHook('onClose', async () => {
    mailer.close();
    await remote.close();
    media.close();
    if (ownsDatabase) await db.destroy();
  });

  const secret = await resolveTokenSecret(db, config.appSecret);
  await app.register(fastifyJwt, {
    secret,
    sign: { algorithm: 'HS256', expiresIn: config.tokenTtl },
    verify: { algorithms: ['HS256'] },
  });
  const tokens = createTokens(app);
  const ctx: AppContext = {
    config,
    db,
    hasher,
    tokens,
    mailer,
    sessions: createSessionResolver(db, tokens, config.rateLimits.badToken),
    suppliers: remote.suppliers,
    pricing: createPricingSource(db),
    itemKeys: createItemKeys(secret),
    suggestions: createSuggestions(db, config.suggestionsCacheSeconds * 1000),
    media,
  };

  app.addHook('onRequest', async (_request, reply) => {
    reply.header(APP_VERSION_HEADER, version());
  });
  auditImpersonatedRequests(app, ctx);
  guardAdminRoutes(app, ctx);
  app.addHook('onSend', async (request, reply) => {
    if (
      request.url.startsWith('/api/') &&
      !request.url.startsWith('/api/doc') &&
      !reply.hasHeader('cache-control')
    ) {
      reply.header('cache-control', 'no-store');
    }
  });

  const env = deps.env ?? process.env;
  await registerSecurityHeaders(app, shopCspDirectives(remoteOrigins(siteRegistry(env))));
  await registerRateLimits(app);
  limitPerApiKey(app, config.rateLimits.apiKey, apiKeyRateKey);

  await app.register(formbody, { bodyLimit: config.bodyLimit, parser: parseNestedForm });
  compressApiAnswers(app);
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
  });

  await registerDocs(app, config.publicUrl, [UserSchema]);

  if (config.serveStatic || config.renderPages) {
    site = await registerStaticSite(app, {
      rootDir: config.rootDir,
      files: config.serveStatic,
      renderPages: config.renderPages,
      registry: async () => siteRegistry(env, await currentReleases(ctx.db), config.rootDir),
    });
  }

  const readiness = { stopping: false };
  app.decorate('readiness', readiness);
  // Under the 3 s timeout of the Kubernetes probe (deploy/k8s/api.yaml).
  await app.register(healthRoutes, { db, readiness, timeoutMs: 2_000 });
  await app.register(registryRoutes, { env, db: ctx.db, rootDir: ctx.config.rootDir });
  await app.register(authRoutes, { ctx, sendIndex: (request, reply) => site.sendIndex(request, reply) });
  await app.register(userRoutes, { ctx });
  await app.register(contentRoutes, { ctx });
  await app.register(adminRoutes, { ctx });
  await app.register(remoteReleaseRoutes, { ctx });
  await app.register(adminPriceListImportRoutes, { ctx, database: handle });
  await app.register(catalogRoutes, { ctx });
  await app.register(searchRoutes, { ctx });
  await app.register(goodsRoutes, { ctx });
  await app.register(priceRoutes, { ctx });
  await app.register(priceListRoutes, { ctx, database: handle });
  await app.register(cartRoutes, { ctx });
  await app.register(orderRoutes, { ctx });
  await app.register(paymentRoutes, { ctx });
  await app.register(refundRoutes, { ctx });
  await app.register(contractRoutes, { ctx });
  await app.register(paymentMethodRoutes, { ctx });
  await app.register(deliveryRoutes, { ctx });
  await app.register(addressRoutes, { ctx });
  await app.register(requisitesRoutes, { ctx });
  const oemProvider = createOemProvider(config, db, secret);
  await app.register(carRoutes, { ctx, catalogs: oemProvider });
  await app.register(notepadRoutes, { ctx });
  await app.register(batchSearchRoutes, { ctx });
  await app.register(oilRoutes, { ctx });
  await app.register(goodsCatalogRoutes, { ctx });
  await app.register(accessoryRoutes, { ctx });
  await app.register(adminOrderRoutes, { ctx });
  await app.register(adminRefundRoutes, { ctx });
  await app.register(adminCustomerRoutes, { ctx });
  await app.register(adminSellerRoutes, { ctx });
  await app.register(sellerRoutes, { ctx });
  await app.register(adminContractRoutes, { ctx });
  await app.register(adminAuditRoutes, { ctx });
  await app.register(adminPriceListHistoryRoutes, { ctx });
  await app.register(vendorRoutes, { ctx });
  await app.register(clientErrorRoutes, { ctx });
  await app.register(laximoRoutes, { provider: oemProvider });
  await app.register(partsCatalogRoutes, { catalog: createPartsCatalogSource(config, oemProvider) });
  await app.register(subscriptionRoutes, {
    ctx,
    secret,
    checkIntervalMs: config.subscriptionsCheckSeconds * 1000,
  });
  if (config.demo) await app.register(outboxRoutes, { ctx });

  return app;
}
