import { Anchor, Button, Stack } from '@mantine/core';
import { IconPhoneOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../../components/page-state';
import { showUpgrade } from '../../../lib/upgrade-events';

/** 000 §3: what stands in for the dialer when the plan lacks `calling` — the upgrade modal, or billing. */
export function DialerUpgrade({ onLeave }: { onLeave?: () => void }) {
  const { t } = useTranslation('dialer');
  return (
    <PageState
      kind="empty"
      icon={<IconPhoneOff size={28} />}
      title={t('upgrade.title')}
      description={t('upgrade.text')}
      action={
        <Stack gap="xs" align="center">
          <Button
            onClick={() => {
              onLeave?.();
              showUpgrade('calling');
            }}
          >
            {t('upgrade.button')}
          </Button>
          <Anchor component={Link} to="/billing" size="sm" onClick={onLeave}>
            {t('upgrade.billing')}
          </Anchor>
        </Stack>
      }
    />
  );
}
