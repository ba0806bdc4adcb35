import type { LeadStatus, ProspectCampaignStatus, Relation } from '../types';

/** The list's filters (GET /profiles query), kept in the address so a reload or a link keeps them. */
export interface ProspectFilters {
  campaign?: string;
  campaign_status?: ProspectCampaignStatus;
  relation?: Relation | 'none';
  label?: string;
  lead_status?: LeadStatus;
  has_email?: boolean;
  has_phone?: boolean;
  q?: string;
}

export const SORTS = ['created_at', 'name', 'company', 'last_replied_at'] as const;
export type SortKey = (typeof SORTS)[number];

export interface ListState {
  filters: ProspectFilters;
  sort: SortKey;
  order: 'asc' | 'desc';
  page: number;
  /** Admins may look across every account of the workspace. */
  allAccounts: boolean;
}

const FILTER_KEYS = ['campaign', 'campaign_status', 'relation', 'label', 'lead_status', 'q'] as const;
const BOOL_KEYS = ['has_email', 'has_phone'] as const;

export function readListState(params: URLSearchParams): ListState {
  const filters: ProspectFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) (filters as Record<string, string>)[key] = value;
  }
  for (const key of BOOL_KEYS) {
    const value = params.get(key);
    if (value === 'true' || value === 'false') filters[key] = value === 'true';
  }
  const sort = SORTS.find((s) => s === params.get('sort')) ?? 'created_at';
  const page = Math.max(1, Math.min(100_000, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  return {
    filters,
    sort,
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
    page,
    allAccounts: params.get('all') === '1',
  };
}

/** Writes the state into the address, keeping unrelated parameters (selectedCred, space). */
export function writeListState(params: URLSearchParams, state: ListState): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of [...FILTER_KEYS, ...BOOL_KEYS, 'sort', 'order', 'page', 'all']) next.delete(key);
  for (const [key, value] of Object.entries(state.filters))
    if (value !== undefined && value !== '') next.set(key, String(value));
  if (state.sort !== 'created_at') next.set('sort', state.sort);
  if (state.order !== 'desc') next.set('order', state.order);
  if (state.page > 1) next.set('page', String(state.page));
  if (state.allAccounts) next.set('all', '1');
  return next;
}

export const activeFilterCount = (f: ProspectFilters) =>
  Object.values(f).filter((v) => v !== undefined && v !== '').length;
