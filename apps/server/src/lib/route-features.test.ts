import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { featureLimitReached, featureNotInPlan } from '@leadloop/domain/messages/format';
import { DEFAULT_CATALOGUE, STEP_FEATURES, planOf } from '@leadloop/domain/billing/catalogue';
import { STEP_DEFINITIONS } from '@leadloop/domain/steps/registry';
import { STEP_TYPES } from '@leadloop/domain/campaigns/enums';
import { FEATURE_FLAGS, TIERS, type FeatureFlag, type FeatureMap } from '@leadloop/domain';
import { assertStepFeatures, invalidatePlans } from './plans.js';
import { billingPlans, spaces, workflows } from '../db/schema/index.js';
import { apiClient, createTestApp, type TestApp } from '../test/harness.js';
import { userWithSpace } from '../test/fixtures.js';
import { apiRoutes, fillPath, routeKey } from '../test/routes.js';
import {
  FEATURES_WITHOUT_ROUTES,
  FEATURE_ROUTES,
  OPEN_BY_DESIGN,
  expectedFeature,
  ruleMatches,
} from '../test/feature-routes.js';
import { ROUTE_GATES, gateForRoute } from './route-features.js';

// Iterates every route of the app (it grows with each feature): a generous time limit.
describe('plan gating (every registered route)', { timeout: 300_000 }, () => {
  let t: TestApp;
  let call: ReturnType<typeof apiClient>;
  let free: Awaited<ReturnType<typeof userWithSpace>>;
  let paid: Awaited<ReturnType<typeof userWithSpace>>;
  beforeAll(async () => {
    t = await createTestApp();
    call = apiClient(t.app);
    free = await userWithSpace(t.app, 'Free');
    paid = await userWithSpace(t.app, 'Supreme');
    await t.ctx.db.update(spaces).set({ tier: TIERS.free }).where(eq(spaces.id, free.spaceId));
    // Whatever tier a new workspace starts on (a trial), this one is on the top plan.
    await t.ctx.db.update(spaces).set({ tier: TIERS.supreme }).where(eq(spaces.id, paid.spaceId));
  });
  afterAll(() => t.close());

  it('every route is classified: a plan feature, or feature-free on purpose', () => {
    const unclassified = apiRoutes(t.app)
      .filter((r) => !r.gate)
      .map(routeKey);
    expect(unclassified, 'add these to lib/route-features.ts').toEqual([]);
  });

  it('every rule classifies at least one route (no stale rule)', () => {
    const routes = apiRoutes(t.app);
    const used = Object.keys(ROUTE_GATES).filter((rule) =>
      routes.some((r) =>
        rule.endsWith('/*') ? gateForRoute(r.method, r.url) === ROUTE_GATES[rule] : routeKey(r) === rule,
      ),
    );
    expect(Object.keys(ROUTE_GATES).filter((k) => !used.includes(k))).toEqual([]);
  });

  it('gated routes are workspace routes (the guard knows the tier there)', () => {
    const wrong = apiRoutes(t.app)
      .filter((r) => (r.gate?.feature || r.gate?.limit) && r.auth !== 'space' && r.auth !== 'spaceAdmin')
      .map(routeKey);
    expect(wrong).toEqual([]);
  });

  it("the table of each feature's routes (test/feature-routes.ts) covers every flag and names real routes", () => {
    const decided = [...Object.keys(FEATURE_ROUTES), ...Object.keys(FEATURES_WITHOUT_ROUTES)];
    expect(FEATURE_FLAGS.filter((f) => !decided.includes(f))).toEqual([]);
    const routes = apiRoutes(t.app);
    const rules = [...Object.values(FEATURE_ROUTES).flat(), ...OPEN_BY_DESIGN];
    const stale = rules.filter((rule) => !routes.some((r) => ruleMatches(rule, r.method, r.url)));
    expect(stale, 'rules that match no route').toEqual([]);
    // A route the guard gates must belong to that feature by the table too (the table is complete).
    const disagree = routes
      .filter((r) => r.gate?.feature && r.gate.feature !== expectedFeature(r.method, r.url))
      .map((r) => `${routeKey(r)}: gated ${r.gate!.feature}, table ${expectedFeature(r.method, r.url)}`);
    expect(disagree).toEqual([]);
  });

  /**
   * The free-tier sweep: every route of every feature, by the spec's table (not by ROUTE_GATES), called by a
   * free workspace: the upgrade answer, naming that feature. First on the default free plan (the features it
   * lacks), then with the free plan's every feature switched off (the features free includes), so each
   * feature's routes are swept. A route of a feature classified free is reachable and fails this.
   */
  it('a free workspace is refused every route of every feature its plan lacks, with the upgrade key', async () => {
    const sweep = async (lacks: (f: FeatureFlag) => boolean) => {
      const swept: string[] = [];
      for (const r of apiRoutes(t.app)) {
        const feature = expectedFeature(r.method, r.url);
        if (!feature || !lacks(feature)) continue;
        const url = fillPath(r.url, { id: free.spaceId });
        const res = await call(r.method as 'GET', url, {
          token: free.token,
          query: { space: free.spaceId },
        });
        expect(res.status, routeKey(r)).toBe(403);
        expect(res.body, routeKey(r)).toMatchObject({
          ok: false,
          key: 'featureNotInPlan',
          params: { feature },
          message: featureNotInPlan(feature),
        });
        swept.push(routeKey(r));
      }
      return swept;
    };
    const freePlan = planOf(DEFAULT_CATALOGUE, TIERS.free);
    const lacking = await sweep((f) => freePlan.features[f] !== 'active');
    expect(lacking.length).toBeGreaterThan(80);
    expect(lacking).toContain('POST /api/integrations/:integration/connect');
    const off = Object.fromEntries(FEATURE_FLAGS.map((f) => [f, 'upgrade'])) as FeatureMap;
    await t.ctx.db
      .update(billingPlans)
      .set({ plan: { ...freePlan, features: off } })
      .where(eq(billingPlans.tier, TIERS.free));
    invalidatePlans();
    try {
      const included = await sweep((f) => freePlan.features[f] === 'active');
      expect(included).toEqual(
        expect.arrayContaining(['GET /api/tasks', 'GET /api/tracking/custom_domains']),
      );
    } finally {
      await t.ctx.db.update(billingPlans).set({ plan: freePlan }).where(eq(billingPlans.tier, TIERS.free));
      invalidatePlans();
    }
  });

  it('the top tier passes the gate of every gated route', async () => {
    for (const r of apiRoutes(t.app).filter((x) => expectedFeature(x.method, x.url))) {
      const other = await call(r.method as 'GET', fillPath(r.url), {
        token: paid.token,
        query: { space: paid.spaceId },
      });
      expect(other.body, routeKey(r)).not.toMatchObject({ key: 'featureNotInPlan' });
    }
  });

  it('a free-tier feature stays open to a free workspace', async () => {
    const res = await call('GET', '/api/tasks', { token: free.token, query: { space: free.spaceId } });
    expect(res.status).toBe(200);
  });

  it('a limited feature refuses one more at the limit, with the limit in the message', async () => {
    const limit = planOf(DEFAULT_CATALOGUE, TIERS.free).limited_features.campaigns.limit;
    await t.ctx.db.insert(workflows).values(
      Array.from({ length: limit }, (_, i) => ({
        spaceId: free.spaceId,
        credentialId: randomUUID(),
        name: `C${i}`,
      })),
    );
    const res = await call('POST', '/api/workflows', {
      token: free.token,
      query: { space: free.spaceId },
      body: {},
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      key: 'featureLimitReached',
      message: featureLimitReached(limit, 'campaigns'),
    });
    expect(res.body.message).toBe('Your plan allows up to 3 campaigns. Upgrade to add more');
    // The top tier has no campaign limit: the same call reaches validation instead.
    const paidRes = await call('POST', '/api/workflows', {
      token: paid.token,
      query: { space: paid.spaceId },
      body: {},
    });
    expect(paidRes.body).not.toMatchObject({ key: 'featureLimitReached' });
  });

  /**
   * Step types any tier may use: those whose definition says `feature: null` (a required field, so a new
   * step type does not compile until it is classified).
   */
  const FEATURE_FREE_STEPS: string[] = STEP_DEFINITIONS.filter((d) => d.feature === null).map((d) => d.type);

  it('every campaign step type is classified, and a gated step is refused on every tier that lacks it', async () => {
    const unclassified = STEP_TYPES.filter(
      (type) => !STEP_FEATURES[type] && !FEATURE_FREE_STEPS.includes(type),
    );
    expect(unclassified, 'add these to STEP_FEATURES or FEATURE_FREE_STEPS').toEqual([]);
    let refusals = 0;
    for (const plan of DEFAULT_CATALOGUE.tiers) {
      for (const type of STEP_TYPES) {
        const feature = STEP_FEATURES[type];
        const gate = assertStepFeatures(t.ctx.db, plan.tier, ['view_profile', type]);
        if (feature && plan.features[feature] !== 'active') {
          refusals++;
          await expect(gate, `${type} on tier ${plan.tier}`).rejects.toMatchObject({
            status: 403,
            message: featureNotInPlan(feature),
          });
        } else {
          await expect(gate, `${type} on tier ${plan.tier}`).resolves.toBeUndefined();
        }
      }
    }
    // The free tier alone lacks every gated step but the CRM push.
    expect(refusals).toBeGreaterThanOrEqual(Object.keys(STEP_FEATURES).length - 1);
  });
});
