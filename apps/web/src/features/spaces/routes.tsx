import { Navigate, type RouteObject } from 'react-router';
import { lazyPage as page } from '../../lib/lazy-page';

/** /space/* — choosing, creating and joining a workspace (rendered in the app's auth layout). */
export const spaceRoutes: RouteObject[] = [
  {
    path: 'space',
    children: [
      { index: true, element: <Navigate to="/space/create" replace /> },
      { path: 'create', lazy: page(() => import('./components/create-space-page'), 'CreateSpacePage') },
      { path: 'join', lazy: page(() => import('./components/join-space-page'), 'JoinSpacePage') },
      {
        path: 'accept-invite',
        lazy: page(() => import('./components/accept-invite-page'), 'AcceptInvitePage'),
      },
      { path: 'use-space', lazy: page(() => import('./components/use-space-page'), 'UseSpacePage') },
      { path: 'set-space', lazy: page(() => import('./components/set-space-page'), 'SetSpacePage') },
      {
        path: 'sample/:id',
        lazy: page(() => import('./components/sample-progress-page'), 'SampleProgressPage'),
      },
      { path: '*', element: <Navigate to="/space/create" replace /> },
    ],
  },
];

/** Workspace screens inside the shell. */
export const spaceShellRoutes: RouteObject[] = [
  { path: 'workspace/add', lazy: page(() => import('./components/add-workspace-page'), 'AddWorkspacePage') },
  {
    path: 'preferences/workspace/basic/:id',
    lazy: page(() => import('./components/workspace-basic-page'), 'WorkspaceBasicPage'),
  },
  {
    path: 'preferences/workspace/users/:id',
    lazy: page(() => import('./components/workspace-users-page'), 'WorkspaceUsersPage'),
  },
  {
    path: 'preferences/workspace/appearance/:id',
    lazy: page(() => import('./components/workspace-appearance-page'), 'WorkspaceAppearancePage'),
  },
];

/** Payment state pages (plain layout). */
export const billingStateRoutes: RouteObject[] = [
  {
    path: 'payment-in-progress',
    lazy: page(() => import('./components/payment-in-progress-page'), 'PaymentInProgressPage'),
  },
  {
    path: 'billing-warning',
    lazy: page(() => import('./components/billing-warning-page'), 'BillingWarningPage'),
  },
];
