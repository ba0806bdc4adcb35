import { Badge, Box, Button, Divider, Group, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../../components/page-state';
import { translateError } from '../../../lib/messages';
import { useSeats } from '../api/fetch-seats';
import { useChooseCredential, useSelectedCredential } from '../hooks/use-selected-credential';
import { useOpenWizard } from '../hooks/use-wizard-link';
import { credentialName } from '../types';
import { matchesAccountSearch } from './account-search';
import { ActivityText } from './activity-notice';
import { CredentialAvatar } from './credential-avatar';
import classes from './accounts.module.css';

/** The account switcher's panel (its own chunk, loaded when first opened): search, cards, seats, add. */
export function AccountSwitcherPanel({ hideSeats, onClose }: { hideSeats: boolean; onClose: () => void }) {
  const { t } = useTranslation('credentials');
  const [search, setSearch] = useState('');
  const { list, selected, query, spaceId } = useSelectedCredential();
  const seats = useSeats(spaceId);
  const choose = useChooseCredential();
  const openWizard = useOpenWizard();
  const shown = list.filter((c) => matchesAccountSearch(c, search));
  const setOpened = (open: boolean) => {
    if (!open) onClose();
  };

  return (
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
  );
}
