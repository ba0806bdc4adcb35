import { TRIAL_CREDITS } from '@leadloop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@leadloop/domain/messages/catalogue';
import { featuresForTier } from '@leadloop/domain/tiers/features';
import { NEW_WORKSPACE_TIER } from '@leadloop/domain/billing/catalogue';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { eq } from 'drizzle-orm';
import { canNotChoose } from '@leadloop/domain/messages/format';
import { credentials, spaces } from '../../db/schema/index.js';
import {
  PNG,
  addMemberByCode,
  lastMailLink,
  multipart,
  queryParam,
  signUpUser,
  uniqueEmail,
  userWithSpace,
} from '../../test/fixtures.js';

describe('spaces', () => {
  let t: TestApp;
  let call: ReturnType<typeof apiClient>;
  beforeAll(async () => {
    t = await createTestApp();
    call = apiClient(t.app);
  });
  afterAll(() => t.close());

  describe('create, info, update, features', () => {
    it('create makes the creator admin, the current space, and gives a 12-character code', async () => {
      const { token, user } = await signUpUser(t.app);
      const res = await call('POST', '/api/space/create', {
        token,
        body: { name: '  Acme Sales ', promotekit_referral: 'pk1' },
      });
      expect(res.status).toBe(200);
      const space = res.body.payload;
      expect(space).toMatchObject({
        name: 'Acme Sales',
        brand: 'leadloop',
        status: 'active',
        // New workspaces start on the trial tier (billing/catalogue.ts NEW_WORKSPACE_TIER), billing on.
        tier: NEW_WORKSPACE_TIER,
        is_billing_enabled: true,
        admins: [user._id],
        users: [{ _id: user._id, is_admin: true, allowed_pages: null, available_credentials: [] }],
        used_seats: 0,
        credits_usage: { usage_by_type: { default: 0 }, available_by_type: { default: TRIAL_CREDITS } },
      });
      expect((await call('GET', '/api/users/fetch_user', { token })).body.payload.current_space_id).toBe(
        space._id,
      );
      const codes = await call('GET', `/api/space/${space._id}/code_invites`, { token });
      expect(codes.body.payload).toHaveLength(1);
      expect(codes.body.payload[0].code).toMatch(/^[A-Z0-9]{12}$/);
    });

    it('a workspace needs a name', async () => {
      const { token } = await signUpUser(t.app);
      const res = await call('POST', '/api/space/create', { token, body: { name: '   ' } });
      expect(res.body).toMatchObject({ ok: false, code: 400, message: MESSAGES.nameRequired });
    });

    it('info needs membership of that space', async () => {
      const a = await userWithSpace(t.app);
      const b = await userWithSpace(t.app);
      expect(
        (await call('GET', '/api/space/info', { token: a.token, query: { space: a.spaceId } })).body.payload
          ._id,
      ).toBe(a.spaceId);
      const foreign = await call('GET', '/api/space/info', { token: a.token, query: { space: b.spaceId } });
      expect(foreign.status).toBe(403);
      expect(foreign.body.ok).toBe(false);
      expect((await call('GET', '/api/space/info', { token: a.token })).status).toBe(403);
    });

    it('only admins update the space; members get 403', async () => {
      const admin = await userWithSpace(t.app, 'Old');
      const member = await addMemberByCode(t.app, admin);
      const body = { space_object: { name: 'New name' } };
      expect(
        (await call('POST', `/api/space/${admin.spaceId}/update`, { token: member.token, body })).status,
      ).toBe(403);
      const res = await call('POST', `/api/space/${admin.spaceId}/update`, { token: admin.token, body });
      expect(res.body.payload.name).toBe('New name');
      expect(
        (
          await call('POST', `/api/space/${admin.spaceId}/update`, {
            token: admin.token,
            body: { space_object: { tier: 9 } },
          })
        ).status,
      ).toBe(400);
    });

    it('admins set the workspace photo; members cannot', async () => {
      const admin = await userWithSpace(t.app);
      const member = await addMemberByCode(t.app, admin);
      const send = (token: string) => {
        const file = multipart('file', 'logo.png', 'image/png', PNG);
        return t.app.inject({
          method: 'POST',
          url: `/api/space/save_photo?space=${admin.spaceId}`,
          headers: { authorization: `Bearer ${token}`, 'content-type': file.contentType },
          payload: file.body,
        });
      };
      expect((await send(member.token)).statusCode).toBe(403);
      const res = await send(admin.token);
      expect(res.statusCode).toBe(200);
      expect(res.json().payload.photo).toMatch(/^\/api\/uploads\/[\w-]+\.png$/);
      const summaries = (await call('GET', '/api/users/fetch_spaces', { token: member.token })).body.payload;
      expect(summaries[0].photo).toBe(res.json().payload.photo);
    });

    it('features are the tier’s flags', async () => {
      const a = await userWithSpace(t.app);
      const res = await call('GET', '/api/space/features', { token: a.token, query: { space: a.spaceId } });
      expect(res.body.payload).toEqual({ tier: 9, features: featuresForTier(9) });
      expect(res.body.payload.features.ai_employee_messages).toBe('active');
      await t.ctx.db.update(spaces).set({ tier: 0 }).where(eq(spaces.id, a.spaceId));
      const free = await call('GET', '/api/space/features', { token: a.token, query: { space: a.spaceId } });
      expect(free.body.payload).toEqual({ tier: 0, features: featuresForTier(0) });
      expect(free.body.payload.features.ai_employee_messages).toBe('upgrade');
    });
  });

  describe('join by code', () => {
    it('joins as a member; a renewed code replaces the old one', async () => {
      const admin = await userWithSpace(t.app);
      const [code] = (await call('GET', `/api/space/${admin.spaceId}/code_invites`, { token: admin.token }))
        .body.payload;
      const member = await signUpUser(t.app);
      const joined = await call('POST', '/api/space/join', {
        token: member.token,
        body: { invite_code: code.code.toLowerCase() },
      });
      expect(joined.body.payload).toMatchObject({ _id: admin.spaceId, is_admin: false, users_count: 2 });
      expect(
        (await call('POST', '/api/space/join', { token: member.token, body: { invite_code: code.code } }))
          .status,
      ).toBe(200);

      const renewed = await call('POST', `/api/space/${admin.spaceId}/code_invites/${code._id}/renew`, {
        token: admin.token,
      });
      expect(renewed.body.payload.code).not.toBe(code.code);
      expect(renewed.body.payload.code).toHaveLength(12);
      const list = (await call('GET', `/api/space/${admin.spaceId}/code_invites`, { token: admin.token }))
        .body.payload;
      expect(list).toEqual([renewed.body.payload]);
      const late = await signUpUser(t.app);
      const stale = await call('POST', '/api/space/join', {
        token: late.token,
        body: { invite_code: code.code },
      });
      expect(stale.status).toBe(404);
      expect(
        (await call('GET', `/api/space/${admin.spaceId}/code_invites`, { token: member.token })).status,
      ).toBe(403);
    });

    it('a code can be looked at before joining; a blocked workspace cannot be joined', async () => {
      const admin = await userWithSpace(t.app, 'Lookup');
      const [code] = (await call('GET', `/api/space/${admin.spaceId}/code_invites`, { token: admin.token }))
        .body.payload;
      const anon = (await call('POST', '/api/auth/create_token', { body: {} })).body.payload.token;
      const shown = await call('GET', '/api/space/invites', {
        token: anon,
        query: { invite_code: code.code },
      });
      expect(shown.body.payload).toMatchObject({
        type: 'code',
        space: { _id: admin.spaceId, name: 'Lookup' },
        granted_access: 'member',
      });
      expect(
        (await call('GET', '/api/space/invites', { token: anon, query: { invite_code: 'NOSUCHCODE12' } }))
          .status,
      ).toBe(404);

      await t.ctx.db.update(spaces).set({ status: 'blocked' }).where(eq(spaces.id, admin.spaceId));
      const member = await signUpUser(t.app);
      const res = await call('POST', '/api/space/join', {
        token: member.token,
        body: { invite_code: code.code },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(canNotChoose('blocked'));
      const choose = await call('POST', '/api/users/set_space', {
        token: admin.token,
        body: { space_id: admin.spaceId },
      });
      expect(choose.body.message).toBe(canNotChoose('blocked'));
    });

    it('says how long a code must be', async () => {
      const { token } = await signUpUser(t.app);
      const res = await call('POST', '/api/space/join', { token, body: { invite_code: 'SHORT' } });
      expect(res.body).toEqual({
        ok: false,
        code: 400,
        message: 'Invite code must be 12 characters long',
        field: 'invite_code',
        // the catalogue key of the text and its parameters: a client translates by key
        key: 'inviteCodeLength',
        params: { length: '12' },
      });
    });

    it('sign-up with a code joins that space', async () => {
      const admin = await userWithSpace(t.app);
      const [code] = (await call('GET', `/api/space/${admin.spaceId}/code_invites`, { token: admin.token }))
        .body.payload;
      const { user } = await signUpUser(t.app, { invite_code: code.code });
      expect(user.current_space_id).toBe(admin.spaceId);
      const unknown = await call('POST', '/api/auth/sign_up', {
        token: (await call('POST', '/api/auth/create_token', { body: {} })).body.payload.token,
        body: {
          email: uniqueEmail(),
          password: 'long enough',
          first_name: 'A',
          last_name: 'B',
          invite_code: 'ZZZZZZZZZZZZ',
        },
      });
      expect(unknown.status).toBe(404);
    });
  });

  describe('email invites', () => {
    it('admin invites, lists, resends (new link) and revokes', async () => {
      const admin = await userWithSpace(t.app, 'Invites Inc');
      const a = uniqueEmail('inv');
      const b = uniqueEmail('inv');
      const res = await call('POST', `/api/space/${admin.spaceId}/invites`, {
        token: admin.token,
        body: {
          emails: [a, b.toUpperCase()],
          granted_access: 'member',
          allowed_pages: ['campaigns', 'inbox'],
        },
      });
      expect(res.status).toBe(200);
      expect(res.body.payload).toHaveLength(2);
      expect(res.body.payload[0]).toMatchObject({
        email: a,
        granted_access: 'member',
        allowed_pages: ['campaigns', 'inbox'],
        status: 'sent',
      });
      const firstLink = await lastMailLink(t.app, a, 'invite');
      expect(firstLink).toContain('/space/accept-invite?invite=');

      const listed = await call('GET', `/api/space/${admin.spaceId}/invites`, { token: admin.token });
      expect(listed.body.payload.map((i: { email: string }) => i.email).sort()).toEqual([a, b].sort());

      const inviteA = res.body.payload[0]._id;
      const resent = await call('POST', `/api/space/${admin.spaceId}/invites/${inviteA}/resend`, {
        token: admin.token,
      });
      expect(resent.body.payload.status).toBe('resent');
      const secondLink = await lastMailLink(t.app, a, 'invite');
      expect(secondLink).not.toBe(firstLink);
      expect(
        (
          await call('GET', '/api/space/invites', {
            token: admin.token,
            query: { invite_code: queryParam(firstLink, 'invite') },
          })
        ).status,
      ).toBe(404);

      const revoked = await call('DELETE', `/api/space/${admin.spaceId}/invites/${inviteA}`, {
        token: admin.token,
      });
      expect(revoked.body.payload.status).toBe('revoked');
      expect(
        (
          await call('GET', '/api/space/invites', {
            token: admin.token,
            query: { invite_code: queryParam(secondLink, 'invite') },
          })
        ).status,
      ).toBe(404);
      expect(
        (await call('POST', `/api/space/${admin.spaceId}/invites/${inviteA}/resend`, { token: admin.token }))
          .status,
      ).toBe(404);
    });

    it('validates the addresses', async () => {
      const admin = await userWithSpace(t.app);
      const url = `/api/space/${admin.spaceId}/invites`;
      expect((await call('POST', url, { token: admin.token, body: { emails: [] } })).body.message).toBe(
        MESSAGES.pleaseEnterEmail,
      );
      expect((await call('POST', url, { token: admin.token, body: { emails: ['bad'] } })).body.message).toBe(
        MESSAGES.notValidEmail,
      );
      const dup = await call('POST', url, {
        token: admin.token,
        body: { emails: ['x@example.com', ' X@example.com'] },
      });
      expect(dup.body.message).toBe(MESSAGES.emailAlreadyAdded);
      const self = await call('POST', url, { token: admin.token, body: { emails: [admin.email] } });
      expect(self.status).toBe(400);
      expect(self.body.message).toContain(MESSAGES.alreadyWorkspaceMember);
      expect(
        (
          await call('POST', url, {
            token: admin.token,
            body: { emails: ['y@example.com'], granted_access: 'owner' },
          })
        ).status,
      ).toBe(400);
    });

    it('the invitee sees the invite, must use the invited email, and joins with the granted access', async () => {
      const admin = await userWithSpace(t.app, 'Welcome');
      const email = uniqueEmail('invitee');
      await call('POST', `/api/space/${admin.spaceId}/invites`, {
        token: admin.token,
        body: { emails: [email], granted_access: 'admin' },
      });
      const token = queryParam(await lastMailLink(t.app, email, 'invite'), 'invite');
      const anon = (await call('POST', '/api/auth/create_token', { body: { invite: token } })).body.payload
        .token;
      const shown = await call('GET', '/api/space/invites', { token: anon, query: { invite_code: token } });
      expect(shown.body.payload).toMatchObject({
        type: 'email',
        space: { _id: admin.spaceId, name: 'Welcome' },
        email,
        granted_access: 'admin',
      });

      const stranger = await signUpUser(t.app);
      const wrong = await call('POST', `/api/space/invites/${shown.body.payload._id}/accept`, {
        token: stranger.token,
      });
      expect(wrong.status).toBe(403);
      expect(wrong.body.message).toBe(MESSAGES.invitedWithAnotherEmail);

      const invitee = await signUpUser(t.app, { email });
      const accepted = await call('POST', `/api/space/invites/${shown.body.payload._id}/accept`, {
        token: invitee.token,
      });
      expect(accepted.body.payload).toMatchObject({ _id: admin.spaceId, is_admin: true });
      const info = await call('GET', '/api/space/info', {
        token: admin.token,
        query: { space: admin.spaceId },
      });
      expect(info.body.payload.admins).toContain(invitee.user._id);
      const invites = (await call('GET', `/api/space/${admin.spaceId}/invites`, { token: admin.token })).body
        .payload;
      expect(invites[0].status).toBe('accepted');
      expect(
        (await call('POST', `/api/space/invites/${shown.body.payload._id}/accept`, { token: invitee.token }))
          .status,
      ).toBe(404);
    });

    it('signing up through an invite link accepts it', async () => {
      const admin = await userWithSpace(t.app);
      const email = uniqueEmail('linked');
      await call('POST', `/api/space/${admin.spaceId}/invites`, {
        token: admin.token,
        body: { emails: [email], allowed_pages: ['inbox'] },
      });
      const invite = queryParam(await lastMailLink(t.app, email, 'invite'), 'invite');
      const anon = (await call('POST', '/api/auth/create_token', { body: { invite } })).body.payload.token;
      const res = await call('POST', '/api/auth/sign_up', {
        token: anon,
        body: { email, password: 'long enough', first_name: 'I', last_name: 'N' },
      });
      expect(res.body.payload.user.current_space_id).toBe(admin.spaceId);
      const pages = await call('GET', `/api/users/${res.body.payload.user._id}/allowed_pages`, {
        token: admin.token,
        query: { space: admin.spaceId },
      });
      expect(pages.body.payload).toEqual({ allowed_pages: ['inbox'] });
    });

    it('declining marks the invite declined', async () => {
      const admin = await userWithSpace(t.app);
      const invitee = await signUpUser(t.app);
      const [invite] = (
        await call('POST', `/api/space/${admin.spaceId}/invites`, {
          token: admin.token,
          body: { emails: [invitee.email] },
        })
      ).body.payload;
      const res = await call('POST', `/api/space/invites/${invite._id}/decline`, { token: invitee.token });
      expect(res.body.payload.status).toBe('declined');
      expect((await call('GET', '/api/users/fetch_spaces', { token: invitee.token })).body.payload).toEqual(
        [],
      );
    });

    it('members cannot manage invites', async () => {
      const admin = await userWithSpace(t.app);
      const member = await addMemberByCode(t.app, admin);
      const res = await call('POST', `/api/space/${admin.spaceId}/invites`, {
        token: member.token,
        body: { emails: ['q@example.com'] },
      });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Only workspace admins can do this');
      expect((await call('GET', `/api/space/${admin.spaceId}/invites`, { token: member.token })).status).toBe(
        403,
      );
    });
  });

  describe('members', () => {
    it('the last admin can neither leave nor lose admin; with a second admin both work', async () => {
      const admin = await userWithSpace(t.app);
      const member = await addMemberByCode(t.app, admin);
      const adminId = admin.user._id;
      const leave = await call('POST', `/api/users/${adminId}/exit_from_space`, {
        token: admin.token,
        body: { space_id: admin.spaceId },
      });
      expect(leave.status).toBe(400);
      expect(leave.body.message).toBe(MESSAGES.lastAdminCannotLeave);
      const demote = await call('POST', `/api/users/${adminId}/change_admin`, {
        token: admin.token,
        body: { space_id: admin.spaceId, is_admin: false },
      });
      expect(demote.body.message).toBe(MESSAGES.lastAdminCannotLoseAdmin);

      const promote = await call('POST', `/api/users/${member.user._id}/change_admin`, {
        token: admin.token,
        body: { space_id: admin.spaceId, is_admin: 'true' },
      });
      expect(promote.body.payload).toEqual({
        user_id: member.user._id,
        space_id: admin.spaceId,
        is_admin: true,
      });
      expect(
        (
          await call('POST', `/api/users/${adminId}/exit_from_space`, {
            token: admin.token,
            body: { space_id: admin.spaceId },
          })
        ).status,
      ).toBe(200);
      expect(
        (await call('GET', '/api/space/info', { token: admin.token, query: { space: admin.spaceId } }))
          .status,
      ).toBe(403);
      expect(
        (await call('GET', '/api/users/fetch_user', { token: admin.token })).body.payload.current_space_id,
      ).toBeNull();
    });

    it('members can leave but cannot remove or promote others', async () => {
      const admin = await userWithSpace(t.app);
      const m1 = await addMemberByCode(t.app, admin);
      const m2 = await addMemberByCode(t.app, admin);
      const body = { space_id: admin.spaceId };
      expect(
        (await call('POST', `/api/users/${m2.user._id}/exit_from_space`, { token: m1.token, body })).status,
      ).toBe(403);
      expect(
        (
          await call('POST', `/api/users/${m1.user._id}/change_admin`, {
            token: m1.token,
            body: { ...body, is_admin: true },
          })
        ).status,
      ).toBe(403);
      expect(
        (await call('POST', `/api/users/${m1.user._id}/exit_from_space`, { token: m1.token, body })).status,
      ).toBe(200);
      expect(
        (await call('POST', `/api/users/${m2.user._id}/exit_from_space`, { token: admin.token, body }))
          .status,
      ).toBe(200);
      const info = await call('GET', '/api/space/info', {
        token: admin.token,
        query: { space: admin.spaceId },
      });
      expect(info.body.payload.users).toHaveLength(1);
    });

    it('admins set allowed pages and available accounts; members read only their own', async () => {
      const admin = await userWithSpace(t.app);
      const m1 = await addMemberByCode(t.app, admin);
      const m2 = await addMemberByCode(t.app, admin);
      const q = { space: admin.spaceId };
      const put = await call('PUT', `/api/users/${m1.user._id}/allowed_pages`, {
        token: admin.token,
        query: q,
        body: { allowed_pages: ['campaigns', 'inbox'] },
      });
      expect(put.body.payload).toEqual({ allowed_pages: ['campaigns', 'inbox'] });
      const bad = await call('PUT', `/api/users/${m1.user._id}/allowed_pages`, {
        token: admin.token,
        query: q,
        body: { allowed_pages: ['secret'] },
      });
      expect(bad.status).toBe(400);
      expect(
        (await call('GET', `/api/users/${m1.user._id}/allowed_pages`, { token: m1.token, query: q })).body
          .payload,
      ).toEqual({ allowed_pages: ['campaigns', 'inbox'] });
      expect(
        (await call('GET', `/api/users/${m1.user._id}/allowed_pages`, { token: m2.token, query: q })).status,
      ).toBe(403);
      expect(
        (
          await call('PUT', `/api/users/${m2.user._id}/allowed_pages`, {
            token: m1.token,
            query: q,
            body: { allowed_pages: null },
          })
        ).status,
      ).toBe(403);

      const [row] = await t.ctx.db
        .insert(credentials)
        .values({ spaceId: admin.spaceId, username: 'seller@example.com' })
        .returning();
      const cred = row!.id;
      const set = await call('POST', `/api/users/${m1.user._id}/set_credentials`, {
        token: admin.token,
        body: { space_id: admin.spaceId, credentials: [cred, cred] },
      });
      expect(set.body.payload).toEqual({ available_credentials: [cred] });
      const other = await userWithSpace(t.app);
      const [foreign] = await t.ctx.db
        .insert(credentials)
        .values({ spaceId: other.spaceId, username: 'x@example.com' })
        .returning();
      const refused = await call('POST', `/api/users/${m1.user._id}/set_credentials`, {
        token: admin.token,
        body: { space_id: admin.spaceId, credentials: [foreign!.id] },
      });
      expect(refused.body.message).toBe(MESSAGES.credentialsNotFound);
      const info = await call('GET', '/api/space/info', {
        token: admin.token,
        query: { space: admin.spaceId },
      });
      expect(info.body.payload).toMatchObject({
        used_seats: 1,
        total_seats: 2,
        cloud_seats_available: 0,
        extension_seats_available: 1,
      });
      expect(
        (
          await call('POST', `/api/users/${m2.user._id}/set_credentials`, {
            token: m1.token,
            body: { space_id: admin.spaceId, credentials: [] },
          })
        ).status,
      ).toBe(403);
      const mine = await call('GET', '/api/users/get_available_credentials', { token: m1.token, query: q });
      expect(mine.body.payload).toEqual({ is_admin: false, available_credentials: [cred] });
      expect(
        (
          await call('GET', '/api/users/get_available_credentials', {
            token: m2.token,
            query: { ...q, user_id: m1.user._id },
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await call('GET', '/api/users/get_available_credentials', {
            token: admin.token,
            query: { ...q, user_id: m1.user._id },
          })
        ).status,
      ).toBe(200);
    });

    it('an admin of one space cannot manage members of another', async () => {
      const a = await userWithSpace(t.app);
      const b = await userWithSpace(t.app);
      const bMember = await addMemberByCode(t.app, b);
      const res = await call('POST', `/api/users/${bMember.user._id}/exit_from_space`, {
        token: a.token,
        body: { space_id: b.spaceId },
      });
      expect(res.status).toBe(403);
      expect(
        (
          await call('POST', `/api/users/${bMember.user._id}/change_admin`, {
            token: a.token,
            body: { space_id: b.spaceId, is_admin: true },
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await call('POST', `/api/users/${bMember.user._id}/set_credentials`, {
            token: a.token,
            body: { space_id: b.spaceId, credentials: [] },
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await call('GET', `/api/users/${bMember.user._id}/allowed_pages`, {
            token: a.token,
            query: { space: a.spaceId },
          })
        ).status,
      ).toBe(404);
    });
  });
});
