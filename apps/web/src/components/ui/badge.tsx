import { STATUS_BADGE, type OrderStatus } from '@shop/shared';

/** Badge colours of catalogue §4 (yellow, purple, blue, green, red) plus gray and orange for the new states. */
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
    <span data-tone={tone} className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${TONES[tone]}`}>
      {children}
    </span>
  );
}

/** An order's status in its colour; an unknown or missing status shows `fallback`. */
export function OrderStatusBadge({ status, fallback = 'Pending' }: { status: string | null | undefined; fallback?: OrderStatus }) {
  const value = status || fallback;
  return <Badge tone={value in STATUS_BADGE ? STATUS_BADGE[value as OrderStatus] : 'gray'}>{value}</Badge>;
}
