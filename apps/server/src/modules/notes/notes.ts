import { CODES } from '@leadloop/domain';
import type { ProspectNote } from '@leadloop/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { prospectNotes } from '../../db/schema/index.js';
import { isUuid } from '../../lib/auth-guard.js';
import { clock } from '../../lib/clock.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { loadProspect, notesOf, type AccountScope } from '../prospects/index.js';
import { inSpace } from '../../lib/scope.js';

type NoteRow = typeof prospectNotes.$inferSelect;

/** Notes are shown with their author's name, as the prospect card shows them (prospects' notesOf). */
async function noteView(db: Db, row: NoteRow): Promise<ProspectNote> {
  const [view] = await notesOf(db, row.prospectId, row.id);
  return view!;
}

export async function listNotes(db: Db, scope: AccountScope, prospectId: string): Promise<ProspectNote[]> {
  await loadProspect(db, scope, prospectId);
  return notesOf(db, prospectId);
}

export async function createNote(db: Db, scope: AccountScope, prospectId: string, text: string) {
  await loadProspect(db, scope, prospectId);
  const now = clock.now();
  const [row] = await db
    .insert(prospectNotes)
    .values({
      spaceId: scope.spaceId,
      prospectId,
      userId: scope.userId,
      text,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return noteView(db, row!);
}

/** A note of this prospect; changing it needs authorship or the admin role. */
async function writableNote(
  db: Db,
  scope: AccountScope,
  prospectId: string,
  noteId: string,
): Promise<NoteRow> {
  await loadProspect(db, scope, prospectId);
  if (!isUuid(noteId)) throw notFound(CODES.noteNotFound);
  const [row] = await db
    .select()
    .from(prospectNotes)
    .where(
      and(
        eq(prospectNotes.id, noteId),
        eq(prospectNotes.prospectId, prospectId),
        inSpace(prospectNotes, scope.spaceId),
      ),
    );
  if (!row) throw notFound(CODES.noteNotFound);
  if (row.userId !== scope.userId && !scope.isAdmin) throw forbidden();
  return row;
}

export async function updateNote(
  db: Db,
  scope: AccountScope,
  prospectId: string,
  noteId: string,
  text: string,
) {
  await writableNote(db, scope, prospectId, noteId);
  const [row] = await db
    .update(prospectNotes)
    .set({ text, updatedAt: clock.now() })
    .where(eq(prospectNotes.id, noteId))
    .returning();
  return noteView(db, row!);
}

export async function deleteNote(db: Db, scope: AccountScope, prospectId: string, noteId: string) {
  await writableNote(db, scope, prospectId, noteId);
  await db.delete(prospectNotes).where(eq(prospectNotes.id, noteId));
  return { _id: noteId };
}
