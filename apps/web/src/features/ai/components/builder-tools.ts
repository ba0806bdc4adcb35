// The AI pieces of the campaign builder and the prospect card, loaded as one chunk (one lazy import).
export { AiVariablePreview } from './ai-variable-preview';
export { SequenceAssistant, StepAssistant } from './builder-assistant';
export { PersonalityButton } from './personality-button';
export { AiCommentHint } from './ai-comment-hint';
