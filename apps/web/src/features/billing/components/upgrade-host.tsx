import { useEffect, useState } from 'react';
import { ensureNamespaces } from '../../../lib/i18n';
import { clearPendingUpgrade, pendingUpgrade, SHOW_UPGRADE } from '../../../lib/upgrade-events';
import { UpgradeModal } from './upgrade-modal';

/** Listens for `show-upgrade` (000 §2) and opens the upgrade modal with the feature it carries. */
export function UpgradeHost() {
  const [feature, setFeature] = useState<string | null>(pendingUpgrade);
  useEffect(() => {
    const onShow = (event: Event) => setFeature((event as CustomEvent<string>).detail);
    window.addEventListener(SHOW_UPGRADE, onShow);
    // an event sent between the first render and this effect
    if (pendingUpgrade !== null) setFeature(pendingUpgrade);
    return () => window.removeEventListener(SHOW_UPGRADE, onShow);
  }, []);
  return (
    <UpgradeModal
      opened={feature !== null}
      feature={feature}
      onClose={() => {
        clearPendingUpgrade();
        setFeature(null);
      }}
    />
  );
}

/** The lazy loader: the component once the billing words are there. */
export const loadUpgradeHost = () => ensureNamespaces(['billing']).then(() => ({ default: UpgradeHost }));
