import { CRM_PLATFORM_LABELS } from '@leadloop/domain/crm/platforms';
import type { AppContext } from '../../lib/context.js';
import { clock } from '../../lib/clock.js';
import { secretsFor } from '../../lib/secrets.js';
import { crmFor, type CrmDeps, type CrmRuntime } from '../../providers/crm/index.js';
import { notify } from '../notifications/index.js';

const wired = new WeakSet<CrmRuntime>();

/**
 * The CRM area's dependencies for an app: the database, the secrets that seal tokens and the platforms'
 * runtime — whose refused-token event tells the workspace (a notification that links to reconnecting).
 */
export function crmDeps(ctx: AppContext): CrmDeps {
  const runtime = crmFor(ctx);
  const deps: CrmDeps = { db: ctx.db, secrets: secretsFor(ctx), runtime };
  if (!wired.has(runtime)) {
    wired.add(runtime);
    runtime.onTokenExpired(async (spaceId, platform) => {
      const name = CRM_PLATFORM_LABELS[platform];
      await notify(ctx, {
        spaceId,
        to: { wholeSpace: true },
        event: 'crm_token_expired',
        type: 'warning',
        title: `${name} needs to be connected again`,
        text: "The CRM refused Leadloop's access (expired or revoked). Campaign CRM steps are skipped until you connect it again.",
        params: { name },
        action: { type: 'router', text: 'Connect again', meta: { path: `/crm/manage/${platform}` } },
        withoutDuration: true,
        dedupeKey: `crm_expired:${platform}:${spaceId}:${clock.now().toISOString().slice(0, 10)}`,
      });
      ctx.realtime.emitToSpace(spaceId, 'update_space', { space_id: spaceId });
    });
  }
  return deps;
}

/** The same, read at each use (a test may give the context another CRM runtime after the routes are mounted). */
export function lazyCrmDeps(ctx: AppContext): CrmDeps {
  return {
    get db() {
      return ctx.db;
    },
    get secrets() {
      return secretsFor(ctx);
    },
    get runtime() {
      return crmDeps(ctx).runtime;
    },
  };
}
