import type { FastifyPluginAsync } from 'fastify';
import { databaseAnswers } from './service';

/** Liveness (/healthz: the process answers) and readiness (/readyz: the database answers, and how listings and pages are served). */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  const { database, listingIndex, pageStore } = app.deps;
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    if (!(await databaseAnswers(database))) return reply.status(503).send({ status: 'unavailable', database: database.kind });
    return {
      status: 'ready',
      database: database.kind,
      listing: listingIndex ? (listingIndex.ready ? 'index' : 'loading') : 'sql',
      // Every active product's page rendered ahead (decision 31), or still filling.
      pages: pageStore ? (pageStore.filled ? 'stored' : 'filling') : 'rendered',
    };
  });
};
