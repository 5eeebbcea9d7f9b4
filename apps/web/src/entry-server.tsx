/**
 * The storefront's server renderer (built by `vite build --ssr` into dist/server, loaded by the
 * API's web module). For one URL it matches the shared route table with React Router's static
 * handler (data mode), loads the first view's data through the API's services (`FirstViewSource`,
 * no HTTP) into a fresh query client, renders with React's streaming renderer, and returns the HTML
 * of #root and the state the browser hydrates from (the query cache and the router's data).
 *
 * The data a page needs is found from the queries its components ask for: a render leaves the
 * queries it could not answer pending in the cache; those the source can answer are loaded and the
 * page is rendered again. Known routes name their queries up front, so they render once.
 */
import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { dehydrate, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { FirstViewResult, FirstViewSource } from '@shop/shared';
import { Providers } from './app/providers';
import { routes } from './app/routes';
import { productListQuery, productQuery } from './features/catalogue/api';
import { readListing, toApiParams } from './features/catalogue/listing-query';
import { homeContentQuery, saleGridQuery } from './features/home/api';
import { ApiError } from './lib/api-client';
import { makeQueryClient } from './lib/query-client';

export type { FirstViewResult, FirstViewSource };

const { query, dataRoutes } = createStaticHandler(routes);

/** Answers a query key from the source, or undefined when the key is not one the server loads. */
function loaderFor(key: QueryKey, source: FirstViewSource): (() => Promise<unknown>) | undefined {
  const [a, b, c] = key as [string, string?, unknown?];
  if (a === 'products' && b === 'list' && c && typeof c === 'object') return () => source.productList(c as Record<string, unknown>);
  if (a === 'products' && b === 'detail' && typeof c === 'string') return () => source.product(c);
  if (a === 'products' && b === 'price-range' && key.length === 2) return () => source.priceRange();
  if (a === 'settings' && b === 'public' && key.length === 2) return () => source.settings();
  if (a === 'brands' && key.length === 1) return () => source.brands();
  if (a === 'home' && b === 'content' && key.length === 2) return () => source.homeContent();
  return undefined;
}

/** An error of the source as the hooks see errors in the browser. */
function asApiError(err: unknown): ApiError {
  const e = err as { status?: number; statusCode?: number; code?: string; message?: string };
  const status = e.status ?? e.statusCode ?? 500;
  return new ApiError(status, (e.code as ApiError['code']) ?? 'INTERNAL', status >= 500 ? 'Something went wrong on our side. Please try again.' : (e.message ?? 'Something went wrong.'));
}

async function load(client: QueryClient, keys: QueryKey[], source: FirstViewSource): Promise<void> {
  await Promise.all(
    keys.map(async (queryKey) => {
      const fn = loaderFor(queryKey, source);
      if (!fn) return;
      await client.prefetchQuery({
        queryKey,
        queryFn: async () => {
          try {
            return await fn();
          } catch (err) {
            throw asApiError(err);
          }
        },
        retry: false,
      });
    }),
  );
}

/** The queries a known route asks for on its first render. */
function plannedKeys(url: URL): QueryKey[] {
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const keys: QueryKey[] = [['settings', 'public']];
  const product = /^\/product\/([^/]+)$/.exec(path);
  if (product) keys.push(productQuery(decodeURIComponent(product[1]!)).queryKey);
  if (path === '/shop') keys.push(productListQuery(toApiParams(readListing(url.searchParams))).queryKey);
  if (path === '/sale-items') keys.push(productListQuery(toApiParams(readListing(url.searchParams), { on_sale: true })).queryKey);
  if (path === '/') keys.push(saleGridQuery().queryKey, homeContentQuery().queryKey);
  return keys;
}

/** Queries left pending by a render that the source can answer. */
function unanswered(client: QueryClient, source: FirstViewSource): QueryKey[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && loaderFor(q.queryKey, source))
    .map((q) => q.queryKey);
}

async function renderHtml(client: QueryClient, context: StaticHandlerContext): Promise<string> {
  const router = createStaticRouter(dataRoutes, context);
  let failed: unknown;
  const stream = await renderToReadableStream(
    <StrictMode>
      <Providers client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
    {
      // Never outline a finished boundary to be revealed by an inline script: the page comes whole,
      // with no script the Content-Security-Policy would have to allow.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(err) {
        failed ??= err;
      },
    },
  );
  // The whole page (crawlers, readers without JavaScript and the HTML cache want it complete).
  await stream.allReady;
  const html = await new Response(stream).text();
  if (failed) throw failed;
  return html;
}

/** JSON inside <script>: no way to close the tag from the data. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The state the browser hydrates from: the query cache (errors as plain status, code and message) and the router's data. */
function pageState(client: QueryClient, context: StaticHandlerContext): string {
  const state = dehydrate(client, { shouldDehydrateQuery: (q) => q.state.status === 'success' || (q.state.status === 'error' && q.state.error instanceof ApiError) });
  for (const q of state.queries) {
    const error = q.state.error;
    if (error instanceof ApiError) (q.state as { error: unknown }).error = { status: error.status, code: error.code, message: error.message };
  }
  return jsonForScript({ queries: state, router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors } });
}

export async function render(url: string, source: FirstViewSource, origin = 'http://localhost'): Promise<FirstViewResult> {
  const full = new URL(url, origin);
  const context = await query(new Request(full));
  if (context instanceof Response) {
    const location = context.headers.get('location');
    if (location && context.status >= 300 && context.status < 400) return { kind: 'redirect', status: context.status, location };
    throw new Error(`Unexpected response ${context.status} for ${url}`);
  }
  const client = makeQueryClient();
  await load(client, plannedKeys(full), source);
  let html = await renderHtml(client, context);
  const missing = unanswered(client, source);
  if (missing.length) {
    await load(client, missing, source);
    html = await renderHtml(client, context);
  }
  const leaf = context.matches.at(-1)?.route;
  const productId = leaf?.path === 'product/:id' ? context.matches.at(-1)!.params.id : undefined;
  const notFound = leaf?.path === '*' || leaf?.path === '404' || (productId !== undefined && client.getQueryData(productQuery(productId).queryKey) === null);
  const status = context.statusCode >= 400 ? context.statusCode : notFound ? 404 : 200;
  return { kind: 'page', status, html, state: pageState(client, context) };
}
