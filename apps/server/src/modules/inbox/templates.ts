import type { SavedReply } from '@leadloop/domain';
import { and, asc, eq, or } from 'drizzle-orm';
import { z } from 'zod';
import {
  EMAIL_SUBJECT_MAX,
  MESSAGE_MAX,
  templateNameSchema,
  validateTemplate,
  CODES,
} from '@leadloop/domain';
import type { Db } from '../../db/client.js';
import { templates } from '../../db/schema/index.js';
import { isUuid } from '../../lib/auth-guard.js';
import { clock } from '../../lib/clock.js';
import { forbidden, notFound } from '../../lib/errors.js';
import type { AccountScope } from '../prospects/index.js';
import { inSpace } from '../../lib/scope.js';

const templateText = z
  .string()
  .trim()
  .min(1)
  .max(MESSAGE_MAX)
  .superRefine((v, ctx) => {
    const r = validateTemplate(v);
    if (r !== true) ctx.addIssue({ code: 'custom', message: r });
  });
export const templateBodySchema = z.strictObject({
  name: templateNameSchema,
  text: templateText,
  subject: z.string().trim().max(EMAIL_SUBJECT_MAX).nullable().optional(),
});
export const templateUpdateSchema = templateBodySchema.partial();

type Row = typeof templates.$inferSelect;
const toView = (t: Row): SavedReply => ({
  _id: t.id,
  type: t.type,
  name: t.name,
  subject: t.subject,
  text: t.text,
  created_by: t.createdBy,
  created_at: t.createdAt.toISOString(),
  updated_at: t.updatedAt.toISOString(),
});

/**
 * Saved replies: the message-library templates of type message the member sees (shared with the
 * workspace, or their own); one written here is shared, as saved replies always were.
 */
export async function listSavedReplies(db: Db, scope: AccountScope) {
  const rows = await db
    .select()
    .from(templates)
    .where(
      and(
        inSpace(templates, scope.spaceId),
        eq(templates.type, 'message'),
        or(eq(templates.isShared, true), eq(templates.createdBy, scope.userId)),
      ),
    )
    .orderBy(asc(templates.name), asc(templates.id));
  return rows.map(toView);
}

export async function createSavedReply(
  db: Db,
  scope: AccountScope,
  body: z.infer<typeof templateBodySchema>,
) {
  const [row] = await db
    .insert(templates)
    .values({
      spaceId: scope.spaceId,
      createdBy: scope.userId,
      type: 'message',
      name: body.name,
      text: body.text,
      subject: body.subject ?? null,
      isShared: true,
    })
    .returning();
  return toView(row!);
}

async function writable(db: Db, scope: AccountScope, id: string): Promise<Row> {
  if (!isUuid(id)) throw notFound(CODES.templateNotFound);
  const [row] = await db
    .select()
    .from(templates)
    .where(
      and(
        eq(templates.id, id),
        inSpace(templates, scope.spaceId),
        eq(templates.type, 'message'),
        or(eq(templates.isShared, true), eq(templates.createdBy, scope.userId)),
      ),
    );
  if (!row) throw notFound(CODES.templateNotFound);
  if (row.createdBy !== scope.userId && !scope.isAdmin) throw forbidden();
  return row;
}

export async function updateSavedReply(
  db: Db,
  scope: AccountScope,
  id: string,
  body: z.infer<typeof templateUpdateSchema>,
) {
  await writable(db, scope, id);
  const [row] = await db
    .update(templates)
    .set({
      ...(body.name !== undefined && { name: body.name }),
      ...(body.text !== undefined && { text: body.text }),
      ...(body.subject !== undefined && { subject: body.subject }),
      updatedAt: clock.now(),
    })
    .where(eq(templates.id, id))
    .returning();
  return toView(row!);
}

export async function deleteSavedReply(db: Db, scope: AccountScope, id: string) {
  await writable(db, scope, id);
  await db.delete(templates).where(eq(templates.id, id));
  return { _id: id };
}
