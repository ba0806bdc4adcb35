import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { coalesce } from '../../../lib/coalesce';
import { onRealtime, onRealtimeJoined, REALTIME_REFRESH_MS } from '../../../lib/realtime';
import { inboxKeys } from '../api/keys';

/**
 * update_unread_counter (000 §4) refreshes the counter and the list; the server's new_message push
 * (sent with it on an inbound reply) also refreshes the open conversation. After each (re)join of the
 * rooms the counter is read again, so a reply that arrived before the join is not missed.
 */
export function useInboxRealtime() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refreshCounter = coalesce(() => {
      void queryClient.invalidateQueries({ queryKey: ['inbox', 'unread'] });
      void queryClient.invalidateQueries({ queryKey: ['inbox', 'conversations'] });
    }, REALTIME_REFRESH_MS);
    const refreshAll = coalesce(() => {
      void queryClient.invalidateQueries({ queryKey: inboxKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['prospects'] });
    }, REALTIME_REFRESH_MS);
    const offs = [
      onRealtime('update_unread_counter', refreshCounter.call),
      onRealtime('new_message', refreshAll.call),
      onRealtimeJoined(refreshCounter.call),
    ];
    return () => {
      offs.forEach((off) => off());
      refreshCounter.cancel();
      refreshAll.cancel();
    };
  }, [queryClient]);
}
