// The public face of ai (issue 19): what other areas may use. Everything else in this folder is private.
export {
  AiAssistant,
  AiCommentHint,
  AiLabel,
  AiPersonality,
  AiSequenceAssistant,
  AiStepAssistant,
  AiVariablePreview,
} from './lazy';
// The screens, for the shell's lazy preferences route (app/preferences-more.tsx).
export { AutoLabelsPage, CompanyResearchPage } from './pages/ai-pages';
