import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { credentialKeys } from './keys';

export interface SpaceFeatures {
  tier: number;
  features: Record<string, string>;
}

/** GET /space/features: the tier's feature flags (active, upgrade, …). */
export const fetchFeatures = () => api.get<SpaceFeatures>('/space/features');

export const featuresQueryOptions = (spaceId: string | null) =>
  queryOptions({
    queryKey: credentialKeys.features(spaceId),
    queryFn: fetchFeatures,
    enabled: Boolean(spaceId),
    staleTime: 60_000,
  });

export const useFeatures = (spaceId: string | null) => useQuery(featuresQueryOptions(spaceId));
