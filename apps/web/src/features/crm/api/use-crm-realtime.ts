import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { coalesce } from '../../../lib/coalesce';
import { getCurrentSpace } from '../../../lib/current-space';
import { onRealtime, REALTIME_REFRESH_MS } from '../../../lib/realtime';
import { crmKeys } from './crm';

/**
 * crm_updated pushes (a deal added, moved or handed over by someone else) read the board again, so new deals
 * join their stage and a deal given to another owner leaves a filtered view (000 §4).
 */
export function useCrmRealtime() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = coalesce(
      () => void queryClient.invalidateQueries({ queryKey: crmKeys.all(getCurrentSpace()) }),
      REALTIME_REFRESH_MS,
    );
    const off = onRealtime('crm_updated', refresh.call);
    return () => {
      off();
      refresh.cancel();
    };
  }, [queryClient]);
}
