import type { RegisterSteps } from '../engine/index.js';
import { aiCommentHandler } from './comment-step.js';
import { createAiCommenter } from './comment.js';

/** The campaign steps this area owns: ai_comment (its handler asks this area for the comment). */
export const registerAiSteps: RegisterSteps = (registry, ctx) => {
  registry.register(aiCommentHandler(createAiCommenter(() => ctx)));
};
