import type { RegisterJobs } from '../../lib/job-registry.js';
import { mailboxFor } from '../../providers/mailbox/index.js';
import { draftPendingReplies } from './draft.js';
import { sendDueDrafts } from './send.js';

/**
 * `ai-knowledge.draft` (every 5 s): prospects' replies on supervised accounts drafted or escalated.
 * `ai-knowledge.send` (every 5 s): drafts whose undo window ended, or approved, sent exactly once.
 */
export const registerAiKnowledgeJobs: RegisterJobs = (registry, ctx) => {
  registry.periodic('ai-knowledge.draft', 5, async () => {
    while ((await draftPendingReplies(ctx)) > 0) {
      // keep going while there is a backlog
    }
  });
  registry.periodic('ai-knowledge.send', 5, async () => {
    await sendDueDrafts({ db: ctx.db, network: ctx.network, mailbox: mailboxFor(ctx) });
  });
};
