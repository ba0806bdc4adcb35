import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tasks } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { inSpace } from '../../lib/scope.js';

/**
 * The tasks area's transitions for an AI Employee's draft waiting for a person (issue 38: manual mode's
 * review queue, and escalations): the tasks area owns `tasks` (db/schema/owners.json).
 */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function openReviewTask(
  db: Db | Tx,
  task: Pick<
    typeof tasks.$inferInsert,
    'spaceId' | 'name' | 'info' | 'prospectId' | 'credentialId' | 'dueDate' | 'priority' | 'assigneeId'
  >,
): Promise<string> {
  const now = clock.now();
  const [row] = await db
    .insert(tasks)
    .values({ ...task, type: 'message', createdAt: now, updatedAt: now })
    .returning({ id: tasks.id });
  return row!.id;
}

/** Closes a review task once its draft is decided (approved: completed; rejected or withdrawn: canceled). */
export async function closeReviewTask(
  db: Db | Tx,
  args: { spaceId: string; taskId: string; status: 'completed' | 'canceled' },
): Promise<void> {
  const now = clock.now();
  await db
    .update(tasks)
    .set({ status: args.status, completedAt: args.status === 'completed' ? now : null, updatedAt: now })
    .where(and(inSpace(tasks, args.spaceId), eq(tasks.id, args.taskId), eq(tasks.status, 'open')));
}
