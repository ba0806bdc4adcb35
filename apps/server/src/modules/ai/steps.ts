import type { RegisterSteps } from '../engine/index.js';
import { aiCommentHandler } from './comment-step.js';
import { createAiCommenter } from './comment.js';
import { replyLabelledCondition } from './reply-condition.js';

/**
 * The campaign steps this area owns: ai_comment (its handler asks this area for the comment), and the
 * condition "reply labelled …" (its answer reads this area's reply labels).
 */
export const registerAiSteps: RegisterSteps = (registry, ctx) => {
  registry.register(aiCommentHandler(createAiCommenter(() => ctx)));
  registry.registerCondition(replyLabelledCondition);
};
