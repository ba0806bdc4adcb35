import type { CheckoutRequest, PaymentsProvider, SubscriptionChange } from './provider.js';

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

  async customerPortalUrl(_customerId: string, returnUrl: string) {
    return returnUrl;
  }
}
