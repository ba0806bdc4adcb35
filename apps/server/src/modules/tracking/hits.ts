import { and, eq, or, isNull, gt } from 'drizzle-orm';
import { isbot } from 'isbot';
import type { AppContext } from '../../lib/context.js';
import { mailboxMessages, trackingEvents, type TrackedLinkRow } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { emitWebhookEvent } from '../webhooks/index.js';

/**
 * The bot rule (issue 15): a hit counts only when a person plausibly made it. Not counted:
 * - HEAD requests (link checkers ask for headers only);
 * - no User-Agent, a crawler's (isbot's list) or a mail-security scanner's (SCANNERS below);
 * - any hit within SCANNER_WINDOW_MS of the send (gateways fetch every link on delivery);
 * - opens from Apple's network 17.0.0.0/8: Mail Privacy Protection fetches every pixel on delivery.
 * Gmail's and Yahoo's image proxies fetch the pixel when the person opens the mail, so they count as opens.
 * A filtered hit is still answered (pixel, redirect) so nothing looks broken.
 */
export const SCANNER_WINDOW_MS = 10_000;
const SCANNERS =
  /proofpoint|mimecast|barracuda|safelinks|urldefense|messagelabs|symantec|forcepoint|trendmicro|fireeye|bitdefender|sophos|check ?point|zscaler|ironport|avanan|python-requests|curl\/|wget|go-http-client|axios|node-fetch|headless/i;
const IMAGE_PROXIES = /GoogleImageProxy|YahooMailProxy/i;

export interface HitMeta {
  method: string;
  userAgent: string | undefined;
  ip: string;
}

export function machineReason(kind: 'open' | 'click', hit: HitMeta, sentAt: Date, now: Date): string | null {
  if (hit.method === 'HEAD') return 'head';
  const ua = hit.userAgent?.trim() ?? '';
  if (!ua) return 'no_user_agent';
  if (kind === 'open' && IMAGE_PROXIES.test(ua)) return null;
  if (isbot(ua)) return 'bot';
  if (SCANNERS.test(ua)) return 'scanner';
  if (now.getTime() - sentAt.getTime() < SCANNER_WINDOW_MS) return 'too_soon';
  if (kind === 'open' && /^(::ffff:)?17\./.test(hit.ip)) return 'apple_mpp';
  return null;
}

const typeOf = (link: TrackedLinkRow) =>
  link.kind === 'open'
    ? 'email_opened'
    : link.channel === 'message'
      ? 'clicked_message_link'
      : 'clicked_email_link';

/** Once per person and link: an email's open once, a link's click once per person and campaign. */
const dedupeKeyOf = (link: TrackedLinkRow) =>
  link.kind === 'open'
    ? `open:${link.actionKey}`
    : `click:${link.channel}:${link.workflowId ?? '-'}:${link.prospectId ?? link.email ?? link.actionKey}:${link.url}`;

/**
 * Records a person's open or click: the tracking event (unique per person and link), the email's
 * opened/clicked time that the stats and the engine's conditions read (`mailbox_messages`), and the
 * clicked_email_link / clicked_message_link trigger through the webhook outbox — one transaction.
 * Returns whether it counted.
 */
export async function recordHit(ctx: AppContext, link: TrackedLinkRow, hit: HitMeta): Promise<boolean> {
  if (link.kind === 'unsubscribe') return false;
  const now = clock.now();
  const reason = machineReason(link.kind === 'open' ? 'open' : 'click', hit, link.createdAt, now);
  if (reason) {
    ctx.log.debug({ link: link.id, reason }, 'tracking hit filtered');
    return false;
  }
  const type = typeOf(link);
  const counted = await ctx.db.transaction(async (tx) => {
    const [event] = await tx
      .insert(trackingEvents)
      .values({
        spaceId: link.spaceId,
        linkId: link.id,
        type,
        dedupeKey: dedupeKeyOf(link),
        credentialId: link.credentialId,
        workflowId: link.workflowId,
        prospectId: link.prospectId,
        url: link.url,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: trackingEvents.id });
    if (link.channel === 'email' && link.credentialId) {
      // first open / click of the email; a click proves an open (images may be off)
      const message = and(
        eq(mailboxMessages.credentialId, link.credentialId),
        eq(mailboxMessages.clientKey, link.actionKey),
      );
      const notYet = (col: typeof mailboxMessages.openedAt) => or(isNull(col), gt(col, now));
      await tx
        .update(mailboxMessages)
        .set({ openedAt: now })
        .where(and(message, notYet(mailboxMessages.openedAt)));
      if (link.kind === 'click')
        await tx
          .update(mailboxMessages)
          .set({ clickedAt: now })
          .where(and(message, notYet(mailboxMessages.clickedAt)));
    }
    if (!event) return false;
    if (type !== 'email_opened')
      await emitWebhookEvent(tx, {
        spaceId: link.spaceId,
        type,
        key: `tracking_event:${event.id}`,
        data: {
          workflow_id: link.workflowId,
          prospect_id: link.prospectId,
          credentials_id: link.credentialId,
          url: link.url,
          ...(link.email ? { email: link.email } : {}),
        },
        at: now,
      });
    return true;
  });
  if (counted) ctx.realtime?.emitToSpace(link.spaceId, 'refetch_data', { prospect_id: link.prospectId });
  return counted;
}
