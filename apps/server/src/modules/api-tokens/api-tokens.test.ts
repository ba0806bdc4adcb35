import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@leadloop/domain';
import { clock } from '../../lib/clock.js';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { addMemberByCode, userWithSpace } from '../../test/fixtures.js';

const DAY = 86_400_000;

describe(
  'API tokens: shown once, hashed, bound to a workspace, expiring, revocable',
  { timeout: 60_000 },
  () => {
    let t: TestApp;
    let call: ReturnType<typeof apiClient>;
    let a: Awaited<ReturnType<typeof userWithSpace>>;
    let b: Awaited<ReturnType<typeof userWithSpace>>;
    let memberOfA: Awaited<ReturnType<typeof addMemberByCode>>;
    beforeAll(async () => {
      t = await createTestApp();
      call = apiClient(t.app);
      a = await userWithSpace(t.app, 'A');
      b = await userWithSpace(t.app, 'B');
      memberOfA = await addMemberByCode(t.app, a);
    });
    afterAll(() => t.close());

    const make = (token: string, spaceId: string, body: unknown) =>
      call('POST', '/api/integrations/api/tokens', { token, query: { space: spaceId }, body });

    it('a token calls the API as its creator in its workspace, until it is revoked (then 401)', async () => {
      const made = await make(a.token, a.spaceId, { name: 'CRM sync', expires_in_days: 30 });
      expect(made.status).toBe(200);
      const { token, _id } = made.body.payload;
      expect(token).toMatch(/^ll_/);
      expect(Date.parse(made.body.payload.expires_at) - clock.nowMs()).toBeGreaterThan(29 * DAY);
      const list = await call('GET', '/api/integrations/api/tokens', {
        token: a.token,
        query: { space: a.spaceId },
      });
      expect(list.body.payload).toHaveLength(1);
      expect(list.body.payload[0]).not.toHaveProperty('token');

      const hooks = await call('GET', '/api/integrations/webhooks', { token, query: { space: a.spaceId } });
      expect(hooks.status).toBe(200);
      const after = await call('GET', '/api/integrations/api/tokens', {
        token: a.token,
        query: { space: a.spaceId },
      });
      expect(after.body.payload[0].last_used_at).not.toBeNull();

      // Workspace routes only: not the account, and it cannot make or revoke tokens.
      const me = await call('GET', '/api/users/fetch_user', { token });
      expect([me.status, me.body.message]).toEqual([
        403,
        'An API token reaches its workspace only; sign in to do this',
      ]);
      const minted = await make(token, a.spaceId, { name: 'Escalation', expires_in_days: 30 });
      expect(minted.status).toBe(403);

      // Bound to its workspace: another workspace of the same user is refused.
      const other = await call('POST', '/api/space/create', { token: a.token, body: { name: 'A2' } });
      const elsewhere = await call('GET', '/api/integrations/webhooks', {
        token,
        query: { space: other.body.payload._id },
      });
      expect(elsewhere.status).toBe(403);

      // Another workspace's admin can neither see nor revoke it.
      expect(
        (
          await call('DELETE', `/api/integrations/api/tokens/${_id}`, {
            token: b.token,
            query: { space: b.spaceId },
          })
        ).status,
      ).toBe(404);
      expect(
        (
          await call('DELETE', `/api/integrations/api/tokens/${_id}`, {
            token: memberOfA.token,
            query: { space: a.spaceId },
          })
        ).body.message,
      ).toBe(MESSAGES.apiTokenNotFound);

      const revoked = await call('DELETE', `/api/integrations/api/tokens/${_id}`, {
        token: a.token,
        query: { space: a.spaceId },
      });
      expect(revoked.status).toBe(200);
      const refused = await call('GET', '/api/integrations/webhooks', { token, query: { space: a.spaceId } });
      expect(refused.status).toBe(401);
    });

    it('an expired token is 401; one that never expires keeps working', async () => {
      const short = (await make(a.token, a.spaceId, { name: 'week', expires_in_days: 7 })).body.payload.token;
      const forever = await make(a.token, a.spaceId, { name: 'forever', expires_in_days: 0 });
      expect(forever.body.payload.expires_at).toBeNull();
      try {
        clock.advance(8 * DAY);
        expect(
          (await call('GET', '/api/integrations/webhooks', { token: short, query: { space: a.spaceId } }))
            .status,
        ).toBe(401);
        expect(
          (
            await call('GET', '/api/integrations/webhooks', {
              token: forever.body.payload.token,
              query: { space: a.spaceId },
            })
          ).status,
        ).toBe(200);
      } finally {
        clock.reset();
      }
    });

    it('a member sees only their own tokens; a name is required', async () => {
      await make(memberOfA.token, a.spaceId, { name: 'mine', expires_in_days: 90 });
      const mine = await call('GET', '/api/integrations/api/tokens', {
        token: memberOfA.token,
        query: { space: a.spaceId },
      });
      expect(mine.body.payload.map((x: { name: string }) => x.name)).toEqual(['mine']);
      const bad = await make(a.token, a.spaceId, { name: ' ', expires_in_days: 7 });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe(MESSAGES.required);
    });
  },
);
