import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { forgetUserChoices, SESSION_KEYS, sessionStore } from '../../../lib/storage';

/**
 * After the token changed (sign-in, sign-up, third-party login): forget everything loaded with the
 * old token and go where the user was heading; the root gate takes it from there.
 */
export function useStartSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (fallback = '/') => {
    const returnTo = sessionStore.get(SESSION_KEYS.returnTo);
    sessionStore.remove(SESSION_KEYS.returnTo);
    forgetUserChoices();
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'brand' });
    navigate(returnTo && returnTo.startsWith('/') ? returnTo : fallback, { replace: true });
  };
}
