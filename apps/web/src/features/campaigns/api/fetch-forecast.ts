import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The server's forecast: the slowest limit shared by the account's running campaigns sets the pace. */
export interface ServerForecast {
  prospects_remaining: number;
  bottleneck: string | null;
  days_needed: number;
  last_prospect_reached_at: string | null;
  shared_with_campaigns: number;
}

/** GET /workflows/{id}/forecast. */
export const fetchForecast = (id: string) => api.get<ServerForecast | null>(`/workflows/${id}/forecast`);

export const forecastQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['workflows', 'forecast', id], queryFn: () => fetchForecast(id), retry: false, staleTime: 30_000 });

export const useForecast = (id: string) => useQuery(forecastQueryOptions(id));
