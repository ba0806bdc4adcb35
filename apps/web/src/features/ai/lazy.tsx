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
