/**
 * A payments provider (issue 16): Stripe through its official SDK, or the sandbox (only with
 * SANDBOX_GRANTS=1 — a local checkout page where the user pays, fails or abandons, no real money).
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
  /** The plan line's new unit amount. */
  unitAmount: number;
  currency: string;
  intervalMonths: number;
  description: string;
  /** The seat lines' unit amounts at the new period and currency (a provider keeps one cycle per subscription). */
  seatUnitAmounts?: { cloud: number; extension: number };
}

/** Seats bought beyond the plan's: one quantity per seat type on the live subscription. */
export interface SeatChange {
  subscriptionId: string;
  seatType: 'cloud' | 'extension';
  /** The new number of extra seats of that type (0 removes the line). */
  quantity: number;
  unitAmount: number;
  currency: string;
  intervalMonths: number;
}

/** A charge the provider refused (card declined, no card): nothing was changed. */
export class PaymentDeclined extends Error {
  constructor(readonly reason: string) {
    super(`payment declined: ${reason}`);
  }
}

export interface ProviderInvoice {
  id: string;
  number: string | null;
  amount: number;
  currency: string;
  status: string;
  date: string;
  /** The provider's hosted page of the invoice. */
  url: string | null;
}

/** A customer at the provider (GET /admin/stripe/customers/fetch). */
export interface ProviderCustomer {
  id: string;
  email: string | null;
  name: string | null;
  created: Date;
}

export interface PaymentsProvider {
  readonly name: 'sandbox' | 'stripe';
  /** Starts a hosted checkout; the browser is sent to `url`. */
  createCheckout(request: CheckoutRequest): Promise<{ externalId: string; url: string }>;
  /**
   * Changes a live subscription's plan price with proration, charged now; returns the prorated amount.
   * Throws PaymentDeclined (and changes nothing) when the charge is refused.
   */
  updateSubscription(change: SubscriptionChange): Promise<{ prorationAmount: number }>;
  /** What `updateSubscription` would charge now (the provider's prorated preview), changing nothing. */
  previewSubscriptionChange?(change: SubscriptionChange): Promise<{ amountDue: number }>;
  /**
   * Seats as quantities on the live subscription, prorated and charged now (providers that bill seats
   * that way; the sandbox sells seats through its checkout page). Throws PaymentDeclined on a refusal.
   */
  changeSeats?(change: SeatChange): Promise<{ prorationAmount: number }>;
  /** The provider's customers, newest first, optionally those of one email (admins link them to workspaces). */
  listCustomers(query: { email?: string; limit: number }): Promise<ProviderCustomer[]>;
  /** Where a customer manages cards and invoices themselves. */
  customerPortalUrl(customerId: string, returnUrl: string): Promise<string>;
}
