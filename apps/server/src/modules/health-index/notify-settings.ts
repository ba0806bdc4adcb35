import { eq } from 'drizzle-orm';
import type { HealthNotify } from '@leadloop/domain/health-index/entities';
import type { Db } from '../../db/client.js';
import { healthIndexBrandSettings } from '../../db/schema/index.js';
import { assertBrandVisible, type AdminScope } from '../../lib/admin-guard.js';
import { clock } from '../../lib/clock.js';

export async function getNotifySettings(db: Db, scope: AdminScope, brand: string): Promise<HealthNotify> {
  assertBrandVisible(scope, brand);
  const [row] = await db
    .select()
    .from(healthIndexBrandSettings)
    .where(eq(healthIndexBrandSettings.brand, brand));
  return { brand, triggers: row?.thresholds ?? [], emails: row?.emails ?? [] };
}

/** PUT /admin/whitelabels/{id}/health_index {triggers, emails}: thresholds (deduplicated, high first) and contacts. */
export async function setNotifySettings(
  db: Db,
  scope: AdminScope,
  brand: string,
  body: { triggers: number[]; emails: string[] },
): Promise<HealthNotify> {
  assertBrandVisible(scope, brand);
  const thresholds = [...new Set(body.triggers)].sort((a, b) => b - a);
  const emails = [...new Set(body.emails)];
  await db
    .insert(healthIndexBrandSettings)
    .values({ brand, thresholds, emails, updatedAt: clock.now() })
    .onConflictDoUpdate({
      target: healthIndexBrandSettings.brand,
      set: { thresholds, emails, updatedAt: clock.now() },
    });
  return { brand, triggers: thresholds, emails };
}
