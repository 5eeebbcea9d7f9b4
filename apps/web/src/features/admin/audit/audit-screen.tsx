/** /admin/audit: who changed what and when, for every back-office write. */
import type { AuditEntry } from '@shop/shared';
import { Link } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { adminPaths } from '../shell/admin-nav';
import { Td } from '../ui/data-table';
import { dateTime } from '../ui/format';
import { PageHeader } from '../ui/page-header';
import { EmptyState } from '../ui/query-states';
import { ListTable } from '../ui/list-table';
import { useUrlFilters } from '../ui/use-url-filters';
import { useAuditLog } from './api';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Details as short "key: value" pairs. */
function details(value: unknown): string {
  if (value == null) return '';
  const obj = typeof value === 'string' ? parseJson(value) : value;
  if (typeof obj !== 'object' || obj === null) return String(obj);
  return Object.entries(obj as Record<string, unknown>)
    .filter(([, v]) => v != null && v !== '')
    .map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(', ') : typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)}`)
    .join(' · ');
}

function EntityLink({ e }: { e: AuditEntry }) {
  if (!e.entity_id) return <>{e.entity}</>;
  const to = e.entity === 'product' ? adminPaths.product(e.entity_id) : e.entity === 'order' ? adminPaths.order(e.entity_id) : null;
  const label = `${e.entity} ${e.entity_id.slice(-6)}`;
  return to ? (
    <Link to={to} className="underline-offset-4 hover:underline">
      {label}
    </Link>
  ) : (
    <span title={e.entity_id}>{label}</span>
  );
}

export function AuditScreen() {
  useDocumentTitle('Audit log');
  const { page, setPage } = useUrlFilters([] as const);
  const log = useAuditLog(page);
  return (
    <>
      <PageHeader title="Audit Log" description="Every change made in the back office, newest first." />
      <ListTable
        query={log}
        loadingLabel="Loading the log…"
        rows={(data) => data.entries}
        empty={<EmptyState title="Nothing logged yet" />}
        pager={{ of: (data) => data, noun: 'entries', one: 'entry', onPage: setPage }}
        caption="Audit log"
        minWidth="min-w-[860px]"
        columns={['When', 'Who', 'Action', 'Entity', 'Details']}
      >
        {(e) => (
          <tr key={String(e.id)} className="align-top hover:bg-paper">
            <Td className="whitespace-nowrap text-ink-soft">{dateTime(e.created_at)}</Td>
            <Td className="whitespace-nowrap">{e.actor ?? 'system'}</Td>
            <Td className="font-mono text-xs whitespace-nowrap">{e.action}</Td>
            <Td className="whitespace-nowrap">
              <EntityLink e={e} />
            </Td>
            <Td className="max-w-md text-xs break-words text-ink-soft">{details(e.details)}</Td>
          </tr>
        )}
      </ListTable>
    </>
  );
}
