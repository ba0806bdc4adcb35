import { lazy } from 'react';
import { ensureNamespaces } from '../../../lib/i18n';

/** The videos tab of /templates: its own chunk, loaded with its words when the tab opens. */
export const VideoLibrary = lazy(() =>
  Promise.all([import('./video-library'), ensureNamespaces(['videos'])]).then(([m]) => ({
    default: m.VideoLibrary,
  })),
);

/** The constructor (/templates/videos/constructor/{videoId?}), shown by the templates screen's route. */
export const VideoConstructor = lazy(() =>
  Promise.all([import('../pages/constructor-page'), ensureNamespaces(['videos'])]).then(([m]) => ({
    default: m.VideoConstructorPage,
  })),
);

/** The step editor's "Insert a video" (campaigns): its own chunk, with the videos' words. */
export const VideoPicker = lazy(() =>
  Promise.all([import('./video-picker'), ensureNamespaces(['videos'])]).then(([m]) => ({
    default: m.VideoPicker,
  })),
);
