import { lazy, Suspense, type ComponentProps } from 'react';
import { ensureNamespaces } from '../../lib/i18n';

// The AI pieces other screens show, each loaded (with its words) only when it is rendered.
const LazyBadge = lazy(() =>
  Promise.all([import('./components/ai-label-badge'), ensureNamespaces(['ai'])]).then(([m]) => ({
    default: m.AiLabelBadge,
  })),
);
const LazyAssistant = lazy(() =>
  Promise.all([import('./components/assistant-menu'), ensureNamespaces(['ai'])]).then(([m]) => ({
    default: m.AssistantMenu,
  })),
);
// The builder's and the prospect card's AI tools: one chunk, loaded with the ai words at first use.
const tools = () =>
  Promise.all([import('./components/builder-tools'), ensureNamespaces(['ai'])]).then(([m]) => m);
const LazyPreview = lazy(() => tools().then((m) => ({ default: m.AiVariablePreview })));
const LazyStepAssistant = lazy(() => tools().then((m) => ({ default: m.StepAssistant })));
const LazySequenceAssistant = lazy(() => tools().then((m) => ({ default: m.SequenceAssistant })));
const LazyPersonality = lazy(() => tools().then((m) => ({ default: m.PersonalityButton })));
const LazyCommentHint = lazy(() => tools().then((m) => ({ default: m.AiCommentHint })));

export const AiLabel = (props: ComponentProps<typeof LazyBadge>) => (
  <Suspense fallback={null}>
    <LazyBadge {...props} />
  </Suspense>
);

export const AiAssistant = (props: ComponentProps<typeof LazyAssistant>) => (
  <Suspense fallback={null}>
    <LazyAssistant {...props} />
  </Suspense>
);

/** The builder's preview of a step's `{ai:…}` texts for a sample prospect (Regenerate, Approve). */
export const AiVariablePreview = (props: ComponentProps<typeof LazyPreview>) => (
  <Suspense fallback={null}>
    <LazyPreview {...props} />
  </Suspense>
);

/** The builder assistant on a step's text (write from a goal, improve). */
export const AiStepAssistant = (props: ComponentProps<typeof LazyStepAssistant>) => (
  <Suspense fallback={null}>
    <LazyStepAssistant {...props} />
  </Suspense>
);

/** The builder assistant for a whole sequence from a goal. */
export const AiSequenceAssistant = (props: ComponentProps<typeof LazySequenceAssistant>) => (
  <Suspense fallback={null}>
    <LazySequenceAssistant {...props} />
  </Suspense>
);

/** A prospect's personality type (ai_powered_personality_type), on request. */
export const AiPersonality = (props: ComponentProps<typeof LazyPersonality>) => (
  <Suspense fallback={null}>
    <LazyPersonality {...props} />
  </Suspense>
);

/** What the ai_comment step does, in the step editor. */
export const AiCommentHint = () => (
  <Suspense fallback={null}>
    <LazyCommentHint />
  </Suspense>
);
