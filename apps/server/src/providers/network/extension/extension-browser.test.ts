import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { chromium, type BrowserContext } from 'playwright-core';
import { apiClient, createTestDatabase, createTestAppOn, type TestApp } from '../../../test/harness.js';
import { userWithSpace } from '../../../test/fixtures.js';
import { freePort } from '../../../test/free-port.js';
import { engineWorld } from '../../../test/engine-world.js';
import {
  actions,
  credentials,
  extensionActions,
  sandboxInvitations,
  sandboxMessages,
} from '../../../db/schema/index.js';
import { clock } from '../../../lib/clock.js';
import { tick } from '../../../modules/engine/engine.js';
import { SANDBOX_WEB_HOST, startSandboxWeb, type SandboxWeb } from '../web/server.js';
// @ts-expect-error the extension's build script is plain JavaScript
import { buildExtension } from '../../../../../../integrations/extension/build.mjs';

const START = Date.parse('2026-01-05T09:00:00Z');

/** A request the network holds until the test lets it through. */
function gate() {
  let reached!: () => void;
  let open!: () => void;
  const hit = new Promise<void>((r) => (reached = r));
  const opened = new Promise<void>((r) => (open = r));
  return { hit, reached, opened, open };
}
const within = <T>(p: Promise<T>, ms: number, what: string) =>
  Promise.race([
    p,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what}: timed out`)), ms)),
  ]);

describe('the extension in Chromium (MV3): an action its stopped service worker left half-done completes once', () => {
  let t: TestApp;
  let world: Awaited<ReturnType<typeof engineWorld>>;
  let owner: Awaited<ReturnType<typeof userWithSpace>>;
  let web: SandboxWeb;
  let context: BrowserContext;
  let serverUrl: string;
  const dirs: string[] = [];
  const connect = gate();
  /** The account the first test connects, and the member it invited (the second test writes to them). */
  let invited: { credentialId: string; username: string; memberId: string } | null = null;

  beforeAll(async () => {
    clock.advance(START - clock.nowMs());
    const port = await freePort();
    const origin = `http://${SANDBOX_WEB_HOST}:${port}`;
    const database = await createTestDatabase();
    // The server as composed with the network's pages configured: extension accounts take the extension path.
    t = await createTestAppOn(database, { networkWeb: { url: origin, memoryMb: 100 } });
    owner = await userWithSpace(t.app);
    world = await engineWorld(database, { spaceId: owner.spaceId, population: 600, seed: 5 });
    world.deps.network = t.ctx.network;
    web = await startSandboxWeb({
      network: world.network,
      port,
      beforeRequest: async ({ method, path }) => {
        if (method !== 'POST' || !path.endsWith('/connect')) return;
        connect.reached();
        await connect.opened;
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    serverUrl = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;

    const dist = mkdtempSync(join(tmpdir(), 'leadloop-ext-'));
    const profile = mkdtempSync(join(tmpdir(), 'leadloop-ext-profile-'));
    dirs.push(dist, profile);
    await buildExtension(dist);
    // Extensions need a persistent context and the new headless mode; Debian's Chromium loads unpacked ones.
    context = await chromium.launchPersistentContext(profile, {
      executablePath: '/usr/bin/chromium',
      headless: false,
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        `--host-resolver-rules=MAP ${SANDBOX_WEB_HOST} 127.0.0.1`,
        `--disable-extensions-except=${dist}`,
        `--load-extension=${dist}`,
      ],
    });
  }, 60_000);

  afterAll(async () => {
    connect.open();
    // Each close is bounded: in CI one of them outlived the hook's 60 s (the browser's keep-alive connections or
    // an engine wait on the extension queue); what is left of the test may not fail the file once it passed.
    const bounded = (closing: Promise<unknown> | undefined) =>
      Promise.race([closing?.catch(() => {}), new Promise((r) => setTimeout(r, 15_000).unref())]);
    await bounded(context?.close());
    await bounded(web?.close());
    await bounded(t?.close());
    clock.reset();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }, 90_000);

  it('connects an extension account, is stopped mid-invitation, and on waking reports it without sending it again', async () => {
    const [account] = await t.ctx.db
      .insert(credentials)
      .values({
        spaceId: owner.spaceId,
        username: 'own-browser@example.com',
        automationType: 'extension',
        timezone: 'Europe/Paris',
        workHoursStart: 0,
        workHoursEnd: 23,
      })
      .returning();
    // The campaign includes prospects talked to before (else each would first be a thread read for the extension).
    const wf = await world.campaign(
      account!.id,
      [
        {
          type: 'connection_request',
          delay_days: 0,
          delay_hours: 0,
          content: 'Hi {first_name}, glad to connect.',
        },
      ],
      { isIncludeTalkedBefore: true },
    );
    await world.audience(wf, 1);

    // The user is signed in (the sandbox's own member of an account is one of its first 500) to the network in their own browser.
    const page = await context.newPage();
    await page.goto(`${web.origin}/login?key=${account!.id}`);
    await page.fill('#email', account!.username);
    await page.fill('#password', 'secret');
    await Promise.all([page.waitForURL('**/feed/'), page.click('#sign-in-button')]);

    // Leadloop gives the account's extension token; the user pastes it into the extension's page.
    const issued = await apiClient(t.app)('POST', `/api/credentials/${account!.id}/extension_token`, {
      token: owner.token,
      query: { space: owner.spaceId },
    });
    let [worker] = context.serviceWorkers();
    worker ??= await context.waitForEvent('serviceworker');
    const extensionId = new URL(worker.url()).host;
    await page.goto(`chrome-extension://${extensionId}/options.html?every=0.05`);
    await page.fill('#server', serverUrl);
    await page.fill('#token', issued.body.payload.token);
    await page.click('#connect-button');
    await page.getByText('Connected as own-browser@example.com').waitFor();

    // The engine claims the invitation; its call waits for the extension's report.
    const running = (async () => {
      for (let i = 0; i < 4; i++) if (await tick(world.deps)) return true;
      return false;
    })();
    await within(connect.hit, 20_000, 'the extension sending the invitation');
    const [claimed] = await t.ctx.db.select().from(actions).where(eq(actions.credentialId, account!.id));
    const stored = await page.evaluate(() => (globalThis as any).chrome.storage.local.get('inflight'));
    expect(stored.inflight).toMatchObject({ key: claimed!.idempotencyKey });

    // Mid-action (the network holds the send): the service worker is stopped, then the send goes through.
    const cdp = await context.newCDPSession(page);
    const stopped = new Promise<void>((resolve) =>
      cdp.on('ServiceWorker.workerVersionUpdated', (e: { versions: { runningStatus: string }[] }) => {
        if (e.versions.some((v) => v.runningStatus === 'stopped')) resolve();
      }),
    );
    await cdp.send('ServiceWorker.enable');
    await cdp.send('ServiceWorker.stopAllWorkers');
    await within(stopped, 5_000, 'stopping the service worker');
    connect.open();

    // Its alarm wakes it: it settles the action in flight (the server, then the page), and reports it once.
    expect(await within(running, 25_000, 'the engine receiving the report')).toBe(true);
    const [action] = await t.ctx.db.select().from(actions).where(eq(actions.id, claimed!.id));
    const invitations = await t.ctx.db
      .select()
      .from(sandboxInvitations)
      .where(eq(sandboxInvitations.credentialId, account!.id));
    expect(invitations).toHaveLength(1);
    expect(invitations[0]).toMatchObject({
      clientKey: claimed!.idempotencyKey,
      note: expect.stringMatching(/^Hi /),
    });
    expect(action).toMatchObject({
      status: 'done',
      payload: expect.objectContaining({ external_id: invitations[0]!.id }),
    });
    expect(web.requests.filter((r) => r.method === 'POST' && r.path.endsWith('/connect'))).toHaveLength(1);
    const [row] = await t.ctx.db
      .select()
      .from(extensionActions)
      .where(and(eq(extensionActions.credentialId, account!.id), sql`true`));
    expect(row).toMatchObject({ status: 'done', deliveredAt: expect.any(Date) });
    invited = { credentialId: account!.id, username: account!.username, memberId: invitations[0]!.memberId };
    await expect
      .poll(
        async () =>
          (await page.evaluate(() => (globalThis as any).chrome.storage.local.get('inflight'))).inflight,
      )
      .toBeNull();
  }, 60_000);

  it('after the invitation is accepted, reads the conversation and sends the message once, from the thread page', async () => {
    expect(invited).not.toBeNull();
    const { credentialId, username, memberId } = invited!;
    await t.ctx.db
      .update(sandboxInvitations)
      .set({ acceptAt: new Date(clock.nowMs() - 60_000) })
      .where(eq(sandboxInvitations.credentialId, credentialId));
    const account = { credentialId, username };
    // What the engine asks before a message: has the member answered? The extension reads the thread page.
    const before = await within(t.ctx.network.getConversationState(account, memberId), 20_000, 'the read');
    expect(before).toMatchObject({ hasReply: false, messages: [] });
    const sent = await within(
      t.ctx.network.sendMessage(account, memberId, 'Thanks for connecting.', { clientKey: 'ext-message-1' }),
      20_000,
      'the message',
    );
    const messages = await t.ctx.db
      .select()
      .from(sandboxMessages)
      .where(eq(sandboxMessages.credentialId, credentialId));
    expect(messages.filter((m) => m.direction === 'outbound')).toEqual([
      expect.objectContaining({ id: sent.id, clientKey: 'ext-message-1', text: 'Thanks for connecting.' }),
    ]);
    expect(
      web.requests.filter((r) => r.method === 'POST' && r.path.includes('/messaging/thread/')),
    ).toHaveLength(1);
  }, 45_000);
});
