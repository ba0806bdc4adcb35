import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { CampaignFigures, WorkflowRates } from '../types';
import { campaignKeys } from './keys';

/** GET /workflows/{id}/rates: the campaign's totals, rates and forecast. */
export async function fetchRates(id: string): Promise<CampaignFigures> {
  const { totals, forecast } = await api.get<WorkflowRates>(`/workflows/${id}/rates`);
  return {
    prospects: totals.prospects,
    finished: totals.finished,
    invites_sent: totals.invited,
    accepted: totals.connected,
    replied: totals.replied,
    acceptance_rate: totals.acceptance_rate,
    reply_rate: totals.reply_rate,
    forecast,
  };
}

export const ratesQueryOptions = (id: string) =>
  queryOptions({ queryKey: campaignKeys.rates(id), queryFn: () => fetchRates(id), staleTime: 30_000 });

export const useRates = (id: string, enabled = true) => useQuery({ ...ratesQueryOptions(id), enabled });
