/**
 * Serves the built web app and the uploaded images. Hashed assets are immutable; any other GET
 * that asks for HTML gets the app's index.html so deep links (/product/{id}) load.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { parsePictureName, renderPicture } from '../../db/seed/pictures';

function defaultWebDist(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // Source: apps/api/src/modules/web → apps/web/dist; bundle: apps/api/dist → apps/web/dist.
  const candidates = [path.resolve(here, '../../../../web/dist'), path.resolve(here, '../../web/dist')];
  return candidates.find((c) => fs.existsSync(path.join(c, 'index.html'))) ?? candidates[0]!;
}

export const webRoutes: FastifyPluginAsync<{ serveWeb: boolean }> = async (app, options) => {
  const { config, storage } = app.deps;
  fs.mkdirSync(config.uploadsDir, { recursive: true });

  // Demo pictures are made on first request (see db/seed/pictures.ts), then read from disk.
  app.get<{ Params: { file: string } }>('/uploads/seed/:file', { schema: { hide: true } }, async (req, reply) => {
    const parsed = parsePictureName(req.params.file);
    if (!parsed) return reply.status(404).send({ success: false, code: 'NOT_FOUND', message: 'Not found.' });
    const data = await fs.promises
      .readFile(path.join(config.uploadsDir, 'seed', req.params.file))
      .catch(() => renderPicture(storage, parsed.spec, parsed.size));
    return reply.header('cache-control', 'public, max-age=31536000, immutable').type('image/webp').send(data);
  });
  await app.register(fastifyStatic, {
    root: config.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    // Upload names are random and never rewritten: cache for a year.
    immutable: true,
    maxAge: '365d',
  });

  const webDist = config.webDist ?? defaultWebDist();
  const indexPath = path.join(webDist, 'index.html');
  const indexHtml = options.serveWeb && fs.existsSync(indexPath) ? fs.readFileSync(indexPath, 'utf8') : null;
  if (options.serveWeb && !indexHtml) app.log.warn(`No built web app at ${webDist}; run npm run build.`);

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0]!;
    if (indexHtml && request.method === 'GET' && !pathname.startsWith('/uploads/') && !path.extname(pathname)) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
    }
    return reply.status(404).send({ success: false, code: 'NOT_FOUND', message: 'Not found.' });
  });
  if (!indexHtml) return;

  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    setHeaders(reply, filePath) {
      void reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/', (_req, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml));
};
