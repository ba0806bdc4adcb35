import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { spaces } from '../../db/schema/index.js';

/** Workspace policy: admins may forbid members to change account limits. */
export async function setLimitsPolicy(
  db: Db,
  space: typeof spaces.$inferSelect,
  prohibitChange: boolean,
): Promise<{ prohibit_change: boolean }> {
  await db
    .update(spaces)
    .set({ config: { ...space.config, prohibit_limits_change: prohibitChange } })
    .where(eq(spaces.id, space.id));
  return { prohibit_change: prohibitChange };
}
