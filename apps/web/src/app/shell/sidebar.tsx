import { Box, Divider, NavLink, Stack, Text } from '@mantine/core';
import { Tooltip } from '../../components/deferred-mantine';
import {
  IconArrowBackUp,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
  IconLogout,
  IconShield,
} from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SidebarAccount } from '../../features/credentials';
import { InboxNavBadge, InboxTabIndicator } from '../../features/inbox';
import type { VisibleNavItem } from './nav-items';
import type { Brand } from '../../features/brand';
import classes from './shell.module.css';

// A brand's own links (000 §2): their own chunk, loaded only for a brand that has some.
const SidebarBrandLinks = lazy(() => import('./brand-links').then((m) => ({ default: m.SidebarBrandLinks })));

interface SidebarProps {
  groups: { key: string; items: VisibleNavItem[] }[];
  collapsed: boolean;
  onToggleCollapsed: () => void;
  isPlatformAdmin: boolean;
  /** A platform admin looking at a customer's workspace (`?space=`) goes back to admin instead of logging out. */
  backToAdminSpace?: string | null;
  /** Absent for the restricted brand (000 §2: no logout). */
  onLogout?: () => void;
  /** The brand's sidebar links (under the groups) and bottom links (000 §2), opened in a new tab. */
  brandLinks?: Pick<Brand, 'sidebar_links' | 'bottom_links'>;
}

export function isActivePath(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** The vertical sidebar (1000 px and wider): account card, three groups, admin and logout at the bottom. */
export function Sidebar({
  groups,
  collapsed,
  onToggleCollapsed,
  isPlatformAdmin,
  backToAdminSpace,
  onLogout,
  brandLinks,
}: SidebarProps) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();

  const item = (entry: {
    key: string;
    path: string;
    icon: VisibleNavItem['icon'];
    disabled?: boolean;
    soon?: boolean;
  }) => {
    const Icon = entry.icon;
    const link = (
      <NavLink
        key={entry.key}
        component={Link}
        to={entry.path}
        label={collapsed ? null : t(`nav.${entry.key}`)}
        aria-label={t(`nav.${entry.key}`)}
        leftSection={
          entry.key === 'inbox' && collapsed ? (
            <InboxTabIndicator>
              <Icon size={20} stroke={1.6} />
            </InboxTabIndicator>
          ) : (
            <Icon size={20} stroke={1.6} />
          )
        }
        rightSection={entry.key === 'inbox' && !collapsed ? <InboxNavBadge /> : undefined}
        active={isActivePath(pathname, entry.path)}
        disabled={entry.disabled}
        aria-disabled={entry.disabled || undefined}
        className={classes.navLink}
        data-collapsed={collapsed || undefined}
        data-testid={`nav-${entry.key}`}
      />
    );
    if (entry.soon)
      return (
        <Tooltip
          key={entry.key}
          label={`${t(`nav.${entry.key}`)} · ${t('comingSoon.badge')}`}
          position="right"
          withArrow
        >
          <div data-soon>{link}</div>
        </Tooltip>
      );
    return collapsed ? (
      <Tooltip key={entry.key} label={t(`nav.${entry.key}`)} position="right" withArrow>
        <div>{link}</div>
      </Tooltip>
    ) : (
      link
    );
  };

  return (
    <Stack h="100%" gap={0}>
      <Box p="sm">
        <SidebarAccount collapsed={collapsed} />
      </Box>
      <Box px="sm" className={classes.scrollColumn}>
        {groups.map((group, index) => (
          <Box key={group.key}>
            {index > 0 && <Divider my="xs" />}
            {!collapsed && (
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt={4} pb={4}>
                {t(`groups.${group.key}`)}
              </Text>
            )}
            {group.items.map(item)}
          </Box>
        ))}
        {!!brandLinks?.sidebar_links.length && (
          <Suspense fallback={null}>
            <SidebarBrandLinks links={brandLinks.sidebar_links} collapsed={collapsed} place="sidebar" />
          </Suspense>
        )}
      </Box>
      <Stack gap={0} p="sm" className={classes.sidebarBottom}>
        {!!brandLinks?.bottom_links.length && (
          <Suspense fallback={null}>
            <SidebarBrandLinks links={brandLinks.bottom_links} collapsed={collapsed} place="bottom" />
          </Suspense>
        )}
        {isPlatformAdmin && item({ key: 'admin', path: '/admin', icon: IconShield })}
        {backToAdminSpace
          ? item({ key: 'backToAdmin', path: `/admin/customers/${backToAdminSpace}`, icon: IconArrowBackUp })
          : onLogout && (
              <NavLink
                component="button"
                onClick={onLogout}
                label={collapsed ? null : t('nav.logout')}
                aria-label={t('nav.logout')}
                leftSection={<IconLogout size={20} stroke={1.6} />}
                className={classes.navLink}
                data-collapsed={collapsed || undefined}
                data-testid="nav-logout"
              />
            )}
        <NavLink
          component="button"
          onClick={onToggleCollapsed}
          label={collapsed ? null : t('nav.collapse')}
          aria-label={collapsed ? t('nav.expand') : t('nav.collapse')}
          leftSection={
            collapsed ? (
              <IconLayoutSidebarLeftExpand size={20} />
            ) : (
              <IconLayoutSidebarLeftCollapse size={20} />
            )
          }
          className={classes.navLink}
          data-collapsed={collapsed || undefined}
          data-testid="sidebar-collapse"
        />
      </Stack>
    </Stack>
  );
}
