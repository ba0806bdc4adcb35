import { lazy, Suspense } from 'react';
import { Group } from '@mantine/core';
import { hasBrandFeature } from '@leadloop/domain/admin/brand-features';
import { ensureNamespaces } from '../../lib/i18n';
import { Link, useLocation } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import type { Brand } from '../../features/brand';
import type { User } from '../../features/auth';
import type { Workspace } from '../../features/spaces';
import { LanguageMenu, ThemeToggle } from '../../features/preferences';
import { AccountSwitcher } from '../../features/credentials';
import { NotificationBell } from '../../features/notifications';
import { hidesLanguageSwitcher } from '../../features/ai-employees';
import { DialerButton } from '../../features/dialer';
import { featuresForTier } from '@leadloop/domain/tiers/features';
import { AccountPanel } from './account-panel';
import type { AccountPanelProps } from './account-name';

// The changelog icon and its notes: their own chunk (with their words), loaded only for a brand that has them.
const ChangelogButton = lazy(() =>
  Promise.all([import('./changelog-button'), ensureNamespaces(['changelog'])]).then(([m]) => ({
    default: m.ChangelogButton,
  })),
);

interface HeaderProps {
  brand: Brand;
  user: User;
  workspace: Workspace;
  compact: boolean;
  /** The member may see notifications (allowed pages, 000 §6). */
  canSeeNotifications: boolean;
  /** The member may use the dialer (allowed pages, 000 §6). */
  canUseDialer?: boolean;
  onSwitchWorkspace: () => void;
  /** Absent for the restricted brand (000 §2: no logout). */
  onLogout?: () => void;
  brandLinks?: AccountPanelProps['brandLinks'];
}

export function Header({
  brand,
  user,
  workspace,
  compact,
  canSeeNotifications,
  canUseDialer = true,
  onSwitchWorkspace,
  onLogout,
  brandLinks,
}: HeaderProps) {
  const { pathname } = useLocation();
  // 000 §1: a brand whose logo shape is the rectangle (with the name in it) shows it on wide screens, the
  // square one (with the name beside it) on phones and for a square-logo brand
  const wide = !compact && brand.logo_shape === 'rectangle' && brand.logo_rectangle_url;
  const logo = (
    <BrandLogo
      name={brand.name}
      logoUrl={wide ? brand.logo_rectangle_url : (brand.logo_square_url ?? brand.logo_url)}
      size={Math.min(brand.logo_height, 44)}
      withName={!compact && !wide}
    />
  );
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
        <AccountSwitcher compact={compact} hideSeats={brand.flags.hide_seat_counts} />
        {!compact && !hidesLanguageSwitcher(pathname) && <LanguageMenu />}
        <ThemeToggle />
        <NotificationBell spaceId={workspace._id} enabled={canSeeNotifications} compact={compact} />
        {/* 000 §3: the phone button only with the calling feature and the dialer allowed */}
        <DialerButton
          compact={compact}
          features={featuresForTier(workspace.tier)}
          canUseDialer={canUseDialer}
        />
        {hasBrandFeature(brand, 'changelog') && (
          <Suspense fallback={null}>
            <ChangelogButton userId={user._id} compact={compact} />
          </Suspense>
        )}
        <AccountPanel
          user={user}
          workspace={workspace}
          compact={compact}
          onSwitchWorkspace={onSwitchWorkspace}
          onLogout={onLogout}
          brandLinks={brandLinks}
          showBilling={brand.is_billing_enabled}
          featureRequestUrl={
            hasBrandFeature(brand, 'feature_requests') ? brand.flags.feature_request_url : null
          }
        />
      </Group>
    </Group>
  );
}
