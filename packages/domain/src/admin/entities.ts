import { z } from 'zod';
import { idSchema, isoDateSchema } from '../common/entity.js';
import { emailSchema } from '../common/email.js';
import { GRANTED_ACCESS, SUBSCRIPTION_MODES, USER_STATUSES, WORKSPACE_STATUSES } from '../spaces/enums.js';
import { CURRENCIES } from '../billing/enums.js';
import { INTERVALS, TIER_VALUES } from '../tiers/enums.js';
import { ADMIN_ROLES } from './roles.js';

/**
 * The admin console's calls (001 §7 Admin): customers (workspaces), users and roles, managers,
 * login as customer, prepaid customers, demo users, reports and transactions.
 */

export * from './constants.js';
import {
  CUSTOMER_ORDERS,
  CUSTOMER_STATUSES,
  CUSTOMER_SUBSCRIPTIONS,
  CUSTOMER_TYPES,
  MANAGER_KINDS,
  NOTE_FILTERS,
  REPORT_PERIODS,
} from './constants.js';

const name = z.object({ _id: idSchema, name: z.string() });
const person = z.object({ _id: idSchema, email: z.string(), full_name: z.string() });

/** GET /admin/validate: who the admin is and which brand they see (null = every brand). */
// The console's copies of the workspace lists must be the same lists (a compile-time check both ways).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameLists: [
  Same<(typeof CUSTOMER_STATUSES)[number], (typeof WORKSPACE_STATUSES)[number]>,
  Same<(typeof CUSTOMER_SUBSCRIPTIONS)[number], (typeof SUBSCRIPTION_MODES)[number]>,
] = [true, true];
void sameLists;

export const adminSessionSchema = z.object({
  user_id: idSchema,
  email: z.string(),
  role: z.enum(ADMIN_ROLES),
  brand: z.string().nullable(),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

/** One customer (a workspace) in the admin list. */
export const adminCustomerSchema = z.object({
  _id: idSchema,
  name: z.string(),
  brand: z.string(),
  status: z.enum(WORKSPACE_STATUSES).or(z.string()),
  tier: z.number(),
  is_paid: z.boolean(),
  type: z.enum(CUSTOMER_TYPES),
  subscription_mode: z.enum(SUBSCRIPTION_MODES),
  is_li_approve: z.boolean(),
  labels: z.array(z.string()),
  note: z.string().nullable(),
  owner: person.nullable(),
  members: z.number(),
  credentials: z.number(),
  sales_manager: name.nullable(),
  success_manager: name.nullable(),
  stripe_customer_id: z.string().nullable(),
  /** Where the workspace's trial ends (issue 33); null: no trial running. */
  trial_ends_at: isoDateSchema.nullable(),
  created_at: isoDateSchema,
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

export const customersPageSchema = z.object({ customers: z.array(adminCustomerSchema), total: z.number() });
export type CustomersPage = z.infer<typeof customersPageSchema>;

export const impersonationSchema = z.object({
  _id: idSchema,
  admin_email: z.string(),
  target_email: z.string(),
  space_id: idSchema,
  started_at: isoDateSchema,
  expires_at: isoDateSchema,
  ended_at: isoDateSchema.nullable(),
});
export type Impersonation = z.infer<typeof impersonationSchema>;

export const adminTransactionSchema = z.object({
  _id: idSchema,
  space_id: idSchema,
  space_name: z.string(),
  brand: z.string(),
  kind: z.string(),
  status: z.string(),
  amount: z.number(),
  currency: z.string(),
  created_at: isoDateSchema,
});
export type AdminTransaction = z.infer<typeof adminTransactionSchema>;
export const transactionsPageSchema = z.object({
  transactions: z.array(adminTransactionSchema),
  total: z.number(),
});
export type TransactionsPage = z.infer<typeof transactionsPageSchema>;

/** GET /admin/customers/{id}/customer_info. */
export const customerInfoSchema = adminCustomerSchema.extend({
  users: z.array(person.extend({ is_admin: z.boolean() })),
  credits: z.number(),
  /** The workspace's connected accounts (each opens its health statistics). */
  accounts: z.array(z.object({ _id: idSchema, name: z.string(), status: z.string() })),
  transactions: z.array(adminTransactionSchema),
  impersonations: z.array(impersonationSchema),
});
export type CustomerInfo = z.infer<typeof customerInfoSchema>;

/** POST /admin/customers/{id}/login_as: the customer's time-limited token. */
export const impersonationStartSchema = z.object({
  token: z.string(),
  impersonation: impersonationSchema,
});
export type ImpersonationStart = z.infer<typeof impersonationStartSchema>;

export const adminUserSchema = z.object({
  _id: idSchema,
  email: z.string(),
  full_name: z.string(),
  brand: z.string(),
  status: z.enum(USER_STATUSES),
  admin_role: z.enum(ADMIN_ROLES).nullable(),
  created_at: isoDateSchema,
  spaces: z.array(name.extend({ is_admin: z.boolean() })),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const usersPageSchema = z.object({ users: z.array(adminUserSchema), total: z.number() });
export type UsersPage = z.infer<typeof usersPageSchema>;

export const managerSchema = z.object({
  _id: idSchema,
  brand: z.string(),
  type: z.enum(MANAGER_KINDS),
  name: z.string(),
  description: z.string(),
  email: z.string().nullable(),
  round_robin: z.boolean(),
  customers: z.number(),
});
export type Manager = z.infer<typeof managerSchema>;

export const adminConfigSchema = z.object({
  /** How long a login-as-customer token lives. */
  impersonation_minutes: z.number().int().min(5).max(480),
  /** Round-robin assignment of new customers to managers who take part. */
  round_robin: z.boolean(),
  support_email: z.string().nullable(),
});
export type AdminConfig = z.infer<typeof adminConfigSchema>;
export const DEFAULT_ADMIN_CONFIG: AdminConfig = {
  impersonation_minutes: 60,
  round_robin: true,
  support_email: null,
};

export const adminReportSchema = z.object({
  period: z.enum(REPORT_PERIODS),
  from: isoDateSchema,
  new_customers: z.number(),
  new_users: z.number(),
  paid_customers: z.number(),
  revenue: z.array(z.object({ currency: z.string(), amount: z.number() })),
  credits_granted: z.number(),
  impersonations: z.number(),
});
export type AdminReport = z.infer<typeof adminReportSchema>;
export const spaceReportSchema = z.object({
  total: z.number(),
  by_status: z.array(z.object({ status: z.string(), count: z.number() })),
  by_tier: z.array(z.object({ tier: z.number(), count: z.number() })),
});
export type SpaceReport = z.infer<typeof spaceReportSchema>;
export const wlReportSchema = z.array(
  z.object({ brand: z.string(), customers: z.number(), paid: z.number(), users: z.number() }),
);
export type WlReport = z.infer<typeof wlReportSchema>;

export const prepaidCustomerSchema = z.object({
  _id: idSchema,
  email: z.string(),
  stripe_customer: z.string(),
  currency: z.enum(CURRENCIES),
  tier: z.number(),
  interval: z.number(),
  brand: z.string(),
  created_at: isoDateSchema,
  /** Set when the address signed up and the plan was applied (to space_id). */
  used_at: isoDateSchema.nullable(),
  used_by_email: z.string().nullable(),
  space_id: idSchema.nullable(),
});
export type PrepaidCustomer = z.infer<typeof prepaidCustomerSchema>;

export const stripeCustomerSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  created_at: isoDateSchema,
});
export type StripeCustomer = z.infer<typeof stripeCustomerSchema>;

export const demoUserSchema = z.object({
  _id: idSchema,
  email: z.string(),
  full_name: z.string(),
  brand: z.string(),
  space_id: idSchema.nullable(),
  /** The demo workspace's sample data: building (replaying in the background), ready, failed. */
  sample_status: z.enum(['building', 'ready', 'failed']).nullable(),
  created_at: isoDateSchema,
});
export type DemoUser = z.infer<typeof demoUserSchema>;
/** POST /admin/demo_users: the password is shown once. */
export const demoUserCreatedSchema = z.object({ user: demoUserSchema, password: z.string() });

/** POST /admin/space/{id}/extend_trial: days added to the trial (from now if it already ended). */
export const extendTrialBodySchema = z.strictObject({ days: z.number().int().min(1).max(365) });

export const doneSchema = z.object({ done: z.literal(true) });
export const creditsGrantedSchema = z.object({ balance: z.number() });

// ---- bodies and queries ----

/** `labels=a&labels=b` or `labels=a,b`: a list in the query string. */
const listParam = <T extends z.ZodType<string>>(item: T) =>
  z.preprocess(
    (v) =>
      v === undefined
        ? undefined
        : (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(',')).filter(Boolean),
    z.array(item).max(50).optional(),
  );
const boolParam = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean().optional(),
);
const intParam = (min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
    z.number().int().min(min).max(max),
  );

export const customersQuerySchema = z.strictObject({
  space: z.string().max(100).optional(),
  labels: listParam(z.string().max(60)),
  brands: listParam(z.string().max(60)),
  statuses: listParam(z.string().max(30)),
  managers: listParam(z.uuid()),
  without_success_managers: boolParam,
  without_sales_managers: boolParam,
  types: listParam(z.enum(CUSTOMER_TYPES)),
  subscription_types: listParam(z.enum(SUBSCRIPTION_MODES)),
  /** Health-index triggers (the health area's rules); a customer matches when its latest statistics name one. */
  triggers: listParam(z.string().max(60)),
  note_filters: listParam(z.enum(NOTE_FILTERS)),
  tier: intParam(0, 9).optional(),
  order: z.enum(CUSTOMER_ORDERS).optional(),
  offset: intParam(0, 1_000_000).optional(),
  limit: intParam(1, 100).optional(),
  q: z.string().max(200).optional(),
  with_credentials: boolParam,
});
export type CustomersQuery = z.infer<typeof customersQuerySchema>;

export const customerUpdateBodySchema = z.strictObject({
  name: z.string().trim().min(1).max(100).optional(),
  status: z.enum(WORKSPACE_STATUSES).optional(),
  tier: z.union(TIER_VALUES.map((t) => z.literal(t)) as unknown as [z.ZodLiteral<number>]).optional(),
  labels: z.array(z.string().trim().min(1).max(60)).max(20).optional(),
  note: z.string().max(5000).nullable().optional(),
  sales_manager_id: z.uuid().nullable().optional(),
  success_manager_id: z.uuid().nullable().optional(),
  is_billing_enabled: z.boolean().optional(),
});
export type CustomerUpdateBody = z.infer<typeof customerUpdateBodySchema>;

export const setUnlimitedBodySchema = z.strictObject({ is_unlimited: z.boolean() });
export const setLiApproveBodySchema = z.strictObject({ is_li_approve: z.boolean() });
export const linkStripeBodySchema = z.strictObject({
  space_id: z.uuid(),
  stripe_id: z.string().trim().min(3).max(100),
});
export const usetCreditsBodySchema = z.strictObject({
  count: z
    .number()
    .int()
    .min(-1_000_000)
    .max(1_000_000)
    .refine((n) => n !== 0),
});

export const usersQuerySchema = z.strictObject({
  space: z.string().max(100).optional(),
  q: z.string().max(200).optional(),
  roles_only: boolParam,
  offset: intParam(0, 1_000_000).optional(),
  limit: intParam(1, 100).optional(),
});
export const createAdminUserBodySchema = z.strictObject({
  email: emailSchema,
  first_name: z.string().trim().max(100).optional(),
  last_name: z.string().trim().max(100).optional(),
  brand: z.string().trim().min(1).max(60).optional(),
  admin_role: z.enum(ADMIN_ROLES).nullable().optional(),
});
/** POST /admin/users/{id}/update {user_object}. */
export const updateAdminUserBodySchema = z.strictObject({
  admin_role: z.enum(ADMIN_ROLES).nullable().optional(),
  brand: z.string().trim().min(1).max(60).optional(),
  status: z.enum(USER_STATUSES).optional(),
  first_name: z.string().trim().max(100).optional(),
  last_name: z.string().trim().max(100).optional(),
});
export const updateSpacesBodySchema = z.strictObject({
  new_spaces: z.array(z.uuid()).max(100).default([]),
  spaces_to_unset: z.array(z.uuid()).max(100).default([]),
  granted_access: z.enum(GRANTED_ACCESS).default('member'),
});

export const managerBodySchema = z.strictObject({
  type: z.enum(MANAGER_KINDS),
  name: z.string().trim().min(1).max(100),
  description: z.string().trim().max(500).default(''),
  email: emailSchema.nullable().optional(),
  round_robin: z.boolean().default(false),
});
export const managerUpdateBodySchema = managerBodySchema.partial();
/** GET /admin/managers?whitelabel=&buzz=: a white label's managers (its brand key), or its Buzz managers. */
export const managersQuerySchema = z.strictObject({
  space: z.string().max(100).optional(),
  whitelabel: z.string().trim().min(1).max(60),
  buzz: boolParam,
});
export const managerCreateBodySchema = managerBodySchema.extend({
  whitelabel: z.string().trim().min(1).max(60),
});
export const stripeCustomersQuerySchema = z.strictObject({
  space: z.string().max(100).optional(),
  email: z.string().trim().max(200).optional(),
});

export const adminConfigBodySchema = z.strictObject({ config: adminConfigSchema.partial() });
export const reportQuerySchema = z.strictObject({
  space: z.string().max(100).optional(),
  period: z.enum(REPORT_PERIODS).default('month'),
});
export const pageQuerySchema = z.strictObject({
  space: z.string().max(100).optional(),
  q: z.string().max(200).optional(),
  offset: intParam(0, 1_000_000).optional(),
  limit: intParam(1, 100).optional(),
});
export const prepaidBodySchema = z.strictObject({
  email: emailSchema,
  stripe_customer: z.string().trim().min(3).max(100),
  currency: z.enum(CURRENCIES),
  tier: z.union(TIER_VALUES.map((t) => z.literal(t)) as unknown as [z.ZodLiteral<number>]),
  interval: z.union(Object.values(INTERVALS).map((t) => z.literal(t)) as unknown as [z.ZodLiteral<number>]),
});
export const demoUserBodySchema = z.strictObject({
  email: emailSchema,
  first_name: z.string().trim().min(1).max(100),
  last_name: z.string().trim().max(100).default(''),
});
