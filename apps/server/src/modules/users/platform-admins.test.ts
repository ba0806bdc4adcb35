import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { signUpUser, userWithSpace } from '../../test/fixtures.js';
import { apiClient, createTestApp, type TestApp } from '../../test/harness.js';
import { promotePlatformAdmins } from './platform-admins.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ adminEmails: ['boss@example.com', 'first@example.com'] });
});
afterAll(() => t.close());

describe('ADMIN_EMAILS: the first platform admins', () => {
  it('an address on the list is an admin from sign-up; others are not', async () => {
    const call = apiClient(t.app);
    const boss = await signUpUser(t.app, { email: 'Boss@Example.com' });
    expect(boss.user.is_platform_admin).toBe(true);
    const other = await userWithSpace(t.app, 'Other');
    const me = await call('GET', '/api/users/fetch_user', { token: other.token });
    expect(me.body.payload.is_platform_admin).toBe(false);
  });

  it('existing accounts on the list are promoted at start, once', async () => {
    const existing = await userWithSpace(t.app, 'First');
    await t.ctx.db.update(users).set({ email: 'first@example.com' }).where(eq(users.id, existing.user._id));
    expect(await promotePlatformAdmins(t.ctx.db, ['first@example.com'])).toBe(1);
    expect(await promotePlatformAdmins(t.ctx.db, ['first@example.com'])).toBe(0);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, existing.user._id));
    expect(row!.isPlatformAdmin).toBe(true);
  });
});
