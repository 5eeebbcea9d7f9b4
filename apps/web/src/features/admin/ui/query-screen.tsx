/**
 * A back-office screen made of its header (which also names the tab) and what is shown once its one
 * read has answered, e.g. a settings form filled in; loading and failure in between.
 */
import type { ComponentProps, ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PageHeader } from './page-header';
import { QueryStates } from './query-states';

export function QueryScreen<T>({
  title,
  description,
  query,
  loadingLabel,
  children,
}: {
  title: string;
  description: ReactNode;
  query: ComponentProps<typeof QueryStates<T>>['query'];
  loadingLabel?: string;
  children: (data: T) => ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} description={description} />
      <QueryStates query={query} loadingLabel={loadingLabel}>
        {children}
      </QueryStates>
    </>
  );
}
