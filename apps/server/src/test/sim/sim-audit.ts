import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { loadEngineAccount, type EngineAccount } from '../../modules/engine/account.js';

/**
 * After a simulated run: what the sandbox network received compared with the engine's actions log,
 * and every rule the engine must never break. All counts must be zero; `samples` shows a few offenders.
 * The network's own timestamps are the truth for spacing and work hours (a step recovered after a
 * crash is recorded later than it was sent).
 */
export interface SimAudit {
  doneActions: number;
  invitations: number;
  outboundMessages: number;
  duplicates: {
    invitationsPerMember: number;
    messagesPerKey: number;
    doneActionsPerStep: number;
    doneWithoutNetwork: number;
    networkWithoutDone: number;
  };
  violations: {
    dailyLimit: number;
    weeklyLimit: number;
    outsideWorkHours: number;
    spacing: number;
  };
  samples: string[];
}

const q = async <T = Record<string, unknown>>(db: Db, query: ReturnType<typeof sql>) =>
  rowsOf<T>(await db.execute(query));
const n = async (db: Db, query: ReturnType<typeof sql>) =>
  Number((await q<{ n: number }>(db, query))[0]?.n ?? 0);

/** Kinds of the network's own records, as the engine names the limit they count against. */
const NETWORK_EVENTS = sql`
  select credential_id, sent_at as at, 'connection_requests' as kind from sandbox_invitations
  union all
  select credential_id, sent_at, case when kind = 'inmail' then 'inmails' else 'messages' end
    from sandbox_messages where direction = 'outbound'
  union all
  select credential_id, at, case when kind = 'view' then 'profile_views' else kind end from sandbox_actions`;

export async function auditSimRun(db: Db, options: { minGapSeconds: number }): Promise<SimAudit> {
  const samples: string[] = [];
  const doneActions = await n(db, sql`select count(*)::int as n from actions where status = 'done'`);
  const invitations = await n(db, sql`select count(*)::int as n from sandbox_invitations`);
  const outboundMessages = await n(
    db,
    sql`select count(*)::int as n from sandbox_messages where direction = 'outbound'`,
  );
  const duplicates = {
    invitationsPerMember: await n(
      db,
      sql`select count(*)::int as n from (select 1 from sandbox_invitations group by credential_id, member_id having count(*) > 1) d`,
    ),
    messagesPerKey: await n(
      db,
      sql`select count(*)::int as n from (select 1 from sandbox_messages where direction = 'outbound' and client_key is not null group by client_key having count(*) > 1) d`,
    ),
    doneActionsPerStep: await n(
      db,
      sql`select count(*)::int as n from (select 1 from actions where status = 'done' group by campaign_prospect_id, node_id having count(*) > 1) d`,
    ),
    // Each done invitation/message action is on the network under its idempotency key, and back.
    doneWithoutNetwork: await n(
      db,
      sql`select count(*)::int as n from actions a where a.status = 'done'
        and (a.type in ('connection_request', 'connect_by_email')
             and not exists (select 1 from sandbox_invitations i where i.client_key = a.idempotency_key)
          or a.type in ('message', 'inmail')
             and not exists (select 1 from sandbox_messages m where m.client_key = a.idempotency_key))`,
    ),
    networkWithoutDone: await n(
      db,
      sql`select count(*)::int as n from (
        select client_key from sandbox_invitations
        union all select client_key from sandbox_messages where direction = 'outbound') s
        where not exists (select 1 from actions a where a.idempotency_key = s.client_key and a.status = 'done')`,
    ),
  };

  const accounts = new Map<string, EngineAccount>();
  for (const row of await q<{ id: string }>(db, sql`select id from credentials`)) {
    const account = await loadEngineAccount(db, row.id);
    if (account) accounts.set(row.id, account);
  }

  // Daily limits: done actions per account, kind and local calendar day of the account.
  let dailyLimit = 0;
  const perDay = await q<{ credential_id: string; kind: string; day: string; n: number }>(
    db,
    sql`select a.credential_id, a.limit_kind as kind, (a.performed_at at time zone c.timezone)::date::text as day, count(*)::int as n
      from actions a join credentials c on c.id = a.credential_id
      where a.status = 'done' and a.limit_kind is not null group by 1, 2, 3`,
  );
  for (const row of perDay) {
    const limit = accounts.get(row.credential_id)?.daily[row.kind as keyof EngineAccount['daily']];
    if (limit !== undefined && Number(row.n) > limit) {
      dailyLimit++;
      if (samples.length < 10)
        samples.push(`daily ${row.kind} ${row.credential_id} ${row.day}: ${row.n} > ${limit}`);
    }
  }

  // Weekly connection limit over any rolling 7 days, at every action.
  let weeklyLimit = 0;
  const perWeek = await q<{ credential_id: string; at: string; n: number }>(
    db,
    sql`select credential_id, at::text, n from (
      select credential_id, coalesce(performed_at, started_at) as at,
        count(*) over (partition by credential_id order by coalesce(performed_at, started_at)
          range between interval '7 days' preceding and current row)::int as n
      from actions where status = 'done' and limit_kind in ('connection_requests', 'connections_by_email')) w`,
  );
  const worst = new Map<string, number>();
  for (const row of perWeek) worst.set(row.credential_id, Math.max(worst.get(row.credential_id) ?? 0, row.n));
  for (const [id, max] of worst) {
    const limit = accounts.get(id)?.weekly.connection_requests;
    if (limit !== undefined && max > limit) {
      weeklyLimit++;
      if (samples.length < 10) samples.push(`weekly connections ${id}: ${max} > ${limit}`);
    }
  }

  // Work hours and spacing, from what the network saw.
  let outsideWorkHours = 0;
  let spacing = 0;
  const events = await q<{ credential_id: string; at: string | Date; kind: string }>(
    db,
    sql`select credential_id, at, kind from (${NETWORK_EVENTS}) e order by credential_id, at`,
  );
  let last = null as { id: string; at: number } | null;
  for (const e of events) {
    const at = new Date(e.at).getTime();
    const account = accounts.get(e.credential_id);
    if (account && !inHours(at, account)) {
      outsideWorkHours++;
      if (samples.length < 10)
        samples.push(`outside hours ${e.kind} ${e.credential_id} ${new Date(at).toISOString()}`);
    }
    if (last?.id === e.credential_id && at - last.at < options.minGapSeconds * 1000 - 1) {
      spacing++;
      if (samples.length < 10) samples.push(`spacing ${e.credential_id} ${at - last.at} ms`);
    }
    last = { id: e.credential_id, at };
  }
  return {
    doneActions,
    invitations,
    outboundMessages,
    duplicates,
    violations: { dailyLimit, weeklyLimit, outsideWorkHours, spacing },
    samples,
  };
}

const hourFormats = new Map<string, Intl.DateTimeFormat>();

function inHours(at: number, account: EngineAccount): boolean {
  const { start, end, timezone } = account.hours;
  if (start === end) return true;
  let format = hourFormats.get(timezone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: timezone });
    hourFormats.set(timezone, format);
  }
  const hour = Number(format.format(at));
  return start < end ? hour >= start && hour < end : hour >= start || hour < end;
}

export const auditIsClean = (a: SimAudit) =>
  Object.values(a.duplicates).every((v) => v === 0) && Object.values(a.violations).every((v) => v === 0);
