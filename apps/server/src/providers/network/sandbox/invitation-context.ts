import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { reusableSelect } from '../../../db/named.js';
import { sandboxAccounts, sandboxInvitations, sandboxMembers } from '../../../db/schema/index.js';
import { NetworkError } from '../driver.js';
import type { SandboxOptions } from './options.js';
import { DAY } from './random.js';

type AccountRow = typeof sandboxAccounts.$inferSelect;
type MemberRow = typeof sandboxMembers.$inferSelect;
export type InvitationRow = typeof sandboxInvitations.$inferSelect;

/** The account's invitations that its limits count, as of `now`. */
export interface InvitationCounts {
  /** Sent in the rolling week, and the oldest of them. */
  week: number;
  weekOldest: Date | null;
  /** Neither accepted, declined nor withdrawn yet. */
  pending: number;
  /** Sent with a note in the last 30 days. */
  notes: number;
}

/** Everything sending an invitation looks at. */
export interface InvitationContext {
  account: AccountRow;
  /** Null until the seeded population exists (then the caller looks the member up the usual way). */
  member: MemberRow | null;
  /** This account's invitations to this member: the latest, and how many there were. */
  latest: InvitationRow | null;
  sentBefore: number;
  counts: InvitationCounts;
}

type InvitationJson = {
  id: string;
  credential_id: string;
  member_id: string;
  note: string | null;
  client_key: string | null;
  sent_at: string;
  accept_at: string | null;
  decline_at: string | null;
  withdrawn_at: string | null;
};
type ContextRow = {
  account: AccountRow;
  member: MemberRow | null;
  history: { n: number; latest: InvitationJson | null } | string;
  counts: { week: number; oldest: string | null; pending: number; notes: number } | string;
};

const date = (v: string | null) => (v === null ? null : new Date(v));
const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/**
 * The account's session row, the member, the account's history with the member and its invitation counts,
 * in one statement built once per process (issue 13: on the engine's benchmark the sandbox network made five
 * statements per invitation on the same database as the engine). Null when the account has no session row
 * yet: the caller creates it (SandboxSessions) and asks again.
 */
export async function invitationContext(
  db: Db,
  credentialId: string,
  memberId: string,
  now: Date,
): Promise<InvitationContext | null> {
  const [row] = await reusableSelect<ContextRow>(
    db,
    'sandbox_invitation_context',
    () => {
      const i = sql.raw('i');
      const onMember = sql`${i}.credential_id = ${sandboxAccounts.credentialId}
        and ${i}.member_id = ${sql.placeholder('memberId')}::text`;
      const now = sql`${sql.placeholder('now')}::timestamptz`;
      const weekAgo = sql`${now} - interval '168 hours'`;
      return db
        .select({
          account: sandboxAccounts,
          member: sandboxMembers,
          history: sql<ContextRow['history']>`(select json_build_object(
            'n', (select count(*) from sandbox_invitations ${i} where ${onMember}),
            'latest', (select row_to_json(${i}) from sandbox_invitations ${i} where ${onMember}
              order by ${i}.sent_at desc, ${i}.id desc limit 1)))`,
          counts: sql<ContextRow['counts']>`(select json_build_object(
            'week', count(*) filter (where ${i}.sent_at > ${weekAgo}),
            'oldest', min(${i}.sent_at) filter (where ${i}.sent_at > ${weekAgo}),
            'pending', count(*) filter (where ${i}.withdrawn_at is null
              and (${i}.accept_at is null or ${i}.accept_at > ${now})
              and (${i}.decline_at is null or ${i}.decline_at > ${now})),
            'notes', count(*) filter (where ${i}.note is not null and ${i}.sent_at > ${now} - interval '720 hours'))
            from sandbox_invitations ${i} where ${i}.credential_id = ${sandboxAccounts.credentialId})`,
        })
        .from(sandboxAccounts)
        .leftJoin(sandboxMembers, eq(sandboxMembers.id, sql.placeholder('memberId')))
        .where(eq(sandboxAccounts.credentialId, sql.placeholder('credentialId')));
    },
    { credentialId, memberId, now: now.toISOString() },
  );
  if (!row) return null;
  const history = json(row.history);
  const counts = json(row.counts);
  const latest = history.latest;
  return {
    account: row.account,
    member: row.member,
    sentBefore: Number(history.n),
    latest: latest && {
      id: latest.id,
      credentialId: latest.credential_id,
      memberId: latest.member_id,
      note: latest.note,
      clientKey: latest.client_key,
      sentAt: new Date(latest.sent_at),
      acceptAt: date(latest.accept_at),
      declineAt: date(latest.decline_at),
      withdrawnAt: date(latest.withdrawn_at),
    },
    counts: {
      week: Number(counts.week),
      weekOldest: date(counts.oldest),
      pending: Number(counts.pending),
      notes: Number(counts.notes),
    },
  };
}

/** The rolling-week ceiling and the pending cap: what the network refuses before it sends. */
export function checkInvitationLimits(counts: InvitationCounts, options: SandboxOptions): void {
  if (counts.week >= options.weeklyInvitationLimit)
    throw new NetworkError(
      'weekly_invitation_limit',
      'Weekly invitation limit reached',
      new Date(counts.weekOldest!.getTime() + 7 * DAY),
    );
  if (counts.pending >= options.pendingInvitationCap) throw new NetworkError('pending_invitations_cap');
}
