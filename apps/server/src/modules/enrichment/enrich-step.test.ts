import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestDatabase } from '../../test/harness.js';
import { engineWorld } from '../../test/engine-world.js';
import type { Database } from '../../db/client.js';
import type { AppContext } from '../../lib/context.js';
import {
  actions,
  campaignProspects,
  creditBalances,
  creditLedger,
  emailVerifications,
  enrichmentSettings,
  prospects,
  sandboxMembers,
} from '../../db/schema/index.js';
import { clock } from '../../lib/clock.js';
import { SandboxEmailVerifier, SandboxEnrichment } from '../../providers/enrichment/index.js';
import { installSteps } from '../steps.js';
import { runDepsUntil } from '../engine/index.js';
import { enrichStepHandler } from './enrich-step.js';

/** The enrich step (issue 37 item 6) and the catch-all policy of the email step, run by the engine. */
describe('the enrich step', () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
    clock.advance(Date.parse('2026-03-02T08:00:00Z') - clock.nowMs());
  });
  afterAll(async () => {
    clock.reset();
    await database.close();
  });

  it('is registered at start-up', () => {
    const registry = installSteps({ db: database.db } as AppContext);
    expect(registry.handlerOf('enrich')?.runs).toBe('act');
  });

  it('enriches each prospect as it reaches the step, charges each verified email once, and waits with a reason when credits or results are missing', async () => {
    const world = await engineWorld(database, { population: 600 });
    world.steps.register(
      enrichStepHandler((db) => ({
        sources: { sandbox: new SandboxEnrichment(db) },
        verifier: new SandboxEmailVerifier(),
      })),
    );
    const account = await world.account({
      username: 'enrich@example.com',
      timezone: 'UTC',
      start: 0,
      end: 24,
    });
    const wf = await world.campaign(account.id, [
      { type: 'enrich', delay_days: 0, delay_hours: 0 },
      { type: 'view_profile', delay_days: 0, delay_hours: 0 },
    ]);
    const ids = await world.audience(wf, 3);
    const rows = await world.db.select().from(prospects).where(eq(prospects.spaceId, world.space.id));
    // What the sandbox knows: a verified email for two of them, nothing for the third; their own emails
    // are cleared, so the step must find them.
    const verifier = new SandboxEmailVerifier();
    const addresses: string[] = [];
    for (let i = 0; addresses.length < 2; i++)
      if ((await verifier.verify(`person${i}@enrich.example`)).result === 'valid')
        addresses.push(`person${i}@enrich.example`);
    for (const [i, row] of rows.entries())
      await world.db
        .update(sandboxMembers)
        .set({ email: addresses[i] ?? null })
        .where(eq(sandboxMembers.id, row.networkId!));
    await world.db.update(prospects).set({ workEmail: null }).where(eq(prospects.spaceId, world.space.id));
    expect(ids).toHaveLength(3);
    // credits for exactly one verified email
    await world.db.insert(creditBalances).values({ spaceId: world.space.id, balance: 1 });

    await runDepsUntil(world.deps, new Date(clock.nowMs() + 2 * 3_600_000));

    const done = await world.db.select().from(actions).where(eq(actions.workflowId, wf.id));
    const enriched = done.filter((a) => a.type === 'enrich' && a.status === 'done');
    expect(enriched).toHaveLength(1);
    expect(enriched[0]!.payload).toMatchObject({ email: 'hit', email_source: 'sandbox', credits_spent: 1 });
    const cps = await world.db
      .select()
      .from(campaignProspects)
      .where(eq(campaignProspects.workflowId, wf.id));
    const waits = cps
      .map((c) => c.waitReason)
      .filter(Boolean)
      .sort();
    expect(waits).toEqual(['no_email_type_or_invalid_email', 'out_of_credits']);
    const ledger = await world.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.spaceId, world.space.id), eq(creditLedger.category, 'enrich_email_phone')));
    expect(ledger.map((l) => [l.amount, l.origin, l.details.source])).toEqual([[-1, 'workflow', 'sandbox']]);
  });
});

describe('the email step honours the catch-all policy', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    clock.advance(Date.parse('2026-03-02T08:00:00Z') - clock.nowMs());
  });
  afterAll(async () => {
    clock.reset();
    await database.close();
  });

  it('send: sent; skip: skipped; ask: held with its reason', async () => {
    const world = await engineWorld(database, { population: 600 });
    const account = await world.account({
      username: 'mail@example.com',
      timezone: 'UTC',
      start: 0,
      end: 24,
      limits: { emails: 1000 },
    });
    const outcome = async (policy: 'send' | 'skip' | 'ask') => {
      await world.db
        .insert(enrichmentSettings)
        .values({
          spaceId: world.space.id,
          emailSources: ['sandbox'],
          phoneSources: ['sandbox'],
          catchAllPolicy: policy,
          refreshAfterDays: 90,
        })
        .onConflictDoUpdate({ target: enrichmentSettings.spaceId, set: { catchAllPolicy: policy } });
      const wf = await world.campaign(account.id, [
        { type: 'email', delay_days: 0, delay_hours: 0, subject: 'Hi', content: 'Hello' },
      ]);
      const [id] = await world.audience(wf, 1);
      const [p] = await world.db.select().from(prospects).where(eq(prospects.id, id!));
      const address = `${policy}@catch-all.test`;
      await world.db.update(prospects).set({ workEmail: address }).where(eq(prospects.id, id!));
      await world.db.insert(emailVerifications).values({
        spaceId: world.space.id,
        email: address,
        result: 'catch_all',
        detail: 'accepts_any',
        checkedAt: clock.now(),
      });
      expect(p).toBeTruthy();
      await runDepsUntil(world.deps, new Date(clock.nowMs() + 3_600_000));
      const [cp] = await world.db
        .select()
        .from(campaignProspects)
        .where(eq(campaignProspects.workflowId, wf.id));
      const sent = world.mail.sent.filter((m) => m.to === address).length;
      return { sent, status: cp!.status, wait: cp!.waitReason, steps: JSON.stringify(cp!.steps) };
    };
    const send = await outcome('send');
    expect(send.sent).toBe(1);
    const skip = await outcome('skip');
    expect(skip).toMatchObject({ sent: 0 });
    expect(skip.steps).toContain('catch_all_email');
    const ask = await outcome('ask');
    expect(ask).toMatchObject({ sent: 0, wait: 'catch_all_email_ask' });
  });
});
