/**
 * A payments provider (issue 16): the sandbox (default — a local checkout page where the user pays,
 * fails or abandons, so everything works offline) or Stripe through its official SDK.
 * Amounts are minor units; currencies lower-case ISO codes.
 */
export interface CheckoutRequest {
  paymentId: string;
  spaceId: string;
  kind: 'subscription' | 'seats' | 'credits';
  description: string;
  /** Unit amount, minor units. */
  unitAmount: number;
  quantity: number;
  currency: string;
  /** Subscriptions recur every this many months. */
  intervalMonths?: number;
  customerId?: string;
  successUrl: string;
  cancelUrl: string;
}

export interface SubscriptionChange {
  subscriptionId: string;
  /** The plan line's new unit amount and the seat lines' quantities. */
  unitAmount: number;
  currency: string;
  intervalMonths: number;
  description: string;
  seats?: { cloud: number; extension: number };
}

export interface ProviderInvoice {
  id: string;
  amount: number;
  currency: string;
  status: string;
  date: string;
}

export interface PaymentsProvider {
  readonly name: 'sandbox' | 'stripe';
  /** Starts a hosted checkout; the browser is sent to `url`. */
  createCheckout(request: CheckoutRequest): Promise<{ externalId: string; url: string }>;
  /** Changes a live subscription (plan price, seat quantities) with proration; returns the prorated amount. */
  updateSubscription(change: SubscriptionChange): Promise<{ prorationAmount: number }>;
  /** Where a customer manages cards and invoices themselves. */
  customerPortalUrl(customerId: string, returnUrl: string): Promise<string>;
}
