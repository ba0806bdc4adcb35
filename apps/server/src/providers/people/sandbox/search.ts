import { sql, type SQL } from 'drizzle-orm';
import type { PeopleQuery } from '../provider.js';
import { textArray } from '../../../lib/sql-arrays.js';
import { sqlInSpace } from '../../../lib/scope.js';
import { FINDER_FRESH_DAYS } from '@leadloop/domain/finder/filters';

/** The WHERE of a finder search over finder_people `p`: every filter reads one indexed column. */
export function whereOf(q: PeopleQuery, now: Date): SQL {
  const f = q.filters;
  const parts: SQL[] = [sql`true`];
  const anyOf = (column: string, values: string[] | undefined) => {
    if (values?.length) parts.push(sql`${sql.raw(column)} = any(${textArray(values)})`);
  };
  anyOf('p.title', f.title);
  anyOf('p.seniority', f.seniority);
  anyOf('p.company', f.company);
  anyOf('p.industry', f.industry);
  anyOf('p.location', f.location);
  if (f.company_size?.length)
    parts.push(sql.raw(`p.company_size in (${f.company_size.map((c) => Math.trunc(Number(c))).join(', ')})`));
  if (f.keywords?.length) parts.push(sql`p.keywords && ${textArray(f.keywords)}`);
  const c = q.contactInfo;
  if (c.email || c.work_email) parts.push(sql`p.email is not null`);
  if (c.phone) parts.push(sql`p.phone is not null`);
  if (c.enriched_only) parts.push(sql`p.email_status = 'verified'`);
  if (c.fresh_only) {
    const since = new Date(now.getTime() - FINDER_FRESH_DAYS * 86_400_000);
    parts.push(sql`p.job_last_updated >= ${since.toISOString()}::timestamptz`);
  }
  // li_only: every sandbox person has a network profile.
  if (q.excludeSpaceId)
    parts.push(
      sql`not exists (select 1 from prospects x where ${sqlInSpace('x', q.excludeSpaceId)} and x.network_id = p.id)`,
    );
  return sql.join(parts, sql` and `);
}
