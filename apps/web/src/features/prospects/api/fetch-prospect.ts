import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { ProspectDetail } from '../types';
import { prospectKeys } from './keys';

/** GET /profiles/{id}: fields, custom fields, campaigns with the engine's explanation, notes, timeline, labels. */
export const prospectQueryOptions = (id: string, credentialId: string | null) =>
  queryOptions({
    queryKey: prospectKeys.detail(id, credentialId),
    queryFn: () =>
      api.get<ProspectDetail>(`/profiles/${id}`, { query: { credentials_id: credentialId ?? undefined } }),
    enabled: Boolean(id),
  });

export const useProspect = (id: string, credentialId: string | null) =>
  useQuery(prospectQueryOptions(id, credentialId));
