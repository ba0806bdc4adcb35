import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Brand } from '../types';

export const DEFAULT_BRAND: Brand = {
  brand: 'leadloop',
  name: 'Leadloop',
  colors: { primary: '#4c6ef5' },
  logo_url: null,
  support: {},
  network_name: 'LinkedIn',
};

export const fetchBrand = () => api.get<Brand>('/brand', { withoutSpace: true, noRedirect: true });

export const brandQueryOptions = () =>
  queryOptions({ queryKey: ['brand'], queryFn: fetchBrand, staleTime: Infinity, retry: 1 });

export const useBrand = () => useQuery(brandQueryOptions());
