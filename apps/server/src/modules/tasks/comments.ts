import type { TaskComment } from '@leadloop/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { taskComments, users } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import type { AccountScope } from '../prospects/index.js';
import { getTask } from './tasks.js';

const select = (db: Db) =>
  db
    .select({
      comment: taskComments,
      authorName: sql<string | null>`nullif(trim(concat(${users.firstName}, ' ', ${users.lastName})), '')`,
    })
    .from(taskComments)
    .leftJoin(users, eq(users.id, taskComments.userId))
    .$dynamic();

const toView = (row: Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number]): TaskComment => ({
  _id: row.comment.id,
  task: row.comment.taskId,
  text: row.comment.text,
  author: row.comment.userId,
  author_name: row.authorName ?? null,
  created: row.comment.createdAt.toISOString(),
});

/** Comments of a task the scope sees, oldest first. */
export async function listComments(db: Db, scope: AccountScope, taskId: string): Promise<TaskComment[]> {
  await getTask(db, scope, taskId);
  const rows = await select(db)
    .where(eq(taskComments.taskId, taskId))
    .orderBy(asc(taskComments.createdAt), asc(taskComments.id));
  return rows.map(toView);
}

export async function addComment(
  db: Db,
  scope: AccountScope,
  taskId: string,
  text: string,
): Promise<TaskComment> {
  await getTask(db, scope, taskId);
  const [row] = await db
    .insert(taskComments)
    .values({ spaceId: scope.spaceId, taskId, userId: scope.userId || null, text, createdAt: clock.now() })
    .returning({ id: taskComments.id });
  const [view] = await select(db).where(eq(taskComments.id, row!.id));
  return toView(view!);
}
