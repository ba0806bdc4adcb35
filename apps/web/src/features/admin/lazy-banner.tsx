import { lazy, Suspense } from 'react';
import { storage, STORAGE_KEYS } from '../../lib/storage';

// Its own chunks, asked for only while an admin views the app as a customer.
const Banner = lazy(() => import('./load').then((m) => m.loadBanner()));

/** "You are viewing as … — Back to admin" above every screen of the customer's app. */
export function LazyImpersonationBanner() {
  if (!storage.get(STORAGE_KEYS.impersonation)) return null;
  return (
    <Suspense fallback={null}>
      <Banner />
    </Suspense>
  );
}
