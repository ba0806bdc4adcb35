import { describe, expect, it } from 'vitest';
import type { User } from '../features/auth';
import type { SpaceSummary, Workspace } from '../features/spaces';
import { resolveGate, type GateInput } from './gating';

const user = (over: Partial<User> = {}): User => ({
  _id: 'u1',
  email: 'ann@example.com',
  first_name: 'Ann',
  last_name: 'Lee',
  full_name: 'Ann Lee',
  phone: null,
  avatar: null,
  brand: 'leadloop',
  status: 'active',
  email_confirmed: true,
  created_at: '2026-01-01T00:00:00Z',
  is_platform_admin: false,
  current_space_id: 's1',
  calendly_token: null,
  config: {},
  ...over,
});

const space = (over: Partial<SpaceSummary> = {}): SpaceSummary => ({
  _id: 's1',
  name: 'Acme',
  status: 'active',
  photo: null,
  is_admin: true,
  users_count: 1,
  ...over,
});

const workspace = (over: Partial<Workspace> = {}): Workspace => ({
  _id: 's1',
  name: 'Acme',
  brand: 'leadloop',
  status: 'active',
  tier: 0,
  is_paid: true,
  payment_in_progress: false,
  is_billing_enabled: false,
  subscription_mode: 'no_sub',
  photo: null,
  created_at: '2026-01-01T00:00:00Z',
  users: [
    {
      _id: 'u1',
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann@example.com',
      avatar: null,
      is_admin: true,
      available_credentials: [],
      allowed_pages: null,
    },
  ],
  admins: ['u1'],
  used_seats: 0,
  total_seats: 0,
  available_seats: 0,
  cloud_seats_available: 0,
  extension_seats_available: 0,
  credits_usage: { usage_by_type: { default: 0 }, available_by_type: { default: 0 } },
  show_crm: false,
  has_dialer: false,
  config: {},
  ...over,
});

/** A limited member: not an admin, allowed only reports and inbox. */
const limitedMember = (): Partial<GateInput> => ({
  spaces: [space({ is_admin: false })],
  workspace: workspace({
    admins: ['someone-else'],
    users: [{ ...workspace().users[0], is_admin: false, allowed_pages: ['reports', 'inbox'] }],
  }),
});

const gate = (pathname: string, over: Partial<GateInput> = {}, search = '') =>
  resolveGate({
    pathname,
    search,
    user: user(),
    spaces: [space()],
    workspace: workspace(),
    skippedEmailConfirmation: false,
    ...over,
  });

describe('gating (000 §4)', () => {
  it('lets a signed-in member with a paid workspace through', () => {
    expect(gate('/campaigns')).toBeNull();
    expect(gate('/preferences/workspace/users/s1')).toBeNull();
  });

  describe('signed out', () => {
    const anon = { user: null, spaces: [], workspace: null };
    it('goes to sign-in from any private page', () => {
      expect(gate('/campaigns', anon)).toBe('/auth/sign-in');
      expect(gate('/space/create', anon)).toBe('/auth/sign-in');
      expect(gate('/oauth', anon, '?oauth_client=x&state=y')).toBe('/auth/sign-in');
    });
    it('an inactive user (logged out) is treated the same', () => {
      expect(gate('/campaigns', { user: user({ status: 'inactive' }) })).toBe('/auth/sign-in');
    });
    it('stays on public pages: auth screens, error, /v/, legal', () => {
      for (const path of [
        '/auth/sign-in',
        '/auth/sign-up',
        '/auth/forgot-password',
        '/auth/restore-password',
        '/error',
        '/v/abc',
        '/terms-of-use',
        '/privacy-policy',
      ]) {
        expect(gate(path, anon), path).toBeNull();
      }
    });
    it('can confirm an email from the link, but not open the waiting page', () => {
      expect(gate('/auth/activate-email', anon, '?activation_code=abc')).toBeNull();
      expect(gate('/auth/activate-email', anon)).toBe('/auth/sign-in');
    });
  });

  it('a signed-in user is sent on from sign-in and sign-up', () => {
    expect(gate('/auth/sign-in')).toBe('/campaigns');
    expect(gate('/auth/sign-up')).toBe('/campaigns');
    expect(gate('/auth')).toBe('/campaigns');
  });

  it('oauth_client and state send a signed-in user to /oauth; /oauth without them goes home', () => {
    expect(gate('/campaigns', {}, '?oauth_client=zap&state=s1')).toBe('/oauth?oauth_client=zap&state=s1');
    expect(gate('/oauth', {}, '?oauth_client=zap&state=s1')).toBeNull();
    expect(gate('/oauth')).toBe('/campaigns');
  });

  describe('unconfirmed email', () => {
    const unconfirmed = { user: user({ email_confirmed: false }) };
    it('goes to activate-email', () => {
      expect(gate('/campaigns', unconfirmed)).toBe('/auth/activate-email');
      expect(gate('/space/create', { ...unconfirmed, spaces: [], workspace: null })).toBe(
        '/auth/activate-email',
      );
      expect(gate('/auth/activate-email', unconfirmed)).toBeNull();
    });
    it('unless the user skipped confirmation', () => {
      expect(gate('/campaigns', { ...unconfirmed, skippedEmailConfirmation: true })).toBeNull();
    });
    it('a confirmed user has nothing to do on the waiting page, but may open a link', () => {
      expect(gate('/auth/activate-email')).toBe('/campaigns');
      expect(gate('/auth/activate-email', {}, '?activation_code=abc')).toBeNull();
    });
  });

  describe('workspaces', () => {
    it('no workspace: create one (join and accept-invite stay reachable)', () => {
      const none = { spaces: [], workspace: null };
      expect(gate('/campaigns', none)).toBe('/space/create');
      expect(gate('/space/use-space', none)).toBe('/space/create');
      expect(gate('/space/create', none)).toBeNull();
      expect(gate('/space/join', none)).toBeNull();
      expect(gate('/space/accept-invite', none, '?invite=t')).toBeNull();
      expect(gate('/workspace/add', none)).toBe('/space/create'); // the in-app form needs the shell's workspace
    });
    it('workspaces but none chosen: use-space', () => {
      expect(gate('/campaigns', { workspace: null })).toBe('/space/use-space');
      expect(gate('/space/use-space', { workspace: null })).toBeNull();
    });
    it('a sample workspace being prepared shows its progress before it is chosen', () => {
      expect(gate('/space/sample/s2', { workspace: null })).toBeNull();
      expect(gate('/space/sample/s2', { spaces: [], workspace: null })).toBeNull();
    });
    it('a blocked current workspace cannot be used', () => {
      expect(gate('/campaigns', { workspace: workspace({ status: 'blocked' }) })).toBe('/space/use-space');
    });
  });

  describe('payment', () => {
    it('payment in progress: the waiting page, and nothing else', () => {
      const paying = {
        workspace: workspace({ payment_in_progress: true, is_billing_enabled: true, is_paid: false }),
      };
      expect(gate('/campaigns', paying)).toBe('/payment-in-progress');
      expect(gate('/payment-in-progress', paying)).toBeNull();
      expect(gate('/payment-in-progress')).toBe('/campaigns');
    });
    it('unpaid with billing on: billing-warning, billing pages stay open', () => {
      const unpaid = { workspace: workspace({ is_billing_enabled: true, is_paid: false }) };
      expect(gate('/campaigns', unpaid)).toBe('/billing-warning');
      expect(gate('/billing-warning', unpaid)).toBeNull();
      expect(gate('/billing/overview', unpaid)).toBeNull();
      expect(gate('/billing-warning')).toBe('/campaigns');
    });
    it('billing pages go to campaigns when billing is not enabled', () => {
      expect(gate('/billing/overview')).toBe('/campaigns');
    });
  });

  describe('allowed pages (non-admin members)', () => {
    it('a page outside the list goes to the first permitted page', () => {
      expect(gate('/campaigns', limitedMember())).toBe('/reports');
      expect(gate('/preferences/workspace/users/s1', limitedMember())).toBe('/reports');
    });
    it('permitted pages and pages outside the page map stay open', () => {
      expect(gate('/reports/activity', limitedMember())).toBeNull();
      expect(gate('/inbox', limitedMember())).toBeNull();
      expect(gate('/workspace/add', limitedMember())).toBeNull();
    });
    it('admins are never limited', () => {
      const admin = limitedMember();
      admin.spaces = [space({ is_admin: true })];
      expect(gate('/campaigns', admin)).toBeNull();
    });
    it('notification settings follow the notifications page, not user settings', () => {
      const withUserSettings = limitedMember();
      withUserSettings.workspace!.users[0].allowed_pages = ['reports', 'user_settings'];
      expect(gate('/preferences/user/basic', withUserSettings)).toBeNull();
      expect(gate('/preferences/user/notifications', withUserSettings)).toBe('/reports');
      withUserSettings.workspace!.users[0].allowed_pages = ['reports', 'notifications'];
      expect(gate('/preferences/user/notifications', withUserSettings)).toBeNull();
    });
    it('a member with nothing addressable permitted lands on the workspace chooser', () => {
      const onlyDialer = limitedMember();
      onlyDialer.workspace!.users[0].allowed_pages = ['dialer'];
      expect(gate('/campaigns', onlyDialer)).toBe('/space/use-space');
    });
  });

  it('admin area only for users with an admin role (platform, super, white-label admins, managers)', () => {
    expect(gate('/admin/customers')).toBe('/campaigns');
    expect(gate('/admin/customers', { user: user({ admin_role: null }) })).toBe('/campaigns');
    expect(
      gate('/admin/customers', { user: user({ is_platform_admin: true, admin_role: 'super_admin' }) }),
    ).toBeNull();
    expect(gate('/admin/customers', { user: user({ admin_role: 'whitelabel_admin' }) })).toBeNull();
  });

  it('no connected accounts: account pages go to credentials-add (once the count is known)', () => {
    expect(gate('/campaigns', { credentialsCount: 0 })).toBe('/credentials/add-first');
    expect(gate('/campaigns', { credentialsCount: 0, skippedOnboarding: true })).toBeNull();
    expect(gate('/preferences/workspace/users/s1', { credentialsCount: 0 })).toBeNull();
    expect(gate('/credentials/add', { credentialsCount: 0 })).toBeNull();
    expect(gate('/campaigns', { credentialsCount: 2 })).toBeNull();
    expect(gate('/campaigns', { credentialsCount: undefined })).toBeNull();
  });

  it('back from a checkout, the payment page stays to see the outcome through; otherwise it is left', () => {
    expect(gate('/payment-in-progress', {}, '?redirect_from_stripe=true')).toBeNull();
    expect(gate('/payment-in-progress')).toBe('/campaigns');
  });
});
