import { useSelectedCredential as useSelectedAccount } from '../../credentials';
import type { CredentialSummary } from '../types';

/** The account campaigns are shown for (`selectedCred`, else the first), from the credentials feature. */
export function useSelectedCredential(): {
  id: string | null;
  credentials: CredentialSummary[];
  isPending: boolean;
} {
  const { query, list, selected } = useSelectedAccount();
  return { id: selected?._id ?? null, credentials: list, isPending: query.isPending };
}
