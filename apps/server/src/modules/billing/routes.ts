import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  billingOverviewSchema,
  billingPlansSchema,
  checkoutQuerySchema,
  checkoutReturnSchema,
  checkoutSchema,
  creditsChartSchema,
  paymentMethodBodySchema,
  paymentMethodsSchema,
  providerInvoicesSchema,
  sandboxCheckoutSchema,
  sandboxOutcomeBodySchema,
  seatsBodySchema,
  subscriptionBodySchema,
  transactionsSchema,
  upcomingInvoiceSchema,
} from '@leadloop/domain/billing/api';
import { creditHistorySchema, paymentInfoSchema } from '@leadloop/domain/billing/entities';
import { requireSpace } from '../../lib/auth-guard.js';
import { idParams, spaceQuery } from '../../lib/route-schemas.js';
import { creditsChart, creditsHistory } from '../credits/index.js';
import { startCreditsCheckout, startPlanCheckout, startSeatsCheckout } from './checkout.js';
import {
  addPaymentMethod,
  billingOverview,
  billingPlans,
  changeSubscription,
  deletePaymentMethod,
  listPaymentMethods,
  setPrimaryPaymentMethod,
  upcomingInvoice,
  upgradeInfo,
} from './overview.js';
import { listTransactions, paymentsOf } from './payments.js';
import { sandboxCheckout, sandboxOutcome } from './settle.js';
import { customerPortal } from './portal.js';
import { extendInfo, providerInvoices, removeSeats } from './seats-invoices.js';
import { stripeWebhookRoute } from './stripe-webhook.js';

const DAY_MS = 86_400_000;
const historyQuery = spaceQuery.extend({
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  usage_type: z.string().max(60).optional(),
  user_id: z.uuid().optional(),
  start_date: z.coerce.date().optional(),
  end_date: z.coerce.date().optional(),
});
const chartQuery = spaceQuery.extend({
  start_date: z.coerce.date().optional(),
  end_date: z.coerce.date().optional(),
});

/** 001 §7 Billing (paths the spec leaves open are ours: overview, plans, seats, transactions, sandbox). */
export async function billingRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const space = { auth: 'space' } as const;
  const admin = { auth: 'spaceAdmin' } as const;

  app.get(
    '/billing/overview',
    { config: space, schema: { querystring: spaceQuery, response: { 200: billingOverviewSchema } } },
    (request) => billingOverview(ctx, requireSpace(request).space),
  );
  app.get(
    '/billing/plans',
    { config: space, schema: { querystring: spaceQuery, response: { 200: billingPlansSchema } } },
    (request) => billingPlans(ctx, requireSpace(request).space),
  );
  app.get(
    '/billing/checkout',
    { config: admin, schema: { querystring: checkoutQuerySchema, response: { 200: checkoutSchema } } },
    (request) => {
      const { space: row, user } = requireSpace(request);
      // A live subscription at a provider that prorates (Stripe) is changed, never doubled by a checkout.
      if (paymentsOf(ctx).changeSeats && row.billing.subscription_id && row.billing.subscription)
        return changeSubscription(ctx, row, user, request.query.price_id);
      return startPlanCheckout(ctx, row, user, request.query.price_id, request.query.promo_code);
    },
  );
  app.put(
    '/billing/subscription',
    {
      config: admin,
      schema: { querystring: spaceQuery, body: subscriptionBodySchema, response: { 200: checkoutSchema } },
    },
    (request) => {
      const { space: row, user } = requireSpace(request);
      return changeSubscription(ctx, row, user, request.body.local_price_id);
    },
  );
  app.get(
    '/billing/prices/:id/upgrade_info',
    {
      config: space,
      schema: { querystring: spaceQuery, params: idParams, response: { 200: paymentInfoSchema } },
    },
    (request) => upgradeInfo(ctx, requireSpace(request).space, request.params.id),
  );
  app.post(
    '/billing/seats',
    {
      config: admin,
      schema: { querystring: spaceQuery, body: seatsBodySchema, response: { 200: checkoutSchema } },
    },
    (request) => {
      const { space: row, user } = requireSpace(request);
      return startSeatsCheckout(ctx, row, user, request.body.seat_type, request.body.count);
    },
  );
  app.post(
    '/billing/seats/remove',
    {
      config: admin,
      schema: { querystring: spaceQuery, body: seatsBodySchema, response: { 200: checkoutSchema } },
    },
    (request) => {
      const { space: row, user } = requireSpace(request);
      return removeSeats(ctx, row, user, request.body.seat_type, request.body.count);
    },
  );
  app.get(
    '/billing/prices/extend_info',
    { config: space, schema: { querystring: spaceQuery, response: { 200: paymentInfoSchema } } },
    (request) => extendInfo(ctx, requireSpace(request).space),
  );
  app.get(
    '/billing/invoices',
    { config: space, schema: { querystring: spaceQuery, response: { 200: providerInvoicesSchema } } },
    (request) => providerInvoices(ctx, requireSpace(request).space),
  );
  app.get(
    '/billing/prices/credits',
    {
      config: admin,
      schema: {
        querystring: spaceQuery.extend({ price_id: z.string().min(1).max(60) }),
        response: { 200: checkoutSchema },
      },
    },
    (request) => {
      const { space: row, user } = requireSpace(request);
      return startCreditsCheckout(ctx, row, user, request.query.price_id);
    },
  );
  app.get(
    '/billing/transactions',
    { config: space, schema: { querystring: spaceQuery, response: { 200: transactionsSchema } } },
    (request) => listTransactions(ctx, requireSpace(request).space.id),
  );
  app.get(
    '/billing/upcoming_invoice',
    { config: space, schema: { querystring: spaceQuery, response: { 200: upcomingInvoiceSchema } } },
    (request) => upcomingInvoice(ctx, requireSpace(request).space),
  );
  app.get(
    '/billing/credits_history',
    { config: space, schema: { querystring: historyQuery, response: { 200: creditHistorySchema } } },
    (request) => creditsHistory(ctx.db, requireSpace(request).space.id, request.query),
  );
  app.get(
    '/billing/credits_history/chart',
    { config: space, schema: { querystring: chartQuery, response: { 200: creditsChartSchema } } },
    (request) => {
      const end = request.query.end_date ?? new Date();
      const start = request.query.start_date ?? new Date(end.getTime() - 30 * DAY_MS);
      return creditsChart(ctx.db, requireSpace(request).space.id, start, end);
    },
  );
  app.get(
    '/billing/payment_methods',
    { config: space, schema: { querystring: spaceQuery, response: { 200: paymentMethodsSchema } } },
    (request) => listPaymentMethods(ctx, requireSpace(request).space),
  );
  app.post(
    '/billing/payment_method',
    {
      config: admin,
      schema: {
        querystring: spaceQuery,
        body: paymentMethodBodySchema,
        response: { 200: paymentMethodsSchema },
      },
    },
    (request) => addPaymentMethod(ctx, requireSpace(request).space, request.body),
  );
  app.delete(
    '/billing/payment_method/:id',
    {
      config: admin,
      schema: { querystring: spaceQuery, params: idParams, response: { 200: paymentMethodsSchema } },
    },
    (request) => deletePaymentMethod(ctx, requireSpace(request).space, request.params.id),
  );
  app.post(
    '/billing/payment_method/:id/set_primary',
    {
      config: admin,
      schema: { querystring: spaceQuery, params: idParams, response: { 200: paymentMethodsSchema } },
    },
    (request) => setPrimaryPaymentMethod(ctx, requireSpace(request).space, request.params.id),
  );
  app.get(
    '/billing/customer_portal',
    { config: admin, schema: { querystring: spaceQuery, response: { 200: checkoutReturnSchema } } },
    (request) => customerPortal(ctx, requireSpace(request).space),
  );
  app.get(
    '/billing/sandbox/:id',
    {
      config: space,
      schema: { querystring: spaceQuery, params: idParams, response: { 200: sandboxCheckoutSchema } },
    },
    (request) => sandboxCheckout(ctx, requireSpace(request).space.id, request.params.id),
  );
  app.post(
    '/billing/sandbox/:id',
    {
      config: admin,
      schema: {
        querystring: spaceQuery,
        params: idParams,
        body: sandboxOutcomeBodySchema,
        response: { 200: checkoutReturnSchema },
      },
    },
    (request) => sandboxOutcome(ctx, requireSpace(request).space.id, request.params.id, request.body.outcome),
  );
  await stripeWebhookRoute(app);
}
