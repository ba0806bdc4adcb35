import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { spaces } from '../../db/schema/index.js';

/** Browser tests: put a workspace on a tier (e.g. free, to meet the upgrade flow); its trial, if any, is over. */
export async function setSpaceTier(db: Db, spaceId: string, tier: number) {
  await db.update(spaces).set({ tier, trialEndsAt: null }).where(eq(spaces.id, spaceId));
  return { tier };
}
