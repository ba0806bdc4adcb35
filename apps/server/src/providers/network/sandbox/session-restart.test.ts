import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../../app.js';
import { composeContext } from '../../../composition.js';
import { loadConfig } from '../../../config.js';
import type { Database } from '../../../db/client.js';
import { credentials, sandboxAccounts } from '../../../db/schema/index.js';
import { createLogger } from '../../../lib/logger.js';
import { apiClient, createTestDatabase } from '../../../test/harness.js';
import { userWithSpace } from '../../../test/fixtures.js';
import { cloudBody } from '../../../test/credentials-helpers.js';

/**
 * A server restart must not log sandbox accounts out. The sandbox keeps each account's session on the
 * network's side (`sandbox_accounts.logged_in_at`, like a real network's server-side session behind the
 * account's cookie); Leadloop keeps the credential's secrets sealed. Nothing lives in server memory, so a
 * fresh server process (new app, new driver instance) over the same database carries on.
 */
describe('sandbox sessions survive a server restart', () => {
  let database: Database;
  const dataDir = `/tmp/leadloop-restart-${process.pid}-${Date.now()}`;

  async function boot() {
    const log = createLogger('silent');
    const config = {
      ...loadConfig({}),
      dataDir,
      secretKey: 'restart-secret',
      testHooks: true,
      runEngine: false,
      webDist: '/nonexistent',
    };
    const ctx = composeContext(
      { config, database, log },
      { sandboxNetwork: { seed: 5, population: 2_000, challengeRate: 0 } },
    );
    const app = await buildApp(ctx);
    await app.ready();
    return { app, ctx, call: apiClient(app), close: async () => (await app.close(), ctx.mailer.close()) };
  }

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('an account connected before the restart still syncs and acts after it', async () => {
    const first = await boot();
    const owner = await userWithSpace(first.app);
    const created = await first.call('POST', '/api/credentials/create', {
      token: owner.token,
      query: { space: owner.spaceId },
      body: cloudBody('restart@example.com'),
    });
    expect(created.status).toBe(200);
    const id = created.body.payload._id as string;
    expect(created.body.payload.status).toBe('active');
    const account = { credentialId: id, username: 'restart@example.com' };
    await first.ctx.network!.listConversations(account);
    await first.close();

    const second = await boot();
    expect(second.ctx.network).not.toBe(first.ctx.network);
    // The new driver instance finds the session: no not_logged_in.
    await expect(second.ctx.network!.listConversations(account)).resolves.toBeTruthy();
    const members = await second.ctx.network!.searchPage(
      account,
      'https://network.sandbox.local/search/results/people/',
      1,
    );
    await expect(second.ctx.network!.viewProfile(account, members.profiles[0]!.id)).resolves.toBeTruthy();
    const sync = await second.call('POST', `/api/credentials/${id}/sync_dialogs`, {
      token: owner.token,
      query: { space: owner.spaceId },
    });
    expect(sync.status).toBe(200);
    const [row] = await database.db.select().from(credentials).where(eq(credentials.id, id));
    expect(row!.status).toBe('active');
    const [session] = await database.db
      .select()
      .from(sandboxAccounts)
      .where(eq(sandboxAccounts.credentialId, id));
    expect(session!.loggedInAt).toBeInstanceOf(Date);
    await second.close();
  });
});
