import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { CampaignProspectPage } from '../types';
import { campaignKeys } from './keys';

export interface ProspectsFilter {
  status: string | null;
  page: number;
}

/** 001 §9 prospect page size 25. */
export const PROSPECTS_PAGE_SIZE = 25;

/** GET /workflows/{id}/prospects: the campaign's prospects with the engine's explanation. */
export async function fetchCampaignProspects(id: string, filter: ProspectsFilter) {
  const { items, total, next } = await api.get<CampaignProspectPage>(`/workflows/${id}/prospects`, {
    query: {
      status: filter.status ?? undefined,
      offset: (filter.page - 1) * PROSPECTS_PAGE_SIZE,
      limit: PROSPECTS_PAGE_SIZE,
    },
  });
  return { items, total, next };
}

export const campaignProspectsQueryOptions = (id: string, filter: ProspectsFilter) =>
  queryOptions({
    queryKey: campaignKeys.prospects(id, filter),
    queryFn: () => fetchCampaignProspects(id, filter),
    placeholderData: keepPreviousData,
  });

export const useCampaignProspects = (id: string, filter: ProspectsFilter) =>
  useQuery(campaignProspectsQueryOptions(id, filter));
