import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconBuildingSkyscraper, IconShield } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MOBILE_TAB_KEYS, type VisibleNavItem } from './nav-items';
import { isActivePath } from './sidebar';
import { InboxTabIndicator } from '../../features/inbox';
import classes from './shell.module.css';

interface MobileTabsProps {
  items: VisibleNavItem[];
  isPlatformAdmin: boolean;
  onOpenSwitcher: () => void;
}

/** Bottom tabs on phones: campaigns, inbox, reports, settings, admin (admins only), switcher. */
export function MobileTabs({ items, isPlatformAdmin, onOpenSwitcher }: MobileTabsProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const tabs = items.filter((item) => MOBILE_TAB_KEYS.includes(item.key));
  if (isPlatformAdmin)
    tabs.push({ key: 'admin', path: '/admin', icon: IconShield, page: 'dashboard', disabled: false });

  return (
    <Group grow gap={0} h="100%" wrap="nowrap" component="nav" aria-label={t('nav.mobile')}>
      {tabs.map(({ key, path, icon: Icon, disabled }) => (
        <UnstyledButton
          key={key}
          component={Link}
          to={path}
          className={classes.tab}
          data-active={isActivePath(pathname, path) || undefined}
          data-disabled={disabled || undefined}
          aria-disabled={disabled}
          onClick={(event: React.MouseEvent) => disabled && event.preventDefault()}
        >
          {key === 'inbox' ? (
            <InboxTabIndicator>
              <Icon size={22} />
            </InboxTabIndicator>
          ) : (
            <Icon size={22} />
          )}
          <Text size="10px" fw={600} truncate maw="100%">
            {t(`tabs.${key}`, { defaultValue: t(`nav.${key}`) })}
          </Text>
        </UnstyledButton>
      ))}
      <UnstyledButton className={classes.tab} onClick={onOpenSwitcher} data-testid="mobile-switcher">
        <IconBuildingSkyscraper size={22} />
        <Text size="10px" fw={600}>
          {t('nav.workspaces')}
        </Text>
      </UnstyledButton>
    </Group>
  );
}
