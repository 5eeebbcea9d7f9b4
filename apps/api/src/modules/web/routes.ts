/**
 * Serves the web app and the uploaded images. Storefront pages are rendered on the server by the
 * web app's renderer (apps/web/src/entry-server.tsx) with the data read from the services, and
 * cached per URL; the back office and the personal screens get the app's shell and render in the
 * browser. Hashed assets are immutable.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FirstViewResult, FirstViewSource } from '@shop/shared';
import fastifyStatic from '@fastify/static';
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { parsePictureName, renderPicture } from '../../db/seed/pictures';
import { firstViewSource } from './first-view';
import { activeProductsAfter } from '../catalogue/sitemap';
import { type PageStore, storedPageId } from './page-store';
import { sitemap } from './sitemap';
import { headFor, isServerRendered, notFoundHead, pageModuleFor, robotsTxt } from './seo';

/**
 * The JavaScript files of each page's chunk and the chunks it imports, from Vite's manifest, as the
 * JSON block `#page-modules` the browser's entry reads (apps/web/src/main.tsx): it preloads them
 * together with the app once the first view has painted, instead of after the app has started.
 * Not `<link rel="modulepreload">` tags in the head: those would fetch the app's bytes with the
 * HTML, in the bandwidth the largest picture needs.
 */
function pageModules(webDist: string): Map<string, string> {
  const file = path.join(webDist, '.vite/manifest.json');
  const blocks = new Map<string, string>();
  if (!fs.existsSync(file)) return blocks;
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;
  const entryFiles = new Set<string>();
  /** A chunk and what it imports; `follow` names the chunks whose dynamic imports are taken too. */
  const collect = (key: string, into: Set<string>, follow = new Set<string>()) => {
    const entry = manifest[key];
    if (!entry || into.has(entry.file)) return;
    into.add(entry.file);
    for (const i of entry.imports ?? []) collect(i, into, follow);
    if (follow.has(key)) for (const i of entry.dynamicImports ?? []) collect(i, into, follow);
  };
  collect('index.html', entryFiles);
  // The app's start and the parts it imports one after the other (apps/web/src/start-app.tsx).
  const startFiles = new Set<string>();
  collect('src/start-app.tsx', startFiles, new Set(['src/start-app.tsx']));
  for (const key of Object.keys(manifest)) {
    if (!key.startsWith('src/pages/')) continue;
    const files = new Set<string>(startFiles);
    collect(key, files);
    const list = [...files].filter((f) => !entryFiles.has(f) && f.endsWith('.js')).map((f) => `/${f}`);
    blocks.set(key, `<script type="application/json" id="page-modules">${JSON.stringify(list)}</script>`);
  }
  return blocks;
}

/**
 * `<link rel="preload">` for the three font files every storefront page's first screen uses (Jost,
 * with its latin-ext part for the ₹ sign, and Cormorant Garamond 500): fetched with the HTML they
 * are in before the first layout, where each one arriving later would lay the whole page out
 * again (a long task on a phone, after the first paint). Cormorant 600 (bold words in the policies)
 * is asked for where a page uses it.
 */
function fontPreloads(webDist: string): string {
  const dir = path.join(webDist, 'assets');
  if (!fs.existsSync(dir)) return '';
  return fs
    .readdirSync(dir)
    .filter((f) => /^(cormorant-garamond-latin-500-normal|jost-latin(-ext)?-wght-normal)-[\w-]+\.woff2$/.test(f))
    .sort()
    .map((f) => `\n    <link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${f}" />`)
    .join('');
}

/** The web app's server renderer (apps/web/src/entry-server.tsx, built into dist/server). */
interface Renderer {
  render(url: string, source: FirstViewSource, origin: string): Promise<FirstViewResult>;
}

async function loadRenderer(webDist: string, app: { log: { warn(msg: string): void } }): Promise<Renderer | null> {
  const file = path.join(webDist, 'server/entry-server.js');
  if (!fs.existsSync(file)) {
    app.log.warn(`No server renderer at ${file}; pages render in the browser only. Run npm run build.`);
    return null;
  }
  return (await import(pathToFileURL(file).href)) as Renderer;
}

function defaultWebDist(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  // Source: apps/api/src/modules/web → apps/web/dist; bundle: apps/api/dist, or a chunk of it in dist/chunks → apps/web/dist.
  const candidates = [path.resolve(here, '../../../../web/dist'), path.resolve(here, '../../web/dist'), path.resolve(here, '../../../web/dist')];
  return candidates.find((c) => fs.existsSync(path.join(c, 'index.html'))) ?? candidates[0]!;
}

export const webRoutes: FastifyPluginAsync<{ serveWeb: boolean }> = async (app, options) => {
  const { config, storage } = app.deps;
  fs.mkdirSync(config.uploadsDir, { recursive: true });

  // Demo pictures are made on first request (see db/seed/pictures.ts), then read from disk.
  app.get<{ Params: { file: string } }>('/uploads/seed/:file', { schema: { hide: true } }, async (req, reply) => {
    const parsed = parsePictureName(req.params.file);
    if (!parsed) return reply.status(404).send({ success: false, code: 'NOT_FOUND', message: 'Not found.' });
    const data = await fs.promises.readFile(path.join(config.uploadsDir, 'seed', req.params.file)).catch(() => renderPicture(storage, parsed.spec, parsed.size));
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

  const { database, cache } = app.deps;
  const modules = pageModules(webDist);
  const fonts = fontPreloads(webDist);
  const renderer = indexHtml ? await loadRenderer(webDist, app) : null;
  const pageSource = firstViewSource(app);

  /** The page for a URL: the storefront rendered on the server, or the app's shell for the client-rendered screens. */
  const makePage = async (url: string): Promise<{ status: number; html: string; location?: string; rendered?: boolean }> => {
    const pathname = url.split('?')[0]!.replace(/\/+$/, '') || '/';
    const module = pageModuleFor(pathname);
    const moduleBlock = module ? (modules.get(module) ?? '') : '';
    const withHead = (headHtml: string, state = '') =>
      indexHtml!.replace(/<!--app-head-->[\s\S]*?<!--\/app-head-->/, () => `${headHtml}${fonts}`).replace('<!--app-state-->', () => `${state}${moduleBlock}`);
    if (renderer && isServerRendered(pathname)) {
      try {
        const source = pageSource();
        const result = await renderer.render(url, source, config.publicUrl);
        if (result.kind === 'redirect') return { status: result.status, html: '', location: result.location };
        const head = result.status === 404 ? notFoundHead() : await headFor(database, config.publicUrl, url, app.deps.clock.now(), source.product);
        const html = withHead(head.html, `<script type="application/json" id="ssr-state">${result.state}</script>`).replace(/<!--app-html-->[\s\S]*?<!--\/app-html-->/, () => result.html);
        return { status: result.status, html, rendered: true };
      } catch (err) {
        // The shell still works: the browser renders the page and asks the API itself.
        app.log.error({ err, url }, 'server rendering failed');
      }
    }
    const head = await headFor(database, config.publicUrl, url, app.deps.clock.now());
    return { status: head.status, html: withHead(head.html) };
  };

  /** The encoding to answer in: brotli, gzip or none, as the browser accepts. */
  const encodingFor = (request: FastifyRequest) => {
    const accepted = String(request.headers['accept-encoding'] ?? '');
    return (['br', 'gzip'] as const).find((e) => new RegExp(`\\b${e}\\b`).test(accepted));
  };
  const brotli = (html: string, quality: number) => brotliCompressSync(Buffer.from(html, 'utf8'), { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: quality } });
  const pageHeaders = (reply: FastifyReply, status: number) => reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');

  /** A stored product page (brotli) in the encoding the browser takes. */
  const sendStored = (request: FastifyRequest, reply: FastifyReply, page: Buffer) => {
    void pageHeaders(reply, 200);
    const encoding = encodingFor(request);
    if (encoding === 'br') return reply.header('content-encoding', 'br').send(page);
    const html = brotliDecompressSync(page);
    return encoding === 'gzip' ? reply.header('content-encoding', 'gzip').send(gzipSync(html, { level: 6 })) : reply.send(html);
  };

  /** A product's page to store, compressed: null for one not to keep (unknown or archived, or not rendered). */
  type MadePage = Awaited<ReturnType<typeof makePage>>;
  /** A page to keep in the store: a product's, rendered on the server, for sale (not a 404 or the shell). */
  const storable = (made: MadePage) => made.rendered === true && made.status === 200;
  const storablePage = async (id: string, quality: number): Promise<Buffer | null> => {
    const made = await makePage(`/product/${id}`);
    return storable(made) ? brotli(made.html, quality) : null;
  };

  /**
   * A product page from the page store (decision 31), rendered and stored when it is not there.
   * Brotli quality 4 for a page a shopper waits for (about 0.5 ms for 60 KB against 0.7 ms at 5);
   * the store's own filling, which nobody waits for, uses 5 (5% smaller).
   */
  const sendProductPage = async (request: FastifyRequest, reply: FastifyReply, store: PageStore, id: string) => {
    const stored = await store.read(id);
    if (stored) return sendStored(request, reply, stored);
    const generation = store.currentGeneration();
    const cacheGeneration = cache.currentGeneration();
    const made = await makePage(request.url);
    // An unknown or archived product: its 404 page as any other page, rendered once.
    if (!storable(made)) return sendPage(request, reply, { made, generation: cacheGeneration });
    const page = brotli(made.html, 4);
    // Stored before the answer (a file write of some 12 KB), so the next request finds it.
    await store.write(id, page, generation);
    return sendStored(request, reply, page);
  };

  /**
   * Other pages are the same for every visitor too (the session lives in the browser), so each URL's answer is
   * cached as bytes until the catalogue or the settings change in any process (lib/cache.ts drops
   * every entry on a change notice), and compressed once in the encoding a browser asks for (not in
   * every encoding up front).
   */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, rendered?: { made: MadePage; generation: number }) => {
    const key = `page:${request.url}`;
    const generation = rendered?.generation ?? cache.currentGeneration();
    let page = cache.get(key);
    if (!page) {
      const made = rendered?.made ?? (await makePage(request.url));
      page = { body: made.html, etag: made.location ? `${made.status} ${made.location}` : String(made.status) };
      cache.set(key, page, generation);
    }
    const [status, location] = page.etag.split(' ') as [string, string | undefined];
    if (location) return reply.status(Number(status)).header('cache-control', 'no-cache').redirect(location, Number(status));
    void pageHeaders(reply, Number(status));
    if (page.body.length <= 1024) return reply.send(page.body);
    const encoding = encodingFor(request);
    if (!encoding) return reply.send(page.body);
    const compressedKey = `page-${encoding}:${request.url}`;
    let compressed = cache.get(compressedKey);
    if (!compressed || compressed.etag !== page.etag) {
      const html = String(page.body);
      compressed = { body: encoding === 'br' ? brotli(html, 4) : gzipSync(Buffer.from(html, 'utf8'), { level: 6 }), etag: page.etag };
      cache.set(compressedKey, compressed, generation);
    }
    return reply.header('content-encoding', encoding).send(compressed.body);
  };

  const { pageStore } = app.deps;
  if (pageStore && renderer && config.prerenderPages) {
    // Fill the store while the server is idle: any request (health checks aside) pauses it.
    let lastRequestAt = 0;
    let closed = false;
    app.server.on('request', (request: { url?: string }) => {
      if (!/^\/(healthz|readyz)\b/.test(request.url ?? '')) lastRequestAt = Date.now();
    });
    app.addHook('onClose', async () => {
      closed = true;
    });
    const { listingIndex } = app.deps;
    const fill = async () => {
      // After the listing index has loaded: shoppers' listings first.
      while (listingIndex && !listingIndex.ready && !closed) await new Promise((resolve) => setTimeout(resolve, 500).unref());
      await pageStore.fill({
        ids: async (after, limit) => (await activeProductsAfter(database, after, limit)).map((r) => r.id),
        render: (id) => storablePage(id, 5),
        lastRequestAt: () => lastRequestAt,
        stopped: () => closed,
        onError: (err) => app.log.warn({ err }, 'filling the page store failed; trying again'),
      });
    };
    app.addHook('onReady', async () => void fill());
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0]!;
    if (indexHtml && request.method === 'GET' && !pathname.startsWith('/uploads/') && !pathname.startsWith('/api/') && !path.extname(pathname)) {
      const productId = pageStore && renderer ? storedPageId(request.url) : null;
      return productId ? sendProductPage(request, reply, pageStore!, productId) : sendPage(request, reply);
    }
    return reply.status(404).send({ success: false, code: 'NOT_FOUND', message: 'Not found.' });
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(config.publicUrl)));
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(sitemap(database, config.publicUrl, null)),
  );
  app.get<{ Params: { part: string } }>('/sitemap-:part.xml', { schema: { hide: true } }, async (req, reply) => {
    const part = Number(req.params.part);
    if (!Number.isInteger(part) || part < 0 || part > 1000) return reply.status(404).send({ success: false, code: 'NOT_FOUND', message: 'Not found.' });
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=600')
      .send(sitemap(database, config.publicUrl, part));
  });
  if (!indexHtml) return;

  // The built app's hashed files, under one wildcard route: named by their content, cached for a year.
  await app.register(fastifyStatic, {
    root: path.join(webDist, 'assets'),
    prefix: '/assets/',
    index: false,
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
  });
  // The few other public files (icons, artwork) one route each, so any other path still reaches the
  // pages. Not the server renderer's bundle (the server's own code) nor the page template (pages are
  // only ever sent rendered).
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    globIgnore: ['assets/**', 'server/**', 'index.html'],
    setHeaders(reply) {
      void reply.header('cache-control', 'no-cache');
    },
  });
  // Pages are compressed once, when cached: the compression plugin has nothing to do here.
  app.get('/', { compress: false, decompress: false }, sendPage);
};
