import { Avatar, Box, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Popover } from '../../../components/deferred-mantine';
import { PageState } from '../../../components/page-state';
import { useCredentialsRealtime } from '../hooks/use-credentials-realtime';
import { useSelectedCredential } from '../hooks/use-selected-credential';
import { credentialName } from '../types';
import { LazyAddAccountModal } from '../wizard/lazy-add-account-modal';
import { CredentialAvatar } from './credential-avatar';
import classes from './accounts.module.css';

const AccountSwitcherPanel = lazy(() =>
  import('./account-switcher-panel').then((m) => ({ default: m.AccountSwitcherPanel })),
);

/** Header account switcher (000 §2): search, account cards, seats used/total, add-account button. */
export function AccountSwitcher({
  compact = false,
  hideSeats = false,
}: {
  compact?: boolean;
  hideSeats?: boolean;
}) {
  const { t } = useTranslation('credentials');
  const [opened, setOpened] = useState(false);
  const { selected, spaceId } = useSelectedCredential();
  useCredentialsRealtime(spaceId);

  return (
    <>
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width={340}
        shadow="md"
        withinPortal
        trapFocus
      >
        <Popover.Target>
          <UnstyledButton
            onClick={() => setOpened((o) => !o)}
            aria-label={t('switcher.open')}
            data-testid="account-switcher"
            className={classes.target}
          >
            <Group gap={8} wrap="nowrap">
              {selected ? (
                <CredentialAvatar credential={selected} size={30} />
              ) : (
                <Avatar size={30} radius="xl" />
              )}
              {!compact && (
                <Box maw={150} miw={0}>
                  <Text size="sm" fw={600} truncate data-testid="switcher-current">
                    {selected ? credentialName(selected) : t('switcher.noAccount')}
                  </Text>
                </Box>
              )}
              <IconChevronDown size={14} />
            </Group>
          </UnstyledButton>
        </Popover.Target>
        <Popover.Dropdown p="sm" data-testid="account-switcher-panel">
          <Suspense fallback={<PageState kind="loading" mih={80} />}>
            <AccountSwitcherPanel hideSeats={hideSeats} onClose={() => setOpened(false)} />
          </Suspense>
        </Popover.Dropdown>
      </Popover>
      <LazyAddAccountModal />
    </>
  );
}
