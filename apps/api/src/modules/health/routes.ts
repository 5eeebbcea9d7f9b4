import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { databaseAnswers } from './service';
import { LoopDelay } from './loop-delay';

const ReadyQuerySchema = z.object({
  /** The seconds the event loop's worst delay is reported over (the current one included). */
  seconds: z.coerce.number().int().min(1, { error: 'seconds is 1 to 60.' }).max(60, { error: 'seconds is 1 to 60.' }).default(10),
});

/**
 * Liveness (/healthz: the process answers) and readiness (/readyz: the database answers, how
 * listings and pages are served, and the event loop's worst delay over the last `seconds`, with
 * the CPU the process used meanwhile: see loop-delay.ts).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, listingIndex, pageStore } = app.deps;
  const loop = new LoopDelay();
  loop.start();
  app.addHook('onClose', async () => loop.stop());
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true, querystring: ReadyQuerySchema } }, async (req, reply) => {
    if (!(await databaseAnswers(database))) return reply.status(503).send({ status: 'unavailable', database: database.kind });
    return {
      status: 'ready',
      database: database.kind,
      listing: listingIndex ? (listingIndex.ready ? 'index' : 'loading') : 'sql',
      // Every active product's page rendered ahead (decision 31), or still filling.
      pages: pageStore ? (pageStore.filled ? 'stored' : 'filling') : 'rendered',
      loop: { seconds: req.query.seconds, worst: loop.worst(req.query.seconds) },
    };
  });
};
