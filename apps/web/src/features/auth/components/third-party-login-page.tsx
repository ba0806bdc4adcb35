import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { PageState } from '../../../components/page-state';
import { storage, STORAGE_KEYS } from '../../../lib/storage';
import { useStartSession } from '../hooks/use-start-session';

/** /auth/integration/third-party-login?token=…: a partner hands over a session token. */
export function ThirdPartyLoginPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const startSession = useStartSession();

  useEffect(() => {
    if (!token) return;
    storage.set(STORAGE_KEYS.token, token);
    startSession();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- run once for the token in the link
  }, [token]);

  if (!token) return <Navigate to="/auth/sign-in" replace />;
  return <PageState kind="loading" />;
}
