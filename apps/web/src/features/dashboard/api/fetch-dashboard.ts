import { useEffect } from 'react';
import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportPeriod } from '@leadloop/domain';
import { api } from '../../../lib/api';
import { coalesce } from '../../../lib/coalesce';
import { onRealtime, REALTIME_REFRESH_MS } from '../../../lib/realtime';
import { useAppSessionContext } from '../../spaces';
import type { ActivityFeed, ActivityKind, MyDashboard } from '../types';

export const ACTIVITY_PAGE_SIZE = 30;

/** The viewer's time zone: the KPIs' days are theirs (as in the reports). */
const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  mine: (spaceId: string | null, period: ReportPeriod) => ['dashboard', 'mine', spaceId, period] as const,
  activity: (spaceId: string | null, filters: ActivityFilters) =>
    ['dashboard', 'activity', spaceId, filters] as const,
};

/** GET /dashboard/my-dashboard?period=&tz= (the API client adds `space`). */
export function useMyDashboard(period: ReportPeriod) {
  const { currentSpaceId } = useAppSessionContext();
  return useQuery({
    queryKey: dashboardKeys.mine(currentSpaceId, period),
    queryFn: ({ signal }) =>
      api.get<MyDashboard>('/dashboard/my-dashboard', { query: { period, tz: viewerTimeZone() }, signal }),
    enabled: Boolean(currentSpaceId),
    placeholderData: keepPreviousData,
  });
}

export interface ActivityFilters {
  types: ActivityKind[];
  account: string | null;
  campaign: string | null;
}

/** GET /dashboard/activity: newest first, keyset-paged (next_cursor). */
export function useActivityFeed(filters: ActivityFilters) {
  const { currentSpaceId } = useAppSessionContext();
  return useInfiniteQuery({
    queryKey: dashboardKeys.activity(currentSpaceId, filters),
    queryFn: ({ pageParam, signal }) =>
      api.get<ActivityFeed>('/dashboard/activity', {
        query: {
          types: filters.types.join(',') || undefined,
          accounts: filters.account ?? undefined,
          campaigns: filters.campaign ?? undefined,
          cursor: pageParam ?? undefined,
          limit: ACTIVITY_PAGE_SIZE,
        },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    enabled: Boolean(currentSpaceId),
  });
}

/** While the dashboard is open, what the engine and the inbox do refreshes it (at most every 750 ms). */
export function useDashboardLive() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = coalesce(
      () => void queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      REALTIME_REFRESH_MS,
    );
    const offs = [
      onRealtime('update_workflow', refresh.call),
      onRealtime('update_unread_counter', refresh.call),
    ];
    return () => {
      offs.forEach((off) => off());
      refresh.cancel();
    };
  }, [queryClient]);
}
