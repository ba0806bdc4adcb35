import './lib/zod-jitless';
import './app/boot';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { afterFirstScreen } from './lib/after-first-screen';
import {
  ensureNamespaces,
  initI18n,
  loadMessageRuntime,
  PREFETCHED_NAMESPACES,
  SHELL_NAMESPACES,
} from './lib/i18n';
import { isChunkLoadError, reloadOnceForChunkError } from './lib/chunk-reload';

// A CSS/JS preload that fails after a deploy: reload once (000 §2, 001 §8).
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForChunkError()) event.preventDefault();
});

const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// The interface language loads first (its own chunk); if that chunk is gone after a deploy, reload once.
initI18n(undefined, SHELL_NAMESPACES, 'first')
  .catch((error: unknown) => {
    if (isChunkLoadError(error) && reloadOnceForChunkError()) throw error;
    console.error(error);
  })
  .then(render, () => undefined)
  // the other screens' words (not the admin console's) and the message catalogue, once the first screen is up
  .then(() => afterFirstScreen())
  .then(() => Promise.all([ensureNamespaces(PREFETCHED_NAMESPACES), loadMessageRuntime()]))
  .catch(console.error);
