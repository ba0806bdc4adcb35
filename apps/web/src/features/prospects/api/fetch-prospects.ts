import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PROSPECT_PAGE_SIZE } from '@leadloop/domain/constants/pages';
import { api } from '../../../lib/api';
import type { ProspectFilters, SortKey } from '../lib/filters';
import type { ProspectPage } from '../types';
import { prospectKeys } from './keys';

/** 001 §9 prospect page size 25. */
export const PROSPECTS_PAGE_SIZE = PROSPECT_PAGE_SIZE;

export interface ProspectsQuery {
  credentialId: string | null;
  filters: ProspectFilters;
  sort: SortKey;
  order: 'asc' | 'desc';
  page: number;
}

/** The query string of GET /profiles, /profiles/export_csv and a bulk selection. */
export const filtersQuery = (credentialId: string | null, f: ProspectFilters) => ({
  credentials_id: credentialId ?? undefined,
  campaign: f.campaign,
  campaign_status: f.campaign_status,
  relation: f.relation,
  label: f.label,
  lead_status: f.lead_status,
  has_email: f.has_email,
  has_phone: f.has_phone,
  q: f.q?.trim() || undefined,
});

/** GET /profiles: one server page (filters, sort, page of 25) with the total. */
export const fetchProspects = (q: ProspectsQuery, signal?: AbortSignal) =>
  api.get<ProspectPage>('/profiles', {
    query: {
      ...filtersQuery(q.credentialId, q.filters),
      sort: q.sort,
      order: q.order,
      page: q.page,
      page_size: PROSPECTS_PAGE_SIZE,
    },
    signal,
  });

export const prospectsQueryOptions = (q: ProspectsQuery) =>
  queryOptions({
    queryKey: prospectKeys.list(q),
    queryFn: ({ signal }) => fetchProspects(q, signal),
    placeholderData: keepPreviousData,
  });

export const useProspects = (q: ProspectsQuery, enabled = true) =>
  useQuery({ ...prospectsQueryOptions(q), enabled });
