/**
 * Builds the Fastify app: plugins, the error table, and every feature's routes, registered
 * explicitly and in order. No listen() here: tests use app.inject, server.ts listens.
 */
import path from 'node:path';
import { invoiceRoutes } from './modules/invoices/routes';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { CatalogueCache } from './lib/cache';
import { ListingIndex } from './modules/catalogue/listing-index';
import { systemClock, type Clock } from './lib/clock';
import { errorHandler } from './lib/errors';
import { lazyChildLogger, loggerOptions } from './lib/logging';
import { registerErrorAnswers } from './lib/openapi';
import { registerNoStoreForPersonalAnswers } from './lib/http-cache';
import { optionalUser, requireAdmin, requireUser } from './lib/auth';
import { DOCS_CONTENT_SECURITY_POLICY, SECURITY_HEADERS, UPLOADS_RESOURCE_POLICY } from './lib/security-headers';
import { DiskStorage, type Storage } from './lib/storage';
import { addressRoutes } from './modules/addresses/routes';
import { adminRoutes } from './modules/admin/routes';
import { authRoutes } from './modules/auth/routes';
import { brandRoutes } from './modules/brands/routes';
import { cartRoutes } from './modules/cart/routes';
import { catalogueRoutes } from './modules/catalogue/routes';
import { createPaymentGateway, type PaymentGateway } from './modules/checkout/gateway';
import { checkoutRoutes } from './modules/checkout/routes';
import { offerRoutes } from './modules/offers/routes';
import { orderRoutes } from './modules/orders/routes';
import { returnRoutes } from './modules/returns/routes';
import { wishlistRoutes } from './modules/wishlist/routes';
import { healthRoutes } from './modules/health/routes';
import { consignmentRoutes, consignmentTestRoutes } from './modules/consignment/routes';
import { inboxRoutes } from './modules/inbox/routes';
import { settingsRoutes } from './modules/settings/routes';
import { pinCodeRoutes } from './modules/pincode/routes';
import { phoneAuthRoutes } from './modules/phone-auth/routes';
import { upiEmiRoutes } from './modules/upi-emi/routes';
import { webRoutes } from './modules/web/routes';
import { PageStore } from './modules/web/page-store';
import { contentRoutes } from './modules/content/routes';
import { recentlyViewedRoutes } from './modules/recently-viewed/routes';
import { alertRoutes } from './modules/alerts/routes';

export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  cache: CatalogueCache;
  storage: Storage;
  /** Answers listing pages from memory; absent when change notices are not available. */
  listingIndex: ListingIndex | undefined;
  /** Product pages rendered ahead, on disk; absent without the web app or change notices. */
  pageStore: PageStore | undefined;
  /** Takes online payments and gives refunds (the built-in test gateway unless a live one is configured). */
  paymentGateway: PaymentGateway;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route changes the catalogue: its answer waits until every server process has taken the change in. */
    settle?: boolean;
  }
  interface FastifyInstance {
    deps: AppDeps;
    /** Every route registered, for tests that walk the whole API (authorization, fuzzing). */
    routeList: { method: string; url: string }[];
  }
}

export interface BuildOptions {
  clock?: Clock;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  logger?: boolean;
  /** Where log lines go instead of standard output (a test reads them). */
  logStream?: { write(line: string): void };
}

export async function buildApp(config: Config, database: Database, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false || config.logLevel === 'silent' ? false : loggerOptions(config.logLevel, options.logStream),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    // Per-request log lines only when debugging: at thousands of requests a second they cost more than the work.
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace' }),
    childLoggerFactory: lazyChildLogger,
    routerOptions: { maxParamLength: 200 },
    return503OnClosing: true,
    // Errors raised before routing (a malformed URL, a bad content type) get the same envelope.
    frameworkErrors: (error, request, reply) => void errorHandler(error, request, reply),
  });

  const cache = new CatalogueCache(config.cache);
  await cache.attach(database);
  // The listing index needs the database's change notices to stay right; without them, SQL answers.
  // It loads in the background (retrying with back-off if the database fails); until it is ready SQL answers.
  // The load starts once every plugin is registered, so it does not hold back the first answers.
  // Answers kept while SQL answered (without facet counts at a large catalogue) are dropped once it has caught up.
  const listingIndex = cache.live
    ? new ListingIndex(database, {
        onError: (err) => app.log.warn({ err }, 'listing index did not load; SQL answers listings until it does'),
        onCaughtUp: () => cache.clear(),
        behind: () => cache.pending,
        cardMemory: config.listingCardsMb * 2 ** 20,
        cardDir: config.listingCardsFile ? path.join(config.dataDir, 'listing') : undefined,
      })
    : undefined;
  if (listingIndex) {
    cache.subscribe((id, prices) => listingIndex.markChanged(id, prices));
    app.addHook('onReady', () => listingIndex.start());
  }
  const pageStore = cache.live && options.serveWeb ? PageStore.open(path.join(config.dataDir, 'pages'), () => cache.pending) : undefined;
  if (pageStore) cache.subscribePages((what) => pageStore.invalidate(what));
  app.decorate('deps', {
    config,
    database,
    db: database.db,
    clock: options.clock ?? systemClock,
    cache,
    storage: new DiskStorage(config.uploadsDir),
    listingIndex,
    pageStore,
    paymentGateway: createPaymentGateway(config, database.db),
  });
  app.decorateRequest('user', null);
  const routeList: { method: string; url: string }[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routeList.push({ method, url: route.url });
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);

  app.addHook('onRequest', async (request, reply) => {
    void reply.headers(SECURITY_HEADERS);
    if (request.url.startsWith('/api/docs')) void reply.header('content-security-policy', DOCS_CONTENT_SECURITY_POLICY);
    else if (request.url.startsWith('/uploads/')) void reply.header('cross-origin-resource-policy', UPLOADS_RESOURCE_POLICY);
  });
  // A write that changes the catalogue (route config `settle: true`) answers only once every server
  // process has handled its change notices (lib/cache.ts), so a read after the answer, on any process, sees it.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.config.settle && reply.statusCode < 400) await cache.settle(database);
    return payload;
  });
  registerNoStoreForPersonalAnswers(app, [requireUser, requireAdmin, optionalUser]);
  registerErrorAnswers(app, [requireUser, requireAdmin]);
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Tangerine Luxury shop API',
        description:
          'Every answer is `{ success: true, data, message? }`; every failure is `{ success: false, message, code, details? }`. ' +
          'Money is in rupees with at most two decimals. Protected routes take `Authorization: Bearer <token>` from /api/user/signin.',
        version: '1.0.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  // Uploads (sell-with-us photos): at most 10 files of 5 MB and 30 text fields per request.
  await app.register(fastifyMultipart, { limits: { fileSize: 5 * 1024 * 1024, files: 10, fields: 30 } });

  await app.register(healthRoutes);
  await app.register(
    async (api) => {
      // The API speaks JSON (and multipart for uploads); a text body is refused with 415, not parsed.
      api.removeContentTypeParser('text/plain');
      await api.register(authRoutes);
      await api.register(addressRoutes);
      await api.register(catalogueRoutes);
      await api.register(brandRoutes);
      await api.register(cartRoutes);
      await api.register(wishlistRoutes);
      await api.register(orderRoutes);
      await api.register(checkoutRoutes);
      await api.register(offerRoutes);
      await api.register(returnRoutes);
      await api.register(invoiceRoutes);
      await api.register(adminRoutes, { prefix: '/admin' });
      await api.register(settingsRoutes);
      await api.register(pinCodeRoutes);
      await api.register(phoneAuthRoutes);
      await api.register(upiEmiRoutes);
      await api.register(inboxRoutes);
      await api.register(contentRoutes);
      await api.register(recentlyViewedRoutes);
      await api.register(consignmentRoutes);
      if (config.testRoutes) await api.register(consignmentTestRoutes);
      await api.register(alertRoutes);
      api.setNotFoundHandler((request, reply) => {
        void reply.status(404).send({ success: false, code: 'NOT_FOUND', message: `There is no ${request.method} ${request.url.split('?')[0]} in this API.` });
      });
    },
    { prefix: '/api' },
  );
  await app.register(webRoutes, { serveWeb: options.serveWeb ?? false });

  app.addHook('onClose', async () => {
    cache.detach();
    await listingIndex?.close();
    await database.close();
  });
  return app;
}
