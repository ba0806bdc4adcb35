import {
  Client,
  GraphError,
  HTTPMessageHandler,
  RetryHandler,
  RetryHandlerOptions,
  type Context,
  type Middleware,
} from '@microsoft/microsoft-graph-client';
import { ResponseType } from '@microsoft/microsoft-graph-client/lib/src/ResponseType.js';
import type { MailOAuthApp } from '../../config.js';
import { ProviderHttpError, retryAfterMs } from './api-common.js';
import { parseInbound, type InboundEmail } from './imap.js';

/**
 * Microsoft Graph (official `@microsoft/microsoft-graph-client`) for Outlook.com / Microsoft 365 and
 * Exchange Online mailboxes: send the raw MIME message (`/me/sendMail`, so our Message-ID threads
 * replies), read new inbox messages by delta query. The client's RetryHandler waits as a 429 / 503 /
 * 504 answer's Retry-After says (at most 3 times).
 */

/** Adds the bearer token to every request (the client's own auth handler only trusts https Graph hosts). */
function bearer(token: string): Middleware {
  let next: Middleware | undefined;
  return {
    async execute(context: Context) {
      const options = (context.options ??= {});
      const headers = new Headers(options.headers as ConstructorParameters<typeof Headers>[0]);
      headers.set('Authorization', `Bearer ${token}`);
      options.headers = Object.fromEntries(headers.entries());
      await next!.execute(context);
    },
    setNext(middleware: Middleware) {
      next = middleware;
    },
  };
}

/** Graph's base (https://graph.microsoft.com) and version (v1.0) from GRAPH_API_URL. */
function root(app: MailOAuthApp): { base: string; version: string } {
  const match = /^(.*?)\/(v1\.0|beta)\/?$/.exec(app.apiUrl);
  return match
    ? { base: match[1]!, version: match[2]! }
    : { base: app.apiUrl.replace(/\/$/, ''), version: 'v1.0' };
}

/** A next / delta link as a path for the client (it takes only https links as they are). */
function linkPath(app: MailOAuthApp, link: string): string {
  const { base, version } = root(app);
  const prefix = `${base}/${version}`;
  return link.startsWith(prefix) ? link.slice(prefix.length) : link;
}

function client(app: MailOAuthApp, token: string, retryDelaySeconds = 1): Client {
  const { base, version } = root(app);
  return Client.initWithMiddleware({
    baseUrl: base,
    defaultVersion: version,
    middleware: [
      new RetryHandler(new RetryHandlerOptions(retryDelaySeconds, 3)),
      bearer(token),
      new HTTPMessageHandler(),
    ],
  });
}

function asHttpError(error: unknown): unknown {
  if (!(error instanceof GraphError) || error.statusCode <= 0) return error;
  return new ProviderHttpError(
    error.message || `Graph answered ${error.statusCode}`,
    error.statusCode,
    retryAfterMs(error.headers?.get('retry-after')),
  );
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw asHttpError(error);
  }
}

/** The signed-in mailbox's address (`/me`: mail, else the user principal name). */
export async function graphMe(app: MailOAuthApp, token: string): Promise<{ email: string }> {
  const me = await call(() => client(app, token).api('/me').select(['mail', 'userPrincipalName']).get());
  return { email: String(me.mail ?? me.userPrincipalName ?? '').toLowerCase() };
}

export async function sendViaGraph(app: MailOAuthApp, token: string, raw: Buffer): Promise<void> {
  await call(() =>
    client(app, token).api('/me/sendMail').header('Content-Type', 'text/plain').post(raw.toString('base64')),
  );
}

interface DeltaPage {
  value?: { id: string; receivedDateTime?: string; '@removed'?: unknown }[];
  '@odata.nextLink'?: string;
  '@odata.deltaLink'?: string;
}

/**
 * New inbox messages since the last delta link, each read as MIME (`/messages/{id}/$value`) and
 * classified. The first pass asks only for mail received since `since` (the connection), so an old
 * mailbox is not imported; its delta link is the cursor from then on.
 */
export async function fetchGraphDelta(
  app: MailOAuthApp,
  token: string,
  deltaLink: string | null,
  since: Date,
): Promise<{ cursor: string; messages: InboundEmail[] }> {
  const api = client(app, token);
  const ids: { id: string; received: Date }[] = [];
  let page: DeltaPage = await call(() =>
    deltaLink
      ? api.api(linkPath(app, deltaLink)).get()
      : api
          .api('/me/mailFolders/inbox/messages/delta')
          .select(['id', 'receivedDateTime'])
          .filter(`receivedDateTime ge ${since.toISOString()}`)
          .get(),
  );
  for (;;) {
    for (const m of page.value ?? [])
      if (!m['@removed'] && !ids.some((x) => x.id === m.id))
        ids.push({ id: m.id, received: new Date(m.receivedDateTime ?? Date.now()) });
    const next = page['@odata.nextLink'];
    if (!next) break;
    page = await call(() => api.api(linkPath(app, next)).get());
  }
  const cursor = page['@odata.deltaLink'];
  if (!cursor) throw new ProviderHttpError('Graph gave no delta link', 502);
  ids.sort((a, b) => a.received.getTime() - b.received.getTime());
  const messages: InboundEmail[] = [];
  for (const { id, received } of ids) {
    const raw: ArrayBuffer = await call(() =>
      api
        .api(`/me/messages/${encodeURIComponent(id)}/$value`)
        .responseType(ResponseType.ARRAYBUFFER)
        .get(),
    );
    const m = await parseInbound(Buffer.from(raw), 0, received);
    messages.push({ ...m, messageId: m.messageId ?? `<${id}@graph.api>` });
  }
  return { cursor, messages };
}
