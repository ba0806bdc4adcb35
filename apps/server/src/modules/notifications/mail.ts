import { and, asc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { notificationPreferences, notifications, users } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import type { AppContext } from '../../lib/context.js';
import type { RegisterJobs } from '../../lib/job-registry.js';
import type { MailMessage } from '../../providers/mail/index.js';
import type { NotificationRow } from './view.js';
import { mailBrandOf } from '../brand/index.js';

const DAY_MS = 24 * 3600_000;
const BATCH = 200;

const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Where a notification's action leads, as an address a mail reader can open. */
function linkOf(publicUrl: string, row: NotificationRow): string {
  const meta = row.action?.meta ?? {};
  if (row.action?.type === 'link' && typeof meta.url === 'string') return meta.url;
  if (row.action?.type === 'router' && typeof meta.path === 'string') return `${publicUrl}${meta.path}`;
  return `${publicUrl}/campaigns`;
}

function compose(kind: string, to: string, subject: string, rows: NotificationRow[], publicUrl: string) {
  const text = rows.map((r) => `${r.title}\n${r.text}\n${linkOf(publicUrl, r)}`).join('\n\n');
  const html = rows
    .map(
      (r) =>
        `<p><strong>${escapeHtml(r.title)}</strong><br>${escapeHtml(r.text)}<br>` +
        `<a href="${escapeHtml(linkOf(publicUrl, r))}">${escapeHtml(r.actionButton ?? 'Open')}</a></p>`,
    )
    .join('');
  const message: MailMessage = {
    kind,
    to,
    subject,
    text,
    html,
    links: rows.map((r) => linkOf(publicUrl, r)),
  };
  return message;
}

/**
 * Sends the instant emails: each pending row is claimed (pending → sent in one statement) before its
 * message goes out, so two workers never send one twice.
 */
export async function sendPendingEmails(ctx: AppContext): Promise<number> {
  const claimed = await ctx.db
    .update(notifications)
    .set({ emailStatus: 'sent' })
    .where(
      inArray(
        notifications.id,
        ctx.db
          .select({ id: notifications.id })
          .from(notifications)
          .where(eq(notifications.emailStatus, 'pending'))
          .orderBy(asc(notifications.createdAt))
          .limit(BATCH),
      ),
    )
    .returning();
  if (!claimed.length) return 0;
  const emails = await emailsOf(ctx, claimed);
  for (const row of claimed) {
    const to = emails.get(row.userId);
    if (to)
      await ctx.mailer.send(
        await branded(ctx, to.brand, (url) => compose('notification', to.email, row.title, [row], url)),
      );
  }
  return claimed.length;
}

/**
 * The daily digest: users who chose it get one message a day with what waited for it (at most once per
 * 24 hours, whatever the job's period).
 */
export async function sendDigests(ctx: AppContext): Promise<number> {
  const now = clock.now();
  const due = await ctx.db
    .selectDistinct({ userId: notifications.userId })
    .from(notifications)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, notifications.userId))
    .where(
      and(
        eq(notifications.emailStatus, 'digest'),
        or(
          isNull(notificationPreferences.lastDigestAt),
          lt(notificationPreferences.lastDigestAt, new Date(now.getTime() - DAY_MS)),
        ),
      ),
    )
    .limit(BATCH);
  let sent = 0;
  for (const { userId } of due) {
    const rows = await ctx.db
      .update(notifications)
      .set({ emailStatus: 'sent' })
      .where(and(eq(notifications.userId, userId), eq(notifications.emailStatus, 'digest')))
      .returning();
    if (!rows.length) continue;
    await ctx.db
      .insert(notificationPreferences)
      .values({ userId, lastDigestAt: now })
      .onConflictDoUpdate({ target: notificationPreferences.userId, set: { lastDigestAt: now } });
    const to = (await emailsOf(ctx, rows)).get(userId);
    if (!to) continue;
    rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    const subject = `Your daily digest: ${rows.length} notification${rows.length === 1 ? '' : 's'}`;
    await ctx.mailer.send(
      await branded(ctx, to.brand, (url) => compose('notification_digest', to.email, subject, rows, url)),
    );
    sent++;
  }
  return sent;
}

/** Each user's address and brand: a notification mail wears the user's brand (sender, layout, host name). */
async function emailsOf(
  ctx: AppContext,
  rows: NotificationRow[],
): Promise<Map<string, { email: string; brand: string }>> {
  const ids = [...new Set(rows.map((r) => r.userId))];
  const found = await ctx.db
    .select({ id: users.id, email: users.email, brand: users.brand })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(found.map((u) => [u.id, { email: u.email, brand: u.brand }]));
}

async function branded(ctx: AppContext, brandKey: string, make: (baseUrl: string) => MailMessage) {
  const { mail, baseUrl } = await mailBrandOf(ctx, brandKey);
  return { ...make(baseUrl), brand: mail };
}

/** Instant emails every 30 s; the digest is looked at hourly and goes out once a day per user. */
export const registerNotificationJobs: RegisterJobs = (registry, ctx) => {
  registry.periodic('notifications.email', 30, () => sendPendingEmails(ctx));
  registry.periodic('notifications.digest', 3600, () => sendDigests(ctx));
};
