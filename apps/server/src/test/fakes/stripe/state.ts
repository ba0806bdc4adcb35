export type Json = Record<string, unknown>;
export type Obj = Json & { id: string };

export interface StripeFakeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  data: { object: Json; previous_attributes?: Json };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
}

export interface StripeFake {
  url: string;
  host: string;
  port: number;
  /** The API key the fake accepts (any other answers 401). */
  secretKey: string;
  customers: Map<string, Obj>;
  sessions: Map<string, Obj>;
  subscriptions: Map<string, Obj>;
  invoices: Map<string, Obj>;
  paymentMethods: Map<string, Obj>;
  /** Every event, oldest first; `takeEvents` hands out the ones not taken yet. */
  events: StripeFakeEvent[];
  takeEvents(): StripeFakeEvent[];
  /** Calls answered, for assertions (method, path, status). */
  calls: { method: string; path: string; status: number }[];
  /** The fake's clock, unix seconds (fixed in tests so prorations are exact). */
  now(): number;
  setNow(seconds: number): void;
  /** The customer pays (or is declined on) the hosted page, or lets the session expire. */
  completeCheckout(sessionId: string, outcome?: 'paid' | 'declined' | 'expired'): void;
  /** From now on every charge is declined (card_declined), until set back. */
  declineCharges(on: boolean): void;
  /** The subscription's period ends: a renewal invoice is charged (paid or failed, with its events). */
  renew(subscriptionId: string): Obj;
  close(): Promise<void>;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

/** `a[b][0][c]=1` pairs → nested objects; numeric keys build arrays. */
export function parseStripeForm(raw: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const slot = Array.isArray(node) ? Number(part) : part;
      const bag = node as Record<string | number, unknown>;
      if (last) {
        bag[slot] = value;
        return;
      }
      if (bag[slot] === undefined) bag[slot] = /^\d+$/.test(path[i + 1]!) ? [] : {};
      node = bag[slot] as Record<string, unknown> | unknown[];
    });
  }
  return root;
}

export const clone = <T>(v: T): T => structuredClone(v);
export const int = (v: unknown, fallback = 0) => (v === undefined || v === '' ? fallback : Number(v));
export const list = (data: unknown[], url: string) => ({ object: 'list', data, has_more: false, url });

/** Adds whole months (or years) in UTC, clamping the day like Stripe's billing anchors. */
export function addInterval(at: number, interval: string, count: number): number {
  const d = new Date(at * 1000);
  const months = interval === 'year' ? count * 12 : interval === 'month' ? count : 0;
  if (!months) return at + count * (interval === 'week' ? 7 : 1) * 86_400;
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return Math.floor(d.getTime() / 1000);
}

export interface StripeFakeOptions {
  secretKey?: string;
  /** Start time, unix seconds (default: now). */
  now?: number;
}

/** A route of the fake: method, path pattern, and its handler (form body, path groups, query). */
export type Route = [string, RegExp, (body: Json, params: string[], query: Json) => unknown];

/** Everything the fake remembers; each resource's handlers (prices.ts, subscriptions.ts, …) work on it. */
export interface State {
  /** The fake's clock, unix seconds. */
  now: number;
  declining: boolean;
  baseUrl: string;
  customers: Map<string, Obj>;
  products: Map<string, Obj>;
  prices: Map<string, Obj>;
  sessions: Map<string, Obj>;
  subscriptions: Map<string, Obj>;
  invoices: Map<string, Obj>;
  paymentMethods: Map<string, Obj>;
  /** Proration lines waiting for the subscription's next invoice (create_prorations). */
  pendingLines: Map<string, Json[]>;
  /** What each Checkout Session sells, for when it completes. */
  sessionItems: Map<string, { items: { price: Obj; quantity: number }[]; subscriptionData: Json }>;
  events: StripeFakeEvent[];
  newId(prefix: string): string;
  /** Records the event Stripe would send. */
  emit(type: string, object: Json, previous?: Json): void;
}

export function createState(now: number): State {
  let serial = 0;
  const state: State = {
    now,
    declining: false,
    baseUrl: '',
    customers: new Map(),
    products: new Map(),
    prices: new Map(),
    sessions: new Map(),
    subscriptions: new Map(),
    invoices: new Map(),
    paymentMethods: new Map(),
    pendingLines: new Map(),
    sessionItems: new Map(),
    events: [],
    newId: (prefix) => `${prefix}_fake${(++serial).toString(36).padStart(6, '0')}`,
    emit: (type, object, previous) => {
      state.events.push({
        id: state.newId('evt'),
        object: 'event',
        api_version: '2026-10-28.endive',
        created: state.now,
        type,
        data: { object: clone(object), ...(previous ? { previous_attributes: clone(previous) } : {}) },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
      });
    },
  };
  return state;
}

export const missing = (what: string, id: string, param = 'id') =>
  new ApiError(404, 'invalid_request_error', `No such ${what}: '${id}'`, 'resource_missing', param);
export const invalid = (message: string, param?: string) =>
  new ApiError(400, 'invalid_request_error', message, 'parameter_invalid', param);
export const get = (map: Map<string, Obj>, what: string, id: string, param?: string) => {
  const found = map.get(id);
  if (!found) throw missing(what, id, param);
  return found;
};
