import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { CONTENT } from '@/features/content/content-registry';
import { useDocumentTitle } from '@/lib/use-document-title';
import { NotFoundPage } from './not-found-page';

const pages = new Map<string, LazyExoticComponent<ComponentType>>();
function pageFor(path: string) {
  let page = pages.get(path);
  const entry = CONTENT[path];
  if (!page && entry) {
    page = lazy(async () => ({ default: await entry.load() }));
    pages.set(path, page);
  }
  return page;
}

/** Every static route of the router: the page is picked by the path (catalogue §2 static pages). */
export function InfoPage() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '') || '/';
  const entry = CONTENT[path];
  useDocumentTitle(entry?.title);
  const Page = pageFor(path);
  if (!Page) return <NotFoundPage />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  );
}
