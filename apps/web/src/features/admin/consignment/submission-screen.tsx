/** /admin/consignment/:id: a submission with its photos, details, terms, timeline and the steps it can take now. */
import { CONSIGNMENT_CATEGORY_LABEL, CONSIGNMENT_INCLUDED_LABEL, SELL_CONDITION_LABELS, type ConsignmentIncluded } from '@shop/shared';
import { Link, useParams } from 'react-router';
import { rupees } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { adminPaths } from '../shell/admin-nav';
import { dateTime } from '../ui/format';
import { BackLink, PageHeader } from '../ui/page-header';
import { Panel } from '../ui/panel';
import { QueryStates } from '../ui/query-states';
import { useStaffSubmission } from './api';
import { AuthPhotos } from './auth-photos';
import { consignmentPaths } from './intake-screen';
import { ConsignmentBadge } from './status-badge';
import { StepForms } from './step-forms';

export function SubmissionScreen() {
  const { id = '' } = useParams();
  const query = useStaffSubmission(id);
  useDocumentTitle(query.data ? `${query.data.house} ${query.data.product_name}` : 'Consignment');
  return (
    <QueryStates query={query} loadingLabel="Loading the submission…">
      {(s) => (
        <>
          <BackLink to={consignmentPaths.intake}>Intake queue</BackLink>
          <PageHeader title={`${s.house} ${s.product_name}`} description={`From ${s.seller.name} (${s.seller.email}) · ${dateTime(s.createdAt)}`} actions={<ConsignmentBadge status={s.status} />} />
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
            <div className="space-y-6">
              <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-label="Photos">
                {s.photos.map((url, i) => (
                  <li key={url}>
                    <a href={url} target="_blank" rel="noreferrer">
                      <img src={url.replace(/-full\.webp$/, '-card.webp')} alt={`${s.product_name}, view ${i + 1}`} className="aspect-[4/5] w-full border border-line object-cover" />
                    </a>
                  </li>
                ))}
              </ul>
              <dl className="grid grid-cols-[10rem_minmax(0,1fr)] gap-x-4 gap-y-2 border border-line bg-white p-4 text-sm">
                <dt className="text-muted">Category</dt>
                <dd>{CONSIGNMENT_CATEGORY_LABEL[s.category as keyof typeof CONSIGNMENT_CATEGORY_LABEL] ?? s.category}</dd>
                <dt className="text-muted">Condition</dt>
                <dd>{SELL_CONDITION_LABELS[s.condition as keyof typeof SELL_CONDITION_LABELS] ?? s.condition}</dd>
                <dt className="text-muted">Included</dt>
                <dd>{s.included.length ? s.included.map((i) => CONSIGNMENT_INCLUDED_LABEL[i as ConsignmentIncluded] ?? i).join(', ') : 'Nothing'}</dd>
                <dt className="text-muted">Purchase year</dt>
                <dd>{s.purchase_year ?? 'Not given'}</dd>
                <dt className="text-muted">Asking price</dt>
                <dd>{rupees(s.asking_price)}</dd>
                <dt className="text-muted">Pick-up address</dt>
                <dd className="whitespace-pre-line">{s.pickup_address}</dd>
                <dt className="text-muted">Phone</dt>
                <dd>{s.phone}</dd>
                {s.description ? (
                  <>
                    <dt className="text-muted">Description</dt>
                    <dd className="whitespace-pre-line">{s.description}</dd>
                  </>
                ) : null}
                {s.quote ? (
                  <>
                    <dt className="text-muted">Quote</dt>
                    <dd>
                      {rupees(s.quote.listing_price)} · commission {s.quote.commission_percent} % · payout {rupees(s.quote.payout)}
                    </dd>
                  </>
                ) : null}
                {s.authentication ? (
                  <>
                    <dt className="text-muted">Authentication</dt>
                    <dd>
                      {s.authentication.result === 'pass' ? 'Passed' : 'Failed'}: {s.authentication.notes}
                    </dd>
                  </>
                ) : null}
                {s.product_id ? (
                  <>
                    <dt className="text-muted">Listing</dt>
                    <dd>
                      <Link to={adminPaths.product(s.product_id)} className="underline underline-offset-4">
                        Open the product
                      </Link>
                    </dd>
                  </>
                ) : null}
              </dl>
              <AuthPhotos sub={s} />
            </div>
            <aside className="space-y-4">
              <StepForms sub={s} />
              <Panel title="Timeline" compact>
                <ol className="mt-3 space-y-2 text-sm" data-testid="staff-timeline">
                  {s.timeline.map((l, i) => (
                    <li key={i}>
                      <time dateTime={l.at} className="block text-xs text-muted">
                        {dateTime(l.at)}
                      </time>
                      {l.text}
                      {l.photos.length ? (
                        <span className="block text-xs text-muted">
                          With {l.photos.length} photo{l.photos.length === 1 ? '' : 's'}
                        </span>
                      ) : null}
                    </li>
                  ))}
                </ol>
              </Panel>
            </aside>
          </div>
        </>
      )}
    </QueryStates>
  );
}
