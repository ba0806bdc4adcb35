import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { CampaignProspect } from '../types';
import { campaignKeys } from './keys';

export interface ProspectsFilter {
  status: string | null;
  page: number;
}

/** 001 §9 prospect page size 25. */
export const PROSPECTS_PAGE_SIZE = 25;

type Paged =
  { items?: CampaignProspect[]; prospects?: CampaignProspect[]; total?: number } | CampaignProspect[];

/** GET /workflows/{id}/prospects: the campaign's prospects with the engine's explanation. */
export async function fetchCampaignProspects(id: string, filter: ProspectsFilter) {
  const payload = await api.get<Paged>(`/workflows/${id}/prospects`, {
    query: {
      status: filter.status ?? undefined,
      offset: (filter.page - 1) * PROSPECTS_PAGE_SIZE,
      limit: PROSPECTS_PAGE_SIZE,
    },
  });
  const items = Array.isArray(payload) ? payload : (payload.items ?? payload.prospects ?? []);
  const total = Array.isArray(payload) ? payload.length : (payload.total ?? items.length);
  return { items, total };
}

export const campaignProspectsQueryOptions = (id: string, filter: ProspectsFilter) =>
  queryOptions({
    queryKey: campaignKeys.prospects(id, filter),
    queryFn: () => fetchCampaignProspects(id, filter),
    placeholderData: keepPreviousData,
  });

export const useCampaignProspects = (id: string, filter: ProspectsFilter) =>
  useQuery(campaignProspectsQueryOptions(id, filter));
