/**
 * The browser's entry: the styles, the guard for forms submitted before the app is live, and the
 * start of the app. A page rendered on the server is whole without JavaScript, so the app (React,
 * the router, the page's chunks: most of the bytes) is fetched once the first view has painted,
 * with its largest picture: on a phone's slow connection those bytes would otherwise share the
 * bandwidth with the picture and push back the largest paint. The back office and the personal
 * screens come as the bare shell and start at once.
 */
import '@fontsource/cormorant-garamond/500.css';
import '@fontsource/cormorant-garamond/600.css';
import '@fontsource-variable/jost/wght.css';
import 'react-toastify/dist/ReactToastify.css';
import './styles.css';
import { pageModules } from './page-modules';

// The forms validate with zod, which probes for eval (Function('')) unless told not to; the shop's
// Content-Security-Policy forbids eval and the browser reports the probe as a violation. This is the
// object zod's own config() writes to (shared by every copy of zod); setting it here keeps zod out of
// the first JavaScript. Before any form's chunk loads, so before any schema is built.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

// A form of a server-rendered page submitted (by Enter) before the app is live would be sent
// natively, as a GET with what the shopper typed in the address; it waits for the app instead
// (the stylesheet holds its buttons back until then).
document.addEventListener(
  'submit',
  (event) => {
    if (!('live' in document.documentElement.dataset)) event.preventDefault();
  },
  true,
);

/** Resolves after the next frame has been painted (at once in a hidden tab, which paints nothing). */
function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') setTimeout(resolve, 0);
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

/** Resolves when the page's high-priority pictures (its largest paint) have loaded or failed, and a frame has shown them. */
async function firstViewShown(): Promise<void> {
  const pictures = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')].filter((img) => !img.complete);
  await Promise.all(
    pictures.map(
      (img) =>
        new Promise<void>((resolve) => {
          img.addEventListener('load', () => resolve(), { once: true });
          img.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  );
  await afterPaint();
  await largestPaintReported();
}

/**
 * Resolves once the browser has reported the page's largest paint (a frame after the pictures
 * load is not always that paint: fonts or the first layout may hold it back), so the app's bytes
 * never share the connection with what that paint needs. Where the browser does not report it
 * (Safari), or nothing is reported within a second, at once or then.
 */
function largestPaintReported(): Promise<void> {
  if (!PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    setTimeout(() => {
      observer.disconnect();
      resolve();
    }, 1000);
  });
}

/**
 * The server names the chunks of the app's start and of the page's route (`#page-modules`, from
 * Vite's manifest): they are fetched together instead of one import after another. Starting a
 * fetch costs the main thread several milliseconds on a slow phone, so they are started three per
 * task, never in one long task.
 */
async function preloadPageModules(): Promise<void> {
  const hrefs = pageModules().filter((href) => !document.querySelector(`link[href="${CSS.escape(href)}"]`));
  for (let i = 0; i < hrefs.length; i += 3) {
    for (const href of hrefs.slice(i, i + 3)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

const serverRendered = document.getElementById('ssr-state') !== null;
void (serverRendered ? firstViewShown() : Promise.resolve()).then(() => {
  void preloadPageModules();
  return import('./start-app');
});
