import { useSelectedCredential } from '../credentials/hooks/use-selected-credential';
import { useAppSessionContext } from '../../app/root';

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
