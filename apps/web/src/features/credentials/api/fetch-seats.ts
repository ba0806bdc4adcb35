import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { SeatUsage } from '../types';
import { credentialKeys } from './keys';

export const fetchSeats = () => api.get<SeatUsage>('/credentials/seats');

export const seatsQueryOptions = (spaceId: string | null) =>
  queryOptions({ queryKey: credentialKeys.seats(spaceId), queryFn: fetchSeats, enabled: Boolean(spaceId) });

export const useSeats = (spaceId: string | null) => useQuery(seatsQueryOptions(spaceId));
