import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ensureNamespaces } from '../../../lib/i18n';
import { ADD_NEW_MODAL_PARAM } from '../hooks/use-wizard-link';

// with the wizard's words (the later part of the credentials namespace)
const AddAccountModalHost = lazy(() =>
  Promise.all([import('./add-account-modal'), ensureNamespaces(['credentials'])]).then(([m]) => ({
    default: m.AddAccountModalHost,
  })),
);

/**
 * The add-account wizard (with its form library, country and phone data) is its own chunk, loaded the
 * first time the address asks for it (addNewModal=true); from then on it stays mounted so the modal
 * can animate closed and open again at once.
 */
export function LazyAddAccountModal() {
  const [params] = useSearchParams();
  const [wanted, setWanted] = useState(false);
  if (!wanted && params.get(ADD_NEW_MODAL_PARAM) === 'true') setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AddAccountModalHost />
    </Suspense>
  );
}
