import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onRealtime, onRealtimeJoined, type RealtimeEvent } from '../../../lib/realtime';
import { inboxKeys } from '../api/keys';

/**
 * update_unread_counter (000 §4) refreshes the counter and the list; the server's new_message push
 * (sent with it on an inbound reply) also refreshes the open conversation. After each (re)join of the
 * rooms the counter is read again, so a reply that arrived before the join is not missed.
 */
export function useInboxRealtime() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refreshCounter = () => {
      void queryClient.invalidateQueries({ queryKey: ['inbox', 'unread'] });
      void queryClient.invalidateQueries({ queryKey: ['inbox', 'conversations'] });
    };
    const refreshAll = () => {
      void queryClient.invalidateQueries({ queryKey: inboxKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['prospects'] });
    };
    const offs = [
      onRealtime('update_unread_counter', refreshCounter),
      onRealtime('new_message' as RealtimeEvent, refreshAll),
      onRealtimeJoined(refreshCounter),
    ];
    return () => offs.forEach((off) => off());
  }, [queryClient]);
}
