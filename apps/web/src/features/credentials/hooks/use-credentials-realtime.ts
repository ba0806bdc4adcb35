import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onRealtime } from '../../../lib/realtime';
import { credentialKeys } from '../api/keys';

/** update_credentials, authorization and set_proxy pushes refresh the accounts (000 §4). */
export function useCredentialsRealtime(spaceId: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => queryClient.invalidateQueries({ queryKey: credentialKeys.all(spaceId) });
    const offs = [
      onRealtime('update_credentials', refresh),
      onRealtime('authorization', refresh),
      onRealtime('set_proxy', refresh),
    ];
    return () => offs.forEach((off) => off());
  }, [queryClient, spaceId]);
}
