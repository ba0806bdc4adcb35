import { eq, sql } from 'drizzle-orm';
import type { SignUpSettingsBody } from '@leadloop/domain/spaces/rules';
import { spaces } from '../../db/schema/index.js';
import type { AppContext } from '../../lib/context.js';
import type { SpaceRow, UserRow } from '../../lib/auth-guard.js';
import { clock } from '../../lib/clock.js';
import { forbidden } from '../../lib/errors.js';
import { grantCredits } from '../credits/index.js';
import { notifySpace, requireSpaceRow } from './workspace.js';

/** POST /space/sign_up_settings: sets what joining by code grants. */
export async function saveSignUpSettings(ctx: AppContext, space: SpaceRow, body: SignUpSettingsBody) {
  const settings: Required<SignUpSettingsBody> = {
    granted_access: body.granted_access,
    allowed_pages: body.granted_access === 'admin' ? null : (body.allowed_pages ?? null),
  };
  await ctx.db
    .update(spaces)
    .set({
      config: sql`${spaces.config} || ${JSON.stringify({ sign_up_settings: settings })}::jsonb`,
      updatedAt: clock.now(),
    })
    .where(eq(spaces.id, space.id));
  notifySpace(ctx, space.id);
  return settings;
}

/** POST /space/subscriptions/validate: may this workspace use paid features right now? */
export function validateSubscription(space: SpaceRow) {
  const valid =
    space.status === 'active' && (!space.isBillingEnabled || space.isPaid) && !space.paymentInProgress;
  return {
    valid,
    tier: space.tier,
    is_paid: space.isPaid,
    is_billing_enabled: space.isBillingEnabled,
    payment_in_progress: space.paymentInProgress,
    subscription_mode: space.subscriptionMode,
  };
}

/** PUT /space/admin/{id}/manual_credits: a platform admin grants credits by hand (ledger origin 'admin'). */
export async function grantManualCredits(ctx: AppContext, admin: UserRow, spaceId: string, count: number) {
  if (!admin.isPlatformAdmin) throw forbidden();
  const space = await requireSpaceRow(ctx, spaceId);
  const { balance } = await grantCredits(ctx.db, space.id, count, 'admin', { by: admin.id });
  ctx.realtime.emitToSpace(space.id, 'update_credits', { balance });
  return { balance };
}

/** POST /space/crm_suggestion: keeps the request (newest first, at most 50) for the product team. */
export async function saveCrmSuggestion(ctx: AppContext, space: SpaceRow, user: UserRow, suggestion: string) {
  const config = space.config as { crm_suggestions?: unknown[] };
  const entry = { crm_suggestion: suggestion, user_id: user.id, created_at: clock.now().toISOString() };
  const crmSuggestions = [entry, ...(config.crm_suggestions ?? [])].slice(0, 50);
  await ctx.db
    .update(spaces)
    .set({
      config: sql`${spaces.config} || ${JSON.stringify({ crm_suggestions: crmSuggestions })}::jsonb`,
      updatedAt: clock.now(),
    })
    .where(eq(spaces.id, space.id));
  return entry;
}
