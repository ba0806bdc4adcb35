import type { InboxDraft } from '@leadloop/domain';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { DRAFT_CHANNELS, EMAIL_SUBJECT_MAX, MESSAGE_MAX, type DraftChannel } from '@leadloop/domain';
import type { Db } from '../../db/client.js';
import { inboxDrafts } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { loadProspect, type AccountScope } from '../prospects/index.js';

export const draftBodySchema = z.strictObject({
  channel: z.enum(DRAFT_CHANNELS),
  draft: z.string().max(MESSAGE_MAX),
  subject: z.string().max(EMAIL_SUBJECT_MAX).nullable().optional(),
  last_preview: z.string().max(MESSAGE_MAX).nullable().optional(),
});
export type DraftBody = z.infer<typeof draftBodySchema>;

type DraftRow = typeof inboxDrafts.$inferSelect;
const toView = (d: DraftRow): InboxDraft => ({
  channel: d.channel,
  draft: d.draft,
  subject: d.subject,
  last_preview: d.lastPreview,
  updated_at: d.updatedAt.toISOString(),
});

/** The caller's drafts for one profile, one per channel (001 §3). */
export async function listDrafts(db: Db, scope: AccountScope, prospectId: string) {
  await loadProspect(db, scope, prospectId);
  const rows = await db
    .select()
    .from(inboxDrafts)
    .where(and(eq(inboxDrafts.userId, scope.userId), eq(inboxDrafts.prospectId, prospectId)));
  return rows.map(toView);
}

export async function saveDraft(db: Db, scope: AccountScope, prospectId: string, body: DraftBody) {
  await loadProspect(db, scope, prospectId);
  const values = {
    spaceId: scope.spaceId,
    userId: scope.userId,
    prospectId,
    channel: body.channel,
    draft: body.draft,
    subject: body.subject ?? null,
    lastPreview: body.last_preview ?? null,
    updatedAt: clock.now(),
  };
  const [row] = await db
    .insert(inboxDrafts)
    .values(values)
    .onConflictDoUpdate({
      target: [inboxDrafts.userId, inboxDrafts.prospectId, inboxDrafts.channel],
      set: values,
    })
    .returning();
  return toView(row!);
}

export async function clearDraft(db: Db, userId: string, prospectId: string, channel?: DraftChannel) {
  await db
    .delete(inboxDrafts)
    .where(
      and(
        eq(inboxDrafts.userId, userId),
        eq(inboxDrafts.prospectId, prospectId),
        channel ? eq(inboxDrafts.channel, channel) : undefined,
      ),
    );
}
