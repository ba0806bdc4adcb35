import { ActionIcon, Avatar, Box, Button, Group, Skeleton, Text } from '@mantine/core';
import { Tooltip } from '../../../components/deferred-mantine';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSelectedCredential } from '../hooks/use-selected-credential';
import { useOpenWizard } from '../hooks/use-wizard-link';
import { credentialName } from '../types';
import { ActivityText } from './activity-notice';
import { CredentialAvatar } from './credential-avatar';
import classes from './accounts.module.css';

/** Sidebar block (000 §2): the selected account's photo, name, username and activity text. */
export function SidebarAccount({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('credentials');
  const { selected, query } = useSelectedCredential();
  const openWizard = useOpenWizard();

  if (query.isPending) return <Skeleton h={collapsed ? 40 : 64} radius="md" />;
  if (!selected) {
    return collapsed ? (
      <Tooltip label={t('switcher.addAccount')} position="right">
        <ActionIcon
          component={Link}
          to="/credentials/add"
          size={40}
          variant="light"
          radius="xl"
          aria-label={t('switcher.addAccount')}
        >
          <IconPlus size={20} />
        </ActionIcon>
      </Tooltip>
    ) : (
      <Group gap="sm" wrap="nowrap" className={classes.sidebarCard}>
        <Avatar radius="xl" color="gray" />
        <Box miw={0} style={{ flex: 1 }}>
          <Text size="sm" fw={600} truncate>
            {t('switcher.noAccount')}
          </Text>
          <Button component={Link} to="/credentials/add" variant="subtle" size="compact-xs" px={0}>
            {t('switcher.addAccount')}
          </Button>
        </Box>
      </Group>
    );
  }
  if (collapsed) {
    return (
      <Tooltip label={credentialName(selected)} position="right">
        <Box component={Link} to="/settings" display="block" w={40}>
          <CredentialAvatar credential={selected} size={40} />
        </Box>
      </Tooltip>
    );
  }
  return (
    <Group gap="sm" wrap="nowrap" className={classes.sidebarCard} data-testid="sidebar-account">
      <CredentialAvatar credential={selected} size={40} />
      <Box miw={0} style={{ flex: 1 }}>
        <Text size="sm" fw={600} truncate data-testid="sidebar-account-name">
          {credentialName(selected)}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {selected.username}
        </Text>
        <Box
          component="button"
          type="button"
          onClick={() => openWizard({ credentialId: selected._id })}
          p={0}
          bd={0}
          bg="none"
          style={{ cursor: 'pointer', maxWidth: '100%' }}
        >
          <ActivityText credential={selected} />
        </Box>
      </Box>
    </Group>
  );
}
