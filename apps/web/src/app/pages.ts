import type { AllowedPage } from '@leadloop/domain/spaces/enums';

/**
 * Where each allowed-page key (000 §6) lives in the address. Dialer and notifications are panels,
 * not pages: they have no path and never decide a redirect.
 */
export const PAGE_PATHS: Partial<Record<AllowedPage, string>> = {
  dashboard: '/dashboard',
  search: '/search',
  campaigns: '/campaigns',
  profiles: '/profiles',
  inbox: '/inbox',
  reports: '/reports',
  settings: '/settings',
  mailboxes: '/mailboxes',
  pipeline: '/crm',
  templates: '/templates',
  integrations: '/integrations',
  user_settings: '/preferences/user',
  workspace_settings: '/preferences/workspace',
  billing: '/billing',
};

/** Paths inside another page's address that belong to a page of their own (checked first). */
const OWN_PREFIXES: [string, AllowedPage][] = [['/preferences/user/notifications', 'notifications']];

const EXTRA_PREFIXES: [string, AllowedPage][] = [
  ['/campaign/', 'campaigns'],
  ['/smart-sequences', 'campaigns'],
];

const startsWithSegment = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);

/** The allowed-page key a path belongs to, or null when no page rule applies to it. */
export function pageForPath(pathname: string): AllowedPage | null {
  const path = pathname.toLowerCase();
  for (const [prefix, page] of OWN_PREFIXES) if (startsWithSegment(path, prefix)) return page;
  for (const [page, prefix] of Object.entries(PAGE_PATHS) as [AllowedPage, string][]) {
    if (startsWithSegment(path, prefix)) return page;
  }
  for (const [prefix, page] of EXTRA_PREFIXES) if (startsWithSegment(path, prefix)) return page;
  return null;
}

/** Pages that act on a connected account: disabled (and gated) while the workspace has none. */
export const ACCOUNT_PAGES: AllowedPage[] = [
  'dashboard',
  'search',
  'campaigns',
  'profiles',
  'inbox',
  'reports',
  'mailboxes',
  'settings',
];
