/**
 * /admin/inbox: tabs for contact messages, sell-with-us submissions (photo thumbnails open full
 * size), product requests and newsletter sign-ups (exportable as CSV). Filter open or handled;
 * mark handled or reopen.
 */
import { imageVariantUrl, INBOX_KINDS, SELL_CONDITION_LABELS, type InboxHandledFilter, type InboxItem, type InboxKind } from '@shop/shared';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { paths } from '@/lib/paths';
import { Dialog } from '@/components/ui/dialog';
import { rupees } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { toastError } from '../ui/admin-toast';
import { ExportButton } from '../ui/export-button';
import { FilterSelect } from '../ui/filter-select';
import { DataTable, right, Td } from '../ui/data-table';
import { dateTime } from '../ui/format';
import { PageHeader } from '../ui/page-header';
import { EmptyState, QueryStates } from '../ui/query-states';
import { Badge } from '@/components/ui/badge';
import { useUrlFilters } from '../ui/use-url-filters';
import { INBOX_LABELS, useInbox, useMarkHandled } from './api';

const text = (v: unknown): string => (v == null ? '' : String(v));
const money = (v: unknown): string | null => (v == null || v === '' || !Number.isFinite(Number(v)) ? null : rupees(Number(v)));

/** The sender's e-mail, ready to answer. */
function EmailField({ email }: { email: string }) {
  return (
    <Field label="Email">
      <a href={`mailto:${email}`} className="underline underline-offset-4">
        {email}
      </a>
    </Field>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  if (children == null || children === '') return null;
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-sm break-words">{children}</dd>
    </div>
  );
}

function HandledButton({ kind, item }: { kind: InboxKind; item: InboxItem }) {
  const mark = useMarkHandled(kind);
  const handled = item.handled_at != null;
  return (
    <button
      type="button"
      className={`${handled ? 'btn-outline' : 'btn-primary'} px-3 py-1.5 text-xs`}
      disabled={mark.isPending}
      onClick={() =>
        mark.mutate({ id: item.id, handled: !handled }, { onSuccess: ({ message }) => toast.success(message), onError: (err) => toastError(err, 'The item could not be changed. Please try again.') })
      }
    >
      {mark.isPending ? 'Saving…' : handled ? 'Reopen' : 'Mark handled'}
    </button>
  );
}

function Photos({ urls, owner }: { urls: string[]; owner: string }) {
  const [open, setOpen] = useState<number | null>(null);
  if (!urls.length) return <p className="text-sm text-muted">No photos.</p>;
  const current = open != null ? urls[open] : undefined;
  return (
    <>
      <ul className="flex flex-wrap gap-2" aria-label="Photos">
        {urls.map((url, i) => (
          <li key={url}>
            <button type="button" onClick={() => setOpen(i)} className="block border border-line hover:border-ink" aria-label={`Open photo ${i + 1} of ${urls.length} from ${owner} full size`}>
              <img src={imageVariantUrl(url, 'thumb')} alt="" width={64} height={80} loading="lazy" className="h-20 w-16 bg-sand object-cover" />
            </button>
          </li>
        ))}
      </ul>
      <Dialog open={current !== undefined} onOpenChange={(o) => !o && setOpen(null)} title={`Photo ${(open ?? 0) + 1} of ${urls.length}`} width="max-w-3xl">
        {current ? (
          <div className="space-y-3">
            <img src={imageVariantUrl(current, 'full')} alt={`${owner}’s piece, ${(open ?? 0) + 1} of ${urls.length}`} className="mx-auto max-h-[70vh] w-auto object-contain" />
            <div className="flex justify-between gap-2">
              <button type="button" className="btn-outline px-3 py-1.5 text-xs" disabled={open === 0} onClick={() => setOpen((i) => (i ?? 0) - 1)}>
                Previous
              </button>
              <a href={imageVariantUrl(current, 'full')} target="_blank" rel="noreferrer" className="text-sm underline underline-offset-4">
                Open in a new tab
              </a>
              <button type="button" className="btn-outline px-3 py-1.5 text-xs" disabled={open === urls.length - 1} onClick={() => setOpen((i) => (i ?? 0) + 1)}>
                Next
              </button>
            </div>
          </div>
        ) : null}
      </Dialog>
    </>
  );
}

function ItemCard({ kind, item }: { kind: InboxKind; item: InboxItem }) {
  let title: string;
  let body: ReactNode;
  if (kind === 'contact') {
    title = text(item.name);
    body = (
      <>
        <p className="text-sm whitespace-pre-line">{text(item.message)}</p>
        <dl className="mt-3 grid gap-3 sm:grid-cols-2">
          <EmailField email={text(item.email)} />
          <Field label="About product">
            {item.product_id ? (
              <Link to={paths.product(text(item.product_id))} className="underline underline-offset-4">
                View the product
              </Link>
            ) : null}
          </Field>
        </dl>
      </>
    );
  } else if (kind === 'sell-with-us') {
    title = `${text(item.first_name)} ${text(item.last_name)} · ${text(item.brand)} ${text(item.product_name)}`;
    const condition = text(item.product_condition);
    body = (
      <>
        <dl className="grid gap-3 sm:max-lg:grid-cols-2 lg:grid-cols-4">
          <EmailField email={text(item.email)} />
          <Field label="Phone">{text(item.phone)}</Field>
          <Field label="Item type">{text(item.item_type)}</Field>
          <Field label="Condition">{SELL_CONDITION_LABELS[condition as keyof typeof SELL_CONDITION_LABELS] ?? condition}</Field>
          <Field label="Asking price">{money(item.selling_price)}</Field>
          <Field label="Retail price">{money(item.estimated_retail_price)}</Field>
          <Field label="Pick-up address">{text(item.address)}</Field>
        </dl>
        {item.description ? <p className="mt-3 text-sm whitespace-pre-line">{text(item.description)}</p> : null}
        <div className="mt-3">
          <Photos urls={Array.isArray(item.photos) ? item.photos.map(String) : []} owner={`${text(item.first_name)} ${text(item.last_name)}`} />
        </div>
      </>
    );
  } else {
    title = `${text(item.brand)} · ${text(item.product_name)}`;
    body = (
      <>
        <p className="text-sm whitespace-pre-line">{text(item.description)}</p>
        <dl className="mt-3 grid gap-3 sm:max-lg:grid-cols-2 lg:grid-cols-4">
          <EmailField email={text(item.contact_email)} />
          <Field label="Phone">{text(item.contact_phone)}</Field>
          <Field label="Price range">{text(item.price_range)}</Field>
          <Field label="Picture">
            {item.image_url ? (
              <a href={text(item.image_url)} target="_blank" rel="noreferrer noopener" className="underline underline-offset-4">
                Open the link
              </a>
            ) : null}
          </Field>
          <Field label="More">{text(item.additional_info)}</Field>
        </dl>
      </>
    );
  }
  const handled = item.handled_at != null;
  return (
    <li className="border border-line bg-white p-4">
      <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-sans text-base font-medium">{title}</h3>
          <p className="text-xs text-muted">
            Received {dateTime(item.created_at)}
            {handled ? ` · handled ${dateTime(item.handled_at)}` : ''}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Badge tone={handled ? 'gray' : 'yellow'}>{handled ? 'Handled' : 'Open'}</Badge>
          <HandledButton kind={kind} item={item} />
        </div>
      </div>
      {body}
    </li>
  );
}

function NewsletterTable({ items }: { items: InboxItem[] }) {
  return (
    <DataTable caption="Newsletter sign-ups" minWidth="min-w-[560px]" columns={['Email', 'Source', 'Signed up', 'Status', right('Action')]}>
      {items.map((item) => (
        <tr key={item.id} className="hover:bg-paper">
          <Td>{text(item.email)}</Td>
          <Td className="text-ink-soft">{text(item.source)}</Td>
          <Td className="whitespace-nowrap text-ink-soft">{dateTime(item.created_at)}</Td>
          <Td>
            <Badge tone={item.handled_at ? 'gray' : 'yellow'}>{item.handled_at ? 'Handled' : 'Open'}</Badge>
          </Td>
          <Td className="text-right">
            <HandledButton kind="newsletter" item={item} />
          </Td>
        </tr>
      ))}
    </DataTable>
  );
}

export function InboxScreen() {
  useDocumentTitle('Inbox');
  const { values, setFilter } = useUrlFilters(['kind', 'handled'] as const);
  const kind = ((INBOX_KINDS as readonly string[]).includes(values.kind) ? values.kind : 'contact') as InboxKind;
  const handled = (['false', 'true', 'all'].includes(values.handled) ? values.handled : 'false') as InboxHandledFilter;
  const items = useInbox(kind, handled);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onTabKey = (e: KeyboardEvent, index: number) => {
    const delta = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    e.preventDefault();
    const next = (index + delta + INBOX_KINDS.length) % INBOX_KINDS.length;
    setFilter('kind', INBOX_KINDS[next]!);
    tabs.current[next]?.focus();
  };

  return (
    <>
      <PageHeader
        title="Inbox"
        description="What shoppers and sellers sent through the shop's forms."
        actions={
          kind === 'newsletter' ? (
            <ExportButton path="/admin/inbox/newsletter/export.csv" fileName="newsletter-subscribers.csv">
              Export CSV
            </ExportButton>
          ) : null
        }
      />
      <div role="tablist" aria-label="Inbox" className="-mx-4 mb-4 flex overflow-x-auto border-b border-line px-4 sm:mx-0 sm:px-0">
        {INBOX_KINDS.map((k, i) => (
          <button
            key={k}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`inbox-tab-${k}`}
            aria-selected={k === kind}
            aria-controls="inbox-panel"
            tabIndex={k === kind ? 0 : -1}
            onKeyDown={(e) => onTabKey(e, i)}
            onClick={() => setFilter('kind', k)}
            className={`-mb-px shrink-0 border-b-2 px-4 py-2.5 text-sm whitespace-nowrap ${k === kind ? 'border-ink font-medium text-ink' : 'border-transparent text-ink-soft hover:text-ink'}`}
          >
            {INBOX_LABELS[k]}
          </button>
        ))}
      </div>
      <div id="inbox-panel" role="tabpanel" aria-labelledby={`inbox-tab-${kind}`}>
        <FilterSelect
          label="Show"
          value={handled}
          onChange={(v) => setFilter('handled', v === 'false' ? '' : v)}
          options={[
            ['false', 'Open'],
            ['true', 'Handled'],
            ['all', 'All'],
          ]}
        />
        <QueryStates
          query={items}
          isEmpty={(data) => data.length === 0}
          empty={<EmptyState title={handled === 'false' ? 'Nothing open' : 'Nothing here'}>{handled === 'false' ? 'Every item has been handled.' : 'No items match this filter.'}</EmptyState>}
        >
          {(data) =>
            kind === 'newsletter' ? (
              <NewsletterTable items={data} />
            ) : (
              <ul className="space-y-3">
                {data.map((item) => (
                  <ItemCard key={item.id} kind={kind} item={item} />
                ))}
              </ul>
            )
          }
        </QueryStates>
      </div>
    </>
  );
}
