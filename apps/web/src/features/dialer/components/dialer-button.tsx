import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Drawer, Loader, Tooltip } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ensureNamespaces } from '../../../lib/i18n';

// The panel, its voice client and the waveform player: their own chunks, loaded when the panel opens.
const DialerPanel = lazy(() =>
  Promise.all([import('./dialer-panel'), ensureNamespaces(['dialer'])]).then(([m]) => ({
    default: m.DialerPanel,
  })),
);

/** The header's phone button (000 §3): opens the dialer panel. */
export function DialerButton({ compact }: { compact: boolean }) {
  const { t } = useTranslation('shell');
  const [opened, setOpened] = useState(false);
  const label = t('dialer');
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
      <Drawer opened={opened} onClose={() => setOpened(false)} position="right" title={label} size="sm">
        <Suspense fallback={<Loader size="sm" />}>{opened && <DialerPanel />}</Suspense>
      </Drawer>
    </>
  );
}
