import { eq } from 'drizzle-orm';
import { apiClient, createTestApp, type TestApp } from './harness.js';
import { userWithSpace } from './fixtures.js';
import { spaces } from '../db/schema/index.js';
import type { Config } from '../config.js';
import type { SandboxNetwork } from '../providers/network/index.js';

export const ACCOUNT_PASSWORD = 'Net-Secret-9731';
export const COOKIE_VALUE = 'AQEDATsecretcookievalue12345';

/**
 * A test app with a small sandbox network (no random login challenges) and a recorder of every response
 * body, so a test can assert that no stored secret ever appears in any answer.
 */
export async function credentialsTestApp(
  overrides: Partial<Config> = {},
): Promise<TestApp & { call: ReturnType<typeof apiClient>; responses: string[]; network: SandboxNetwork }> {
  const t = await createTestApp({ secretKey: 'test-secret-key', ...overrides }, undefined, {
    sandboxNetwork: { seed: 3, population: 2_000, challengeRate: 0 },
  });
  const network = t.ctx.network as SandboxNetwork;
  const raw = apiClient(t.app);
  const responses: string[] = [];
  const call: ReturnType<typeof apiClient> = async (method, url, options) => {
    const res = await raw(method, url, options);
    responses.push(JSON.stringify(res.body));
    return res;
  };
  return { ...t, call, responses, network };
}

export async function workspace(
  t: TestApp,
  seats: { cloud?: number; extension?: number; config?: Record<string, unknown> } = {},
) {
  const owner = await userWithSpace(t.app);
  const set: Partial<typeof spaces.$inferInsert> = {};
  if (seats.cloud !== undefined) set.cloudSeats = seats.cloud;
  if (seats.extension !== undefined) set.extensionSeats = seats.extension;
  if (seats.config) set.config = seats.config;
  if (Object.keys(set).length) await t.ctx.db.update(spaces).set(set).where(eq(spaces.id, owner.spaceId));
  return { ...owner, q: { space: owner.spaceId } };
}

export const cloudBody = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: ACCOUNT_PASSWORD,
  country_code: 'US',
  timezone: 'America/New_York',
  ...extra,
});

export const extensionBody = (email: string) => ({
  email,
  automation_type: 'extension',
  timezone: 'Europe/Paris',
  cookies: JSON.stringify([
    { domain: '.network.local', name: 'li_at', value: COOKIE_VALUE, path: '/', secure: true },
  ]),
});
