import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tasks } from '../../db/schema/index.js';
import { inSpace } from '../../lib/scope.js';

/**
 * The tasks area's transitions for a meeting booked elsewhere (Calendly): the tasks area owns `tasks`
 * (db/schema/owners.json). `marker` is the booking's key, kept in the task's info to find it again.
 */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Writer = Db | Tx;

/** Opens the meeting task for a booking. */
export async function openMeetingTask(
  db: Writer,
  task: Pick<
    typeof tasks.$inferInsert,
    'spaceId' | 'name' | 'info' | 'prospectId' | 'dueDate' | 'priority' | 'assigneeId' | 'createdBy'
  > & { at: Date },
): Promise<void> {
  const { at, ...values } = task;
  await db.insert(tasks).values({ ...values, type: 'meeting', createdAt: at, updatedAt: at });
}

/** Cancels the open tasks of a booking that was canceled. */
export async function cancelMeetingTasks(
  db: Writer,
  args: { spaceId: string; marker: string; at: Date },
): Promise<void> {
  await db
    .update(tasks)
    .set({ status: 'canceled', updatedAt: args.at })
    .where(
      and(
        inSpace(tasks, args.spaceId),
        eq(tasks.status, 'open'),
        sql`${tasks.info} like ${`%${args.marker}%`}`,
      ),
    );
}
