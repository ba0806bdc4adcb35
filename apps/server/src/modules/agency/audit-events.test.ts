import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AuditEntry } from '@leadloop/domain/agency/entities';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { addMemberByCode, signUpUser, userWithSpace } from '../../test/fixtures.js';
import { users } from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';

/**
 * Issue 42's audit log: role changes (a workspace's admin flag, an admin console role) and API tokens
 * (made, used — the first use in each hour —, revoked) are recorded, each with who acted and on what.
 */
describe('audit log: role changes and API tokens', () => {
  let t: TestApp;
  let call: ReturnType<typeof apiClient>;
  let owner: Awaited<ReturnType<typeof userWithSpace>>;

  beforeAll(async () => {
    t = await createTestApp();
    call = apiClient(t.app);
    owner = await userWithSpace(t.app, 'Audited');
  }, 60_000);
  afterAll(async () => {
    clock.reset();
    await t.close();
  });

  const ownerLog = async (token = owner.token) => {
    const res = await call('GET', '/api/privacy/audit-log', { token, query: { space: owner.spaceId } });
    expect(res.status).toBe(200);
    return (res.body.payload as { items: AuditEntry[] }).items;
  };
  const only = (items: AuditEntry[], action: AuditEntry['action']) =>
    items.filter((i) => i.action === action);

  it('a workspace member made admin, then member again: two role changes by the owner', async () => {
    const member = await addMemberByCode(t.app, owner);
    for (const isAdmin of [true, false]) {
      const res = await call('POST', `/api/users/${member.user._id}/change_admin`, {
        token: owner.token,
        body: { space_id: owner.spaceId, is_admin: isAdmin },
      });
      expect(res.status).toBe(200);
    }
    const changes = only(await ownerLog(), 'role_change');
    expect(changes).toEqual([
      expect.objectContaining({ target: member.user._id, actor: owner.email, details: { is_admin: false } }),
      expect.objectContaining({ target: member.user._id, actor: owner.email, details: { is_admin: true } }),
    ]);
    expect(changes.every((c) => c.space_id === owner.spaceId)).toBe(true);
  });

  it('an API token made, used (once an hour in the log), and revoked', async () => {
    const made = await call('POST', '/api/integrations/api/tokens', {
      token: owner.token,
      query: { space: owner.spaceId },
      body: { name: 'Reporting script', expires_in_days: 30 },
    });
    expect(made.status).toBe(200);
    const { _id: tokenId, token } = made.body.payload as { _id: string; token: string };
    expect(only(await ownerLog(), 'api_token_create')).toEqual([
      expect.objectContaining({
        target: tokenId,
        actor: owner.email,
        details: expect.objectContaining({ name: 'Reporting script' }),
      }),
    ]);

    // Three calls with the token in one hour: one entry; another an hour later: a second one.
    for (let i = 0; i < 3; i++)
      expect((await call('GET', '/api/integrations/api/tokens', { token })).status).toBe(200);
    await vi.waitFor(async () => expect(only(await ownerLog(), 'api_token_use')).toHaveLength(1));
    clock.advance(61 * 60_000);
    expect((await call('GET', '/api/integrations/api/tokens', { token })).status).toBe(200);
    await vi.waitFor(async () => expect(only(await ownerLog(), 'api_token_use')).toHaveLength(2));
    expect(only(await ownerLog(), 'api_token_use')[0]).toMatchObject({
      target: tokenId,
      actor: owner.email,
      space_id: owner.spaceId,
      details: { method: 'GET', route: '/api/integrations/api/tokens', status: 200 },
    });
    // A session's own calls are not token uses.
    await ownerLog();
    expect(only(await ownerLog(), 'api_token_use')).toHaveLength(2);

    const revoked = await call('DELETE', `/api/integrations/api/tokens/${tokenId}`, {
      token: owner.token,
      query: { space: owner.spaceId },
    });
    expect(revoked.status).toBe(200);
    expect((await call('GET', '/api/integrations/api/tokens', { token })).status).toBe(401);
    expect(only(await ownerLog(), 'api_token_revoke')).toEqual([
      expect.objectContaining({ target: tokenId, actor: owner.email }),
    ]);
  });

  it('an admin console role granted and taken away: in the admin audit log, not the workspace’s', async () => {
    const admin = await signUpUser(t.app);
    await t.ctx.db.update(users).set({ isPlatformAdmin: true }).where(eq(users.id, admin.user._id));
    const staff = await signUpUser(t.app);
    for (const role of ['manager', null]) {
      const res = await call('POST', `/api/admin/users/${staff.user._id}/update`, {
        token: admin.token,
        body: { admin_role: role },
      });
      expect(res.status).toBe(200);
    }
    // A change that leaves the role as it is is not one.
    await call('POST', `/api/admin/users/${staff.user._id}/update`, {
      token: admin.token,
      body: { admin_role: null, first_name: 'Grace' },
    });
    const res = await call('GET', '/api/admin/audit-log', { token: admin.token });
    const changes = only((res.body.payload as { items: AuditEntry[] }).items, 'role_change').filter(
      (c) => c.target === staff.user._id,
    );
    expect(changes).toEqual([
      expect.objectContaining({ actor: admin.email, details: { admin_role: null, was: 'manager' } }),
      expect.objectContaining({ actor: admin.email, details: { admin_role: 'manager', was: null } }),
    ]);
    expect(only(await ownerLog(), 'role_change').some((c) => c.target === staff.user._id)).toBe(false);
  });
});
