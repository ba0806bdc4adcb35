import { Navigate, type RouteObject } from 'react-router';
import { lazyPage as page } from '../../lib/lazy-page';

/** /auth/* screens (rendered inside the app's auth layout). */
export const authRoutes: RouteObject[] = [
  {
    path: 'auth',
    children: [
      { index: true, element: <Navigate to="/auth/sign-in" replace /> },
      { path: 'sign-in', lazy: page(() => import('./components/sign-in-page'), 'SignInPage') },
      { path: 'sign-up', lazy: page(() => import('./components/sign-up-page'), 'SignUpPage') },
      {
        path: 'forgot-password',
        lazy: page(() => import('./components/forgot-password-page'), 'ForgotPasswordPage'),
      },
      {
        path: 'restore-password',
        lazy: page(() => import('./components/restore-password-page'), 'RestorePasswordPage'),
      },
      {
        path: 'activate-email',
        lazy: page(() => import('./components/activate-email-page'), 'ActivateEmailPage'),
      },
      {
        path: 'integration/third-party-login',
        lazy: page(() => import('./components/third-party-login-page'), 'ThirdPartyLoginPage'),
      },
      { path: 'sso/:step', lazy: page(() => import('./components/sso-page'), 'SsoPage') },
      { path: '*', element: <Navigate to="/auth/sign-in" replace /> },
    ],
  },
  { path: 'oauth', lazy: page(() => import('./components/oauth-page'), 'OauthPage') },
];

/** /error (plain layout). */
export const errorRoutes: RouteObject[] = [
  { path: 'error', lazy: page(() => import('./components/error-page'), 'ErrorPage') },
];
