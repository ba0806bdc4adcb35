import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Brand } from '../types';

export const DEFAULT_BRAND: Brand = {
  brand: 'leadloop',
  name: 'Leadloop',
  colors: { primary: '#4c6ef5' },
  logo_url: null,
  logo_shape: 'square',
  support: { type: 'none', name: null, app_id: null, user_id: null },
  network_name: 'LinkedIn',
  is_billing_enabled: false,
  client_link: null,
};

export const fetchBrand = () => api.get<Brand>('/brand', { withoutSpace: true, noRedirect: true });

export const brandQueryOptions = () =>
  queryOptions({ queryKey: ['brand'], queryFn: fetchBrand, staleTime: Infinity, retry: 1 });

export const useBrand = () => useQuery(brandQueryOptions());
