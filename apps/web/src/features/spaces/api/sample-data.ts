import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SampleDeleted, SampleWorkspace } from '@leadloop/domain/sample-data/entities';
import { api } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { SPACES_QUERY_KEY } from './fetch-spaces';

/** POST /sample_data/create: a sample workspace, replayed in the background. */
export const createSampleWorkspace = () =>
  api.post<SampleWorkspace>('/sample_data/create', {}, { withoutSpace: true });

/**
 * `onCreated` is given to the mutation itself, not to `mutate`: refreshing the workspace list may
 * remount the screen that asked, and `mutate`'s own callbacks die with it.
 */
export const useCreateSampleWorkspace = (onCreated: (sample: SampleWorkspace) => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSampleWorkspace,
    onSuccess: (sample) => {
      onCreated(sample);
      return queryClient.invalidateQueries({ queryKey: SPACES_QUERY_KEY });
    },
    onError: notify.error,
  });
};

/** GET /sample_data/status, polled every second while the replay runs. */
export const useSampleStatus = (spaceId: string | undefined) =>
  useQuery({
    queryKey: ['space', spaceId, 'sample'],
    queryFn: () => api.get<SampleWorkspace>('/sample_data/status', { query: { space: spaceId! } }),
    enabled: Boolean(spaceId),
    refetchInterval: (query) => (query.state.data?.status === 'building' ? 1000 : false),
  });

/** POST /sample_data/delete: the sample workspace and everything in it. */
export const useDeleteSampleWorkspace = () =>
  useMutation({
    mutationFn: (spaceId: string) =>
      api.post<SampleDeleted>('/sample_data/delete', {}, { query: { space: spaceId } }),
  });
