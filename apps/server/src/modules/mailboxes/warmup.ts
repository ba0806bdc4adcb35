import { createHash } from 'node:crypto';
import { and, eq, gte, inArray, isNotNull, isNull, like, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { warmupPlanned } from '@leadloop/domain';
import type { WarmupView } from '@leadloop/domain/mailboxes/entities';
import type { AppContext } from '../../lib/context.js';
import { aiMailboxes, integrations, mailboxMessages, type AiMailboxRow } from '../../db/schema/index.js';
import { secretsFor } from '../../lib/secrets.js';
import { clock } from '../../lib/clock.js';
import type { WorkspaceScope } from '../../lib/scope.js';
import {
  guardFigures,
  newMessageId,
  recordViaAiMailboxes,
  sendViaAiMailboxOf,
  type SmtpSettings,
} from '../../providers/mailbox/index.js';
import { mailboxView, requireMailbox } from './mailbox-service.js';

const roll = (key: string) => createHash('sha256').update(key).digest().readUInt32BE(0) / 0xffffffff;

/** Day of the warm-up (1 on the day it started) and whether the schedule sends then. */
function warmupDay(m: AiMailboxRow, now: Date) {
  const w = m.warmup!;
  const local = DateTime.fromJSDate(now, { zone: w.time_zone });
  const start = DateTime.fromJSDate(m.warmupStartedAt!, { zone: w.time_zone }).startOf('day');
  const day = Math.floor(local.startOf('day').diff(start, 'days').days) + 1;
  const sendingDay = w.sending_period !== 'weekdays' || local.weekday <= 5;
  const inHours = local.hour >= w.work_start && local.hour < w.work_end;
  return { day, date: local.toISODate()!, sendingDay, inHours };
}

/**
 * One warm-up pass (job `mailboxes.warmup`, every few minutes): each warming mailbox sends what its
 * schedule plans for today so far — the ramp (`ramp_up_increment` more a day up to `per_day`), spread over
 * its working hours in its time zone — to the other warming mailboxes of the pool (this workspace's), and
 * each receiver answers `reply_rate_percent` of them. Sends are keyed per mailbox, day and number, so a
 * pass repeated or crashed never sends twice. A pass reads the keys already sent today in ONE statement and
 * only makes the missing ones; mailboxes without a mail stack record them in multi-row statements (`npm
 * run bench:warmup`: one send at a time re-tried every earlier key of the day on every pass), those with
 * one send them one by one through their transport (DKIM, the guard).
 */
export async function runWarmup(ctx: AppContext, now = clock.now()): Promise<number> {
  const rows = await ctx.db
    .select({ m: aiMailboxes, integration: integrations })
    .from(aiMailboxes)
    .innerJoin(integrations, eq(integrations.id, aiMailboxes.integrationId))
    .where(and(isNotNull(aiMailboxes.warmupStartedAt), isNull(integrations.pausedAt)));
  if (!rows.length) return 0;
  const done = await sentToday(
    ctx,
    rows.map((r) => r.integration.id),
    now,
  );
  const secrets = secretsFor(ctx);
  const settingsOf = new Map(
    rows.map((r) => [r.integration.id, secrets.decryptJson<SmtpSettings>(r.integration.settingsEnc!)]),
  );
  const pools = new Map<string, typeof rows>();
  for (const r of rows) pools.set(r.m.spaceId, [...(pools.get(r.m.spaceId) ?? []), r]);
  type Send = Parameters<typeof recordViaAiMailboxes>[1][number];
  const batch: Send[] = [];
  let sent = 0;
  for (const { m, integration } of rows) {
    const pool = pools.get(m.spaceId)!.filter((r) => r.m.id !== m.id);
    if (!pool.length || !m.warmup) continue;
    const d = warmupDay(m, now);
    if (!d.sendingDay || !d.inHours) continue;
    const planned = warmupPlanned(d.day, m.warmup, true);
    // The share of today's plan due by now: the working hours are spread evenly.
    const local = DateTime.fromJSDate(now, { zone: m.warmup.time_zone });
    const span = Math.max(1, m.warmup.work_end - m.warmup.work_start);
    const due = Math.min(planned, Math.ceil((planned * (local.hour - m.warmup.work_start + 1)) / span));
    const settings = settingsOf.get(integration.id)!;
    for (let i = 0; i < due; i++) {
      const to = pool[i % pool.length]!;
      const key = `warmup:${m.id}:${d.date}:${i}`;
      const replyKey = `warmup-reply:${key}`;
      const replies = roll(key) * 100 < (to.m.warmup?.reply_rate_percent ?? m.warmup.reply_rate_percent);
      if (done.has(key) && (!replies || done.has(replyKey))) continue;
      const mail = {
        to: to.m.email,
        subject: `Quick note ${i + 1} from ${m.senderName}`,
        text: `Hi ${to.m.senderName},\n\nJust checking in about this week. Talk soon.\n\n${m.senderName}`,
        clientKey: key,
        at: now,
      };
      const reply = (inReplyTo: string) => ({
        to: m.email,
        subject: `Re: ${mail.subject}`,
        text: `Thanks ${m.senderName}, all good here.\n\n${to.m.senderName}`,
        inReplyTo,
        clientKey: replyKey,
        at: now,
      });
      const toSettings = settingsOf.get(to.integration.id)!;
      if (settings.host || toSettings.host) {
        const first = await sendViaAiMailboxOf(ctx, integration, settings, mail);
        if (first.sentAt.getTime() === now.getTime() && !done.has(key)) sent++;
        if (replies) await sendViaAiMailboxOf(ctx, to.integration, toSettings, reply(first.messageId));
        continue;
      }
      // Recorded only: a reply threads to a message recorded in this pass or an earlier one.
      const messageId = done.get(key) ?? newMessageId(m.email);
      if (!done.has(key)) batch.push({ integration, settings, mail: { ...mail, messageId } });
      if (replies && !done.has(replyKey))
        batch.push({ integration: to.integration, settings: toSettings, mail: reply(messageId) });
    }
  }
  // Originals come before their replies in the batch; a count of new originals is what the pass sent.
  const originals = batch.filter((b) => b.mail.clientKey?.startsWith('warmup:')).length;
  await recordViaAiMailboxes(ctx.db, batch, () => clock.now());
  return sent + originals;
}

/** Warm-up keys the mailboxes recorded in the last day (today's, in any time zone), with their Message-IDs. */
async function sentToday(ctx: AppContext, integrationIds: string[], now: Date) {
  const found = await ctx.db
    .select({ key: mailboxMessages.clientKey, messageId: mailboxMessages.messageId })
    .from(mailboxMessages)
    .where(
      and(
        inArray(mailboxMessages.integrationId, integrationIds),
        gte(mailboxMessages.sentAt, new Date(now.getTime() - 86_400_000)),
        like(mailboxMessages.clientKey, 'warmup%'),
      ),
    );
  return new Map(found.map((r) => [r.key!, r.messageId]));
}

/** The warm-up page: the curve (planned vs sent vs replied per day since it started) and the mailbox's health. */
export async function warmupView(ctx: AppContext, scope: WorkspaceScope, id: string): Promise<WarmupView> {
  const row = await requireMailbox(ctx, scope, id);
  const mailbox = await mailboxView(ctx, row);
  const figures = await guardFigures(ctx.db, row.integrationId);
  const health = {
    sends: figures.sends,
    hard_bounces: figures.hardBounces,
    complaints: figures.complaints,
    bounce_rate: figures.sends ? figures.hardBounces / figures.sends : 0,
    complaint_rate: figures.complaintSends ? figures.complaints / figures.complaintSends : 0,
    status: mailbox.status,
    pause_reason: mailbox.pause_reason,
  };
  if (!row.warmup || !row.warmupStartedAt) return { mailbox, days: [], health };
  const counts = async (prefix: string) =>
    ctx.db
      .select({ key: mailboxMessages.clientKey })
      .from(mailboxMessages)
      .where(
        and(
          eq(mailboxMessages.integrationId, row.integrationId),
          like(mailboxMessages.clientKey, `${prefix}%`),
        ),
      );
  const sentKeys = (await counts(`warmup:${row.id}:`)).map((r) => r.key!);
  const replies = await ctx.db
    .select({
      n: sql<number>`count(*)::int`,
      day: sql<string>`split_part(${mailboxMessages.clientKey}, ':', 4)`,
    })
    .from(mailboxMessages)
    .where(like(mailboxMessages.clientKey, `warmup-reply:warmup:${row.id}:%`))
    .groupBy(sql`2`);
  const today = warmupDay(row, clock.now()).day;
  const start = DateTime.fromJSDate(row.warmupStartedAt, { zone: row.warmup.time_zone }).startOf('day');
  const days = Array.from({ length: Math.max(1, Math.min(today, 60)) }, (_, i) => {
    const date = start.plus({ days: i });
    const iso = date.toISODate()!;
    const sendingDay = row.warmup!.sending_period !== 'weekdays' || date.weekday <= 5;
    return {
      day: i + 1,
      date: iso,
      planned: warmupPlanned(i + 1, row.warmup!, sendingDay),
      sent: sentKeys.filter((k) => k.split(':')[2] === iso).length,
      replied: replies.find((r) => r.day === iso)?.n ?? 0,
    };
  });
  return { mailbox, days, health };
}
