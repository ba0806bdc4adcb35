import type { RouteObject } from 'react-router';
import { lazyPage as page } from '../../lib/lazy-page';

export const aiKnowledgeRoutes: RouteObject[] = [
  { path: 'ai-knowledge/*', lazy: page(() => import('./pages/ai-knowledge-page'), 'AiKnowledgePage') },
];
