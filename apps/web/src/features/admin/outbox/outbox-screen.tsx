/** /admin/outbox: the mails the shop sent: to, subject, kind, status, time; open one to read it. Filter by kind. */
import { Fragment, useState } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Td } from '../ui/data-table';
import { FilterSelect } from '../ui/filter-select';
import { dateTime } from '../ui/format';
import { PageHeader } from '../ui/page-header';
import { EmptyState } from '../ui/query-states';
import { ListTable } from '../ui/list-table';
import { Badge } from '@/components/ui/badge';
import { useUrlFilters } from '../ui/use-url-filters';
import { MAIL_KINDS, useOutbox } from './api';

export function OutboxScreen() {
  useDocumentTitle('Outbox');
  const { values, page, setFilter, setPage } = useUrlFilters(['kind'] as const);
  const outbox = useOutbox(values.kind, page);
  const [open, setOpen] = useState<string | null>(null);

  return (
    <>
      <PageHeader title="Outbox" description="Every mail the shop sent or queued. Without SMTP configured, mails stay here (status queued) and in the server log." />
      <FilterSelect label="Kind" value={values.kind} onChange={(v) => setFilter('kind', v)} options={[['', 'All kinds'], ...MAIL_KINDS.map((k) => [k, k] as const)]} />
      <ListTable
        query={outbox}
        loadingLabel="Loading mails…"
        rows={(data) => data.mails}
        empty={<EmptyState title="No mails">{values.kind ? 'No mail of this kind yet.' : 'The shop has not sent any mail yet.'}</EmptyState>}
        pager={{ of: (data) => data, noun: 'mails', onPage: setPage }}
        caption="Mails"
        minWidth="min-w-[860px]"
        columns={['To', 'Subject', 'Kind', 'Status', 'Time']}
      >
        {(m) => {
          const expanded = open === m.id;
          return (
            <Fragment key={m.id}>
              <tr className="align-top hover:bg-paper">
                <Td className="whitespace-nowrap">{m.to_address}</Td>
                <Td>
                  <button
                    type="button"
                    className="text-left font-medium underline-offset-4 hover:underline"
                    aria-expanded={expanded}
                    aria-controls={`mail-${m.id}`}
                    onClick={() => setOpen(expanded ? null : m.id)}
                  >
                    <span aria-hidden="true" className="mr-1 inline-block w-3 text-muted">
                      {expanded ? '▾' : '▸'}
                    </span>
                    {m.subject}
                  </button>
                </Td>
                <Td className="font-mono text-xs whitespace-nowrap">{m.kind}</Td>
                <Td>
                  <Badge tone={m.status === 'sent' ? 'green' : m.status === 'failed' ? 'red' : 'gray'}>{m.status}</Badge>
                  {m.last_error ? <span className="mt-1 block text-xs text-sale">{m.last_error}</span> : null}
                </Td>
                <Td className="whitespace-nowrap text-ink-soft">{dateTime(m.sent_at ?? m.created_at)}</Td>
              </tr>
              {expanded ? (
                <tr id={`mail-${m.id}`}>
                  <td colSpan={5} className="bg-paper px-4 py-3">
                    <pre className="max-w-3xl font-sans text-sm whitespace-pre-wrap">{m.body_text}</pre>
                  </td>
                </tr>
              ) : null}
            </Fragment>
          );
        }}
      </ListTable>
    </>
  );
}
