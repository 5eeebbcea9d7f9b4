import '@fontsource/cormorant-garamond/500.css';
import '@fontsource/cormorant-garamond/600.css';
import '@fontsource-variable/jost/wght.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';
import { queryClient } from './lib/query-client';

// The forms validate with zod, which probes for eval (Function('')) unless told not to; the shop's
// Content-Security-Policy forbids eval and the browser reports the probe as a violation. This is the
// object zod's own config() writes to (shared by every copy of zod); setting it here keeps zod out of
// the first JavaScript. Before any form's chunk loads, so before any schema is built.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

// What the server already put in the page (e.g. the product of /product/{id}) need not be asked again.
const initial = document.getElementById('initial-data');
if (initial?.textContent) {
  try {
    for (const { key, data } of JSON.parse(initial.textContent) as { key: unknown[]; data: unknown }[]) queryClient.setQueryData(key, data);
  } catch {
    // A malformed block only costs the request it would have saved.
  }
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <AppRouter />
    </Providers>
  </StrictMode>,
);
