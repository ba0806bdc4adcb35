import { sql, type SQL } from 'drizzle-orm';
import { healthIndexScores, spaces } from '../../db/schema/index.js';

/**
 * The admin customers list's `triggers` filter: workspaces whose last computed health index matched any of
 * the given triggers (admin's `setCustomerTriggerFilter`, set when these routes are registered).
 */
export function customersMatchingTriggers(triggers: string[]): SQL {
  if (!triggers.length) return sql`true`;
  const wanted = sql.join(
    triggers.map((t) => sql`${t}`),
    sql`, `,
  );
  return sql`exists (select 1 from ${healthIndexScores} s
    where s.kind = 'space' and s.subject_id = ${spaces.id}
      and exists (select 1 from jsonb_array_elements(s.matched) m where m->>'trigger' in (${wanted})))`;
}
