import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './lib/i18n';
import { captureTracking } from './lib/storage';
import { reloadOnceForChunkError } from './lib/chunk-reload';

initI18n();
captureTracking(window.location.search);
// A CSS/JS preload that fails after a deploy: reload once (000 §2, 001 §8).
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceForChunkError()) event.preventDefault();
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
