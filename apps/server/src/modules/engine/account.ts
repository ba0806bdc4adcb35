import { eq, sql } from 'drizzle-orm';
import {
  DAILY_LIMIT_DEFAULTS,
  WEEKLY_LIMIT_DEFAULTS,
  type DailyLimitKind,
  type WeeklyLimitKind,
} from '@leadloop/domain/credentials/limits';
import type { Db } from '../../db/client.js';
import { credentials } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import type { WorkHours } from './schedule.js';

/** What the engine needs to know about the account that runs a campaign. */
export interface EngineAccount {
  id: string;
  spaceId: string;
  username: string;
  status: string;
  hours: WorkHours;
  daily: Record<DailyLimitKind, number>;
  weekly: Record<WeeklyLimitKind, number>;
}

/** Reads an account's hours and limits from its credential; missing kinds use the domain defaults. */
export async function loadEngineAccount(db: Db, credentialId: string): Promise<EngineAccount | null> {
  const [row] = await db
    .select(engineAccountColumns)
    .from(credentials)
    .where(eq(credentials.id, credentialId))
    .limit(1);
  return row ? engineAccountOf(row) : null;
}

/**
 * The columns of a credential the engine reads (a drizzle selection): its hours, limits and state, none of
 * its secrets — a claim reads them with the campaign row.
 */
export const engineAccountColumns = {
  id: credentials.id,
  spaceId: credentials.spaceId,
  username: credentials.username,
  status: credentials.status,
  deletedAt: credentials.deletedAt,
  timezone: credentials.timezone,
  workHoursStart: credentials.workHoursStart,
  workHoursEnd: credentials.workHoursEnd,
  limits: credentials.limits,
};
type EngineAccountRow = Pick<typeof credentials.$inferSelect, keyof typeof engineAccountColumns>;

/** The engine's view of a credential row already read (the claim reads it with the campaign row). */
export function engineAccountOf(row: EngineAccountRow): EngineAccount {
  const limits = row.limits ?? {};
  const weeklyOf = (kind: WeeklyLimitKind) =>
    numberOr(
      limits[`weekly_${kind}`] ?? (limits.weekly as unknown as Record<string, number> | undefined)?.[kind],
      WEEKLY_LIMIT_DEFAULTS[kind],
    );
  const daily = Object.fromEntries(
    Object.entries(DAILY_LIMIT_DEFAULTS).map(([kind, fallback]) => [kind, numberOr(limits[kind], fallback)]),
  ) as Record<DailyLimitKind, number>;
  return {
    id: row.id,
    spaceId: row.spaceId,
    username: row.username,
    status: row.deletedAt ? 'deleted' : row.status,
    hours: { timezone: row.timezone, start: row.workHoursStart, end: row.workHoursEnd },
    daily,
    weekly: { connection_requests: weeklyOf('connection_requests'), inmails: weeklyOf('inmails') },
  };
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;
}

/**
 * An account's work hours or time zone changed (credentials' update): its engine hold ends, and its rows
 * parked until a time computed from the old hours (outside work hours, the local day's or week's limit)
 * are due at once, so the next pass decides them by the new hours. One statement.
 */
export async function releaseAccountHold(
  db: Db,
  credentialId: string,
  now: Date = clock.now(),
): Promise<void> {
  await db.execute(sql`with released as (delete from engine_account_holds where credential_id = ${credentialId})
    update campaign_prospects set next_run_at = ${now.toISOString()}
    where credential_id = ${credentialId} and status = 'active' and next_run_at > ${now.toISOString()}
      and (wait_reason = 'outside_work_hours' or wait_reason like 'daily_limit:%' or wait_reason like 'weekly_limit:%')`);
}
