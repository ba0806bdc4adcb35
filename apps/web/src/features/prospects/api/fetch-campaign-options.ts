import { useQuery } from '@tanstack/react-query';
import { fetchWorkflows } from '../../campaigns';

/** Campaigns of the account for the filter and "move to campaign" (the campaigns feature's list call). */
export const useCampaignOptions = (credentialId: string | null) =>
  useQuery({
    queryKey: ['workflows', 'options', credentialId],
    queryFn: async () =>
      (await fetchWorkflows({ view: 'all', query: '', credentialId })).map((w) => ({
        value: w._id,
        label: w.name,
      })),
    retry: false,
    staleTime: 60_000,
  });
