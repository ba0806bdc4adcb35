import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api';
import { listCountries } from '../geo';
import type { ProxyCountry } from '../types';
import { credentialKeys } from './keys';

/** A country whose proxy reserve is not known (count −1): offered, without a count. */
export const UNKNOWN_RESERVE = -1;

/**
 * GET /proxy/v2/countries: code, count (0 = out of reserve), type. While a server does not offer the
 * call (404), every country is listed with an unknown reserve so accounts can still be added.
 */
export async function fetchProxyCountries(): Promise<ProxyCountry[]> {
  try {
    return await api.get<ProxyCountry[]>('/proxy/v2/countries');
  } catch (error) {
    if (isApiError(error) && error.code === 404)
      return listCountries('en').map((c) => ({ code: c.code, count: UNKNOWN_RESERVE, type: 'basic' }));
    throw error;
  }
}

export const proxyCountriesQueryOptions = () =>
  queryOptions({ queryKey: credentialKeys.proxyCountries, queryFn: fetchProxyCountries, staleTime: 60_000 });

export const useProxyCountries = () => useQuery(proxyCountriesQueryOptions());
