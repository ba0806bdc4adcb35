import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { forgetUserChoices, storage, STORAGE_KEYS } from '../../../lib/storage';
import { disconnectRealtime } from '../../../lib/realtime';

export const logout = () => api.get<null>('/auth/logout', { withoutSpace: true, noRedirect: true });

/** Revokes the token on the server, then forgets it here and starts over at sign-in. */
export const useLogout = () =>
  useMutation({
    mutationFn: () => logout().catch(() => null),
    onSettled: () => {
      storage.remove(STORAGE_KEYS.token);
      forgetUserChoices();
      disconnectRealtime();
      window.location.assign('/auth/sign-in');
    },
  });
