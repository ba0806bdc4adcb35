import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { WorkflowRatesById } from '@leadloop/domain/campaigns/entities';
import { api } from '../../../lib/api';
import type { CampaignFigures, Workflow, WorkflowRates } from '../types';
import { campaignKeys } from './keys';

/** GET /workflows/{id}/rates: the campaign's totals, rates and forecast. */
export async function fetchRates(id: string): Promise<CampaignFigures> {
  return toFigures(await api.get<WorkflowRates>(`/workflows/${id}/rates`));
}

function toFigures({ totals, forecast }: WorkflowRates): CampaignFigures {
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

/** The campaigns of a list whose rates are shown (a deleted campaign has none). */
export const ratedIds = (items: Workflow[]) =>
  items.filter((w) => w.status !== 'deleted' && w.status !== 'deleting').map((w) => w._id);

/**
 * GET /workflows/rates?ids=: the figures of every campaign of the list in one call (not one per row);
 * each campaign's own figures are cached too, for its page.
 */
export const ratesOfQueryOptions = (ids: string[], client: QueryClient) =>
  queryOptions({
    queryKey: campaignKeys.ratesOf(ids),
    queryFn: async () => {
      const byId = await api.get<WorkflowRatesById>('/workflows/rates', { query: { ids: ids.join(',') } });
      const figures: Record<string, CampaignFigures> = {};
      for (const [id, rates] of Object.entries(byId)) {
        figures[id] = toFigures(rates);
        client.setQueryData(campaignKeys.rates(id), figures[id]);
      }
      return figures;
    },
    enabled: ids.length > 0,
    staleTime: 30_000,
  });

export function useRatesOf(ids: string[]) {
  const client = useQueryClient();
  return useQuery(ratesOfQueryOptions(ids, client));
}
