import { describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig, type Config } from './config.js';
import type { Database } from './db/client.js';
import { assertComposed, composeContext } from './composition.js';
import { createLogger } from './lib/logger.js';
import { OfflineAi } from './providers/ai/index.js';

// Nothing here reaches the database: the root only hands it to what it builds.
const database = { kind: 'pglite', db: {} } as unknown as Database;
const log = createLogger('silent');
const compose = (config: Partial<Config> = {}, overrides = {}) =>
  composeContext(
    { config: { ...loadConfig({}), dataDir: '/tmp/leadloop-composition', ...config }, database, log },
    overrides,
  );

describe('the composition root', () => {
  it('builds every dependency from the configuration, once, before anything starts', () => {
    const ctx = compose();
    expect(ctx.payments.name).toBe('sandbox');
    expect(ctx.ai.offline).toBe(true);
    expect(ctx.sso.kind).toBe('off');
    for (const key of [
      'mailer',
      'realtime',
      'network',
      'calendly',
      'accountCreated',
      'trackingHost',
    ] as const)
      expect(ctx[key], key).toBeDefined();
    const stripe = compose({
      stripe: { secretKey: 'sk_test_x', webhookSecret: 'whsec_x' } as Config['stripe'],
      sandboxGrants: true,
    });
    expect(stripe.payments.name).toBe('stripe');
    expect(stripe.sso.kind).toBe('sandbox');
  });

  it('takes what a test gives instead', () => {
    const ai = new OfflineAi();
    expect(compose({}, { ai }).ai).toBe(ai);
  });

  it('refuses to start with a dependency missing (a start-up error, not a retry later)', async () => {
    const { payments: _payments, ...incomplete } = compose();
    const ctx = incomplete as unknown as ReturnType<typeof compose>;
    expect(() => assertComposed(ctx)).toThrow('The app context is missing payments');
    await expect(buildApp(ctx)).rejects.toThrow('The app context is missing payments');
  });
});
