import type { RouteObject } from 'react-router';

/** Screens of the preferences feature inside the shell (other preference pages come later). */
export const preferencesRoutes: RouteObject[] = [
  {
    path: 'preferences/user/language',
    lazy: async () => ({ Component: (await import('./components/language-page')).LanguagePage }),
  },
];
