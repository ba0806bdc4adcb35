/**
 * The admin console's constants, without zod (the web's screens import them; admin/entities.ts
 * re-exports them beside the schemas).
 */

/** 001 §3 Manager: sales or success (round-robin optional); Buzz managers serve Buzz-type brands. */
export const MANAGER_KINDS = ['sales', 'success', 'buzz'] as const;
export type ManagerKind = (typeof MANAGER_KINDS)[number];
/** How a customer pays: derived from the workspace (paid, unpaid, unlimited, sample, prepaid). */
export const CUSTOMER_TYPES = ['paid', 'unpaid', 'unlimited', 'sample', 'prepaid'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];
export const CUSTOMER_ORDERS = ['newest', 'oldest', 'name', 'tier'] as const;
export const NOTE_FILTERS = ['with_notes', 'without_notes'] as const;
/** The unlimited tier (000 §6: unlimited 7). */
export const UNLIMITED_TIER = 7;
export const CUSTOMERS_PAGE_SIZE = 25;
export const REPORT_PERIODS = ['day', 'week', 'month', 'year'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
/**
 * The workspace statuses and subscription modes the customers' filters offer: spaces/enums' lists, kept
 * here so the console's chunks do not split that module out of the app's first files (entities.ts checks
 * they are the same).
 */
export const CUSTOMER_STATUSES = ['active', 'blocked', 'deleted', 'unpaid'] as const;
export const CUSTOMER_SUBSCRIPTIONS = ['disabled', 'stripe', 'manual', 'no_sub'] as const;
