import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { PlacementTestView } from '@leadloop/domain/mailboxes/entities';
import type { AppContext } from '../../lib/context.js';
import {
  integrations,
  mailboxMessages,
  placementTests,
  type PlacementSeedCopy,
  type PlacementTestRow,
} from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { secretsFor } from '../../lib/secrets.js';
import { inSpace, type WorkspaceScope } from '../../lib/scope.js';
import { sendViaAiMailboxOf, type SmtpSettings } from '../../providers/mailbox/index.js';
import { requireMailbox } from './mailbox-service.js';
import { authenticationFailures } from './prelaunch.js';
import { aiMailConfig } from './domains.js';
import { deliverToSeed, findAtSeed, provisionSeeds, seedsOnStack } from './seed-mail.js';

/** A seed's copy that has not arrived by then is reported missing. */
export const PLACEMENT_DEADLINE_MS = 10 * 60_000;

type Profile = 'strict' | 'standard' | 'lenient';
/** The sandbox's seed mailboxes: one per filtering profile. */
export const SEEDS: { email: string; profile: Profile }[] = [
  { email: 'strict@seeds.leadloop.test', profile: 'strict' },
  { email: 'standard@seeds.leadloop.test', profile: 'standard' },
  { email: 'lenient@seeds.leadloop.test', profile: 'lenient' },
];

const SPAMMY = [
  /\bfree\b/i,
  /\bguarantee[ds]?\b/i,
  /\bact now\b/i,
  /\bwinner\b/i,
  /\brisk[- ]free\b/i,
  /\bclick here\b/i,
  /\bcash\b/i,
  /100 ?%/,
  /\blimited time\b/i,
  /\burgent\b/i,
];

/** Content score: one per spam phrase found, one more for a shouted subject (all capitals or "!!"). */
export function spamScore(subject: string, text: string): number {
  const words = SPAMMY.filter((re) => re.test(`${subject}\n${text}`)).length;
  const letters = subject.replace(/[^A-Za-z]/g, '');
  const shouted = (letters.length >= 5 && letters === letters.toUpperCase()) || /!!/.test(subject);
  return words + (shouted ? 1 : 0);
}

/**
 * Where a seed's provider files a message, from what a receiving server checks (SPF, DKIM, DMARC by real
 * lookups, as the pre-launch check asks) and its content score:
 * - strict (Gmail's and Yahoo's bulk-sender rules): failing DMARC → rejected, never arrives; failing SPF or
 *   DKIM alone → spam; content score ≥ 2 → spam;
 * - standard: failing DMARC → spam (the domains publish p=quarantine); content score ≥ 2 → spam;
 * - lenient: failing DMARC → spam; content score ≥ 4 → spam.
 */
export function fileAt(profile: Profile, failures: string[], score: number): 'inbox' | 'spam' | null {
  const dmarc = failures.includes('DMARC');
  if (profile === 'strict') {
    if (dmarc) return null;
    return failures.length || score >= 2 ? 'spam' : 'inbox';
  }
  if (dmarc) return 'spam';
  return score >= (profile === 'standard' ? 2 : 4) ? 'spam' : 'inbox';
}

export function toPlacementView(row: PlacementTestRow, now: Date): PlacementTestView {
  const late = now >= row.deadlineAt;
  const seeds = row.seeds.map((s) => ({
    email: s.email,
    profile: s.profile,
    result: s.filed ?? (late ? ('missing' as const) : ('pending' as const)),
  }));
  const done = seeds.every((s) => s.result !== 'pending');
  return {
    _id: row.id,
    subject: row.subject,
    status: done ? 'done' : 'pending',
    created_at: row.createdAt.toISOString(),
    deadline_at: row.deadlineAt.toISOString(),
    seeds,
    inbox_rate: done ? seeds.filter((s) => s.result === 'inbox').length / seeds.length : null,
  };
}

/**
 * Sends the message from the mailbox to every seed through the path campaign mail takes (its transport,
 * DKIM-signed with the domain's key), marked as a test (not counted in limits, stats or the guard). The
 * sandbox's seed provider then files each copy by its rule (fileAt): into the row without a mail stack, into
 * the seed's IMAP INBOX or Junk folder with one (read back by the check).
 */
export async function runPlacementTest(
  ctx: AppContext,
  scope: WorkspaceScope,
  mailboxId: string,
  body: { subject: string; text: string },
): Promise<PlacementTestView> {
  const mailbox = await requireMailbox(ctx, scope, mailboxId);
  const [integration] = await ctx.db
    .select()
    .from(integrations)
    .where(eq(integrations.id, mailbox.integrationId));
  const settings = secretsFor(ctx).decryptJson<SmtpSettings>(integration!.settingsEnc!);
  const failures = await authenticationFailures(settings, mailbox.email, {
    sendingIp: aiMailConfig(ctx).sendingIp,
    dnsServers: ctx.config.tracking.dnsServers,
  });
  const score = spamScore(body.subject, body.text);
  const onStack = seedsOnStack(ctx);
  if (onStack)
    await provisionSeeds(
      ctx,
      SEEDS.map((seed) => seed.email),
    );
  const id = randomUUID();
  const now = clock.now();
  const seeds: PlacementSeedCopy[] = [];
  for (const [i, seed] of SEEDS.entries()) {
    const sent = await sendViaAiMailboxOf(ctx, integration!, settings, {
      to: seed.email,
      subject: body.subject,
      text: body.text,
      clientKey: `placement:${id}:${i}`,
      headers: { 'X-Leadloop-Test': 'placement' },
      at: now,
    });
    const filed = fileAt(seed.profile, failures, score);
    if (!onStack) seeds.push({ ...seed, messageId: sent.messageId, filed });
    else {
      seeds.push({ ...seed, messageId: sent.messageId, filed: null });
      if (filed) {
        const mail = { ...body, from: mailbox.email, settings, messageId: sent.messageId };
        await deliverToSeed(ctx, seed.email, filed, mail);
      }
    }
  }
  await ctx.db
    .update(mailboxMessages)
    .set({ isTest: true })
    .where(
      inArray(
        mailboxMessages.messageId,
        seeds.map((s) => s.messageId),
      ),
    );
  const [row] = await ctx.db
    .insert(placementTests)
    .values({
      id,
      spaceId: mailbox.spaceId,
      mailboxId: mailbox.id,
      subject: body.subject,
      seeds,
      deadlineAt: new Date(now.getTime() + PLACEMENT_DEADLINE_MS),
      createdAt: now,
    })
    .returning();
  return toPlacementView(row!, clock.now());
}

/** The mailbox's last placement tests, newest first, each read as it stands now. */
export async function listPlacementTests(ctx: AppContext, scope: WorkspaceScope, mailboxId: string) {
  const mailbox = await requireMailbox(ctx, scope, mailboxId);
  const rows = await ctx.db
    .select()
    .from(placementTests)
    .where(and(eq(placementTests.mailboxId, mailbox.id), inSpace(placementTests, scope.spaceId)))
    .orderBy(desc(placementTests.createdAt))
    .limit(10);
  const now = clock.now();
  if (seedsOnStack(ctx)) await Promise.all(rows.map((r) => readSeeds(ctx, r, now)));
  return { items: rows.map((r) => toPlacementView(r, now)) };
}

/**
 * With a mail stack: each copy not found yet is looked for in its seed's INBOX and Junk over IMAP; one still
 * absent when read after the deadline is recorded missing (and never read again).
 */
async function readSeeds(ctx: AppContext, row: PlacementTestRow, now: Date) {
  const unknown = row.seeds.filter((s) => s.filed === null);
  if (!unknown.length) return;
  const late = now >= row.deadlineAt;
  for (const seed of unknown)
    seed.filed = (await findAtSeed(ctx, seed.email, seed.messageId)) ?? (late ? 'missing' : null);
  if (unknown.some((s) => s.filed !== null))
    await ctx.db.update(placementTests).set({ seeds: row.seeds }).where(eq(placementTests.id, row.id));
}
