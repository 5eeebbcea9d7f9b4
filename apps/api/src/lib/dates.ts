/**
 * Dates in India's time for mails and documents. A formatter is made on first use, not when its
 * module loads: the first `Intl` formatter a process makes maps some 10 MiB of ICU's data into it,
 * which a server that never sends such a mail need not carry.
 */
type Style = 'day' | 'dayAndTime' | 'shortDay';

const OPTIONS: Record<Style, Intl.DateTimeFormatOptions> = {
  day: { day: 'numeric', month: 'long', year: 'numeric' },
  dayAndTime: { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  shortDay: { day: '2-digit', month: 'short', year: 'numeric' },
};

const made = new Map<Style, Intl.DateTimeFormat>();

/** "5 March 2026" (day), "5 March 2026 at 3:07 pm" (dayAndTime) or "05 Mar 2026" (shortDay), in Asia/Kolkata. */
export function formatIndianDate(date: Date, style: Style): string {
  let format = made.get(style);
  if (!format) made.set(style, (format = new Intl.DateTimeFormat('en-IN', { ...OPTIONS[style], timeZone: 'Asia/Kolkata' })));
  return format.format(date);
}
