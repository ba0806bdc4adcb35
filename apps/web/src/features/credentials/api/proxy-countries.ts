import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { ProxyCountry } from '../types';
import { credentialKeys } from './keys';

/** GET /proxy/v2/countries: code, count (0 = out of reserve), type. */
export const fetchProxyCountries = () => api.get<ProxyCountry[]>('/proxy/v2/countries');

export const proxyCountriesQueryOptions = () =>
  queryOptions({ queryKey: credentialKeys.proxyCountries, queryFn: fetchProxyCountries, staleTime: 60_000 });

export const useProxyCountries = () => useQuery(proxyCountriesQueryOptions());
