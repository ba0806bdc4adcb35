import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { WorkflowRates } from '../types';
import { campaignKeys } from './keys';

/** GET /workflows/{id}/rates: counters and rates of one campaign. */
export const fetchRates = (id: string) => api.get<WorkflowRates>(`/workflows/${id}/rates`);

export const ratesQueryOptions = (id: string) =>
  queryOptions({ queryKey: campaignKeys.rates(id), queryFn: () => fetchRates(id), staleTime: 30_000 });

export const useRates = (id: string, enabled = true) => useQuery({ ...ratesQueryOptions(id), enabled });
