import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminAccess } from '@leadloop/domain';
import {
  adminConfigBodySchema,
  adminConfigSchema,
  adminCustomerSchema,
  adminReportSchema,
  adminSessionSchema,
  adminUserSchema,
  createAdminUserBodySchema,
  creditsGrantedSchema,
  customerInfoSchema,
  customerUpdateBodySchema,
  customersPageSchema,
  customersQuerySchema,
  demoUserBodySchema,
  demoUserCreatedSchema,
  demoUserSchema,
  doneSchema,
  extendTrialBodySchema,
  impersonationSchema,
  impersonationStartSchema,
  linkStripeBodySchema,
  managerCreateBodySchema,
  managerSchema,
  managerUpdateBodySchema,
  managersQuerySchema,
  pageQuerySchema,
  prepaidBodySchema,
  prepaidCustomerSchema,
  reportQuerySchema,
  setLiApproveBodySchema,
  setUnlimitedBodySchema,
  spaceReportSchema,
  stripeCustomerSchema,
  stripeCustomersQuerySchema,
  transactionsPageSchema,
  updateAdminUserBodySchema,
  updateSpacesBodySchema,
  usersPageSchema,
  usersQuerySchema,
  usetCreditsBodySchema,
  wlReportSchema,
} from '@leadloop/domain/admin/entities';
import { requireAdmin } from '../../lib/admin-guard.js';
import { requireUser } from '../../lib/auth-guard.js';
import { idParams, spaceQuery } from '../../lib/route-schemas.js';
import {
  customerInfo,
  linkStripe,
  listCustomers,
  refreshStripe,
  setCustomerCredits,
  setLiApprove,
  setUnlimited,
  updateCustomer,
} from './customers.js';
import { endImpersonation, startImpersonation } from './impersonation.js';
import { adminSession, createAdminUser, listUsers, updateAdminUser, updateUserSpaces } from './users.js';
import { readAdminConfig, updateAdminConfig } from './config.js';
import { listTransactions, periodReport, spaceReport, whitelabelReport } from './reports.js';
import { createManager, deleteManager, listManagers, updateManager } from './managers.js';
import { createDemoUser, deleteDemoUser, fetchStripeCustomers, listDemoUsers } from './extras.js';
import { createPrepaid, deletePrepaid, listPrepaid } from './prepaid.js';
import { requireCustomer } from './customers.js';
import { extendTrial } from './trial.js';

/**
 * The admin console (001 §7 Admin). Every route is `auth: 'admin'` with the least access it needs
 * (lib/admin-guard.ts): 'any' admin incl. managers, 'brand' white-label admins and up, 'platform',
 * 'super'. Brand-bound callers see their brand's records only (the use cases filter and check).
 */
export async function adminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const admin = (adminAccess: AdminAccess) => ({ auth: 'admin' as const, adminAccess });

  app.get(
    '/admin/validate',
    { config: admin('any'), schema: { querystring: spaceQuery, response: { 200: adminSessionSchema } } },
    async (request) => adminSession(requireUser(request), requireAdmin(request)),
  );

  // ---- customers (workspaces) ----
  app.get(
    '/admin/customers',
    {
      config: admin('any'),
      schema: { querystring: customersQuerySchema, response: { 200: customersPageSchema } },
    },
    (request) => listCustomers(ctx, requireAdmin(request), request.query),
  );
  app.get(
    '/admin/customers/:id/customer_info',
    { config: admin('any'), schema: { params: idParams, response: { 200: customerInfoSchema } } },
    (request) => customerInfo(ctx, requireAdmin(request), request.params.id),
  );
  app.post(
    '/admin/customers/:id/update',
    {
      config: admin('brand'),
      schema: { params: idParams, body: customerUpdateBodySchema, response: { 200: adminCustomerSchema } },
    },
    (request) => updateCustomer(ctx, requireAdmin(request), request.params.id, request.body),
  );
  app.post(
    '/admin/customers/:id/uset_credits',
    {
      config: admin('platform'),
      schema: { params: idParams, body: usetCreditsBodySchema, response: { 200: creditsGrantedSchema } },
    },
    (request) => setCustomerCredits(ctx, requireAdmin(request), request.params.id, request.body.count),
  );
  app.post(
    '/admin/customers/link_stripe',
    {
      config: admin('platform'),
      schema: { body: linkStripeBodySchema, response: { 200: adminCustomerSchema } },
    },
    (request) => linkStripe(ctx, requireAdmin(request), request.body.space_id, request.body.stripe_id),
  );
  app.post(
    '/admin/space/:id/set_unlimited',
    {
      config: admin('platform'),
      schema: { params: idParams, body: setUnlimitedBodySchema, response: { 200: adminCustomerSchema } },
    },
    (request) => setUnlimited(ctx, requireAdmin(request), request.params.id, request.body.is_unlimited),
  );
  app.post(
    '/admin/space/:id/stripe/refresh',
    { config: admin('brand'), schema: { params: idParams, response: { 200: adminCustomerSchema } } },
    (request) => refreshStripe(ctx, requireAdmin(request), request.params.id),
  );
  app.post(
    '/admin/space/:id/extend_trial',
    {
      config: admin('brand'),
      schema: { params: idParams, body: extendTrialBodySchema, response: { 200: adminCustomerSchema } },
    },
    (request) => extendTrial(ctx, requireAdmin(request), request.params.id, request.body.days),
  );
  app.post(
    '/admin/space/:id/set_li_approve',
    {
      config: admin('brand'),
      schema: { params: idParams, body: setLiApproveBodySchema, response: { 200: adminCustomerSchema } },
    },
    (request) => setLiApprove(ctx, requireAdmin(request), request.params.id, request.body.is_li_approve),
  );

  // ---- login as customer ----
  app.post(
    '/admin/customers/:id/login_as',
    { config: admin('platform'), schema: { params: idParams, response: { 200: impersonationStartSchema } } },
    async (request) => {
      const scope = requireAdmin(request);
      await requireCustomer(ctx, scope, request.params.id);
      return startImpersonation(ctx, scope, request.params.id);
    },
  );
  app.post(
    '/admin/impersonations/:id/end',
    { config: admin('platform'), schema: { params: idParams, response: { 200: impersonationSchema } } },
    (request) => endImpersonation(ctx, requireAdmin(request), request.params.id),
  );

  // ---- users and roles ----
  app.get(
    '/admin/users',
    { config: admin('brand'), schema: { querystring: usersQuerySchema, response: { 200: usersPageSchema } } },
    (request) => listUsers(ctx, requireAdmin(request), request.query),
  );
  app.post(
    '/admin/users',
    {
      config: admin('brand'),
      schema: { body: createAdminUserBodySchema, response: { 200: adminUserSchema } },
    },
    (request) => createAdminUser(ctx, requireAdmin(request), request.body),
  );
  app.post(
    '/admin/users/:id/update',
    {
      config: admin('brand'),
      schema: { params: idParams, body: updateAdminUserBodySchema, response: { 200: adminUserSchema } },
    },
    (request) => updateAdminUser(ctx, requireAdmin(request), request.params.id, request.body),
  );
  app.post(
    '/admin/users/:id/update_spaces',
    {
      config: admin('brand'),
      schema: { params: idParams, body: updateSpacesBodySchema, response: { 200: adminUserSchema } },
    },
    (request) => updateUserSpaces(ctx, requireAdmin(request), request.params.id, request.body),
  );

  // ---- managers (white-label tabs: managers, buzz-managers) ----
  app.get(
    '/admin/managers',
    {
      config: admin('brand'),
      schema: { querystring: managersQuerySchema, response: { 200: z.array(managerSchema) } },
    },
    (request) => listManagers(ctx, requireAdmin(request), request.query.whitelabel, !!request.query.buzz),
  );
  app.post(
    '/admin/managers',
    { config: admin('brand'), schema: { body: managerCreateBodySchema, response: { 200: managerSchema } } },
    (request) => {
      const { whitelabel, ...body } = request.body;
      return createManager(ctx, requireAdmin(request), whitelabel, body);
    },
  );
  app.post(
    '/admin/managers/:id/update',
    {
      config: admin('brand'),
      schema: { params: idParams, body: managerUpdateBodySchema, response: { 200: managerSchema } },
    },
    (request) => updateManager(ctx, requireAdmin(request), request.params.id, request.body),
  );
  app.delete(
    '/admin/managers/:id',
    { config: admin('brand'), schema: { params: idParams, response: { 200: doneSchema } } },
    (request) => deleteManager(ctx, requireAdmin(request), request.params.id),
  );

  // ---- platform settings, reports, transactions ----
  app.get(
    '/admin/config',
    { config: admin('platform'), schema: { querystring: spaceQuery, response: { 200: adminConfigSchema } } },
    () => readAdminConfig(ctx),
  );
  app.post(
    '/admin/config/update',
    { config: admin('super'), schema: { body: adminConfigBodySchema, response: { 200: adminConfigSchema } } },
    (request) => updateAdminConfig(ctx, request.body.config),
  );
  app.get(
    '/admin/reports/fetch',
    {
      config: admin('brand'),
      schema: { querystring: reportQuerySchema, response: { 200: adminReportSchema } },
    },
    (request) => periodReport(ctx, requireAdmin(request), request.query.period),
  );
  app.get(
    '/admin/space_report',
    { config: admin('brand'), schema: { querystring: spaceQuery, response: { 200: spaceReportSchema } } },
    (request) => spaceReport(ctx, requireAdmin(request)),
  );
  app.get(
    '/admin/wl_report',
    { config: admin('brand'), schema: { querystring: spaceQuery, response: { 200: wlReportSchema } } },
    (request) => whitelabelReport(ctx, requireAdmin(request)),
  );
  app.get(
    '/admin/transactions',
    {
      config: admin('brand'),
      schema: { querystring: pageQuerySchema, response: { 200: transactionsPageSchema } },
    },
    (request) => listTransactions(ctx, requireAdmin(request), request.query),
  );

  // ---- prepaid customers, the payment provider's customers, demo users ----
  app.get(
    '/admin/prepaid_customers',
    {
      config: admin('platform'),
      schema: { querystring: spaceQuery, response: { 200: z.array(prepaidCustomerSchema) } },
    },
    (request) => listPrepaid(ctx, requireAdmin(request)),
  );
  app.post(
    '/admin/prepaid_customers',
    {
      config: admin('platform'),
      schema: { body: prepaidBodySchema, response: { 200: prepaidCustomerSchema } },
    },
    (request) => createPrepaid(ctx, requireAdmin(request), request.body),
  );
  app.delete(
    '/admin/prepaid_customers/:id/delete',
    { config: admin('platform'), schema: { params: idParams, response: { 200: doneSchema } } },
    (request) => deletePrepaid(ctx, requireAdmin(request), request.params.id),
  );
  app.get(
    '/admin/stripe/customers/fetch',
    {
      config: admin('platform'),
      schema: { querystring: stripeCustomersQuerySchema, response: { 200: z.array(stripeCustomerSchema) } },
    },
    (request) => fetchStripeCustomers(ctx, request.query.email),
  );
  app.get(
    '/admin/demo_users',
    {
      config: admin('brand'),
      schema: { querystring: spaceQuery, response: { 200: z.array(demoUserSchema) } },
    },
    (request) => listDemoUsers(ctx, requireAdmin(request)),
  );
  app.post(
    '/admin/demo_users',
    {
      config: admin('brand'),
      schema: { body: demoUserBodySchema, response: { 200: demoUserCreatedSchema } },
    },
    (request) => createDemoUser(ctx, requireAdmin(request), request.body),
  );
  app.delete(
    '/admin/demo_users/:id',
    { config: admin('brand'), schema: { params: idParams, response: { 200: doneSchema } } },
    (request) => deleteDemoUser(ctx, requireAdmin(request), request.params.id),
  );
}
