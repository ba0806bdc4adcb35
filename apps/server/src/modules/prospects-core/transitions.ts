import { and, eq, sql } from 'drizzle-orm';
import type { Relation } from '@leadloop/domain';
import type { Db } from '../../db/client.js';
import { prospects } from '../../db/schema/index.js';
import { inSpace } from '../../lib/scope.js';

/**
 * Named changes of a prospect that other areas make (a reply, an AI label, enrichment, a deleted label):
 * prospects-core owns `prospects` (db/schema/owners.json), the lowest area every other one may call.
 */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Writer = Db | Tx;
type ProspectRow = typeof prospects.$inferSelect;

/** A reply came: the prospect is marked replied (and 'got reply' unless it already has a relation). */
export async function markProspectReplied(
  db: Writer,
  args: { spaceId: string; prospectId: string; at: Date },
): Promise<void> {
  await db
    .update(prospects)
    .set({
      lastRepliedAt: args.at,
      relation: sql`coalesce(${prospects.relation}, 'gotReply')`,
      updatedAt: args.at,
    })
    .where(and(eq(prospects.id, args.prospectId), inSpace(prospects, args.spaceId)));
}

/** Issue 40: the prospect revoked consent on every channel (the consent gate reads `opted_out_at`). */
export async function markProspectOptedOut(
  db: Writer,
  args: { spaceId: string; prospectId: string; at: Date; reason: string },
): Promise<void> {
  await db
    .update(prospects)
    .set({ optedOutAt: args.at, optedOutReason: args.reason, updatedAt: args.at })
    .where(and(eq(prospects.id, args.prospectId), inSpace(prospects, args.spaceId)));
}

/** An auto-label rule fired: adds its workspace label (once) and sets its relation. */
export async function applyLabelRule(
  db: Writer,
  args: { spaceId: string; prospectId: string; labelId: string | null; relation: Relation | null; at: Date },
): Promise<void> {
  await db
    .update(prospects)
    .set({
      updatedAt: args.at,
      ...(args.relation ? { relation: args.relation } : {}),
      ...(args.labelId
        ? {
            labels: sql`case when ${args.labelId}::uuid = any(${prospects.labels}) then ${prospects.labels} else array_append(${prospects.labels}, ${args.labelId}::uuid) end`,
          }
        : {}),
    })
    .where(and(eq(prospects.id, args.prospectId), inSpace(prospects, args.spaceId)));
}

/** Enrichment found a phone number (and no usable email). */
export async function saveFoundPhone(db: Writer, prospectId: string, phone: string | null, at: Date) {
  await db.update(prospects).set({ phone, updatedAt: at }).where(eq(prospects.id, prospectId));
}

/** Enrichment found a verified email: stored, searchable, with the phone found beside it. */
export async function saveFoundEmail(
  db: Writer,
  p: Pick<ProspectRow, 'id' | 'searchText'>,
  found: { email: string; phone: string | null; at: Date },
): Promise<ProspectRow> {
  const [row] = await db
    .update(prospects)
    .set({
      enrichedEmail: found.email,
      phone: found.phone,
      searchText: `${p.searchText} ${found.email}`.slice(0, 2000),
      updatedAt: found.at,
    })
    .where(eq(prospects.id, p.id))
    .returning();
  return row!;
}

/** A workspace label was deleted: it comes off every prospect of the workspace. Returns those prospects. */
export async function removeLabelFromProspects(
  db: Writer,
  spaceId: string,
  labelId: string,
): Promise<string[]> {
  const rows = await db
    .update(prospects)
    .set({ labels: sql`array_remove(${prospects.labels}, ${labelId}::uuid)` })
    .where(and(inSpace(prospects, spaceId), sql`${prospects.labels} @> array[${labelId}::uuid]`))
    .returning({ id: prospects.id });
  return rows.map((r) => r.id);
}
