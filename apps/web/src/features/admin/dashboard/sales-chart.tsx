/**
 * The dashboard's sales chart (issue 19): money taken per day over the last 30 days as bars, orders
 * as a line, and the best-selling houses. Drawn with Chart.js on a canvas (no inline styles for the
 * Content-Security-Policy); this module is imported lazily, so Chart.js loads only in the back
 * office. The figures are also in a table for screen readers.
 */
import type { DashboardSales } from '@shop/shared';
import { BarController, BarElement, CategoryScale, Chart, Legend, LineController, LineElement, LinearScale, PointElement, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import { rupees } from '@/lib/format';

Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

const dayLabel = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const compact = new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 });
/** The shop's colours (tailwind theme): tangerine bars, ink line. */
const TANGERINE = '#d9622b';
const INK = '#1a1a1a';
/** The headings of the figures' table, with their alignment. */
const FIGURE_COLUMNS = [
  ['Day', ''],
  ['Sales', 'text-right'],
  ['Orders', 'text-right'],
] as const;

export function SalesChart({ sales }: { sales: DashboardSales }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const labels = sales.days.map((d) => dayLabel.format(new Date(`${d.date}T00:00:00Z`)));
    const chart = new Chart(canvas.current, {
      data: {
        labels,
        datasets: [
          { type: 'bar', label: 'Sales (₹)', data: sales.days.map((d) => d.revenue), backgroundColor: TANGERINE, yAxisID: 'money', order: 2 },
          { type: 'line', label: 'Orders', data: sales.days.map((d) => d.orders), borderColor: INK, backgroundColor: INK, pointRadius: 2, tension: 0, yAxisID: 'orders', order: 1 },
        ],
      },
      options: {
        maintainAspectRatio: false,
        animation: false,
        interaction: { mode: 'index', intersect: false },
        scales: {
          x: { grid: { display: false }, ticks: { maxRotation: 0, autoSkipPadding: 12 } },
          money: { type: 'linear', position: 'left', beginAtZero: true, ticks: { callback: (v) => `₹${compact.format(Number(v))}` } },
          orders: { type: 'linear', position: 'right', beginAtZero: true, grid: { display: false }, ticks: { precision: 0 } },
        },
        plugins: {
          legend: { position: 'bottom', labels: { boxWidth: 12 } },
          tooltip: { callbacks: { label: (ctx) => (ctx.dataset.yAxisID === 'money' ? `Sales: ${rupees(Number(ctx.raw))}` : `Orders: ${String(ctx.raw)}`) } },
        },
      },
    });
    return () => chart.destroy();
  }, [sales]);

  const best = sales.top_brands[0]?.revenue ?? 0;
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <section className="border border-line bg-white p-4 sm:p-5 lg:col-span-2" aria-labelledby="sales-chart-title">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="sales-chart-title" className="eyebrow">
            Last 30 days
          </h2>
          <p className="text-sm text-muted">
            <span className="font-semibold text-ink tabular-nums">{rupees(sales.total.revenue)}</span> from {sales.total.orders} order{sales.total.orders === 1 ? '' : 's'}
          </p>
        </div>
        <div className="relative mt-3 h-64 sm:h-72">
          <canvas ref={canvas} role="img" aria-label={`Sales and orders per day over the last 30 days: ${rupees(sales.total.revenue)} from ${sales.total.orders} orders.`} />
        </div>
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-muted">The figures per day</summary>
          <table className="mt-2 w-full text-left tabular-nums">
            <thead>
              <tr className="text-muted">
                {FIGURE_COLUMNS.map(([label, align]) => (
                  <th key={label} scope="col" className={`py-1 font-normal ${align}`}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {sales.days.map((d) => (
                <tr key={d.date} className="border-t border-line">
                  <td className="py-1">{dayLabel.format(new Date(`${d.date}T00:00:00Z`))}</td>
                  <td className="py-1 text-right">{rupees(d.revenue)}</td>
                  <td className="py-1 text-right">{d.orders}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </section>
      <section className="border border-line bg-white p-4 sm:p-5" aria-labelledby="top-houses-title">
        <h2 id="top-houses-title" className="eyebrow">
          Top houses, last 30 days
        </h2>
        {sales.top_brands.length ? (
          <ol className="mt-4 space-y-3">
            {sales.top_brands.map((b) => (
              <li key={b.brand}>
                <div className="flex items-baseline justify-between gap-2 text-sm">
                  <span className="truncate font-medium">{b.brand}</span>
                  <span className="shrink-0 tabular-nums">{rupees(b.revenue)}</span>
                </div>
                <div className="mt-1 h-2 bg-sand" aria-hidden="true">
                  <svg className="block h-2 w-full" viewBox="0 0 100 2" preserveAspectRatio="none">
                    <rect width={best ? (b.revenue / best) * 100 : 0} height="2" className="fill-tangerine" />
                  </svg>
                </div>
                <p className="mt-0.5 text-xs text-muted">
                  {b.pieces} piece{b.pieces === 1 ? '' : 's'}
                </p>
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-4 text-sm text-muted">No sales in the last 30 days.</p>
        )}
      </section>
    </div>
  );
}
