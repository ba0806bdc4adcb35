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
export function useCrmRealtime(paused: () => boolean = () => false) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = coalesce(
      () => void queryClient.invalidateQueries({ queryKey: crmKeys.all(getCurrentSpace()) }),
      REALTIME_REFRESH_MS,
    );
    // Not while a card is in the air: the board is read again once it has been dropped.
    let retry: ReturnType<typeof setTimeout> | undefined;
    const onPush = () => {
      clearTimeout(retry);
      if (paused()) retry = setTimeout(onPush, REALTIME_REFRESH_MS);
      else refresh.call();
    };
    const off = onRealtime('crm_updated', onPush);
    return () => {
      off();
      clearTimeout(retry);
      refresh.cancel();
    };
  }, [queryClient, paused]);
}
