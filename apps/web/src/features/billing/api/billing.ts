import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { getCurrentSpace } from '../../../lib/current-space';
import type {
  BillingOverview,
  BillingPlans,
  Checkout,
  CreditHistory,
  CreditsChart,
  CreditsFilters,
  Payment,
  PaymentInfo,
  PaymentMethod,
  ProviderInvoices,
  SandboxCheckout,
  UpcomingInvoice,
} from '../types';

/** Query keys of billing (every one under ['billing', space]). */
const key = (...parts: unknown[]) => ['billing', getCurrentSpace(), ...parts] as const;

export const CREDITS_PAGE_SIZE = 10;

export const useBillingOverview = () =>
  useQuery({ queryKey: key('overview'), queryFn: () => api.get<BillingOverview>('/billing/overview') });

export const useBillingPlans = (enabled = true) =>
  useQuery({ queryKey: key('plans'), queryFn: () => api.get<BillingPlans>('/billing/plans'), enabled });

export const useTransactions = () =>
  useQuery({
    queryKey: key('transactions'),
    queryFn: () => api.get<{ items: Payment[] }>('/billing/transactions'),
  });

export const useUpcomingInvoice = () =>
  useQuery({
    queryKey: key('upcoming'),
    queryFn: () => api.get<UpcomingInvoice>('/billing/upcoming_invoice'),
  });

/** Stripe's own invoices of the workspace (GET /billing/invoices); asked only where Stripe takes payments. */
export const useProviderInvoices = () =>
  useQuery({ queryKey: key('invoices'), queryFn: () => api.get<ProviderInvoices>('/billing/invoices') });

export const usePaymentMethods = () =>
  useQuery({
    queryKey: key('cards'),
    queryFn: () => api.get<{ items: PaymentMethod[] }>('/billing/payment_methods'),
  });

const dayEnd = (date: string) => `${date}T23:59:59.999Z`;

export function useCreditsHistory(filters: CreditsFilters) {
  return useQuery({
    queryKey: key('credits', filters),
    queryFn: () =>
      api.get<CreditHistory>('/billing/credits_history', {
        query: {
          start_date: filters.start_date,
          end_date: dayEnd(filters.end_date),
          usage_type: filters.usage_type,
          user_id: filters.user_id,
          skip: filters.skip,
          limit: CREDITS_PAGE_SIZE,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCreditsChart(start: string, end: string) {
  return useQuery({
    queryKey: key('chart', start, end),
    queryFn: () =>
      api.get<CreditsChart>('/billing/credits_history/chart', {
        query: { start_date: start, end_date: dayEnd(end) },
      }),
  });
}

export const useUpgradeInfo = (priceId: string | null) =>
  useQuery({
    queryKey: key('upgrade-info', priceId),
    queryFn: () => api.get<PaymentInfo>(`/billing/prices/${encodeURIComponent(priceId!)}/upgrade_info`),
    enabled: Boolean(priceId),
  });

export const useSandboxCheckout = (id: string) =>
  useQuery({
    queryKey: key('sandbox', id),
    queryFn: () => api.get<SandboxCheckout>(`/billing/sandbox/${id}`),
  });

/** After any purchase: billing, the workspace (tier, seats, credits in the header) and features refetch. */
function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries();
}

/** Follows a checkout: the provider's page (or the sandbox's) in this tab. */
export function goTo(url: string) {
  if (/^https?:/.test(url)) window.location.assign(url);
  else
    window.location.assign(
      url.includes('space=') ? url : `${url}${url.includes('?') ? '&' : '?'}space=${getCurrentSpace() ?? ''}`,
    );
}

export function useStartCheckout() {
  return useMutation({
    mutationFn: (input: { price_id: string; promo_code?: string }) =>
      api.get<Checkout>('/billing/checkout', { query: input }),
    onSuccess: (checkout) => goTo(checkout.url),
  });
}

export function useChangeSubscription() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (local_price_id: string) => api.put<Checkout>('/billing/subscription', { local_price_id }),
    onSuccess: (checkout) => (checkout.redirect ? goTo(checkout.url) : refresh()),
  });
}

export function useBuySeats() {
  return useMutation({
    mutationFn: (input: { seat_type: 'cloud' | 'extension'; count: number }) =>
      api.post<Checkout>('/billing/seats', input),
    onSuccess: (checkout) => goTo(checkout.url),
  });
}

/** Fewer seats on the live subscription, prorated by the provider; everything billing shows refreshes. */
export function useRemoveSeats() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: { seat_type: 'cloud' | 'extension'; count: number }) =>
      api.post<Checkout>('/billing/seats/remove', input),
    onSuccess: () => refresh(),
  });
}

export function useBuyCredits() {
  return useMutation({
    mutationFn: (price_id: string) => api.get<Checkout>('/billing/prices/credits', { query: { price_id } }),
    onSuccess: (checkout) => goTo(checkout.url),
  });
}

export function useSandboxOutcome(id: string) {
  return useMutation({
    mutationFn: (outcome: 'paid' | 'failed' | 'abandoned') =>
      api.post<{ url: string }>(`/billing/sandbox/${id}`, { outcome }),
    onSuccess: (next) => goTo(next.url),
  });
}

/** The payment provider's own page for cards and invoices (Stripe's customer portal). */
export function useCustomerPortal() {
  return useMutation({
    mutationFn: () => api.get<{ url: string }>('/billing/customer_portal'),
    onSuccess: (portal) => window.location.assign(portal.url),
  });
}

export function useCardActions() {
  const refresh = useRefresh();
  return {
    add: useMutation({
      mutationFn: (card: { card_number: string; exp_month: number; exp_year: number }) =>
        api.post('/billing/payment_method', card),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.delete(`/billing/payment_method/${id}`),
      onSuccess: refresh,
    }),
    primary: useMutation({
      mutationFn: (id: string) => api.post(`/billing/payment_method/${id}/set_primary`),
      onSuccess: refresh,
    }),
  };
}
