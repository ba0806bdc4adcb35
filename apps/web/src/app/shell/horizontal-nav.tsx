import { Box, Button, Group } from '@mantine/core';
import classes from './shell.module.css';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { VisibleNavItem } from './nav-items';
import { isActivePath } from './sidebar';
import { InboxNavBadge } from '../../features/inbox';

/** Under 1000 px the sidebar becomes a horizontal, scrollable row under the header (000 §2). */
export function HorizontalNav({ groups }: { groups: { key: string; items: VisibleNavItem[] }[] }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  return (
    <Box h={48} className={classes.scrollRow}>
      <Group gap={4} wrap="nowrap" px="sm" h={48} w="max-content">
        {groups.flatMap((group) =>
          group.items.map(({ key, path, icon: Icon, disabled }) => (
            <Button
              key={key}
              component={Link}
              to={path}
              size="compact-sm"
              variant={isActivePath(pathname, path) ? 'light' : 'subtle'}
              color={isActivePath(pathname, path) ? undefined : 'gray'}
              leftSection={<Icon size={16} />}
              rightSection={key === 'inbox' ? <InboxNavBadge /> : undefined}
              disabled={disabled}
              style={{ flexShrink: 0 }}
              data-testid={`nav-${key}`}
            >
              {t(`nav.${key}`)}
            </Button>
          )),
        )}
      </Group>
    </Box>
  );
}
