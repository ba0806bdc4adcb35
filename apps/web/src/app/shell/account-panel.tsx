import { lazy, Suspense } from 'react';
import { Avatar, Box, Group, Loader, Text, UnstyledButton } from '@mantine/core';
import { Menu } from '../../components/deferred-mantine';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { fullNameOf, type AccountPanelProps } from './account-name';

// What the panel shows when opened (credits, links, switcher) is its own chunk, loaded at the first open.
const AccountPanelMenu = lazy(() =>
  import('./account-panel-menu').then((m) => ({ default: m.AccountPanelMenu })),
);

/** Header account panel (000 §2): workspace, users, credits, billing and settings links, switcher, sign-out. */
export function AccountPanel(props: AccountPanelProps) {
  const { user, workspace, compact } = props;
  const { t } = useTranslation('shell');
  return (
    <Menu position="bottom-end" width={300} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('account.open')} data-testid="account-panel">
          <Group gap="xs" wrap="nowrap">
            <Avatar src={workspace.photo} name={workspace.name} color="brand" radius="md" size={34} />
            {!compact && (
              <Box maw={180}>
                <Text size="sm" fw={600} truncate data-testid="current-workspace-name">
                  {workspace.name}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {fullNameOf(user)}
                </Text>
              </Box>
            )}
            <IconChevronDown size={16} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      {/* An admin's menu is long: it scrolls within the window instead of running past its bottom. */}
      <Menu.Dropdown mah="calc(100dvh - 80px)" style={{ overflowY: 'auto' }}>
        <Suspense fallback={<Loader size="sm" m="sm" />}>
          <AccountPanelMenu {...props} />
        </Suspense>
      </Menu.Dropdown>
    </Menu>
  );
}
