import type { PlannedAccount } from '@leadloop/domain/dashboard/entities';
import { paceSchedule } from '@leadloop/domain/campaigns/forecast';
import type { DailyLimitKind } from '@leadloop/domain/credentials/limits';
import { and, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { actions } from '../../db/schema/index.js';
import { inSpace, type WorkspaceScope } from '../../lib/scope.js';
import { engineAccountOf, localDayStart } from '../engine/index.js';
import { remainingActionsOfAccount } from '../workflows/index.js';
import type { VisibleAccount } from './accounts.js';

/**
 * Today's planned actions per account, from the campaigns' forecast (domain `paceSchedule`, the rule the
 * campaign forecast uses): the actions still ahead of the account's running campaigns, spent per limit
 * kind the way the engine spends them, day 0 capped by what is left of today's limit (the account's
 * local day, as the engine counts it).
 */
export async function plannedToday(
  db: Db,
  scope: WorkspaceScope,
  accounts: VisibleAccount[],
  now: Date,
): Promise<PlannedAccount[]> {
  const out: PlannedAccount[] = [];
  for (const row of accounts) {
    const account = engineAccountOf(row);
    const { remaining, runningCampaigns } = await remainingActionsOfAccount(db, row.id);
    const doneRows = await db
      .select({ kind: actions.limitKind, n: sql<number>`count(*)::int` })
      .from(actions)
      .where(
        and(
          inSpace(actions, scope),
          eq(actions.credentialId, row.id),
          inArray(actions.status, ['started', 'done']),
          isNotNull(actions.limitKind),
          gte(
            sql`coalesce(${actions.performedAt}, ${actions.startedAt})`,
            localDayStart(now, account.hours.timezone),
          ),
        ),
      )
      .groupBy(actions.limitKind);
    const done = new Map(doneRows.map((r) => [r.kind as DailyLimitKind, r.n]));
    const schedule = paceSchedule(remaining, account);
    const kinds = new Set<DailyLimitKind>([...schedule.keys(), ...done.keys()]);
    out.push({
      credentials_id: row.id,
      name: row.name,
      status: account.status,
      running_campaigns: runningCampaigns,
      actions: [...kinds].map((kind) => {
        const limit = account.daily[kind] ?? 0;
        const doneToday = done.get(kind) ?? 0;
        const firstDay = schedule.get(kind)?.[0] ?? 0;
        return {
          kind,
          done_today: doneToday,
          planned_today: account.status === 'active' ? Math.max(0, Math.min(firstDay, limit - doneToday)) : 0,
          limit,
        };
      }),
    });
  }
  return out;
}
