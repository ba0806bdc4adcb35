import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ensureNamespaces } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useBrand } from '../../brand';
import { clearPendingUpgrade, pendingUpgrade, showUpgrade, SHOW_UPGRADE } from '../../../lib/upgrade-events';
import { useFeatures } from '../../credentials';
import { useAppSessionContext } from '../../spaces';
import { featureGateTarget } from '../feature-gate';
import { UpgradeModal } from './upgrade-modal';

/**
 * 000 §4 in the router: a page of a feature the tier lacks, opened directly, goes to campaigns (or to add
 * an account) and opens the upgrade modal. It lives here, in the lazy host, to keep the shell small; the
 * server refuses the page's calls meanwhile.
 */
function useFeatureGate() {
  const location = useLocation();
  const navigate = useNavigate();
  const { currentSpaceId, credentialsCount, workspace } = useAppSessionContext();
  const { data, refetch } = useFeatures(currentSpaceId);
  // Flags read before a tier change (a plan bought, changed or ended) are not used: they are read again.
  const current = data && workspace && data.tier === workspace.tier;
  const features = current ? data.features : undefined;
  useEffect(() => {
    if (data && workspace && !current) void refetch();
  }, [data, workspace, current, refetch]);
  useEffect(() => {
    const target = featureGateTarget(location.pathname, features, credentialsCount);
    if (!target) return;
    showUpgrade(target.feature);
    void navigate({ pathname: target.to, search: location.search }, { replace: true });
  }, [location.pathname, location.search, features, credentialsCount, navigate]);
}

/**
 * Listens for `show-upgrade` (000 §2) and opens the upgrade modal with the feature it carries — except on a
 * brand that hides subscription notices (000 §6, its reseller sells the plans): there a short note says the
 * feature is not available, without plans or prices.
 */
export function UpgradeHost() {
  useFeatureGate();
  const { t } = useTranslation('billing');
  const quiet = useBrand().data?.flags.hide_subscription_notices ?? false;
  const [feature, setFeature] = useState<string | null>(pendingUpgrade);
  useEffect(() => {
    if (!quiet || feature === null) return;
    notify.info(t('upgrade.unavailable'));
    clearPendingUpgrade();
    setFeature(null);
  }, [quiet, feature, t]);
  useEffect(() => {
    const onShow = (event: Event) => setFeature((event as CustomEvent<string>).detail);
    window.addEventListener(SHOW_UPGRADE, onShow);
    // an event sent between the first render and this effect
    if (pendingUpgrade !== null) setFeature(pendingUpgrade);
    return () => window.removeEventListener(SHOW_UPGRADE, onShow);
  }, []);
  if (quiet) return null;
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
