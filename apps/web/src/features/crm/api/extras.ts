import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CrmDuplicates, CrmSuggestions } from '@leadloop/domain/crm/entities';
import { api } from '../../../lib/api';
import { getCurrentSpace } from '../../../lib/current-space';

const suggestionsKey = (spaceId: string | null) => ['crm-suggestions', spaceId] as const;

/** GET suggestions: each CRM and whether the workspace is connected to it, and the CRMs the team asked for. */
export function useCrmSuggestions() {
  const spaceId = getCurrentSpace();
  return useQuery({
    queryKey: suggestionsKey(spaceId),
    queryFn: () => api.get<CrmSuggestions>('/integrations/crm/suggestions'),
    enabled: Boolean(spaceId),
  });
}

/** POST /space/crm_suggestion: asks for a CRM Leadloop does not support yet. */
export function useSuggestCrm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.post('/space/crm_suggestion', { crm_suggestion: name }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: suggestionsKey(getCurrentSpace()) }),
  });
}

/** POST export_duplicates {email}: the records of every CRM that already hold this email (a read). */
export function useExportDuplicates(email: string | null) {
  const spaceId = getCurrentSpace();
  return useQuery({
    queryKey: ['crm-duplicates', spaceId, email],
    queryFn: () => api.post<CrmDuplicates>('/integrations/crm/export_duplicates', { email }),
    enabled: Boolean(spaceId && email),
  });
}
