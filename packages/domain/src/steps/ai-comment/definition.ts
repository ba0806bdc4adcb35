import { defineStep } from '../define.js';

export const aiCommentStep = defineStep({
  type: 'ai_comment',
  label: 'AI comment',
  order: 160,
  runs: 'act',
  feature: 'ai_powered_comments',
});
