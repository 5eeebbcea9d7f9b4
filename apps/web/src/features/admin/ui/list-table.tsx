/**
 * A back-office list in one piece: loading, failed (with Try Again) and empty states, the table of
 * rows, and the pager under it when the list is paged on the server.
 */
import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from './data-table';
import { Pager } from './pager';
import { QueryStates } from './query-states';

interface PageInfo {
  page: number;
  pages: number;
  total: number;
}

export function ListTable<T, R>({
  query,
  loadingLabel,
  rows,
  empty,
  pager,
  children,
  ...table
}: Omit<DataTableProps, 'children'> & {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data: T | undefined;
    refetch: () => unknown;
  };
  loadingLabel: string;
  /** The rows of the answer (the answer itself for a plain list). */
  rows: (data: T) => readonly R[];
  /** What stands instead of the table when there are no rows. */
  empty: ReactNode;
  /** For a server-paged list: where its paging is, its noun (plural) and what turns the page. */
  pager?: {
    of: (data: T) => PageInfo;
    noun: string;
    one?: string;
    onPage: (page: number) => void;
  };
  /** One `<tr>` a row. */
  children: (row: R) => ReactNode;
}) {
  return (
    <QueryStates query={query} loadingLabel={loadingLabel} isEmpty={(data) => rows(data).length === 0} empty={empty}>
      {(data) => (
        <>
          <DataTable {...table}>{rows(data).map(children)}</DataTable>
          {pager ? <ListPager paging={pager.of(data)} noun={pager.noun} one={pager.one} onPage={pager.onPage} /> : null}
        </>
      )}
    </QueryStates>
  );
}

function ListPager({ paging, noun, one, onPage }: { paging: PageInfo; noun: string; one?: string; onPage: (page: number) => void }) {
  return <Pager page={paging.page} pages={paging.pages} total={paging.total} noun={noun} one={one} onPage={onPage} />;
}
