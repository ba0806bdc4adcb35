import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onRealtime } from '../lib/realtime';

/** Server pushes that change what the shell shows: refetch the matching queries. */
export function useRealtimeInvalidation(spaceId: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const offs = [
      onRealtime('update_user', () => queryClient.invalidateQueries({ queryKey: ['session'] })),
      onRealtime('update_space', () => {
        void queryClient.invalidateQueries({ queryKey: ['spaces'] });
        void queryClient.invalidateQueries({ queryKey: ['space', spaceId] });
      }),
      onRealtime('update_credits', () =>
        queryClient.invalidateQueries({ queryKey: ['space', spaceId, 'info'] }),
      ),
      onRealtime('refetch_data', () => queryClient.invalidateQueries()),
    ];
    return () => offs.forEach((off) => off());
  }, [queryClient, spaceId]);
}
