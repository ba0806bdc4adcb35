import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Workflow } from '../types';
import { campaignKeys } from './keys';

/** GET /workflows/{id}. */
export const fetchWorkflow = (id: string) => api.get<Workflow>(`/workflows/${id}`);

export const workflowQueryOptions = (id: string) =>
  queryOptions({ queryKey: campaignKeys.detail(id), queryFn: () => fetchWorkflow(id) });

export const useWorkflow = (id: string | undefined) =>
  useQuery({ ...workflowQueryOptions(id ?? ''), enabled: Boolean(id) });
