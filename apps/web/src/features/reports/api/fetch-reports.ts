import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useAppSessionContext } from '../../spaces';
import type { ReportState } from '../lib/filters';
import { reportFilterQuery } from '../lib/filters';
import type { ActivityReport, FunnelReport, InsightReport } from '../types';

type Kind = 'activity' | 'funnel' | 'insight';

/** GET /reports/<kind>?period=&tz=&accounts=&campaigns=&members= (the API client adds `space`). */
function useReport<T>(kind: Kind, state: ReportState) {
  const { currentSpaceId } = useAppSessionContext();
  const query = reportFilterQuery(state);
  return useQuery({
    queryKey: ['reports', kind, currentSpaceId, query] as const,
    queryFn: ({ signal }) => api.get<T>(`/reports/${kind}`, { query, signal }),
    enabled: Boolean(currentSpaceId),
    placeholderData: keepPreviousData,
  });
}

export const useActivityReport = (state: ReportState) => useReport<ActivityReport>('activity', state);
export const useFunnelReport = (state: ReportState) => useReport<FunnelReport>('funnel', state);
export const useInsightReport = (state: ReportState) => useReport<InsightReport>('insight', state);
