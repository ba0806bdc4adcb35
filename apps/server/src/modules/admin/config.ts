import { eq } from 'drizzle-orm';
import { DEFAULT_ADMIN_CONFIG, type AdminConfig } from '@leadloop/domain/admin/entities';
import type { AppContext } from '../../lib/context.js';
import { adminSettings } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';

const KEY = 'platform';

/** GET /admin/config: the platform's admin settings over their defaults. */
export async function readAdminConfig(ctx: AppContext): Promise<AdminConfig> {
  const [row] = await ctx.db.select().from(adminSettings).where(eq(adminSettings.key, KEY));
  return { ...DEFAULT_ADMIN_CONFIG, ...row?.data };
}

/** POST /admin/config/update {config}: only the fields given change. */
export async function updateAdminConfig(ctx: AppContext, patch: Partial<AdminConfig>): Promise<AdminConfig> {
  const data = { ...(await readAdminConfig(ctx)), ...patch };
  await ctx.db
    .insert(adminSettings)
    .values({ key: KEY, data, updatedAt: clock.now() })
    .onConflictDoUpdate({ target: adminSettings.key, set: { data, updatedAt: clock.now() } });
  return data;
}
