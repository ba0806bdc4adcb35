import { lazy, Suspense } from 'react';
import { storage, STORAGE_KEYS } from '../../lib/storage';
import { ensureNamespaces } from '../../lib/i18n';

// Its own chunk, asked for only while an admin views the app as a customer.
const Banner = lazy(() =>
  Promise.all([import('./components/impersonation-banner'), ensureNamespaces(['admin'])]).then(([m]) => ({
    default: m.ImpersonationBanner,
  })),
);

/** "You are viewing as … — Back to admin" above every screen of the customer's app. */
export function LazyImpersonationBanner() {
  if (!storage.get(STORAGE_KEYS.impersonation)) return null;
  return (
    <Suspense fallback={null}>
      <Banner />
    </Suspense>
  );
}
