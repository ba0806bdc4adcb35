import type { CheckoutRequest, PaymentsProvider, ProviderCustomer, SubscriptionChange } from './provider.js';

/** The sandbox's own customers: a fixed few, so the admin's link-to-customer flow works offline. */
const SANDBOX_CUSTOMERS: ProviderCustomer[] = [
  {
    id: 'cus_sandbox_acme',
    email: 'billing@acme.example',
    name: 'Acme Corp',
    created: new Date('2026-01-05T00:00:00Z'),
  },
  {
    id: 'cus_sandbox_globex',
    email: 'ap@globex.example',
    name: 'Globex',
    created: new Date('2026-02-11T00:00:00Z'),
  },
  {
    id: 'cus_sandbox_initech',
    email: 'finance@initech.example',
    name: 'Initech',
    created: new Date('2026-03-20T00:00:00Z'),
  },
];

/**
 * The sandbox provider: its checkout is a page of this app (`/billing/checkout/sandbox/<payment>`) that
 * offers Pay, Fail and Abandon; the outcome comes back through the same settlement as a provider's
 * webhook. Subscription changes are charged at once (a card on file always pays in the sandbox).
 */
export class SandboxPayments implements PaymentsProvider {
  readonly name = 'sandbox' as const;

  async createCheckout(request: CheckoutRequest) {
    return {
      externalId: `sandbox_${request.paymentId}`,
      url: `/billing/checkout/sandbox/${request.paymentId}`,
    };
  }

  async updateSubscription(change: SubscriptionChange) {
    return { prorationAmount: change.unitAmount };
  }

  async listCustomers(query: { email?: string; limit: number }) {
    const email = query.email?.trim().toLowerCase();
    return SANDBOX_CUSTOMERS.filter((c) => !email || c.email?.includes(email)).slice(0, query.limit);
  }

  async customerPortalUrl(_customerId: string, returnUrl: string) {
    return returnUrl;
  }
}
