import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TRIAL_CREDITS } from '@leadloop/domain';
import { MESSAGES } from '@leadloop/domain/messages/catalogue';
import { users } from '../../db/schema/index.js';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { addMemberByCode, signUpUser, userWithSpace } from '../../test/fixtures.js';

describe('space settings: subscription check, sign-up settings, manual credits, CRM suggestions', () => {
  let t: TestApp;
  let call: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    t = await createTestApp();
    call = apiClient(t.app);
  });
  afterAll(() => t.close());

  it('validates the subscription of a new (trial tier, billing on) workspace as usable', async () => {
    const owner = await userWithSpace(t.app);
    const res = await call('POST', '/api/space/subscriptions/validate', {
      token: owner.token,
      query: { space: owner.spaceId },
    });
    expect(res.body).toEqual({
      ok: true,
      payload: {
        valid: true,
        tier: 9,
        is_paid: true,
        is_billing_enabled: true,
        payment_in_progress: false,
        subscription_mode: 'no_sub',
      },
    });
  });

  it('sign-up settings decide what joining by code grants; only admins set them', async () => {
    const owner = await userWithSpace(t.app);
    const member = await addMemberByCode(t.app, owner);
    const refused = await call('POST', '/api/space/sign_up_settings', {
      token: member.token,
      query: { space: owner.spaceId },
      body: { granted_access: 'member', allowed_pages: ['reports'] },
    });
    expect(refused.status).toBe(403);

    const bad = await call('POST', '/api/space/sign_up_settings', {
      token: owner.token,
      query: { space: owner.spaceId },
      body: { granted_access: 'owner' },
    });
    expect(bad.status).toBe(400);

    const saved = await call('POST', '/api/space/sign_up_settings', {
      token: owner.token,
      query: { space: owner.spaceId },
      body: { granted_access: 'member', allowed_pages: ['reports', 'inbox'] },
    });
    expect(saved.body.payload).toEqual({ granted_access: 'member', allowed_pages: ['reports', 'inbox'] });

    const joiner = await addMemberByCode(t.app, owner);
    const info = await call('GET', '/api/space/info', {
      token: owner.token,
      query: { space: owner.spaceId },
    });
    const entry = info.body.payload.users.find((u: { _id: string }) => u._id === joiner.user._id);
    expect(entry).toMatchObject({ is_admin: false, allowed_pages: ['reports', 'inbox'] });
  });

  it('manual credits: platform admins only, added to the balance and the ledger', async () => {
    const owner = await userWithSpace(t.app);
    const refused = await call('PUT', `/api/space/admin/${owner.spaceId}/manual_credits`, {
      token: owner.token,
      body: { count: 100 },
    });
    expect(refused.status).toBe(403);

    const admin = await signUpUser(t.app);
    await t.ctx.db.update(users).set({ isPlatformAdmin: true }).where(eq(users.id, admin.user._id));
    const zero = await call('PUT', `/api/space/admin/${owner.spaceId}/manual_credits`, {
      token: admin.token,
      body: { count: 0 },
    });
    expect(zero.status).toBe(400);
    const granted = await call('PUT', `/api/space/admin/${owner.spaceId}/manual_credits`, {
      token: admin.token,
      body: { count: 100 },
    });
    expect(granted.body.payload).toEqual({ balance: TRIAL_CREDITS + 100 });
    const unknown = await call(
      'PUT',
      `/api/space/admin/00000000-0000-4000-8000-000000000000/manual_credits`,
      {
        token: admin.token,
        body: { count: 5 },
      },
    );
    expect(unknown.body).toMatchObject({ ok: false, code: 404, message: MESSAGES.spaceNotFound });
  });

  it('keeps CRM suggestions from any member; an empty one is refused', async () => {
    const owner = await userWithSpace(t.app);
    const member = await addMemberByCode(t.app, owner);
    const empty = await call('POST', '/api/space/crm_suggestion', {
      token: member.token,
      query: { space: owner.spaceId },
      body: { crm_suggestion: '   ' },
    });
    expect(empty.status).toBe(400);
    const saved = await call('POST', '/api/space/crm_suggestion', {
      token: member.token,
      query: { space: owner.spaceId },
      body: { crm_suggestion: 'Zoho CRM' },
    });
    expect(saved.body.payload).toMatchObject({ crm_suggestion: 'Zoho CRM', user_id: member.user._id });
  });
});
