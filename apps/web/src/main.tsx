import '@fontsource/cormorant-garamond/500.css';
import '@fontsource/cormorant-garamond/600.css';
import '@fontsource-variable/jost/wght.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';
import { queryClient } from './lib/query-client';

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
