import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { getCurrentSpace } from '../../../lib/current-space';
import type { Video, VideoInput, VideoList, VideoRender, VideoRenderList } from '../types';

export const videoKeys = {
  all: ['videos'] as const,
  list: (spaceId: string | null) => ['videos', spaceId, 'list'] as const,
  one: (spaceId: string | null, id: string) => ['videos', spaceId, 'one', id] as const,
  renders: (spaceId: string | null, id: string) => ['videos', spaceId, 'renders', id] as const,
};

/** `enabled` false: not read yet (the step editor's picker reads the list when it opens). */
export const useVideos = (enabled = true) => {
  const spaceId = getCurrentSpace();
  return useQuery({
    queryKey: videoKeys.list(spaceId),
    queryFn: ({ signal }) => api.get<VideoList>('/videos', { signal }),
    enabled: Boolean(spaceId) && enabled,
  });
};

export const useVideo = (id: string | null) => {
  const spaceId = getCurrentSpace();
  return useQuery({
    queryKey: videoKeys.one(spaceId, id ?? ''),
    queryFn: () => api.get<Video>(`/videos/${id}`),
    enabled: Boolean(spaceId && id),
  });
};

/** Renders of a video; polled while one is still pending or rendering (progress on screen). */
export const useRenders = (id: string | null) => {
  const spaceId = getCurrentSpace();
  return useQuery({
    queryKey: videoKeys.renders(spaceId, id ?? ''),
    queryFn: () => api.get<VideoRenderList>(`/videos/${id}/renders`),
    enabled: Boolean(spaceId && id),
    refetchInterval: (q) =>
      q.state.data?.items.some((r) => r.status === 'pending' || r.status === 'rendering') ? 1500 : false,
  });
};

export const useSaveVideo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: VideoInput }) =>
      id ? api.put<Video>(`/videos/${id}`, input) : api.post<Video>('/videos', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: videoKeys.all }),
  });
};

export const useDeleteVideo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ _id: string }>(`/videos/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: videoKeys.all }),
  });
};

export const useUploadRecording = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: Blob }) => {
      const form = new FormData();
      form.append('file', file, file instanceof File ? file.name : 'recording.webm');
      return api.post<Video>(`/videos/${id}/recording`, form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: videoKeys.all }),
  });
};

/** A render for a prospect, or the preview on the sample prospect (prospect_id null). */
export const useRequestRender = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, prospectId }: { id: string; prospectId: string | null }) =>
      api.post<VideoRender>(`/videos/${id}/renders`, { prospect_id: prospectId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: videoKeys.all }),
  });
};
