/**
 * The app's start, imported by main.tsx once the first view has painted. Its parts are evaluated
 * one task each (React DOM, the router, the query client, then the app, then the page's chunks:
 * each is tens of milliseconds on a phone, together they would be a long task), and a server-rendered page is hydrated in a transition, which React splits into short
 * slices: no long task keeps a tap waiting while the page comes alive.
 */
import { startTransition } from 'react';

/** Lets the browser paint and handle input before the next part. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const { createRoot, hydrateRoot } = await import('react-dom/client');
await nextTask();
await import('react-router');
await nextTask();
await import('@tanstack/react-query');
await nextTask();
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
