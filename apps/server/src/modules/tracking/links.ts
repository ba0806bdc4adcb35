import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { customDomains, trackedLinks, type TrackedLinkRow } from '../../db/schema/index.js';
import { randomToken } from '../../lib/ids.js';
import { inSpace } from '../../lib/scope.js';
import { clock } from '../../lib/clock.js';

/** A public tracking id: 128 random bits, base64url (22 characters). Nothing else opens a tracked route. */
export const TRACKING_ID = /^[A-Za-z0-9_-]{22}$/;

export type LinkKind = 'open' | 'click' | 'unsubscribe';

export interface LinkOwner {
  spaceId: string;
  channel: 'email' | 'message';
  actionKey: string;
  credentialId: string | null;
  workflowId: string | null;
  prospectId: string | null;
  email: string | null;
}

/**
 * The tracking id of one (step, kind, url): created once, so a step retried after a crash writes the same
 * links into its message (the provider keeps the first message for the step's key anyway).
 */
export async function linkId(db: Db, owner: LinkOwner, kind: LinkKind, url = ''): Promise<string> {
  const [row] = await db
    .insert(trackedLinks)
    .values({ id: randomToken(16), kind, url, ...owner, createdAt: clock.now() })
    .onConflictDoNothing()
    .returning({ id: trackedLinks.id });
  if (row) return row.id;
  const [existing] = await db
    .select({ id: trackedLinks.id })
    .from(trackedLinks)
    .where(
      and(
        eq(trackedLinks.actionKey, owner.actionKey),
        eq(trackedLinks.kind, kind),
        eq(trackedLinks.url, url),
      ),
    );
  return existing!.id;
}

export async function findLink(db: Db, id: string): Promise<TrackedLinkRow | null> {
  if (!TRACKING_ID.test(id)) return null;
  const [row] = await db.select().from(trackedLinks).where(eq(trackedLinks.id, id));
  return row ?? null;
}

/**
 * Where a workspace's tracked links point: the campaign's own domain when it names a ready one, else the
 * workspace's ready default for link tracking (or for video pages), else the app's public address.
 */
export async function trackingBaseUrl(
  db: Db,
  spaceId: string,
  publicUrl: string,
  options: { customDomain?: string | null; target?: 'link_tracking' | 'video_scenario' } = {},
): Promise<string> {
  const named = options.customDomain?.trim().toLowerCase();
  const isDefault =
    options.target === 'video_scenario'
      ? eq(customDomains.isDefaultForVideoScenario, true)
      : eq(customDomains.isDefaultForLinkTracking, true);
  const rows = await db
    .select({ baseUrl: customDomains.baseUrl, domain: customDomains.domain })
    .from(customDomains)
    .where(
      and(
        inSpace(customDomains, spaceId),
        eq(customDomains.status, 'ready'),
        named ? or(eq(customDomains.domain, named), isDefault) : isDefault,
      ),
    )
    .orderBy(sql`${customDomains.domain} = ${named ?? ''} desc`)
    .limit(1);
  return rows[0]?.baseUrl ?? publicUrl;
}
