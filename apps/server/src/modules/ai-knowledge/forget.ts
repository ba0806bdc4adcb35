import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { aiEmployeeDrafts, aiEmployeeSupervision, aiKnowledgePassages } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { inSpace } from '../../lib/scope.js';
import { closeReviewTask } from '../tasks/index.js';

/**
 * A deleted employee answers no more: its supervision (what makes replies reach it) and its knowledge
 * base go, and the drafts still waiting for review or in their undo window are cancelled with their
 * review tasks. Drafts already sent or being sent stay, as the record of what it did.
 */
export async function forgetEmployee(db: Db, spaceId: string, employeeId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(aiEmployeeSupervision)
      .where(and(inSpace(aiEmployeeSupervision, spaceId), eq(aiEmployeeSupervision.employeeId, employeeId)));
    await tx
      .delete(aiKnowledgePassages)
      .where(and(inSpace(aiKnowledgePassages, spaceId), eq(aiKnowledgePassages.employeeId, employeeId)));
    const cancelled = await tx
      .update(aiEmployeeDrafts)
      .set({ status: 'cancelled', sendAt: null, updatedAt: clock.now() })
      .where(
        and(
          inSpace(aiEmployeeDrafts, spaceId),
          eq(aiEmployeeDrafts.employeeId, employeeId),
          inArray(aiEmployeeDrafts.status, ['pending_review', 'escalated', 'scheduled']),
        ),
      )
      .returning({ taskId: aiEmployeeDrafts.taskId });
    for (const { taskId } of cancelled)
      if (taskId) await closeReviewTask(tx, { spaceId, taskId, status: 'canceled' });
  });
}
