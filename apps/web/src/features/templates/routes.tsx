import type { RouteObject } from 'react-router';
import { lazyPage as page } from '../../lib/lazy-page';
import { redirectRoute } from '../../lib/redirect-route';

/**
 * 000 §2 Templates and videos: /templates → /templates/my-templates; /templates/videos; the editor at
 * /templates/edit/{id|new} (the "edit-template" target that keeps the campaign being built, 000 §4).
 */
export const templatesRoutes: RouteObject[] = [
  redirectRoute('templates', '/templates/my-templates'),
  {
    path: 'templates/edit/:id',
    lazy: page(() => import('./pages/template-edit-page'), 'TemplateEditPage', ['templates', 'labels']),
  },
  {
    // also /templates/videos/constructor/{videoId?} (the videos area's constructor, shown by this screen)
    path: 'templates/:tab/*',
    lazy: page(() => import('./pages/templates-page'), 'TemplatesPage', ['templates', 'labels']),
  },
];
