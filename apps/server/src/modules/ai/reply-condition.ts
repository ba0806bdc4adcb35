import { and, desc, eq, gte } from 'drizzle-orm';
import type { AiLabel } from '@leadloop/domain';
import { REPLY_LABEL_WAIT_DAYS } from '@leadloop/domain/campaigns/condition-kinds';
import { aiReplyLabels } from '../../db/schema/index.js';
import { inSpace } from '../../lib/scope.js';
import type { ConditionEvaluator } from '../engine/index.js';

const DAY_MS = 24 * 3_600_000;

/**
 * The smart-sequence question "reply labelled …" (issue 36): yes when the prospect's latest reply since they
 * entered the campaign carries the node's AI label (a user's correction counts), no for another label; while
 * no labelled reply is there it waits, and answers no once the node's days (3 unless set) have passed.
 */
export const replyLabelledCondition: ConditionEvaluator = {
  kind: 'reply_labelled',
  async evaluate({ tx, node, cp, prospect, enteredAt, now }) {
    const condition = node.condition as { label?: AiLabel; days?: number } | undefined;
    const [latest] = await tx
      .select({ ai: aiReplyLabels.aiLabel, corrected: aiReplyLabels.correctedLabel })
      .from(aiReplyLabels)
      .where(
        and(
          inSpace(aiReplyLabels, cp.spaceId),
          eq(aiReplyLabels.prospectId, prospect.id),
          gte(aiReplyLabels.createdAt, cp.createdAt),
        ),
      )
      .orderBy(desc(aiReplyLabels.createdAt))
      .limit(1);
    if (latest) return (latest.corrected ?? latest.ai) === condition?.label ? 'yes' : 'no';
    const deadline = enteredAt.getTime() + (condition?.days ?? REPLY_LABEL_WAIT_DAYS) * DAY_MS;
    return now.getTime() >= deadline ? 'no' : 'wait';
  },
};
