import { uuidArray } from '../../lib/sql-arrays.js';
import type { ActivityFeed, ActivityFeedQuery, ActivityKind } from '@leadloop/domain/dashboard/entities';
import { ACTIVITY_KINDS } from '@leadloop/domain/dashboard/entities';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { sqlInSpace, type WorkspaceScope } from '../../lib/scope.js';
import { visibleAccounts } from './accounts.js';

interface FeedRow {
  id: string;
  kind: ActivityKind;
  type: string;
  at_text: string;
  credential_id: string | null;
  workflow_id: string | null;
  prospect_id: string | null;
  text: string | null;
  workflow_name: string | null;
  prospect_name: string | null;
}

/** Microsecond-exact UTC text of a timestamp: the cursor must not lose the database's precision. */
const exact = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * GET /dashboard/activity: what happened across the workspace, newest first, from the logs themselves —
 * done campaign steps (`actions`), replies (inbound `inbox_messages`), accepted invitations and lead
 * status changes (`workflow_events` invite_accepted, mark_as_lead, mark_as_customer), labels put on and
 * taken off (`prospect_label_events`), tasks created and done (`tasks`). A keyset page on
 * (time, id): each source is read through its own time index, at most `limit + 1` rows, and the next
 * page starts strictly after the last row, so pages never overlap nor skip a row. Only the accounts the
 * viewer may see (the reports' rule), narrowed by the filters.
 */
export async function activityFeed(
  db: Db,
  scope: WorkspaceScope,
  q: ActivityFeedQuery,
): Promise<ActivityFeed> {
  const accounts = await visibleAccounts(db, scope, { filter: q.accounts });
  if (!accounts.length) return { items: [], next_cursor: null };
  const names = new Map(accounts.map((a) => [a.id, a.name]));
  const kinds = new Set<ActivityKind>(q.types?.length ? q.types : ACTIVITY_KINDS);
  const [cursorAt, cursorId] = q.cursor ? q.cursor.split('|') : [null, null];
  const take = q.limit + 1;
  const where = (alias: string, at: string, workflow: SQL) => {
    const a = sql.identifier(alias);
    return sql.join(
      [
        sqlInSpace(alias, scope),
        sql`${a}.credential_id = any(${uuidArray([...names.keys()])})`,
        q.campaigns?.length ? sql`${workflow} = any(${uuidArray(q.campaigns)})` : sql`true`,
        cursorAt
          ? sql`(${a}.${sql.identifier(at)}, ${a}.id) < (${cursorAt}::timestamptz, ${cursorId}::uuid)`
          : sql`true`,
      ],
      sql` and `,
    );
  };
  const order = (alias: string, at: string) =>
    sql`order by ${sql.identifier(alias)}.${sql.identifier(at)} desc, ${sql.identifier(alias)}.id desc limit ${take}`;
  const parts: SQL[] = [];
  // A reply belongs to the campaign of that account the person is in (latest), as the reports count it.
  const replyCampaign = sql`coalesce(m.workflow_id, (select cp.workflow_id from campaign_prospects cp
    where cp.prospect_id = m.prospect_id and cp.credential_id = m.credential_id
    order by cp.created_at desc, cp.id desc limit 1))`;
  if (kinds.has('action'))
    parts.push(sql`(select a.id, 'action' as kind, a.type, a.performed_at as at, a.credential_id, a.workflow_id,
        a.prospect_id, null::text as text
      from actions a where a.status = 'done' and a.performed_at is not null and ${where('a', 'performed_at', sql`a.workflow_id`)}
      ${order('a', 'performed_at')})`);
  if (kinds.has('reply'))
    parts.push(sql`(select m.id, 'reply' as kind, m.channel as type, m.sent_at as at, m.credential_id,
        ${replyCampaign} as workflow_id, m.prospect_id, left(m.text, 200) as text
      from inbox_messages m where m.direction = 'inbound' and ${where('m', 'sent_at', replyCampaign)}
      ${order('m', 'sent_at')})`);
  const eventTypes = [
    ...(kinds.has('acceptance') ? ['invite_accepted'] : []),
    ...(kinds.has('label') ? ['mark_as_lead', 'mark_as_customer'] : []),
  ];
  if (eventTypes.length)
    parts.push(sql`(select w.id, case w.type when 'invite_accepted' then 'acceptance' else 'label' end as kind, w.type,
        w.created_at as at, w.credential_id, w.workflow_id, w.prospect_id, null::text as text
      from workflow_events w where w.type in (${sql.join(
        eventTypes.map((t) => sql`${t}`),
        sql`, `,
      )}) and ${where('w', 'created_at', sql`w.workflow_id`)}
      ${order('w', 'created_at')})`);
  const visible = uuidArray([...names.keys()]);
  // Entries with no campaign (labels, most tasks) leave a campaign-filtered feed.
  const noCampaignFilter = !q.campaigns?.length;
  const after = (at: SQL, id: SQL) =>
    cursorAt ? sql`(${at}, ${id}) < (${cursorAt}::timestamptz, ${cursorId}::uuid)` : sql`true`;
  if (kinds.has('prospect_label') && noCampaignFilter) {
    // An admin without an accounts filter also sees people no account has; personal labels only their author.
    const seen = scope.isAdmin && !q.accounts?.length ? sql`true` : sql`e.credential_ids && ${visible}`;
    parts.push(sql`(select e.id, 'prospect_label' as kind, case when e.added then 'added' else 'removed' end as type,
        e.created_at as at,
        (select c from unnest(e.credential_ids) c where c = any(${visible}) limit 1) as credential_id,
        null::uuid as workflow_id, e.prospect_id, e.label_name as text
      from prospect_label_events e
      where ${sqlInSpace('e', scope)} and ${seen} and ${after(sql`e.created_at`, sql`e.id`)}
        and exists (select 1 from labels l where l.id = e.label_id
          and (l.is_shared or l.created_by = ${scope.userId}::uuid))
      order by e.created_at desc, e.id desc limit ${take})`);
  }
  if (kinds.has('task')) {
    // A member sees the tasks of their accounts and those they created or were given (the tasks' rule).
    const seen = sql`(t.credential_id = any(${visible}) or t.assignee_id = ${scope.userId}::uuid
      or t.created_by = ${scope.userId}::uuid ${
        scope.isAdmin && !q.accounts?.length ? sql`or t.credential_id is null` : sql``
      })`;
    const inCampaigns = q.campaigns?.length ? sql`t.workflow_id = any(${uuidArray(q.campaigns)})` : sql`true`;
    // A done task is a second entry of the same task: its id is derived so the page cursor stays unique.
    const doneId = sql`md5(t.id::text || ':completed')::uuid`;
    parts.push(sql`(select t.id, 'task' as kind, 'created' as type, t.created_at as at, t.credential_id,
        t.workflow_id, t.prospect_id, t.name as text
      from tasks t where ${sqlInSpace('t', scope)} and ${seen} and ${inCampaigns} and ${after(sql`t.created_at`, sql`t.id`)}
      order by t.created_at desc, t.id desc limit ${take})`);
    parts.push(sql`(select ${doneId} as id, 'task' as kind, 'completed' as type, t.completed_at as at,
        t.credential_id, t.workflow_id, t.prospect_id, t.name as text
      from tasks t where ${sqlInSpace('t', scope)} and t.completed_at is not null and ${seen} and ${inCampaigns}
        and ${after(sql`t.completed_at`, doneId)}
      order by t.completed_at desc, ${doneId} desc limit ${take})`);
  }
  if (!parts.length) return { items: [], next_cursor: null };
  const rows = rowsOf<FeedRow>(
    await db.execute(sql`
      select x.id, x.kind, x.type, ${exact(sql`x.at`)} as at_text, x.credential_id, x.workflow_id, x.prospect_id,
        x.text, wf.name as workflow_name, p.full_name as prospect_name
      from (${sql.join(parts, sql` union all `)}) x
      left join workflows wf on wf.id = x.workflow_id and ${sqlInSpace('wf', scope)}
      left join prospects p on p.id = x.prospect_id and ${sqlInSpace('p', scope)}
      order by x.at desc, x.id desc
      limit ${take}`),
  );
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => ({
      _id: r.id,
      kind: r.kind,
      type: r.type,
      at: r.at_text,
      credentials_id: r.credential_id,
      account_name: r.credential_id ? (names.get(r.credential_id) ?? null) : null,
      workflow_id: r.workflow_id,
      workflow_name: r.workflow_name,
      prospect_id: r.prospect_id,
      prospect_name: r.prospect_name,
      text: r.text,
    })),
    next_cursor: rows.length > q.limit && last ? `${last.at_text}|${last.id}` : null,
  };
}
