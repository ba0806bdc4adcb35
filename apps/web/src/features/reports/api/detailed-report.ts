import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DetailedReport } from '@leadloop/domain';
import { api } from '../../../lib/api';
import { useAppSessionContext } from '../../spaces';
import type { ReportState } from '../lib/filters';
import { viewerTimeZone } from '../lib/filters';

const key = (spaceId: string | null) => ['reports', 'detailed', spaceId] as const;

/**
 * GET /reports/detailed: the caller's latest detailed reports. Polled every 1.5 s while one is being
 * built (the job also pushes `reports:detailed` on the user's socket; polling keeps this screen simple).
 */
export function useDetailedReports() {
  const { currentSpaceId } = useAppSessionContext();
  return useQuery({
    queryKey: key(currentSpaceId),
    queryFn: ({ signal }) => api.get<DetailedReport[]>('/reports/detailed', { signal }),
    enabled: Boolean(currentSpaceId),
    refetchInterval: (query) =>
      query.state.data?.some((r) => r.status === 'queued' || r.status === 'running') ? 1500 : false,
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
