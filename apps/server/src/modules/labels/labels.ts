import { and, asc, eq, or } from 'drizzle-orm';
import { CODES, labelTextColor, type Label, type LabelBody, type LabelType } from '@leadloop/domain';
import type { Db } from '../../db/client.js';
import { labels, spaceMembers, users } from '../../db/schema/index.js';
import { isUuid } from '../../lib/auth-guard.js';
import { clock } from '../../lib/clock.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { inSpace } from '../../lib/scope.js';
import { removeLabelFromProspects } from '../prospects-core/index.js';
import { emitWebhookEvents } from '../webhooks/index.js';

export type LabelRow = typeof labels.$inferSelect;
interface Actor {
  spaceId: string;
  userId: string;
  isAdmin: boolean;
}

export function toLabelView(row: LabelRow): Label {
  return {
    _id: row.id,
    name: row.name,
    color: row.color,
    text_color: labelTextColor(row.color),
    type: row.type,
    is_shared: row.isShared,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
  };
}

/** Labels the actor sees: shared ones of the workspace and their own. */
const visible = (actor: Actor) =>
  and(inSpace(labels, actor.spaceId), or(eq(labels.isShared, true), eq(labels.createdBy, actor.userId)));

export async function listLabels(db: Db, actor: Actor, type?: LabelType) {
  const rows = await db
    .select()
    .from(labels)
    .where(and(visible(actor), type ? eq(labels.type, type) : undefined))
    .orderBy(asc(labels.name), asc(labels.id));
  return rows.map(toLabelView);
}

export async function createLabel(db: Db, actor: Actor, body: LabelBody) {
  const [row] = await db
    .insert(labels)
    .values({
      spaceId: actor.spaceId,
      createdBy: actor.userId,
      name: body.name,
      color: body.color,
      type: body.type,
      isShared: body.is_shared,
    })
    .returning();
  return toLabelView(row!);
}

/** A label the actor may see; editing also needs authorship or the admin role. */
export async function findLabel(db: Db, actor: Actor, id: string, forWrite = false): Promise<LabelRow> {
  if (!isUuid(id)) throw notFound(CODES.labelNotFound);
  const [row] = await db
    .select()
    .from(labels)
    .where(and(eq(labels.id, id), visible(actor)));
  if (!row) throw notFound(CODES.labelNotFound);
  if (forWrite && row.createdBy !== actor.userId && !actor.isAdmin) throw forbidden();
  return row;
}

export async function updateLabel(db: Db, actor: Actor, id: string, body: Partial<LabelBody>) {
  await findLabel(db, actor, id, true);
  const [row] = await db
    .update(labels)
    .set({
      ...(body.name !== undefined && { name: body.name }),
      ...(body.color !== undefined && { color: body.color }),
      ...(body.type !== undefined && { type: body.type }),
      ...(body.is_shared !== undefined && { isShared: body.is_shared }),
      updatedAt: clock.now(),
    })
    .where(eq(labels.id, id))
    .returning();
  return toLabelView(row!);
}

/** Deletes the label and takes it off every prospect of the workspace. */
export async function deleteLabel(db: Db, actor: Actor, id: string) {
  await findLabel(db, actor, id, true);
  await db.transaction(async (tx) => {
    const had = await removeLabelFromProspects(tx, actor.spaceId, id);
    // Each prospect that loses it is a delete_label event, as when the label is taken off by hand.
    const at = clock.now();
    await emitWebhookEvents(
      tx,
      had.map((prospectId) => ({
        spaceId: actor.spaceId,
        type: 'delete_label' as const,
        key: `delete_label:${prospectId}:${id}:${at.getTime()}`,
        data: { prospect_id: prospectId, label_id: id },
        at,
      })),
    );
    await tx.delete(labels).where(eq(labels.id, id));
  });
  return { _id: id };
}

/** GET /workers/fetch: the workspace's members, for assignment. */
export async function listWorkers(db: Db, spaceId: string) {
  const rows = await db
    .select({ user: users, member: spaceMembers })
    .from(spaceMembers)
    .innerJoin(users, eq(users.id, spaceMembers.userId))
    .where(inSpace(spaceMembers, spaceId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map(({ user, member }) => ({
    _id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    full_name: [user.firstName, user.lastName].filter(Boolean).join(' '),
    avatar: user.avatar,
    is_admin: member.isAdmin,
    available_credentials: member.availableCredentials,
  }));
}
