import {
  Avatar,
  Badge,
  Box,
  Button,
  Divider,
  Group,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { Popover } from '../../../components/deferred-mantine';
import { IconChevronDown, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../../components/page-state';
import { translateError } from '../../../lib/messages';
import { useSeats } from '../api/fetch-seats';
import { useCredentialsRealtime } from '../hooks/use-credentials-realtime';
import { useChooseCredential, useSelectedCredential } from '../hooks/use-selected-credential';
import { useOpenWizard } from '../hooks/use-wizard-link';
import { credentialName } from '../types';
import { LazyAddAccountModal } from '../wizard/lazy-add-account-modal';
import { matchesAccountSearch } from './account-search';
import { ActivityText } from './activity-notice';
import { CredentialAvatar } from './credential-avatar';
import classes from './accounts.module.css';

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
  const [search, setSearch] = useState('');
  const { list, selected, query, spaceId } = useSelectedCredential();
  const seats = useSeats(spaceId);
  const choose = useChooseCredential();
  const openWizard = useOpenWizard();
  useCredentialsRealtime(spaceId);
  const shown = list.filter((c) => matchesAccountSearch(c, search));

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
          <Stack gap="sm">
            <Group justify="space-between">
              <Text fw={700}>{t('switcher.title')}</Text>
              {!hideSeats && seats.data && (
                <Badge variant="light" data-testid="seats-counter">
                  {t('switcher.seats', { used: seats.data.used_seats, total: seats.data.total_seats })}
                </Badge>
              )}
            </Group>
            <TextInput
              size="sm"
              placeholder={t('switcher.search')}
              leftSection={<IconSearch size={14} />}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              aria-label={t('switcher.search')}
            />
            {query.isPending ? (
              <PageState kind="loading" mih={80} />
            ) : query.isError ? (
              <Text size="sm" c="red">
                {translateError(query.error)}
              </Text>
            ) : shown.length === 0 ? (
              <Text size="sm" c="dimmed" ta="center" py="sm">
                {list.length ? t('switcher.noMatch') : t('switcher.empty')}
              </Text>
            ) : (
              <Box mah={320} style={{ overflowY: 'auto' }}>
                <Stack gap={4}>
                  {shown.map((c) => (
                    <UnstyledButton
                      key={c._id}
                      className={classes.card}
                      data-active={c._id === selected?._id || undefined}
                      data-testid="account-card"
                      onClick={() => {
                        setOpened(false);
                        if (c._id !== selected?._id) choose(c._id);
                      }}
                    >
                      <Group gap="sm" wrap="nowrap">
                        <CredentialAvatar credential={c} />
                        <Box miw={0} style={{ flex: 1 }}>
                          <Text size="sm" fw={600} truncate>
                            {credentialName(c)}
                          </Text>
                          <Text size="xs" c="dimmed" truncate>
                            {c.username}
                          </Text>
                          <ActivityText credential={c} />
                        </Box>
                        <Badge size="xs" variant="outline" color="gray" style={{ flexShrink: 0 }}>
                          {t(`automation.${c.automation_type}`)}
                        </Badge>
                      </Group>
                    </UnstyledButton>
                  ))}
                </Stack>
              </Box>
            )}
            <Divider />
            <Button
              leftSection={<IconPlus size={16} />}
              variant="light"
              onClick={() => {
                setOpened(false);
                openWizard();
              }}
              data-testid="switcher-add-account"
            >
              {t('switcher.addAccount')}
            </Button>
          </Stack>
        </Popover.Dropdown>
      </Popover>
      <LazyAddAccountModal />
    </>
  );
}
