import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import { CODES } from '@leadloop/domain';
import type { DraftSentence, DraftView, ReviewQueue } from '@leadloop/domain/ai-knowledge/entities';
import type { Db } from '../../db/client.js';
import { aiEmployeeDrafts, prospects } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { inSpace, type WorkspaceScope } from '../../lib/scope.js';
import { closeReviewTask } from '../tasks/index.js';
import { draftText } from './ground.js';
import { sentences as splitSentences } from './text.js';

type Row = typeof aiEmployeeDrafts.$inferSelect;

const QUEUE_STATUSES = ['pending_review', 'escalated', 'scheduled'];
const QUEUE_MAX = 100;

function toView(r: Row, name: string): DraftView {
  return {
    _id: r.id,
    employee_id: r.employeeId,
    prospect: { id: r.prospectId, name },
    channel: r.channel,
    language: r.language,
    status: r.status as DraftView['status'],
    inbound_text: r.inboundText,
    text: r.text,
    sentences: r.sentences as DraftSentence[],
    removed: r.removed as string[],
    escalation_reason: r.escalationReason as DraftView['escalation_reason'],
    send_at: r.sendAt?.toISOString() ?? null,
    task_id: r.taskId,
    created_at: r.createdAt.toISOString(),
  };
}

/** The accounts' filter for a member (admins see every account of the workspace). */
const accountsOf = (scope: WorkspaceScope) =>
  scope.availableCredentials ? inArray(aiEmployeeDrafts.credentialId, scope.availableCredentials) : undefined;

/** The review queue: drafts waiting for a person, escalations, and automatic sends still in their undo window. */
export async function reviewQueue(db: Db, scope: WorkspaceScope, employeeId?: string): Promise<ReviewQueue> {
  const rows = await db
    .select({ d: aiEmployeeDrafts, first: prospects.firstName, last: prospects.lastName })
    .from(aiEmployeeDrafts)
    .innerJoin(prospects, eq(prospects.id, aiEmployeeDrafts.prospectId))
    .where(
      and(
        inSpace(aiEmployeeDrafts, scope.spaceId),
        inArray(aiEmployeeDrafts.status, QUEUE_STATUSES),
        employeeId ? eq(aiEmployeeDrafts.employeeId, employeeId) : undefined,
        accountsOf(scope),
      ),
    )
    .orderBy(desc(aiEmployeeDrafts.createdAt))
    .limit(QUEUE_MAX);
  return {
    items: rows.map((r) => toView(r.d, [r.first, r.last].filter(Boolean).join(' '))),
    now: clock.now().toISOString(),
  };
}

async function decide(
  db: Db,
  scope: WorkspaceScope,
  id: string,
  from: string[],
  set: Partial<typeof aiEmployeeDrafts.$inferInsert>,
  task: 'completed' | 'canceled',
  extra?: ReturnType<typeof gt>,
): Promise<DraftView> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(aiEmployeeDrafts)
      .set({ ...set, decidedBy: scope.userId, updatedAt: clock.now() })
      .where(
        and(
          inSpace(aiEmployeeDrafts, scope.spaceId),
          eq(aiEmployeeDrafts.id, id),
          inArray(aiEmployeeDrafts.status, from),
          accountsOf(scope),
          extra,
        ),
      )
      .returning();
    if (!row) throw notFound(CODES.notFound);
    if (row.taskId) await closeReviewTask(tx, { spaceId: scope.spaceId, taskId: row.taskId, status: task });
    return toView(row, '');
  });
}

/**
 * Approves a draft waiting for review (optionally edited): it is sent at once, exactly once, by the send
 * pass. An edited sentence that is not one of the draft's keeps no citation: it is the reviewer's own.
 * An escalated reply is answered by the person in the inbox, never approved here.
 */
export async function approveDraft(db: Db, scope: WorkspaceScope, id: string, text?: string) {
  let set: Partial<typeof aiEmployeeDrafts.$inferInsert> = { status: 'scheduled', sendAt: clock.now() };
  if (text !== undefined) {
    const [current] = await db
      .select()
      .from(aiEmployeeDrafts)
      .where(and(inSpace(aiEmployeeDrafts, scope.spaceId), eq(aiEmployeeDrafts.id, id)));
    if (!current) throw notFound(CODES.notFound);
    const known = new Map((current.sentences as DraftSentence[]).map((s) => [s.text, s]));
    const edited = text
      .split(/\n+/)
      .flatMap((line) => splitSentences(line))
      .map((s) => known.get(s) ?? { text: s, fact: false, citation: null });
    set = { ...set, sentences: edited, text: draftText(edited) };
  }
  return decide(db, scope, id, ['pending_review'], set, 'completed');
}

export const rejectDraft = (db: Db, scope: WorkspaceScope, id: string) =>
  decide(db, scope, id, ['pending_review', 'escalated'], { status: 'rejected' }, 'canceled');

/** Undo: an automatic send still inside its window is cancelled (nothing is sent). */
export const undoDraft = (db: Db, scope: WorkspaceScope, id: string) =>
  decide(
    db,
    scope,
    id,
    ['scheduled'],
    { status: 'cancelled', sendAt: null },
    'canceled',
    gt(aiEmployeeDrafts.sendAt, clock.now()),
  );
