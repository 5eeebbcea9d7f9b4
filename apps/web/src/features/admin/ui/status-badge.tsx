import { STATUS_BADGE, type OrderStatus } from '@shop/shared';

/** Order status colours of catalogue §4 (yellow, purple, blue, green, red) plus gray and orange for the new states. */
const TONES: Record<(typeof STATUS_BADGE)[OrderStatus], string> = {
  yellow: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  purple: 'bg-purple-100 text-purple-900 ring-purple-300',
  blue: 'bg-blue-100 text-blue-900 ring-blue-300',
  green: 'bg-green-100 text-green-900 ring-green-300',
  red: 'bg-red-100 text-red-900 ring-red-300',
  gray: 'bg-gray-100 text-gray-800 ring-gray-300',
  orange: 'bg-orange-100 text-orange-900 ring-orange-300',
};

export type Tone = keyof typeof TONES;

export function Badge({ tone, children }: { tone: Tone; children: React.ReactNode }) {
  return (
    <span data-tone={tone} className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${TONES[tone]}`}>
      {children}
    </span>
  );
}

export function OrderStatusBadge({ status }: { status: string }) {
  const tone = status in STATUS_BADGE ? STATUS_BADGE[status as OrderStatus] : 'gray';
  return <Badge tone={tone}>{status}</Badge>;
}
