/** /admin/coupons: every coupon with its terms and use; create, edit, disable, and see who used it. */
import { couponState, type Coupon, type CouponState } from '@shop/shared';
import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { rupees } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { EditDialog, type Editing } from '../ui/edit-dialog';
import { RowAction } from '../ui/row-action';
import { TargetConfirm } from '../ui/target-confirm';
import { DataTable, right, Td } from '../ui/data-table';
import { dateTime, shortDate } from '../ui/format';
import { NewButton, PageHeader } from '../ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '../ui/query-states';
import { ListTable } from '../ui/list-table';
import { OrderLink } from '../ui/order-link';
import { Badge } from '@/components/ui/badge';
import { useCouponUses, useCoupons, useDisableCoupon } from './api';
import { CouponForm } from './coupon-form';

const STATE_BADGE: Record<CouponState, { label: string; tone: 'green' | 'gray' | 'orange' | 'red' }> = {
  disabled: { label: 'Disabled', tone: 'gray' },
  expired: { label: 'Expired', tone: 'red' },
  scheduled: { label: 'Scheduled', tone: 'orange' },
  'used up': { label: 'Used up', tone: 'red' },
  active: { label: 'Active', tone: 'green' },
};

/** The badge of a coupon's state, by the rule checkout applies. */
function stateBadge(c: Coupon, now = new Date()) {
  const terms = { active: c.active, startsAt: c.starts_at ? new Date(c.starts_at) : null, endsAt: c.ends_at ? new Date(c.ends_at) : null, usageLimit: c.usage_limit };
  return STATE_BADGE[couponState(terms, c.uses, now)];
}

function UsesDialog({ coupon, onClose }: { coupon: Coupon | null; onClose: () => void }) {
  const uses = useCouponUses(coupon?._id ?? null);
  return (
    <Dialog open={coupon !== null} onOpenChange={(o) => !o && onClose()} title={`Uses of ${coupon?.code ?? ''}`} width="max-w-2xl">
      {uses.isPending ? (
        <LoadingState />
      ) : uses.isError ? (
        <ErrorState error={uses.error} />
      ) : uses.data.length === 0 ? (
        <p className="text-sm text-muted">Nobody has used this coupon yet.</p>
      ) : (
        <DataTable caption={`Uses of ${coupon?.code ?? ''}`} minWidth="min-w-[480px]" columns={['Order', 'Shopper', right('Discount'), 'When']}>
          {uses.data.map((u) => (
            <tr key={u.order_id}>
              <Td>
                <OrderLink id={u.order_id} />
              </Td>
              <Td>{u.email}</Td>
              <Td className="text-right">{rupees(u.discount)}</Td>
              <Td className="whitespace-nowrap">{dateTime(u.createdAt)}</Td>
            </tr>
          ))}
        </DataTable>
      )}
    </Dialog>
  );
}

export function CouponsScreen() {
  useDocumentTitle('Coupons');
  const coupons = useCoupons();
  const disable = useDisableCoupon();
  const [editing, setEditing] = useState<Editing<Coupon>>(null);
  const [disabling, setDisabling] = useState<Coupon | null>(null);
  const [usesOf, setUsesOf] = useState<Coupon | null>(null);

  return (
    <>
      <PageHeader
        title="Coupons"
        description="Codes shoppers enter at checkout. Disabling stops new uses; past orders keep their discount."
        actions={<NewButton onClick={() => setEditing('new')}>+ New coupon</NewButton>}
      />
      <ListTable
        query={coupons}
        loadingLabel="Loading coupons…"
        rows={(data) => data}
        empty={<EmptyState title="No coupons yet" />}
        caption="Coupons"
        minWidth="min-w-[1000px]"
        columns={['Code', 'Discount', right('Min. order'), 'Valid', 'Limits', right('Used'), 'Status', right('Actions')]}
      >
        {(c) => {
          const state = stateBadge(c);
          return (
            <tr key={c._id} className="align-top hover:bg-paper">
              <Td>
                <span className="font-mono font-medium">{c.code}</span>
                {c.description ? <span className="block max-w-64 text-xs text-muted">{c.description}</span> : null}
              </Td>
              <Td className="whitespace-nowrap">
                {c.kind === 'percent' ? `${c.value}% off` : `${rupees(c.value)} off`}
                {c.excludes_sale_items ? <span className="block text-xs text-muted">not on sale items</span> : null}
              </Td>
              <Td className="text-right whitespace-nowrap">{c.min_order > 0 ? rupees(c.min_order) : '—'}</Td>
              <Td className="whitespace-nowrap text-ink-soft">
                {c.starts_at && c.ends_at
                  ? `${shortDate(c.starts_at)} – ${shortDate(c.ends_at)}`
                  : c.ends_at
                    ? `until ${shortDate(c.ends_at)}`
                    : c.starts_at
                      ? `from ${shortDate(c.starts_at)}`
                      : 'Always'}
              </Td>
              <Td className="whitespace-nowrap text-ink-soft">
                {c.usage_limit != null ? `${c.usage_limit} in all` : 'No total limit'}
                <span className="block text-xs">{c.per_user_limit != null ? `${c.per_user_limit} per shopper` : 'no limit per shopper'}</span>
              </Td>
              <Td className="text-right whitespace-nowrap">
                {c.uses}
                {c.discount_given > 0 ? <span className="block text-xs text-muted">{rupees(c.discount_given)} given</span> : null}
              </Td>
              <Td>
                <Badge tone={state.tone}>{state.label}</Badge>
              </Td>
              <Td className="text-right whitespace-nowrap">
                <RowAction label={`Edit ${c.code}`} onClick={() => setEditing(c)}>
                  Edit
                </RowAction>
                <RowAction label={`Uses of ${c.code}`} onClick={() => setUsesOf(c)}>
                  Uses
                </RowAction>
                {c.active ? (
                  <RowAction label={`Disable ${c.code}`} onClick={() => setDisabling(c)} danger>
                    Disable
                  </RowAction>
                ) : null}
              </Td>
            </tr>
          );
        }}
      </ListTable>

      <EditDialog editing={editing} onClose={() => setEditing(null)} newTitle="New coupon" editTitle={(c) => `Edit ${c.code}`} width="max-w-2xl">
        {(coupon) => <CouponForm coupon={coupon} onDone={() => setEditing(null)} />}
      </EditDialog>
      <UsesDialog coupon={usesOf} onClose={() => setUsesOf(null)} />
      <TargetConfirm
        target={disabling}
        onClose={() => setDisabling(null)}
        mutation={disable}
        failure="The coupon could not be disabled. Please try again."
        title={(c) => `Disable ${c?.code ?? ''}?`}
        confirmLabel="Disable"
        busyLabel="Disabling…"
      >
        <p>Shoppers can no longer use it. You can switch it back on by editing it.</p>
      </TargetConfirm>
    </>
  );
}
