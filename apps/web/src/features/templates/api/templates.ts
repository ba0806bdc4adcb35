import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { getCurrentSpace } from '../../../lib/current-space';
import type {
  Template,
  TemplateExport,
  TemplateFilters,
  TemplateInput,
  TemplateList,
  TemplateUsage,
} from '../types';
import { templateKeys } from './keys';

const queryOf = (f: Partial<TemplateFilters>) => ({
  ...(f.channel ? { channel: f.channel } : {}),
  ...(f.owner && f.owner !== 'all' ? { owner: f.owner } : {}),
  ...(f.sort && f.sort !== 'updated' ? { sort: f.sort } : {}),
  ...(f.label ? { label: f.label } : {}),
  ...(f.q?.trim() ? { q: f.q.trim() } : {}),
});

/** GET /templates: the templates the member sees (shared and their own), filtered. */
export const templatesQueryOptions = (spaceId: string | null, filters: Partial<TemplateFilters>) =>
  queryOptions({
    queryKey: templateKeys.list(spaceId, queryOf(filters)),
    queryFn: ({ signal }) => api.get<TemplateList>('/templates', { query: queryOf(filters), signal }),
    enabled: Boolean(spaceId),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });

export const useTemplates = (filters: Partial<TemplateFilters>, enabled = true) => {
  const options = templatesQueryOptions(getCurrentSpace(), filters);
  return useQuery({ ...options, enabled: options.enabled && enabled });
};

/** GET /templates/:id. */
export const useTemplate = (id: string | null) => {
  const spaceId = getCurrentSpace();
  return useQuery({
    queryKey: templateKeys.one(spaceId, id ?? ''),
    queryFn: () => api.get<Template>(`/templates/${id}`),
    enabled: Boolean(spaceId && id),
  });
};

/** POST /templates or PUT /templates/:id. */
export const useSaveTemplate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: TemplateInput }) =>
      id ? api.put<Template>(`/templates/${id}`, input) : api.post<Template>('/templates', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
};

export const useDeleteTemplate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ _id: string }>(`/templates/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
};

/** POST /templates/:id/use: counts an insertion into a step or a reply (best effort). */
export const useCountTemplateUse = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<TemplateUsage>(`/templates/${id}/use`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
};

export const exportTemplates = () => api.get<TemplateExport>('/templates/export');

export const useImportTemplates = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templates: unknown[]) => api.post<{ created: number }>('/templates/import', { templates }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
};
