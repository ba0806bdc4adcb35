import { describe, expect, it } from 'vitest';
import type { Workspace } from '../../features/spaces';
import { bottomLinksOf, visibleNavGroups } from './nav-items';

const base = {
  _id: 's1',
  is_paid: true,
  is_billing_enabled: false,
  show_crm: false,
  admins: ['u1'],
  users: [
    { _id: 'u1', allowed_pages: null },
    { _id: 'u2', allowed_pages: ['campaigns', 'inbox'] },
  ],
} as unknown as Workspace;

const keys = (groups: ReturnType<typeof visibleNavGroups>) =>
  groups.flatMap((g) => g.items.map((i) => i.key));

describe('sidebar items (000 §2)', () => {
  it('shows the three groups in order; CRM only with show_crm', () => {
    const groups = visibleNavGroups({ workspace: base, userId: 'u1', isWorkspaceAdmin: true });
    expect(groups.map((g) => g.key)).toEqual(['main', 'account', 'workspace']);
    expect(keys(groups)).not.toContain('crm');
    expect(
      keys(
        visibleNavGroups({ workspace: { ...base, show_crm: true }, userId: 'u1', isWorkspaceAdmin: true }),
      ),
    ).toContain('crm');
  });
  it('the CRM item opens the last CRM used once a CRM is connected, else /crm', () => {
    const crmPath = (workspace: Workspace) =>
      visibleNavGroups({ workspace, userId: 'u1', isWorkspaceAdmin: true })
        .flatMap((g) => g.items)
        .find((i) => i.key === 'crm')?.path;
    expect(crmPath({ ...base, show_crm: true })).toBe('/crm');
    expect(crmPath({ ...base, show_crm: true, crm_tokens: { hubspot: false } })).toBe('/crm');
    expect(crmPath({ ...base, show_crm: true, crm_tokens: { pipedrive: true } })).toBe('/crm/manage-last');
  });
  it('billing is hidden for a brand whose billing is off, shown otherwise', () => {
    const ctx = { workspace: base, userId: 'u1', isWorkspaceAdmin: true };
    expect(keys(visibleNavGroups(ctx))).toContain('billing');
    expect(keys(visibleNavGroups({ ...ctx, brandBilling: true }))).toContain('billing');
    const hidden = keys(visibleNavGroups({ ...ctx, brandBilling: false }));
    expect(hidden).not.toContain('billing');
    expect(hidden).toContain('integrations');
  });
  it('a limited member sees only allowed pages', () => {
    expect(keys(visibleNavGroups({ workspace: base, userId: 'u2', isWorkspaceAdmin: false }))).toEqual([
      'campaigns',
      'inbox',
    ]);
  });
  it('account items are disabled without accounts or when unpaid', () => {
    const disabled = (ctx: Parameters<typeof visibleNavGroups>[0]) =>
      visibleNavGroups(ctx)
        .flatMap((g) => g.items)
        .filter((i) => i.disabled && !i.soon)
        .map((i) => i.key);
    expect(disabled({ workspace: base, userId: 'u1', isWorkspaceAdmin: true })).toEqual([]);
    expect(disabled({ workspace: base, userId: 'u1', isWorkspaceAdmin: true, credentialsCount: 0 })).toEqual([
      'dashboard',
      'search',
      'campaigns',
      'profiles',
      'inbox',
      'reports',
      'settings',
    ]);
    const unpaid = { ...base, is_billing_enabled: true, is_paid: false };
    expect(disabled({ workspace: unpaid, userId: 'u1', isWorkspaceAdmin: true })).toContain('campaigns');
    expect(disabled({ workspace: unpaid, userId: 'u1', isWorkspaceAdmin: true })).not.toContain('billing');
  });
  it('areas not built yet are shown disabled (a "coming soon" tooltip), never a silent redirect', () => {
    const items = visibleNavGroups({ workspace: base, userId: 'u1', isWorkspaceAdmin: true }).flatMap(
      (g) => g.items,
    );
    const soon = items.filter((i) => i.soon).map((i) => i.key);
    expect(soon).toEqual(['mailboxes']);
    expect(items.filter((i) => i.soon).every((i) => i.disabled)).toBe(true);
    expect(items.find((i) => i.key === 'campaigns')).toMatchObject({ disabled: false });
  });
});

describe('bottom links (000 §2: refer-and-earn for Buzz-type brands only)', () => {
  const help = { label: 'Help', url: 'https://help.test' };
  const brand = { bottom_links: [help], is_buzz: false, client_link: 'https://refer.test/r' };
  it('a Buzz-type brand adds "refer and earn" to its client link', () => {
    expect(bottomLinksOf({ ...brand, is_buzz: true }, 'Refer and earn')).toEqual([
      help,
      { label: 'Refer and earn', url: 'https://refer.test/r' },
    ]);
  });
  it('other brands, and a Buzz brand without a client link, show their own links only', () => {
    expect(bottomLinksOf(brand, 'Refer and earn')).toEqual([help]);
    expect(bottomLinksOf({ ...brand, is_buzz: true, client_link: null }, 'Refer and earn')).toEqual([help]);
  });
});
