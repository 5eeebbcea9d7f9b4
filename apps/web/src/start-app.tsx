/**
 * The app's start, imported by main.tsx once the first view has painted. Its parts are evaluated
 * one task each (React DOM, the router, the query client, the page's chunks, then the app:
 * each is tens of milliseconds on a phone, together they would be a long task), and a
 * server-rendered page is hydrated in a transition, which React splits into short slices: no long
 * task keeps a tap waiting while the page comes alive.
 */
import { startTransition } from 'react';
import { pageModules } from './page-modules';

/** Lets the browser paint and handle input before the next part (a message: timers of 0 ms are held back to 4 ms once nested). */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

/**
 * Evaluates the page's chunks (preloaded already) one per task, the chunks they import first: a
 * chunk that builds much at load (the schemas that read a listing's address, a carousel) would
 * otherwise run in one long task with the rest of the page's code when the page's module loads.
 */
async function evaluatePageModules(): Promise<void> {
  // Not this module itself, which is still evaluating: its import would wait for itself.
  const own = new URL(import.meta.url).pathname;
  for (const href of pageModules().reverse()) {
    if (href === own) continue;
    const started = performance.now();
    try {
      await import(/* @vite-ignore */ href);
    } catch {
      // The page's own import below loads it again, and reports what fails.
    }
    if (performance.now() - started > 4) await nextTask();
  }
}

const { createRoot, hydrateRoot } = await import('react-dom/client');
await nextTask();
await import('react-router');
await nextTask();
await import('@tanstack/react-query');
await nextTask();
await evaluatePageModules();
const { prepareApp } = await import('./prepare-app');
await nextTask();
const { app, hydrating } = await prepareApp();
await nextTask();
const container = document.getElementById('root')!;
if (hydrating) {
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else createRoot(container).render(app);
