import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { campaignKeys } from './keys';

/** 000 §4 campaign actions, one call each (001 §7 Workflows). */
export const workflowActions = {
  /** POST /workflows/{id}/update_status: pause (optionally the AI Employee too) or resume from a step. */
  pause: (id: string, pauseAiEmployee: boolean) =>
    api.post(`/workflows/${id}/update_status`, {
      status: 'inactive',
      ...(pauseAiEmployee ? { with_ai_employee: true } : {}),
    }),
  resume: (id: string, fromStepId: string | null) =>
    api.post(`/workflows/${id}/update_status`, {
      status: 'active',
      ...(fromStepId ? { resume_from_step: fromStepId } : {}),
    }),
  rerunSearches: (id: string) => api.post(`/workflows/${id}/rerun_searches`),
  archive: (id: string) => api.post(`/workflows/${id}/archive`),
  /** Deleting is asynchronous: the campaign shows as being deleted until the server finishes. */
  remove: (id: string) => api.post(`/workflows/${id}/delete_async`),
  restore: (id: string) => api.post(`/workflows/${id}/restore`),
  /** POST /workflows/order with the campaigns' ids in their new order. */
  order: (ids: string[]) => api.post('/workflows/order', { ids }),
  /** POST /credentials/duplicate_workflows: copies campaigns onto other accounts. */
  duplicate: (workflowIds: string[], credentialIds: string[]) =>
    api.post<unknown>('/credentials/duplicate_workflows', {
      workflow_ids: workflowIds,
      credentials_ids: credentialIds,
    }),
};

type Action =
  | { kind: 'pause'; id: string; pauseAiEmployee: boolean }
  | { kind: 'resume'; id: string; fromStepId: string | null }
  | { kind: 'rerunSearches' | 'archive' | 'remove' | 'restore'; id: string };

function run(action: Action) {
  switch (action.kind) {
    case 'pause':
      return workflowActions.pause(action.id, action.pauseAiEmployee);
    case 'resume':
      return workflowActions.resume(action.id, action.fromStepId);
    default:
      return workflowActions[action.kind](action.id);
  }
}

export const useWorkflowAction = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
};

export const useOrderWorkflows = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: workflowActions.order,
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
};

export const useDuplicateWorkflows = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { workflowIds: string[]; credentialIds: string[] }) =>
      workflowActions.duplicate(input.workflowIds, input.credentialIds),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
};
