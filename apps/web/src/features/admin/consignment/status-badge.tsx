import { CONSIGNMENT_STATUS_LABEL, type ConsignmentStatus } from '@shop/shared';
import { Badge, type Tone } from '@/components/ui/badge';

const TONE: Record<ConsignmentStatus, Tone> = {
  submitted: 'yellow',
  quoted: 'blue',
  accepted: 'purple',
  quote_declined: 'gray',
  quote_lapsed: 'gray',
  declined: 'red',
  pickup_scheduled: 'purple',
  received: 'purple',
  authenticated: 'blue',
  auth_failed: 'red',
  listed: 'green',
  sold: 'green',
  paid: 'green',
  withdrawal_requested: 'orange',
  withdrawn: 'gray',
};

/** Staff's short names of the steps. */
export const STAFF_LABEL: Record<ConsignmentStatus, string> = {
  ...CONSIGNMENT_STATUS_LABEL,
  submitted: 'New: to quote',
  quoted: 'Quoted: awaiting seller',
  withdrawal_requested: 'Seller asked it back',
  withdrawn: 'Returned to seller',
};

export function ConsignmentBadge({ status }: { status: ConsignmentStatus }) {
  return <Badge tone={TONE[status]}>{STAFF_LABEL[status]}</Badge>;
}
