import type { User } from '../features/auth';
import type { SpaceSummary, Workspace } from '../features/spaces';
import { isOpenPath } from '../lib/public-paths';
import { ACCOUNT_PAGES, PAGE_PATHS, pageForPath } from './pages';

export const HOME_PATH = '/campaigns';
export const SIGN_IN_PATH = '/auth/sign-in';
export const ADD_FIRST_ACCOUNT_PATH = '/credentials/add-first';
export const ACTIVATE_EMAIL_PATH = '/auth/activate-email';
export const CREATE_SPACE_PATH = '/space/create';
export const USE_SPACE_PATH = '/space/use-space';

export interface GateInput {
  pathname: string;
  search: string;
  /** null: anonymous token, or the user is inactive (logged out). */
  user: User | null;
  spaces: SpaceSummary[];
  /** The current workspace, or null when none is chosen. */
  workspace: Workspace | null;
  /** undefined until a credentials feature reports the count. */
  credentialsCount?: number;
  skippedEmailConfirmation: boolean;
  /** Skip was chosen on /credentials/add-first. */
  skippedOnboarding?: boolean;
}

/** Signed-out only: a signed-in user is sent on from these. */
const SIGNED_OUT_PATHS = [
  '/auth',
  '/auth/sign-in',
  '/auth/sign-up',
  '/auth/forgot-password',
  '/auth/restore-password',
];
/** Workspace screens reachable by any signed-in user with a confirmed (or skipped) email. */
const SPACE_FREE_PATHS = ['/space/create', '/space/join', '/space/accept-invite', '/space/set-space'];

const is = (pathname: string, ...paths: string[]) => paths.includes(pathname.replace(/\/+$/, '') || '/');
const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * 000 §4 "Gating on each navigation" as a pure function: where the user must go instead of
 * `pathname`, or null to stay. The caller keeps `space` and `selectedCred` in the address.
 */
export function resolveGate(input: GateInput): string | null {
  const { pathname, user, spaces, workspace } = input;
  const params = new URLSearchParams(input.search);

  const isOauth = is(pathname, '/oauth'); // contains "auth", yet needs a signed-in user
  if (!user || user.status !== 'active') {
    if (isOpenPath(pathname) && !isOauth && !is(pathname, ACTIVATE_EMAIL_PATH)) return null;
    if (is(pathname, ACTIVATE_EMAIL_PATH) && params.get('activation_code')) return null;
    return SIGN_IN_PATH;
  }

  if (isOpenPath(pathname) && !isOauth && !pathname.startsWith('/auth')) return null; // legal and error pages
  if (is(pathname, ...SIGNED_OUT_PATHS)) return HOME_PATH;

  const oauthClient = params.get('oauth_client');
  const state = params.get('state');
  if (isOauth) return oauthClient && state ? null : HOME_PATH;
  if (oauthClient && state) return `/oauth?${new URLSearchParams({ oauth_client: oauthClient, state })}`;

  const isActivatePage = is(pathname, ACTIVATE_EMAIL_PATH);
  if (!user.email_confirmed && !input.skippedEmailConfirmation)
    return isActivatePage ? null : ACTIVATE_EMAIL_PATH;
  if (isActivatePage) return params.get('activation_code') || !user.email_confirmed ? null : HOME_PATH;
  if (pathname.startsWith('/auth/')) return null; // third-party login and other auth helpers

  if (is(pathname, ...SPACE_FREE_PATHS)) return null;
  // A sample workspace being prepared: its progress screen, before it is anyone's current workspace.
  if (under(pathname, '/space/sample')) return null;
  if (spaces.length === 0) return CREATE_SPACE_PATH;
  if (is(pathname, USE_SPACE_PATH)) return null;
  if (!workspace || workspace.status !== 'active') return USE_SPACE_PATH;

  if (under(pathname, '/admin') && !user.admin_role) return HOME_PATH;

  const paymentPage = is(pathname, '/payment-in-progress');
  if (workspace.payment_in_progress) return paymentPage ? null : '/payment-in-progress';
  // Back from a checkout, the page itself sees the outcome through (fires the conversion event, moves on).
  if (paymentPage) return params.get('redirect_from_stripe') ? null : HOME_PATH;

  const isUnpaid = workspace.is_billing_enabled && !workspace.is_paid;
  const billingPage = under(pathname, '/billing');
  if (is(pathname, '/billing-warning')) return isUnpaid ? null : HOME_PATH;
  if (billingPage && !workspace.is_billing_enabled) return HOME_PATH;
  if (isUnpaid && !billingPage) return '/billing-warning';

  const page = pageForPath(pathname);
  const isAdmin =
    workspace.admins.includes(user._id) || spaces.some((s) => s._id === workspace._id && s.is_admin);
  const allowed = workspace.users.find((u) => u._id === user._id)?.allowed_pages ?? null;
  if (!isAdmin && allowed && page && !allowed.includes(page)) return firstPermittedPath(allowed);

  // No accounts yet: the first-account wizard (with Skip). A member limited to some pages stays on them.
  if (
    input.credentialsCount === 0 &&
    !input.skippedOnboarding &&
    (isAdmin || !allowed) &&
    page &&
    ACCOUNT_PAGES.includes(page) &&
    !under(pathname, '/credentials')
  ) {
    return ADD_FIRST_ACCOUNT_PATH;
  }
  return null;
}

/** A limited member's landing page: the first of their pages that has an address. */
export function firstPermittedPath(allowed: readonly string[]): string {
  for (const page of allowed) {
    const path = PAGE_PATHS[page as keyof typeof PAGE_PATHS];
    if (path) return path;
  }
  return USE_SPACE_PATH; // nothing with an address is permitted: the workspace chooser is always reachable
}
