import { useQuery } from '@tanstack/react-query';
import type { SpaceHealth } from '@leadloop/domain/health-index/entities';
import { api } from '../../../lib/api';
import { useAppSessionContext } from '../../spaces';

/** GET /dashboard/health_index: the workspace's health index (not asked on a brand that hides it). */
export function useSpaceHealth(enabled: boolean) {
  const { currentSpaceId } = useAppSessionContext();
  return useQuery({
    queryKey: ['dashboard', 'health', currentSpaceId],
    queryFn: ({ signal }) => api.get<SpaceHealth>('/dashboard/health_index', { signal }),
    enabled: enabled && Boolean(currentSpaceId),
    staleTime: 5 * 60_000,
  });
}
