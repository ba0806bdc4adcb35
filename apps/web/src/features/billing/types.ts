export type {
  BillingOverview,
  BillingPlans,
  Checkout,
  CreditsChart,
  Payment,
  PaymentMethod,
  ProviderInvoices,
  SandboxCheckout,
  TierPlanView,
  UpcomingInvoice,
} from '@leadloop/domain/billing/api';
export type { CreditHistory, PaymentInfo } from '@leadloop/domain/billing/entities';

export type BillingTab =
  'overview' | 'subscriptions' | 'upcoming-invoice' | 'transactions' | 'credits-history';
export const BILLING_TABS: BillingTab[] = [
  'overview',
  'subscriptions',
  'upcoming-invoice',
  'transactions',
  'credits-history',
];

export interface CreditsFilters {
  start_date: string;
  end_date: string;
  usage_type: string | null;
  user_id: string | null;
  skip: number;
}
