import { ActionIcon, Group, Indicator } from '@mantine/core';
import { Tooltip } from '../../components/deferred-mantine';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../components/brand-logo';
import type { Brand } from '../../features/brand';
import type { User } from '../../features/auth';
import type { Workspace } from '../../features/spaces';
import { LanguageMenu, ThemeToggle } from '../../features/preferences';
import { AccountSwitcher } from '../../features/credentials';
import { AccountPanel } from './account-panel';

interface HeaderProps {
  brand: Brand;
  user: User;
  workspace: Workspace;
  compact: boolean;
  notificationsCount: number;
  onSwitchWorkspace: () => void;
  onLogout: () => void;
}

export function Header({
  brand,
  user,
  workspace,
  compact,
  notificationsCount,
  onSwitchWorkspace,
  onLogout,
}: HeaderProps) {
  const { t } = useTranslation('shell');
  const logo = <BrandLogo name={brand.name} logoUrl={brand.logo_url} size={32} withName={!compact} />;
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      {user.status === 'active' ? (
        <Link
          to="/campaigns"
          style={{ textDecoration: 'none', color: 'inherit' }}
          // named by its visible text; only the compact logo (no text) needs a label
          aria-label={compact ? brand.name : undefined}
        >
          {logo}
        </Link>
      ) : (
        logo
      )}
      <Group gap={compact ? 4 : 'xs'} wrap="nowrap">
        <AccountSwitcher compact={compact} />
        {!compact && <LanguageMenu />}
        <ThemeToggle />
        <Tooltip label={t('header.notifications')}>
          <Indicator
            disabled={notificationsCount === 0}
            label={notificationsCount > 99 ? '99+' : notificationsCount}
            size={16}
          >
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('header.notifications')}>
              <IconBell size={18} />
            </ActionIcon>
          </Indicator>
        </Tooltip>
        <AccountPanel
          user={user}
          workspace={workspace}
          compact={compact}
          onSwitchWorkspace={onSwitchWorkspace}
          onLogout={onLogout}
        />
      </Group>
    </Group>
  );
}
