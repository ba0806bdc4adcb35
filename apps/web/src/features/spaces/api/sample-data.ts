import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SampleDeleted, SampleWorkspace } from '@leadloop/domain/sample-data/entities';
import { api } from '../../../lib/api';
import { SPACES_QUERY_KEY } from './fetch-spaces';

/** POST /sample_data/create: a sample workspace, replayed in the background. */
export const createSampleWorkspace = () =>
  api.post<SampleWorkspace>('/sample_data/create', {}, { withoutSpace: true });

export const useCreateSampleWorkspace = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSampleWorkspace,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SPACES_QUERY_KEY }),
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
