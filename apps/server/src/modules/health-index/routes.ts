import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  credentialHealthSchema,
  healthMainSchema,
  healthNotifyBodySchema,
  healthNotifySchema,
  healthRecalculateSchema,
  healthRuleBodySchema,
  healthRuleSchema,
  healthRulesSchema,
  healthStatisticsQuery,
  healthStatisticsSchema,
  healthTriggersSchema,
  spaceHealthSchema,
} from '@leadloop/domain/health-index/entities';
import { requireAdmin } from '../../lib/admin-guard.js';
import { sendOrRun } from '../../lib/jobs.js';
import { createRule, listRules, listTriggers, updateRule } from './rules.js';
import { RECALCULATE_QUEUE, recalculateHealthIndex } from './recalculate.js';
import { credentialStatistics, customerStatistics, mainStatistics } from './statistics.js';
import { getNotifySettings, setNotifySettings } from './notify-settings.js';
import { setCustomerTriggerFilter } from '../admin/index.js';
import { customersMatchingTriggers } from './customer-filter.js';
import { spaceHealth } from './space-health.js';
import { requireScope } from '../../lib/scope.js';

const ruleParams = z.object({ id: z.uuid() });
const credentialParams = z.object({ id: z.uuid() });
const brandParams = z.object({ id: z.string().min(1).max(60) });
const brandQuery = z.object({ brand: z.string().max(60).optional() });

/** 001 §7 Admin, health index (under /admin/health_index) and its per-brand notifications. */
export async function healthIndexRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  setCustomerTriggerFilter(customersMatchingTriggers);
  const brand = { auth: 'admin', adminAccess: 'brand' } as const;
  const platform = { auth: 'admin', adminAccess: 'platform' } as const;
  const base = '/admin/health_index';

  app.get(`${base}/rules`, { config: brand, schema: { response: { 200: healthRulesSchema } } }, () =>
    listRules(ctx.db),
  );
  app.post(
    `${base}/rules`,
    { config: platform, schema: { body: healthRuleBodySchema, response: { 200: healthRuleSchema } } },
    (request) => createRule(ctx.db, request.body),
  );
  app.put(
    `${base}/rules/:id`,
    {
      config: platform,
      schema: { params: ruleParams, body: healthRuleBodySchema, response: { 200: healthRuleSchema } },
    },
    (request) => updateRule(ctx.db, request.params.id, request.body),
  );
  app.get(`${base}/triggers`, { config: brand, schema: { response: { 200: healthTriggersSchema } } }, () =>
    listTriggers(),
  );
  app.get(
    `${base}/statistics`,
    {
      config: brand,
      schema: { querystring: healthStatisticsQuery, response: { 200: healthStatisticsSchema } },
    },
    (request) => customerStatistics(ctx.db, requireAdmin(request), request.query),
  );
  app.get(
    `${base}/statistics/main`,
    { config: brand, schema: { querystring: brandQuery, response: { 200: healthMainSchema } } },
    (request) => mainStatistics(ctx.db, requireAdmin(request), request.query.brand),
  );
  app.post(
    `${base}/recalculate`,
    { config: platform, schema: { response: { 200: healthRecalculateSchema } } },
    async () => {
      let result = { customers: 0, credentials: 0, notified: 0 };
      await sendOrRun(ctx, RECALCULATE_QUEUE, {}, async () => {
        result = await recalculateHealthIndex(ctx);
      });
      return { status: ctx.jobs ? ('queued' as const) : ('done' as const), ...result };
    },
  );
  app.get(
    '/admin/credentials/:id/health_index_statistics',
    { config: brand, schema: { params: credentialParams, response: { 200: credentialHealthSchema } } },
    (request) => credentialStatistics(ctx.db, requireAdmin(request), request.params.id),
  );
  app.get(
    '/admin/whitelabels/:id/health_index',
    { config: brand, schema: { params: brandParams, response: { 200: healthNotifySchema } } },
    (request) => getNotifySettings(ctx.db, requireAdmin(request), request.params.id),
  );
  app.put(
    '/admin/whitelabels/:id/health_index',
    {
      config: brand,
      schema: { params: brandParams, body: healthNotifyBodySchema, response: { 200: healthNotifySchema } },
    },
    (request) => setNotifySettings(ctx.db, requireAdmin(request), request.params.id, request.body),
  );

  // The customer's own health panel (000 §6), on the dashboard: members, their accounts only.
  app.get(
    '/dashboard/health_index',
    { config: { auth: 'space' }, schema: { response: { 200: spaceHealthSchema } } },
    (request) => spaceHealth(ctx.db, requireScope(request), request.auth.space!.brand),
  );
}
