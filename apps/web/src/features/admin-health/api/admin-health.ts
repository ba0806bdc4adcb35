import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type {
  BrandCharts,
  HealthBand,
  HealthCustomer,
  HealthIndexTrigger,
  HealthMain,
  HealthRule,
  HealthRuleBody,
  Monitoring,
} from '../types';

const BASE = '/admin/health_index';

export const useHealthRules = () =>
  useQuery({ queryKey: ['admin', 'health', 'rules'], queryFn: () => api.get<HealthRule[]>(`${BASE}/rules`) });

/** GET /admin/health_index/triggers: the figures a rule may measure, and which are also scored per account. */
export const useHealthTriggers = () =>
  useQuery({
    queryKey: ['admin', 'health', 'triggers'],
    queryFn: () => api.get<{ trigger: HealthIndexTrigger; per_credential: boolean }[]>(`${BASE}/triggers`),
    staleTime: Infinity,
  });

export const useHealthMain = (brand: string | null) =>
  useQuery({
    queryKey: ['admin', 'health', 'main', brand],
    queryFn: () => api.get<HealthMain>(`${BASE}/statistics/main`, { query: brand ? { brand } : {} }),
  });

export interface StatisticsFilter {
  brand: string | null;
  band: HealthBand | null;
  q: string;
  page: number;
}
export const STATISTICS_PAGE_SIZE = 25;

export const useHealthStatistics = (f: StatisticsFilter) =>
  useQuery({
    queryKey: ['admin', 'health', 'statistics', f],
    queryFn: () =>
      api.get<{ items: HealthCustomer[]; total: number }>(`${BASE}/statistics`, {
        query: {
          ...(f.brand ? { brand: f.brand } : {}),
          ...(f.band ? { band: f.band } : {}),
          ...(f.q ? { q: f.q } : {}),
          offset: String((f.page - 1) * STATISTICS_PAGE_SIZE),
          limit: String(STATISTICS_PAGE_SIZE),
        },
      }),
    placeholderData: keepPreviousData,
  });

export function useSaveRule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: HealthRuleBody }) =>
      id ? api.put<HealthRule>(`${BASE}/rules/${id}`, body) : api.post<HealthRule>(`${BASE}/rules`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'health', 'rules'] }),
  });
}

export function useRecalculate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ status: string }>(`${BASE}/recalculate`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'health'] }),
  });
}

/** Live: refetched every 10 s while the screen is open. */
export const useMonitoring = () =>
  useQuery({
    queryKey: ['admin', 'monitoring'],
    queryFn: () => api.get<Monitoring>('/admin/monitoring'),
    refetchInterval: 10_000,
  });

export const useBrandCharts = (brands: string[], days: number) =>
  useQuery({
    queryKey: ['admin', 'charts', brands, days],
    queryFn: () =>
      api.get<BrandCharts>('/admin/charts', {
        query: { ...(brands.length ? { brands: brands.join(',') } : {}), days: String(days) },
      }),
    placeholderData: keepPreviousData,
  });
