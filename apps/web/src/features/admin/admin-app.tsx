import { Box, Button, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageState } from '../../components/page-state';
import { elementRoutes } from '../../lib/element-routes';
import { adminWhitelabelRoutes } from '../admin-whitelabels';
import { adminHealthRoutes } from '../admin-health';
import { adminPlansSettingsRoutes } from '../admin-plans';
import { PageTitle } from '../../components/page-title';
import { useBrand } from '../brand';
import { useAdminSession } from './api/admin-api';
import { adminNavItems } from './admin-nav';
import { CustomersPage } from './pages/customers-page';
import { CustomerPage } from './pages/customer-page';
import { PrepaidPage } from './pages/prepaid-page';
import { DemoUsersPage } from './pages/demo-users-page';
import { StripePage } from './pages/stripe-page';
import { UsersPage } from './pages/users-page';
import { ReportsPage } from './pages/reports-page';
import { TransactionsPage } from './pages/transactions-page';
import { ConfigPage } from './pages/config-page';
import { BuzzManagersTab, ManagersTab } from './pages/managers-page';

/** The white label's managers tabs (relative paths, for the white label's layout). */
const whitelabelTabRoutes: RouteObject[] = [
  { path: 'managers', element: <ManagersTab /> },
  { path: 'buzz-managers', element: <BuzzManagersTab /> },
];

/**
 * Pages the other admin areas add (white labels with their plans, health index, monitoring, charts,
 * settings), each loaded when opened. The managers tabs above sit at the white label's address.
 */
const OTHER_AREAS: RouteObject[] = elementRoutes([
  ...adminWhitelabelRoutes,
  ...adminHealthRoutes,
  ...adminPlansSettingsRoutes,
]);

/** Sections whose pages are this console's own (each screen has one h1: these get the console's). */
const OWN_SECTIONS = new Set([
  'customers',
  'prepaid',
  'demo-users',
  'stripe',
  'users',
  'reports',
  'transactions',
  'config',
]);

const ROUTES: RouteObject[] = [
  { index: true, element: <Navigate to="customers" replace /> },
  { path: 'customers', element: <CustomersPage /> },
  { path: 'customers/:profileId', element: <CustomerPage /> },
  { path: 'prepaid', element: <PrepaidPage /> },
  { path: 'demo-users', element: <DemoUsersPage /> },
  { path: 'stripe', element: <StripePage /> },
  { path: 'users', element: <UsersPage /> },
  { path: 'reports', element: <ReportsPage /> },
  { path: 'transactions', element: <TransactionsPage /> },
  { path: 'config', element: <ConfigPage /> },
  ...whitelabelTabRoutes.map((r) => ({ ...r, path: `whitelabels/:whitelabel/${r.path}` })),
  ...OTHER_AREAS,
  { path: '*', element: <Navigate to="/admin/customers" replace /> },
];

/** /admin/* (000 §2 Admin): the console's frame — title, navigation to every admin page — and the page. */
export function AdminApp() {
  const { t } = useTranslation('admin');
  const session = useAdminSession();
  const brand = useBrand();
  const location = useLocation();
  const mobile = useMediaQuery('(max-width: 575.98px)') ?? false;
  const page = useRoutes(ROUTES);
  if (session.isPending) return <PageState kind="loading" />;
  if (session.isError)
    return <PageState kind="error" title={t('errors.session')} description={t('errors.sessionHint')} />;
  const role = session.data.role;
  const section = location.pathname.split('/')[2] ?? 'customers';
  const items = adminNavItems(role, brand.data?.flags.brand_features ?? []);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
        <div>
          {/* The console's own pages have no title of their own; the other areas' pages bring their h1. */}
          {OWN_SECTIONS.has(section) ? (
            <PageTitle>{t('title')}</PageTitle>
          ) : (
            <Text fw={700} fz="h2">
              {t('title')}
            </Text>
          )}
          <Text c="dimmed" size="sm">
            {t(`roles.${role}`)}
            {session.data.brand ? ` · ${session.data.brand}` : ` · ${t('allBrands')}`}
          </Text>
        </div>
      </Group>
      {/* 000 §2: on phones the console is the customers' pages only. */}
      {!mobile && (
        <ScrollArea type="auto" offsetScrollbars>
          <Box component="nav" aria-label={t('navLabel')}>
            <Group gap={4} wrap="nowrap">
              {items.map(({ key, path, icon: Icon }) => (
                <Button
                  key={key}
                  component={Link}
                  to={`/admin/${path}`}
                  size="compact-sm"
                  style={{ flexShrink: 0 }}
                  variant={section === path ? 'light' : 'subtle'}
                  color={section === path ? undefined : 'gray'}
                  leftSection={<Icon size={16} />}
                  aria-current={section === path ? 'page' : undefined}
                >
                  {t(`nav.${key}`)}
                </Button>
              ))}
            </Group>
          </Box>
        </ScrollArea>
      )}
      {page}
    </Stack>
  );
}
