import type { ComponentType } from 'react';
import {
  IconHeartbeat,
  IconReceipt,
  IconReportAnalytics,
  IconSettings,
  IconBuildingStore,
  IconChartBar,
  IconBrandStripe,
  IconHeartRateMonitor,
  IconCash,
  IconUserCircle,
  IconUsers,
  IconUserStar,
} from '@tabler/icons-react';
import { adminRoleAllows, type AdminAccess, type AdminRole } from '@leadloop/domain/admin/roles';
import type { BrandFeature } from '@leadloop/domain/admin/brand-features';

/**
 * The admin console's navigation: every admin page, each shown to the roles that may open it. The per-brand
 * settings (000 §2 /admin/settings/…) need a white label, so they are reached from its page, not from here.
 */
const NAV: { key: string; path: string; icon: ComponentType<{ size?: number }>; access: AdminAccess }[] = [
  { key: 'customers', path: 'customers', icon: IconUsers, access: 'any' },
  { key: 'whitelabels', path: 'whitelabels', icon: IconBuildingStore, access: 'brand' },
  { key: 'healthIndex', path: 'health-index', icon: IconHeartbeat, access: 'brand' },
  { key: 'monitoring', path: 'monitoring', icon: IconHeartRateMonitor, access: 'platform' },
  { key: 'charts', path: 'charts-admin', icon: IconChartBar, access: 'platform' },
  { key: 'prepaid', path: 'prepaid', icon: IconCash, access: 'platform' },
  { key: 'demoUsers', path: 'demo-users', icon: IconUserStar, access: 'brand' },
  { key: 'stripe', path: 'stripe', icon: IconBrandStripe, access: 'platform' },
  { key: 'users', path: 'users', icon: IconUserCircle, access: 'brand' },
  { key: 'reports', path: 'reports', icon: IconReportAnalytics, access: 'brand' },
  { key: 'transactions', path: 'transactions', icon: IconReceipt, access: 'brand' },
  { key: 'config', path: 'config', icon: IconSettings, access: 'platform' },
];

/**
 * The entries a role sees. charts-admin (000 §2: "two brands") also needs the console's brand (the host's,
 * GET /api/brand) to have the brand feature `charts_admin`; super admins always see it.
 */
export function adminNavItems(role: AdminRole, brandFeatures: readonly BrandFeature[]) {
  return NAV.filter(
    (item) =>
      adminRoleAllows(role, item.access) &&
      (item.key !== 'charts' || role === 'super_admin' || brandFeatures.includes('charts_admin')),
  );
}
