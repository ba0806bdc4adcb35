import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { ServerForecast, WorkflowRates } from '../types';
import { campaignKeys } from './keys';

interface RatesPayload {
  totals?: {
    prospects: number;
    invited: number;
    connected: number;
    replied: number;
    finished: number;
    acceptance_rate: number;
    reply_rate: number;
  };
  forecast?: ServerForecast | null;
}

/** GET /workflows/{id}/rates: the campaign's totals, rates and forecast. */
export async function fetchRates(id: string): Promise<WorkflowRates> {
  const { totals, forecast } = await api.get<RatesPayload>(`/workflows/${id}/rates`);
  return {
    prospects: totals?.prospects,
    finished: totals?.finished,
    invites_sent: totals?.invited,
    accepted: totals?.connected,
    replied: totals?.replied,
    acceptance_rate: totals?.acceptance_rate,
    reply_rate: totals?.reply_rate,
    forecast: forecast ?? null,
  };
}

export const ratesQueryOptions = (id: string) =>
  queryOptions({ queryKey: campaignKeys.rates(id), queryFn: () => fetchRates(id), staleTime: 30_000 });

export const useRates = (id: string, enabled = true) => useQuery({ ...ratesQueryOptions(id), enabled });
