import { sql, type SQL } from 'drizzle-orm';
import type { ContactChannel } from '@leadloop/domain/agency/rules';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { personHashesOf, type PersonFields } from '../../lib/person-hash.js';
import { sqlInSpace } from '../../lib/scope.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The advisory-lock class of an agency group's person (two-key form: apart from every hashtext lock). */
const AGENCY_LOCK_CLASS = 42_042;

/**
 * The agency rule, in the engine's claim transaction (issue 42): under one lock per group and person hash
 * (taken in sorted order, held to the claim's commit), a person another workspace of the group contacted
 * within the window (on any channel, or this one) holds this prospect; otherwise this workspace's contact
 * is recorded before the claim leases the step, so a concurrent claim of another workspace sees it.
 * Answers true when the prospect must be held. Off, or no identifier: never held.
 */
export async function agencyContactHeld(
  tx: Tx,
  input: { spaceId: string; channel: ContactChannel; prospect: PersonFields; now: Date },
): Promise<boolean> {
  const [group] = rowsOf<{ group_id: string; rule: string; window_days: number }>(
    await tx.execute(sql`select g.id as group_id, g.rule, g.window_days from agency_group_spaces s
      join agency_groups g on g.id = s.group_id where ${sqlInSpace('s', input.spaceId)}`),
  );
  if (!group || group.rule === 'off') return false;
  const hashes = personHashesOf(input.prospect);
  if (!hashes.length) return false;
  for (const hash of hashes)
    await tx.execute(
      sql`select pg_advisory_xact_lock(${AGENCY_LOCK_CLASS}::int, hashtext(${group.group_id} || ${hash}))`,
    );
  const since = new Date(input.now.getTime() - group.window_days * 86_400_000).toISOString();
  const [other] = rowsOf<{ hit: number }>(
    await tx.execute(sql`select 1 as hit from agency_contacts where group_id = ${group.group_id}
      and person_hash in (${sql.join(
        hashes.map((h) => sql`${h}`),
        sql`, `,
      )})
      and not ${sqlInSpace('agency_contacts', input.spaceId)} and contacted_at > ${since}::timestamptz
      ${group.rule === 'same_channel' ? sql`and channel = ${input.channel}` : sql``} limit 1`),
  );
  if (other) return true;
  await tx.execute(sql`insert into agency_contacts (group_id, person_hash, channel, space_id, contacted_at)
    select ${group.group_id}::uuid, h, ${input.channel}, ${input.spaceId}::uuid, ${input.now.toISOString()}::timestamptz
    from unnest(array[${sql.join(
      hashes.map((h) => sql`${h}`),
      sql`, `,
    )}]::text[]) as h
    on conflict (group_id, person_hash, channel, space_id) do update set contacted_at = excluded.contacted_at`);
  return false;
}

/** Whether the workspace belongs to an agency group with a rule on (the claim then decides under lock). */
export const agencyRuleSql = (spaceId: SQL) =>
  // eslint-disable-next-line no-restricted-syntax -- the claim's row names its workspace as a column, not a value
  sql<boolean>`exists (select 1 from agency_group_spaces s join agency_groups g on g.id = s.group_id
    where s.space_id = ${spaceId} and g.rule <> 'off')`;
