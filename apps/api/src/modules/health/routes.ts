import type { FastifyPluginAsync } from 'fastify';

/** Liveness (/healthz: the process answers) and readiness (/readyz: the database answers). */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  const { database, listingIndex } = app.deps;
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    try {
      await database.query('SELECT 1');
      return { status: 'ready', database: database.kind, listing: listingIndex ? (listingIndex.ready ? 'index' : 'loading') : 'sql' };
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: database.kind });
    }
  });
};
