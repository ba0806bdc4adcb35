import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Drawer, Loader, Tooltip } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FeatureMap } from '@leadloop/domain/tiers/enums';
import { ensureNamespaces } from '../../../lib/i18n';
import { dialerAccess } from '../dialer-access';

const DialerUpgrade = lazy(() =>
  Promise.all([import('./dialer-upgrade'), ensureNamespaces(['dialer'])]).then(([m]) => ({
    default: m.DialerUpgrade,
  })),
);

// The panel, its voice client and the waveform player: their own chunks, loaded when the panel opens.
const DialerPanel = lazy(() =>
  Promise.all([import('./dialer-panel'), ensureNamespaces(['dialer'])]).then(([m]) => ({
    default: m.DialerPanel,
  })),
);

/**
 * The header's phone button (000 §3): opens the dialer panel, or the upgrade placeholder in its place when
 * the plan lacks `calling` (dialerAccess).
 */
export function DialerButton({
  compact,
  features,
  canUseDialer,
}: {
  compact: boolean;
  features: Partial<FeatureMap>;
  canUseDialer: boolean;
}) {
  const { t } = useTranslation('shell');
  const [opened, setOpened] = useState(false);
  const access = dialerAccess(features, canUseDialer);
  if (access === 'hidden') return null;
  const label = t('dialer');
  const close = () => setOpened(false);
  return (
    <>
      <Tooltip label={label}>
        <ActionIcon
          variant="subtle"
          size={compact ? 'md' : 'lg'}
          aria-label={label}
          onClick={() => setOpened(true)}
        >
          <IconPhone size={20} />
        </ActionIcon>
      </Tooltip>
      <Drawer opened={opened} onClose={close} position="right" title={label} size="sm">
        <Suspense fallback={<Loader size="sm" />}>
          {opened &&
            (access === 'dialer' ? <DialerPanel onLeave={close} /> : <DialerUpgrade onLeave={close} />)}
        </Suspense>
      </Drawer>
    </>
  );
}
