import { useSelectedCredential } from '../credentials';
import { useAppSessionContext } from '../spaces';

/** The account the prospects screens read (selectedCred), and whether the user may look workspace-wide. */
export function useProspectScope() {
  const { selected, query, list } = useSelectedCredential();
  const { currentSpace } = useAppSessionContext();
  return {
    credential: selected,
    credentials: list,
    credentialsQuery: query,
    isAdmin: Boolean(currentSpace?.is_admin),
  };
}
