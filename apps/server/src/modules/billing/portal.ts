import type { AppContext } from '../../lib/context.js';
import type { SpaceRow } from '../../lib/auth-guard.js';
import { paymentsOf } from './payments.js';

/** GET /billing/customer_portal: the provider's self-service page (the sandbox answers with /billing). */
export async function customerPortal(ctx: AppContext, space: SpaceRow): Promise<{ url: string }> {
  const back = `${ctx.config.publicUrl}/billing/overview?space=${space.id}`;
  if (!space.billing.customer_id) return { url: back };
  return { url: await paymentsOf(ctx).customerPortalUrl(space.billing.customer_id, back) };
}
