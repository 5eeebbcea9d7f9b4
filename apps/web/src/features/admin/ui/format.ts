/** Date and time for staff screens, in India's usual order: "22 Nov 2026, 3:36 pm". */
export function dateTime(iso: unknown): string {
  if (typeof iso !== 'string' && !(iso instanceof Date)) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '—' : d.toLocaleString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

export function shortDate(iso: unknown): string {
  if (typeof iso !== 'string') return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '—' : d.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
}
