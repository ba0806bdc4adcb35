import type { RouteObject } from 'react-router';
import { lazyPage as page } from '../../lib/lazy-page';

const labels = () => import('./pages/labels-page');

/** 000 §2 workspace preferences: labels/{id} (list), labels/{id}/create-new, labels/{id}/edit/{labelId}. */
export const labelsRoutes: RouteObject[] = [
  { path: 'preferences/workspace/labels/:id', lazy: page(labels, 'LabelsPage') },
  { path: 'preferences/workspace/labels/:id/create-new', lazy: page(labels, 'CreateLabelPage') },
  { path: 'preferences/workspace/labels/:id/edit/:labelId', lazy: page(labels, 'EditLabelPage') },
];
