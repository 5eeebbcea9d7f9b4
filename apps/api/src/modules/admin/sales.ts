/**
 * The dashboard's sales chart: money taken and orders placed per day (India time) over the last
 * 30 days, and the houses whose pieces sold for the most. Sums in SQL, in paise; the same sales
 * as the dashboard's figures (placed and not cancelled, returned to origin or still awaiting
 * payment; a layaway's money on the days its payments were captured).
 */
import { dailySeries, indiaDayAndWeekStart, toRupees, type DashboardSales } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';

export const SALES_CHART_DAYS = 30;
const IST = sql`interval '330 minutes'`;

export async function salesSeries(db: Db, now: Date, days = SALES_CHART_DAYS): Promise<DashboardSales> {
  const today = indiaDayAndWeekStart(now).day;
  const from = new Date(today.getTime() - (days - 1) * 86_400_000);
  const sold = sql`o.status NOT IN ('Cancelled', 'Awaiting Payment', 'Returned to Origin')`;
  // The India date of a moment: shift by +05:30 from UTC, then take the date.
  const day = (at: ReturnType<typeof sql>) => sql`to_char((${at} AT TIME ZONE 'UTC') + ${IST}, 'YYYY-MM-DD')`;
  const rows = await selectRows<{ day: string; paise: string | number; orders: number }>(
    db,
    sql`WITH money AS (
          SELECT ${day(sql`o.created_at`)} AS day, o.total_paise::bigint AS paise, 1 AS orders
            FROM orders o WHERE o.created_at >= ${from} AND ${sold} AND o.layaway_weeks IS NULL
          UNION ALL
          SELECT ${day(sql`o.created_at`)}, 0, 1 FROM orders o WHERE o.created_at >= ${from} AND ${sold} AND o.layaway_weeks IS NOT NULL
          UNION ALL
          SELECT ${day(sql`p.updated_at`)}, p.amount_paise::bigint, 0 FROM payments p
           WHERE p.purpose LIKE 'layaway%' AND p.status = 'captured' AND p.updated_at >= ${from}
        )
        SELECT day, sum(paise)::bigint AS paise, sum(orders)::int AS orders FROM money GROUP BY day`,
  );
  const top = await selectRows<{ brand: string; paise: string | number; pieces: number }>(
    db,
    sql`SELECT coalesce(nullif(i.brand_name, ''), 'Unbranded') AS brand, sum(i.unit_price_paise * i.quantity)::bigint AS paise, sum(i.quantity)::int AS pieces
          FROM order_items i JOIN orders o ON o.id = i.order_id
         WHERE o.created_at >= ${from} AND ${sold}
         GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 5`,
  );
  const firstDay = new Date(from.getTime() + 330 * 60_000).toISOString().slice(0, 10);
  const series = dailySeries(
    firstDay,
    days,
    rows.map((r) => ({ day: r.day, paise: Number(r.paise), orders: r.orders })),
  );
  return {
    days: series.map((d) => ({ date: d.date, revenue: toRupees(d.paise), orders: d.orders })),
    top_brands: top.map((t) => ({ brand: t.brand, revenue: toRupees(Number(t.paise)), pieces: t.pieces })),
    total: { revenue: toRupees(series.reduce((a, d) => a + d.paise, 0)), orders: series.reduce((a, d) => a + d.orders, 0) },
  };
}
