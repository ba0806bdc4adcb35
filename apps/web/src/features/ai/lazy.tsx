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
const LazyPreview = lazy(() =>
  Promise.all([import('./components/ai-variable-preview'), ensureNamespaces(['ai'])]).then(([m]) => ({
    default: m.AiVariablePreview,
  })),
);
const builderAssistant = () =>
  Promise.all([import('./components/builder-assistant'), ensureNamespaces(['ai'])]).then(([m]) => m);
const LazyStepAssistant = lazy(() => builderAssistant().then((m) => ({ default: m.StepAssistant })));
const LazySequenceAssistant = lazy(() => builderAssistant().then((m) => ({ default: m.SequenceAssistant })));
const LazyPersonality = lazy(() =>
  Promise.all([import('./components/personality-button'), ensureNamespaces(['ai'])]).then(([m]) => ({
    default: m.PersonalityButton,
  })),
);

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
