import { lazy, Suspense } from 'react';
import { useAfterFirstScreen } from '../../lib/after-first-screen';

const UpgradeHost = lazy(() => import('./components/upgrade-host').then((m) => m.loadUpgradeHost()));

/** The upgrade modal's host: its own chunk, mounted once the first screen is up. */
export function DeferredUpgradeHost() {
  return useAfterFirstScreen() ? (
    <Suspense fallback={null}>
      <UpgradeHost />
    </Suspense>
  ) : null;
}
