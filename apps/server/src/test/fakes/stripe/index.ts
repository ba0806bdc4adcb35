import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { paymentMethodRoutes } from './cards.js';
import { checkoutRoutes, completeCheckout } from './checkout.js';
import { customerRoutes } from './customers.js';
import { invoiceRoutes } from './invoice-routes.js';
import { productRoutes } from './prices.js';
import {
  ApiError,
  clone,
  createState,
  parseStripeForm,
  type Json,
  type Obj,
  type StripeFake,
  type StripeFakeOptions,
} from './state.js';
import { renew, subscriptionRoutes } from './subscriptions.js';

export { parseStripeForm, type StripeFake, type StripeFakeEvent, type StripeFakeOptions } from './state.js';

/**
 * A local, stateful stand-in for the parts of Stripe's HTTP API Leadloop calls (issue 16), on 127.0.0.1 at a
 * random port; the official `stripe` SDK is pointed at it (host/port/protocol). It answers Stripe's shapes
 * (API reference, version of the SDK in use) for customers, Checkout Sessions, subscriptions and their
 * items (prorations computed from the item's period, to the second, like Stripe), invoices and invoice
 * previews, payment methods and portal sessions, and records the events Stripe would send. Tests sign
 * those events with the SDK's own helper and post them to the webhook route. Requests are form-encoded
 * with bracketed keys (`items[0][price_data][unit_amount]`), as the SDK sends them.
 */
export async function startStripeFake(options: StripeFakeOptions = {}): Promise<StripeFake> {
  const secretKey = options.secretKey ?? 'sk_test_leadloop_fake';
  const s = createState(options.now ?? Math.floor(Date.now() / 1000));
  const { customers, sessions, subscriptions, invoices, paymentMethods, events } = s;
  let taken = 0;
  const calls: StripeFake['calls'] = [];
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const routes = [
    ...customerRoutes(s),
    ...productRoutes(s),
    ...checkoutRoutes(s),
    ...subscriptionRoutes(s),
    ...invoiceRoutes(s),
    ...paymentMethodRoutes(s),
  ];
  /** `expand[]` of top-level ids (latest_invoice, customer, subscription, default_payment_method). */
  const EXPANDABLE: Record<string, Map<string, Obj>> = {
    latest_invoice: invoices,
    customer: customers,
    subscription: subscriptions,
    default_payment_method: paymentMethods,
  };
  const expand = (result: Json, fields: string[]): Json => {
    for (const field of fields) {
      const map = EXPANDABLE[field];
      const id = result[field];
      if (map && typeof id === 'string' && map.has(id)) result[field] = clone(map.get(id));
    }
    return result;
  };

  const server = http.createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (c: Buffer) => chunks.push(c));
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://fake');
      const method = incoming.method ?? 'GET';
      const send = (status: number, body: unknown) => {
        calls.push({ method, path: url.pathname, status });
        outgoing.writeHead(status, { 'content-type': 'application/json', 'request-id': s.newId('req') });
        outgoing.end(JSON.stringify(body));
      };
      const auth = incoming.headers.authorization ?? '';
      if (auth !== `Bearer ${secretKey}`) {
        send(401, {
          error: {
            type: 'invalid_request_error',
            message: `Invalid API Key provided: ${auth.slice(7, 15)}***`,
          },
        });
        return;
      }
      const key = method === 'POST' ? (incoming.headers['idempotency-key'] as string | undefined) : undefined;
      const replay = key ? idempotent.get(key) : undefined;
      if (replay) {
        send(replay.status, replay.body);
        return;
      }
      let status = 200;
      let body: unknown;
      try {
        const form = parseStripeForm(Buffer.concat(chunks).toString('utf8'));
        const query = parseStripeForm(url.search.slice(1));
        const found = routes.find(([m, p]) => m === method && p.test(url.pathname));
        if (!found)
          throw new ApiError(
            404,
            'invalid_request_error',
            `Unrecognized request URL (${method}: ${url.pathname}).`,
          );
        const result = clone(found[2](form, (url.pathname.match(found[1]) ?? []).slice(1), query)) as Json;
        body = expand(result, [...((form.expand ?? []) as string[]), ...((query.expand ?? []) as string[])]);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        status = error.status;
        body = {
          error: {
            type: error.type,
            message: error.message,
            ...(error.code ? { code: error.code } : {}),
            ...(error.code === 'card_declined' ? { decline_code: 'generic_decline' } : {}),
            ...(error.param ? { param: error.param } : {}),
          },
        };
      }
      if (key) idempotent.set(key, { status, body });
      send(status, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  s.baseUrl = `http://127.0.0.1:${port}`;

  return {
    url: s.baseUrl,
    host: '127.0.0.1',
    port,
    secretKey,
    customers,
    sessions,
    subscriptions,
    invoices,
    paymentMethods,
    events,
    takeEvents: () => events.slice(taken, (taken = events.length)),
    calls,
    now: () => s.now,
    setNow: (seconds) => void (s.now = seconds),
    completeCheckout: (sessionId, outcome) => completeCheckout(s, sessionId, outcome),
    declineCharges: (on) => void (s.declining = on),
    renew: (subscriptionId) => renew(s, subscriptionId),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
