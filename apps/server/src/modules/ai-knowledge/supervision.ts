import { and, eq, sql } from 'drizzle-orm';
import { AI_EMPLOYEE_DEFAULTS, type FollowUpDelay } from '@leadloop/domain';
import {
  DEFAULT_DAILY_CAP,
  DEFAULT_UNDO_SECONDS,
  type GroundingSettings,
} from '@leadloop/domain/ai-knowledge/entities';
import type { Db } from '../../db/client.js';
import { aiEmployeeSupervision } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { inSpace, requireAccount, type WorkspaceScope } from '../../lib/scope.js';

/** 001 §9 defaults: automatic mode, follow-ups on (3), manual defaults same day / no priority; 2-minute undo. */
export const DEFAULT_SUPERVISION: GroundingSettings = {
  credentials_id: null,
  messaging_settings: {
    mode: AI_EMPLOYEE_DEFAULTS.mode,
    manual_settings: { follow_up: 'days_0', assignee: null, priority: AI_EMPLOYEE_DEFAULTS.priority },
    is_follow_up_enabled: AI_EMPLOYEE_DEFAULTS.is_follow_up_enabled,
    number_of_follow_ups: AI_EMPLOYEE_DEFAULTS.number_of_follow_ups,
  },
  daily_cap: DEFAULT_DAILY_CAP,
  undo_seconds: DEFAULT_UNDO_SECONDS,
};

export async function getSupervision(
  db: Db,
  spaceId: string,
  employeeId: string,
): Promise<GroundingSettings> {
  const [row] = await db
    .select()
    .from(aiEmployeeSupervision)
    .where(and(inSpace(aiEmployeeSupervision, spaceId), eq(aiEmployeeSupervision.employeeId, employeeId)));
  if (!row) return DEFAULT_SUPERVISION;
  return {
    credentials_id: row.credentialId,
    messaging_settings: row.messagingSettings as GroundingSettings['messaging_settings'],
    daily_cap: row.dailyCap,
    undo_seconds: row.undoSeconds,
  };
}

/** Saves how an employee is supervised (the account it answers on must be one the caller may use). */
export async function putSupervision(
  db: Db,
  scope: WorkspaceScope,
  employeeId: string,
  settings: GroundingSettings,
): Promise<GroundingSettings> {
  if (settings.credentials_id) await requireAccount(db, scope, settings.credentials_id);
  const values = {
    credentialId: settings.credentials_id,
    messagingSettings: settings.messaging_settings,
    dailyCap: settings.daily_cap,
    undoSeconds: settings.undo_seconds,
    updatedAt: clock.now(),
  };
  await db
    .insert(aiEmployeeSupervision)
    .values({ employeeId, spaceId: scope.spaceId, ...values, createdAt: clock.now() })
    .onConflictDoUpdate({
      target: aiEmployeeSupervision.employeeId,
      // Moved to another account (or back on after being off): only replies from now on are answered.
      set: {
        ...values,
        createdAt: sql`case when ${aiEmployeeSupervision.credentialId} is distinct from excluded.credential_id then excluded.created_at else ${aiEmployeeSupervision.createdAt} end`,
      },
      setWhere: inSpace(aiEmployeeSupervision, scope.spaceId),
    });
  return getSupervision(db, scope.spaceId, employeeId);
}

const DAY_MS = 24 * 3_600_000;
const DELAY_MS: Record<FollowUpDelay, number> = {
  days_0: 0,
  days_1: DAY_MS,
  days_2: 2 * DAY_MS,
  days_3: 3 * DAY_MS,
  weeks_1: 7 * DAY_MS,
  weeks_2: 14 * DAY_MS,
  months_1: 30 * DAY_MS,
  months_3: 91 * DAY_MS,
  months_6: 182 * DAY_MS,
};

/** The review task's due date: the manual settings' follow-up delay after now (same day = today). */
export const followUpDue = (delay: FollowUpDelay, now: Date) => new Date(now.getTime() + DELAY_MS[delay]);
