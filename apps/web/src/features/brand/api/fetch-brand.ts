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
  is_billing_enabled: true,
  client_link: null,
  logo_square_url: null,
  logo_rectangle_url: null,
  logo_height: 35,
  favicon_url: null,
  sidebar_links: [],
  bottom_links: [],
  auth: { password: true, google: false, microsoft: false, registration: true, sso_sandbox: false },
  flags: {
    hide_health_panel: false,
    hide_subscription_notices: false,
    hide_seat_counts: false,
    brand_features: [],
  },
  is_buzz: false,
  is_restricted: false,
  max_credentials: null,
};

export const fetchBrand = () => api.get<Brand>('/brand', { withoutSpace: true, noRedirect: true });

export const brandQueryOptions = () =>
  queryOptions({ queryKey: ['brand'], queryFn: fetchBrand, staleTime: Infinity, retry: 1 });

export const useBrand = () => useQuery(brandQueryOptions());
