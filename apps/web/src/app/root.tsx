import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { credentialsQueryOptions } from '../features/credentials';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { FullPageLoader } from '../components/page-state';
import { clearChunkReloadGuard } from '../lib/chunk-reload';
import { connectRealtimeWhenIdle } from '../lib/realtime';
import { isPublicPath } from '../lib/public-paths';
import { SESSION_KEYS, sessionStore, storage, STORAGE_KEYS } from '../lib/storage';
import { resolveGate, SIGN_IN_PATH } from './gating';
import { SessionError } from './session-error';
import { carryStickyParams, withStickyParams } from './sticky-params';
import { AppSessionContext, useAppSession, type AppSession } from '../features/spaces';
import { useRealtimeInvalidation } from './use-realtime-invalidation';

/** Root route: startup, gating on every navigation, scroll to top, sticky query parameters. */
export function Root() {
  const location = useLocation();
  const navigate = useNavigate();
  const spaceFromAddress = new URLSearchParams(location.search).get('space');
  const appSession = useAppSession(spaceFromAddress);
  const credentials = useQuery({
    ...credentialsQueryOptions(appSession.currentSpaceId),
    enabled: Boolean(appSession.user && appSession.currentSpaceId),
  });
  const session: AppSession = { ...appSession, credentialsCount: credentials.data?.length };
  const previousSearch = useRef(location.search);

  useEffect(() => {
    window.scrollTo(0, 0);
    clearChunkReloadGuard();
  }, [location.pathname]);

  useEffect(() => {
    const carried = carryStickyParams(previousSearch.current, location.search);
    if (carried && !location.pathname.startsWith('/auth/sign-up')) {
      navigate({ pathname: location.pathname, search: carried, hash: location.hash }, { replace: true });
      return;
    }
    previousSearch.current = location.search;
  }, [location, navigate]);

  const token = storage.get(STORAGE_KEYS.token);
  useEffect(() => {
    if (session.user && token) return connectRealtimeWhenIdle(token, session.currentSpaceId);
  }, [session.user, session.currentSpaceId, token]);
  useRealtimeInvalidation(session.currentSpaceId);

  if (session.isLoading) return <FullPageLoader />;
  if (session.error && !isPublicPath(location.pathname))
    return <SessionError error={session.error} onRetry={session.refetch} />;

  const target = resolveGate({
    pathname: location.pathname,
    search: location.search,
    user: session.user,
    spaces: session.spaces,
    workspace: session.workspace,
    credentialsCount: session.credentialsCount,
    skippedEmailConfirmation: storage.getFlag(STORAGE_KEYS.skippedEmailConfirmation),
    skippedOnboarding: storage.getFlag(STORAGE_KEYS.skippedOnboarding),
  });
  if (target && target !== location.pathname) {
    if (target === SIGN_IN_PATH && !location.pathname.startsWith('/auth')) {
      sessionStore.set(SESSION_KEYS.returnTo, `${location.pathname}${location.search}`);
    }
    return <Navigate to={withStickyParams(target, target === SIGN_IN_PATH ? '' : location.search)} replace />;
  }

  return (
    <AppSessionContext.Provider value={session}>
      <Outlet />
    </AppSessionContext.Provider>
  );
}
