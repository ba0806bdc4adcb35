import type { ComponentType } from 'react';
import {
  IconAddressBook,
  IconBuildingSkyscraper,
  IconChartBar,
  IconCreditCard,
  IconLayoutDashboard,
  IconLayoutKanban,
  IconMail,
  IconMessages,
  IconPlug,
  IconRocket,
  IconSearch,
  IconSettings,
  IconTemplate,
  IconUserCog,
} from '@tabler/icons-react';
import type { AllowedPage } from '@leadloop/domain/spaces/enums';
import type { Workspace } from '../../features/spaces';
import { ACCOUNT_PAGES } from '../pages';

export interface NavItem {
  /** Translation key under `nav.` and the test id. */
  key: string;
  path: string;
  icon: ComponentType<{ size?: number | string; stroke?: number }>;
  page: AllowedPage;
  /** An area not built yet: shown disabled with a "coming soon" tooltip (the issue that builds it removes this). */
  soon?: boolean;
}

export interface NavGroup {
  key: 'main' | 'account' | 'workspace';
  items: NavItem[];
}

/** 000 §2 "Main navigation": the three sidebar groups, in order. */
export const NAV_GROUPS: NavGroup[] = [
  {
    key: 'main',
    items: [
      { key: 'dashboard', path: '/dashboard', icon: IconLayoutDashboard, page: 'dashboard' },
      { key: 'search', path: '/profiles/search-prospects', icon: IconSearch, page: 'search' },
    ],
  },
  {
    key: 'account',
    items: [
      { key: 'campaigns', path: '/campaigns', icon: IconRocket, page: 'campaigns' },
      { key: 'profiles', path: '/profiles', icon: IconAddressBook, page: 'profiles' },
      { key: 'inbox', path: '/inbox', icon: IconMessages, page: 'inbox' },
      { key: 'reports', path: '/reports', icon: IconChartBar, page: 'reports' },
      { key: 'mailboxes', path: '/mailboxes', icon: IconMail, page: 'mailboxes', soon: true },
      { key: 'settings', path: '/settings', icon: IconSettings, page: 'settings' },
    ],
  },
  {
    key: 'workspace',
    items: [
      { key: 'crm', path: '/crm', icon: IconLayoutKanban, page: 'pipeline' },
      { key: 'templates', path: '/templates', icon: IconTemplate, page: 'templates' },
      { key: 'integrations', path: '/integrations', icon: IconPlug, page: 'integrations' },
      { key: 'billing', path: '/billing', icon: IconCreditCard, page: 'billing' },
      { key: 'userPreferences', path: '/preferences/user', icon: IconUserCog, page: 'user_settings' },
      {
        key: 'workspacePreferences',
        path: '/preferences/workspace',
        icon: IconBuildingSkyscraper,
        page: 'workspace_settings',
      },
    ],
  },
];

/** Mobile tabs (000 §2): campaigns, inbox, reports, settings (+ admin and the switcher, added by the shell). */
export const MOBILE_TAB_KEYS = ['campaigns', 'inbox', 'reports', 'settings'];

export interface NavContext {
  workspace: Workspace | null;
  userId: string | null;
  isWorkspaceAdmin: boolean;
  /** undefined until the credentials feature reports the count. */
  credentialsCount?: number;
  /** The brand bills its customers in the app (000 §2: /billing is hidden for a brand that does not). */
  brandBilling?: boolean;
}

export interface VisibleNavItem extends NavItem {
  /** Not usable now: the workspace is unpaid or has no account yet (account items), or the area is not built. */
  disabled: boolean;
}

/**
 * Which items show and which are disabled: CRM only with show_crm; billing unless the brand has billing
 * off; a limited member sees only their
 * allowed pages; account items are disabled while the workspace is unpaid or has no account.
 */
export function visibleNavGroups(ctx: NavContext): { key: NavGroup['key']; items: VisibleNavItem[] }[] {
  const member = ctx.workspace?.users.find((u) => u._id === ctx.userId);
  const allowed = !ctx.isWorkspaceAdmin ? (member?.allowed_pages ?? null) : null;
  const unpaid = Boolean(ctx.workspace?.is_billing_enabled && !ctx.workspace.is_paid);
  const noAccounts = ctx.credentialsCount === 0;
  return NAV_GROUPS.map((group) => ({
    key: group.key,
    items: group.items
      .filter((item) => item.key !== 'crm' || ctx.workspace?.show_crm)
      .filter((item) => item.key !== 'billing' || ctx.brandBilling !== false)
      .filter((item) => !allowed || allowed.includes(item.page))
      .map((item) => ({
        ...item,
        // 000 §2: with a CRM connected, the CRM item opens the one last used (/crm/manage-last).
        ...(item.key === 'crm' && Object.values(ctx.workspace?.crm_tokens ?? {}).some(Boolean)
          ? { path: '/crm/manage-last' }
          : {}),
        disabled: Boolean(item.soon) || (ACCOUNT_PAGES.includes(item.page) && (unpaid || noAccounts)),
      })),
  })).filter((group) => group.items.length > 0);
}

type LinkedBrand = {
  bottom_links: { label: string; url: string }[];
  is_buzz: boolean;
  client_link: string | null;
};

/** The sidebar's bottom links (000 §2): the brand's own, then "refer and earn" (its client link) for a Buzz-type brand. */
export function bottomLinksOf(brand: LinkedBrand, referLabel: string): { label: string; url: string }[] {
  const refer = brand.is_buzz && brand.client_link ? [{ label: referLabel, url: brand.client_link }] : [];
  return [...brand.bottom_links, ...refer];
}
