import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DetailedReport } from '@leadloop/domain';
import { api } from '../../../lib/api';
import { onRealtime, onRealtimeJoined } from '../../../lib/realtime';
import { useAppSessionContext } from '../../spaces';
import type { ReportState } from '../lib/filters';
import { viewerTimeZone } from '../lib/filters';

const key = (spaceId: string | null) => ['reports', 'detailed', spaceId] as const;

/**
 * GET /reports/detailed: the caller's latest detailed reports. The job pushes each one's progress on the
 * user's socket (`reports:detailed`), which updates the list in place; while one is being built a slow poll
 * covers a socket that is away, and a (re)joined socket refetches.
 */
export function useDetailedReports() {
  const { currentSpaceId } = useAppSessionContext();
  const client = useQueryClient();
  useEffect(() => {
    const offs = [
      onRealtime('reports:detailed', (next) => {
        const list = client.getQueryData<DetailedReport[]>(key(currentSpaceId));
        // A report of this list moves on in place; any other (e.g. of another workspace) is left to a refetch.
        if (list?.some((r) => r._id === next._id))
          client.setQueryData(
            key(currentSpaceId),
            list.map((r) => (r._id === next._id ? next : r)),
          );
        else void client.invalidateQueries({ queryKey: key(currentSpaceId) });
      }),
      onRealtimeJoined(() => void client.invalidateQueries({ queryKey: key(currentSpaceId) })),
    ];
    return () => offs.forEach((off) => off());
  }, [client, currentSpaceId]);
  return useQuery({
    queryKey: key(currentSpaceId),
    queryFn: ({ signal }) => api.get<DetailedReport[]>('/reports/detailed', { signal }),
    enabled: Boolean(currentSpaceId),
    refetchInterval: (query) =>
      query.state.data?.some((r) => r.status === 'queued' || r.status === 'running') ? 10_000 : false,
  });
}

/** POST /reports/detailed with the page's filters, the viewer's time zone and interface language. */
export function useStartDetailedReport() {
  const client = useQueryClient();
  const { currentSpaceId } = useAppSessionContext();
  return useMutation({
    mutationFn: ({ state, lang }: { state: ReportState; lang: string }) =>
      api.post<DetailedReport>('/reports/detailed', {
        period: state.period,
        tz: viewerTimeZone(),
        accounts: state.accounts,
        campaigns: state.campaigns,
        members: state.members,
        lang,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: key(currentSpaceId) }),
  });
}
