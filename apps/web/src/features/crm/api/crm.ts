import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { getCurrentSpace } from '../../../lib/current-space';
import { BASE, boardQueryOptions, crmKeys, ownersQueryOptions, pipelinesQueryOptions } from './board-queries';
import type {
  CreateDealInput,
  DealCard,
  DealView,
  Pipeline,
  Stage,
  StageDealsPage,
  UpdateDealInput,
} from '../types';

export { crmKeys } from './board-queries';

export function usePipelines() {
  return useQuery(pipelinesQueryOptions(getCurrentSpace()));
}

export function useBoard(pipelineId: string | null, owner: string | null, status: DealView) {
  return useQuery({
    ...boardQueryOptions(getCurrentSpace(), pipelineId, owner, status),
    placeholderData: keepPreviousData,
  });
}

export const fetchStagePage = (stageId: string, offset: number, owner: string | null, status: DealView) =>
  api.get<StageDealsPage>(`${BASE}/stages/${stageId}`, {
    query: { offset: String(offset), status, ...(owner ? { owner } : {}) },
  });

export function useOwners() {
  return useQuery(ownersQueryOptions(getCurrentSpace()));
}

export function useDeal(id: string | null) {
  const spaceId = getCurrentSpace();
  return useQuery({
    queryKey: crmKeys.deal(spaceId, id ?? ''),
    queryFn: () => api.get<DealCard>(`${BASE}/deals/${id}`),
    enabled: Boolean(spaceId && id),
  });
}

function useInvalidateCrm() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: crmKeys.all(getCurrentSpace()) });
}

/** Every CRM change: the call, then the board and lists read again. */
function useCrmMutation<I, O>(fn: (input: I) => Promise<O>) {
  const invalidate = useInvalidateCrm();
  return useMutation({ mutationFn: fn, onSettled: () => invalidate() });
}

export const useCreatePipeline = () =>
  useCrmMutation((input: { name: string; stages?: string[] }) =>
    api.post<Pipeline>(`${BASE}/pipeline`, input),
  );
export const useRenamePipeline = () =>
  useCrmMutation(({ _id, name }: { _id: string; name: string }) =>
    api.put<Pipeline>(`${BASE}/pipelines/${_id}/update`, { name }),
  );
export const useDeletePipeline = () =>
  useCrmMutation((id: string) => api.delete<{ _id: string }>(`${BASE}/pipelines/${id}/delete`));

export const useCreateStage = () =>
  useCrmMutation((input: { name: string; pipeline_id: string; order: number; probability: number }) =>
    api.post<Stage>(`${BASE}/stage`, input),
  );
export const useUpdateStage = () =>
  useCrmMutation(
    ({
      _id,
      ...input
    }: {
      _id: string;
      name: string;
      pipeline_id: string;
      probability: number;
      order?: number;
    }) => api.put<Stage>(`${BASE}/stages/${_id}/update`, input),
  );
export const useDeleteStage = () =>
  useCrmMutation(({ _id, stage_to_move }: { _id: string; stage_to_move: string }) =>
    api.delete<{ _id: string }>(`${BASE}/stages/${_id}/delete`, { body: { stage_id: _id, stage_to_move } }),
  );

export const useCreateDeal = () =>
  useCrmMutation((input: CreateDealInput) => api.post<DealCard>(`${BASE}/deals`, input));
export const useUpdateDeal = () =>
  useCrmMutation(({ _id, ...input }: UpdateDealInput & { _id: string }) =>
    api.put<DealCard>(`${BASE}/deals/${_id}/update`, input),
  );
export const useDeleteDeal = () =>
  useCrmMutation((id: string) => api.delete<{ _id: string }>(`${BASE}/deals/${id}/delete`));

/** PATCH deals/{id}/update: the drop — index in the column as shown (same owner filter), maybe another stage. */
export const useMoveDeal = () =>
  useCrmMutation(
    ({
      _id,
      owner,
      ...body
    }: {
      _id: string;
      new_position: number;
      crm_stage: string;
      owner: string | null;
    }) => api.patch<DealCard>(`${BASE}/deals/${_id}/update`, body, { query: owner ? { owner } : {} }),
  );

/** mark_as_lead: the prospect's deal (made in the first stage when it has none). */
export const useMarkAsLead = () =>
  useCrmMutation((prospect: string) => api.post<DealCard>(`${BASE}/mark_as_lead`, { prospect }));
