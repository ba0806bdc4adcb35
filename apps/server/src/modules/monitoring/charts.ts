import { sql } from 'drizzle-orm';
import type { BrandCharts } from '@leadloop/domain/monitoring/entities';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

const DAY_MS = 86_400_000;
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/**
 * charts-admin: brands compared day by day over the last `days` days — campaign actions done, replies
 * received and new customers (workspaces), from the logs. Without a choice, the two largest brands.
 */
export async function brandCharts(
  db: Db,
  now: Date,
  askedBrands: string[],
  days: number,
): Promise<BrandCharts> {
  const brands = rowsOf<{ brand: string; customers: number }>(
    await db.execute(sql`
      select brand, count(*)::int as customers from spaces where status <> 'deleted' group by brand
      order by count(*) desc, brand`),
  );
  const known = new Set(brands.map((b) => b.brand));
  const compared = (askedBrands.length ? askedBrands : brands.map((b) => b.brand))
    .filter((b) => known.has(b))
    .slice(0, 2);
  const from = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (days - 1) * DAY_MS,
  );
  const dayList = Array.from({ length: days }, (_, i) => dayOf(new Date(from.getTime() + i * DAY_MS)));
  if (!compared.length) return { brands: [...known], compared, days: dayList, series: [] };

  const list = sql.join(
    compared.map((b) => sql`${b}`),
    sql`, `,
  );
  const perDay = async (query: ReturnType<typeof sql>) =>
    rowsOf<{ brand: string; day: string; n: number }>(await db.execute(query));
  const [acts, replies, created] = await Promise.all([
    perDay(sql`
      select s.brand, to_char(a.performed_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as n
      from actions a join spaces s on s.id = a.space_id
      where a.status = 'done' and a.performed_at >= ${from} and a.performed_at <= ${now} and s.brand in (${list})
      group by 1, 2`),
    perDay(sql`
      select s.brand, to_char(m.sent_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as n
      from inbox_messages m join spaces s on s.id = m.space_id
      where m.direction = 'inbound' and m.sent_at >= ${from} and m.sent_at <= ${now} and s.brand in (${list})
      group by 1, 2`),
    perDay(sql`
      select brand, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*)::int as n
      from spaces where created_at >= ${from} and created_at <= ${now} and brand in (${list})
      group by 1, 2`),
  ]);
  const lookup = (rows: { brand: string; day: string; n: number }[]) =>
    new Map(rows.map((r) => [`${r.brand}|${r.day}`, Number(r.n)]));
  const [a, r, c] = [lookup(acts), lookup(replies), lookup(created)];
  return {
    brands: brands.map((b) => b.brand),
    compared,
    days: dayList,
    series: compared.map((brand) => {
      const points = dayList.map((day) => ({
        day,
        actions: a.get(`${brand}|${day}`) ?? 0,
        replies: r.get(`${brand}|${day}`) ?? 0,
        new_customers: c.get(`${brand}|${day}`) ?? 0,
      }));
      return {
        brand,
        points,
        totals: {
          customers: Number(brands.find((b) => b.brand === brand)?.customers ?? 0),
          actions: points.reduce((s, p) => s + p.actions, 0),
          replies: points.reduce((s, p) => s + p.replies, 0),
          new_customers: points.reduce((s, p) => s + p.new_customers, 0),
        },
      };
    }),
  };
}
