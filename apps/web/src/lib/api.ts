import { createApiClient } from './api-client';
import { isPublicPath } from './public-paths';
import { readTracking, SESSION_KEYS, sessionStore, storage, STORAGE_KEYS } from './storage';
import { getCurrentSpace } from './current-space';
import { showUpgrade } from './upgrade-events';

export { ApiError, isApiError, type RequestOptions } from './api-client';

/** The app's API client: token from local storage, workspace from the address. */
export const api = createApiClient({
  fetch: (...args) => window.fetch(...args),
  baseUrl: '/api',
  getToken: () => storage.get(STORAGE_KEYS.token),
  setToken: (token) => (token ? storage.set(STORAGE_KEYS.token, token) : storage.remove(STORAGE_KEYS.token)),
  getSpace: getCurrentSpace,
  getTracking: readTracking,
  getPathname: () => window.location.pathname,
  isPublicPath,
  redirectToSignIn: () => {
    sessionStore.set(SESSION_KEYS.returnTo, `${window.location.pathname}${window.location.search}`);
    window.location.assign('/auth/sign-in');
  },
  onFeatureRefused: showUpgrade,
  onNetworkError: () => {
    if (!isPublicPath(window.location.pathname)) window.location.assign('/error?reason=unreachable');
  },
});
