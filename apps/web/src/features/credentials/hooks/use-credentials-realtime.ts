import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { coalesce } from '../../../lib/coalesce';
import { onRealtime, REALTIME_REFRESH_MS } from '../../../lib/realtime';
import { credentialKeys } from '../api/keys';

/** update_credentials, authorization and set_proxy pushes refresh the accounts (000 §4). */
export function useCredentialsRealtime(spaceId: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = coalesce(
      () => void queryClient.invalidateQueries({ queryKey: credentialKeys.all(spaceId) }),
      REALTIME_REFRESH_MS,
    );
    const offs = [
      onRealtime('update_credentials', refresh.call),
      onRealtime('authorization', refresh.call),
      onRealtime('set_proxy', refresh.call),
    ];
    return () => {
      offs.forEach((off) => off());
      refresh.cancel();
    };
  }, [queryClient, spaceId]);
}
