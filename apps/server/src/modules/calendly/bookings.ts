import { and, eq, sql } from 'drizzle-orm';
import { CODES, PRIORITIES } from '@leadloop/domain';
import { calendlyBookings, calendlyConnections, prospects } from '../../db/schema/index.js';
import type { AppContext } from '../../lib/context.js';
import { clock } from '../../lib/clock.js';
import { secretsFor } from '../../lib/secrets.js';
import { isUuid } from '../../lib/auth-guard.js';
import { badRequest, notFound, unauthorized } from '../../lib/errors.js';
import { inSpace } from '../../lib/scope.js';
import { verifyCalendly } from '../../providers/calendar/index.js';
import { emitWebhookEvent } from '../webhooks/index.js';
import { logWorkflowEvent, pauseProspects } from '../engine/index.js';
import { cancelMeetingTasks, openMeetingTask } from '../tasks/index.js';

/** 000 §2 paused-prospect reason 'Calendly meeting booked'. */
export const CALENDLY_PAUSE_REASON = 'calendly_meeting_booked';

/** The part of Calendly's webhook body Leadloop reads (API v2 `invitee.created` / `invitee.canceled`). */
interface CalendlyDelivery {
  event?: string;
  payload?: {
    uri?: string;
    email?: string;
    name?: string;
    scheduled_event?: { uri?: string; name?: string; start_time?: string } | null;
  };
}

export interface BookingOutcome {
  handled: boolean;
  prospects: number;
  paused: number;
}

/**
 * Calendly's webhook for a connection: checks the `Calendly-Webhook-Signature` with the connection's signing
 * key, then handles the invitee once (a redelivery does nothing). `invitee.created` for a prospect of the
 * workspace (matched by email, case-insensitively): every running campaign row of the prospect is paused
 * ('Calendly meeting booked'), `meet_booked` is recorded and put into the webhook outbox, and the connection's
 * owner gets a meeting task at the meeting's time — all in one transaction. `invitee.canceled` cancels that
 * task (the prospect stays paused: a person decides whether to resume).
 */
export async function handleCalendlyWebhook(
  ctx: AppContext,
  connectionId: string,
  rawBody: string,
  signature: string | undefined,
): Promise<BookingOutcome> {
  const nothing = { handled: false, prospects: 0, paused: 0 };
  if (!isUuid(connectionId)) throw notFound();
  const [conn] = await ctx.db
    .select()
    .from(calendlyConnections)
    .where(eq(calendlyConnections.id, connectionId));
  if (!conn) throw notFound();
  const key = secretsFor(ctx).decrypt(conn.signingKeyEnc);
  if (!verifyCalendly(key, rawBody, signature, clock.nowMs()))
    throw unauthorized(CODES.calendlySignatureInvalid);
  let body: CalendlyDelivery;
  try {
    body = JSON.parse(rawBody) as CalendlyDelivery;
  } catch {
    throw badRequest(CODES.invalidJsonBody);
  }
  const invitee = body.payload;
  const email = invitee?.email?.trim().toLowerCase();
  if (!invitee?.uri || !email || (body.event !== 'invitee.created' && body.event !== 'invitee.canceled'))
    return nothing;
  const startTime = invitee.scheduled_event?.start_time ? new Date(invitee.scheduled_event.start_time) : null;
  const start = startTime && !Number.isNaN(startTime.getTime()) ? startTime : null;

  return ctx.db.transaction(async (tx) => {
    const [booking] = await tx
      .insert(calendlyBookings)
      .values({
        key: `${invitee.uri}:${body.event}`,
        connectionId: conn.id,
        spaceId: conn.spaceId,
        event: body.event!,
        email,
        startTime: start,
      })
      .onConflictDoNothing({ target: calendlyBookings.key })
      .returning({ id: calendlyBookings.id });
    if (!booking) return nothing;
    const matched = await tx
      .select({ id: prospects.id, firstName: prospects.firstName, lastName: prospects.lastName })
      .from(prospects)
      .where(
        and(
          inSpace(prospects, conn.spaceId),
          sql`${email} in (lower(${prospects.workEmail}), lower(${prospects.personalEmail}), lower(${prospects.enrichedEmail}))`,
        ),
      );
    if (!matched.length) return { handled: true, prospects: 0, paused: 0 };
    await tx
      .update(calendlyBookings)
      .set({ prospectIds: matched.map((p) => p.id) })
      .where(eq(calendlyBookings.id, booking.id));

    if (body.event === 'invitee.canceled') {
      const created = `${invitee.uri}:invitee.created`;
      await cancelMeetingTasks(tx, { spaceId: conn.spaceId, marker: created, at: clock.now() });
      return { handled: true, prospects: matched.length, paused: 0 };
    }

    const now = clock.now();
    let paused = 0;
    for (const p of matched) {
      const rows = await pauseProspects(tx, {
        spaceId: conn.spaceId,
        prospectId: p.id,
        reason: CALENDLY_PAUSE_REASON,
      });
      paused += rows.length;
      const data = {
        email,
        event_name: invitee.scheduled_event?.name ?? null,
        start_time: start?.toISOString() ?? null,
        calendly_event_uri: invitee.scheduled_event?.uri ?? null,
      };
      // One meet_booked per prospect and paused campaign (one without a campaign when none ran).
      for (const r of rows.length ? rows : [{ workflowId: null, credentialId: null }]) {
        const logged = await logWorkflowEvent(tx, {
          spaceId: conn.spaceId,
          credentialId: r.credentialId,
          workflowId: r.workflowId,
          prospectId: p.id,
          type: 'meet_booked',
          data,
          createdAt: now,
        });
        await emitWebhookEvent(tx, {
          spaceId: conn.spaceId,
          type: 'meet_booked',
          key: `workflow_event:${logged}`,
          data: {
            prospect_id: p.id,
            workflow_id: r.workflowId,
            credentials_id: r.credentialId,
            ...data,
          },
          at: now,
        });
      }
      const who = `${p.firstName ?? ''} ${p.lastName ?? ''}`.trim() || invitee.name || email;
      await openMeetingTask(tx, {
        spaceId: conn.spaceId,
        name: `Meeting booked with ${who}`.slice(0, 250),
        info: `${invitee.scheduled_event?.name ?? 'Calendly meeting'} (Calendly: ${invitee.uri}:invitee.created)`,
        prospectId: p.id,
        dueDate: start,
        priority: PRIORITIES.high,
        assigneeId: conn.userId,
        createdBy: conn.userId,
        at: now,
      });
    }
    return { handled: true, prospects: matched.length, paused };
  });
}
