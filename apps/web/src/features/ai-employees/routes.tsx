import type { RouteObject } from 'react-router';
import { lazyPage as page } from '../../lib/lazy-page';
import { redirectRoute } from '../../lib/redirect-route';

const ns = ['ai-employees'];

export const aiEmployeesRoutes: RouteObject[] = [
  { path: 'ai-employees', lazy: page(() => import('./pages/ai-employees-page'), 'AiEmployeesPage', ns) },
  { path: 'ai-employees/magic', lazy: page(() => import('./pages/magic-page'), 'MagicPage', ns) },
  redirectRoute('ai-employees/*', '/ai-employees'),
  // 000 §2 /preferences/workspace/ai-employees/ (feature ai_employee_messages): the same list
  redirectRoute('preferences/workspace/ai-employees/*', '/ai-employees'),
  // 000 §2: the onboarding's base path goes to its intro
  redirectRoute('onboarding/ai-employee', '/onboarding/ai-employee/intro'),
  {
    path: 'onboarding/ai-employee/:step',
    lazy: page(() => import('./pages/onboarding-page'), 'AiEmployeeOnboardingPage', ns),
  },
  redirectRoute('onboarding/*', '/onboarding/ai-employee/intro'),
];
