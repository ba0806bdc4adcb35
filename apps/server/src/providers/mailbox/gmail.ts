import type { gmail_v1 } from '@googleapis/gmail';
import type { MailOAuthApp } from '../../config.js';
import { ProviderHttpError, retryAfterMs, withRetryAfter, type RetryPolicy } from './api-common.js';
import { parseInbound, type InboundEmail } from './imap.js';

/**
 * The Gmail API (official `@googleapis/gmail` client, the Gmail part of googleapis only): send the raw
 * RFC 5322 message (so our Message-ID threads replies), read new INBOX messages from a history id.
 */
async function client(app: MailOAuthApp, token: string): Promise<gmail_v1.Gmail> {
  // loaded on first use: a server without Gmail mailboxes never holds the client in memory
  const { gmail } = await import('@googleapis/gmail');
  return gmail({
    version: 'v1',
    rootUrl: app.apiUrl.endsWith('/') ? app.apiUrl : `${app.apiUrl}/`,
    headers: { Authorization: `Bearer ${token}` },
    // 429 / Retry-After is handled by withRetryAfter (one policy for every provider).
    retry: false,
    timeout: 20_000,
  });
}

/** A gaxios error as a status the mailbox understands (401 → refresh, 429 → wait, 5xx → down). */
function asHttpError(error: unknown): unknown {
  const e = error as {
    status?: number;
    response?: { status?: number; headers?: Headers | Record<string, string> };
    message?: string;
  };
  const status = e.status ?? e.response?.status;
  if (!status) return error;
  const headers = e.response?.headers;
  const retryAfter =
    headers instanceof Headers ? headers.get('retry-after') : (headers?.['retry-after'] ?? null);
  return new ProviderHttpError(e.message ?? `Gmail answered ${status}`, status, retryAfterMs(retryAfter));
}

const call = <T>(run: () => Promise<T>, retry?: RetryPolicy) =>
  withRetryAfter(async () => {
    try {
      return await run();
    } catch (error) {
      throw asHttpError(error);
    }
  }, retry);

/** The mailbox's own address (users.getProfile) and its current history id. */
export async function gmailProfile(app: MailOAuthApp, token: string, retry?: RetryPolicy) {
  const res = await call(async () => (await client(app, token)).users.getProfile({ userId: 'me' }), retry);
  return { email: (res.data.emailAddress ?? '').toLowerCase(), historyId: String(res.data.historyId ?? '') };
}

export async function sendViaGmail(app: MailOAuthApp, token: string, raw: Buffer, retry?: RetryPolicy) {
  const res = await call(
    async () =>
      (await client(app, token)).users.messages.send({
        userId: 'me',
        requestBody: { raw: raw.toString('base64url') },
      }),
    retry,
  );
  return res.data.id ?? null;
}

/**
 * New INBOX messages since `historyId` (users.history.list, messageAdded), each read raw and classified.
 * Without a cursor the sync starts now (the mailbox's current history id): old mail is not imported.
 * A history id Gmail no longer keeps (404) starts again from the 50 newest INBOX messages; the inbound
 * marks keep any of them from counting twice.
 */
export async function fetchGmailHistory(
  app: MailOAuthApp,
  token: string,
  historyId: string | null,
  retry?: RetryPolicy,
): Promise<{ cursor: string; messages: InboundEmail[] }> {
  const api = await client(app, token);
  if (!historyId) return { cursor: (await gmailProfile(app, token, retry)).historyId, messages: [] };
  const ids: string[] = [];
  let cursor = historyId;
  let pageToken: string | undefined;
  try {
    do {
      const page = await call(
        () =>
          api.users.history.list({
            userId: 'me',
            startHistoryId: historyId,
            historyTypes: ['messageAdded'],
            labelId: 'INBOX',
            pageToken,
          }),
        retry,
      );
      for (const h of page.data.history ?? [])
        for (const added of h.messagesAdded ?? [])
          if (added.message?.id && !ids.includes(added.message.id)) ids.push(added.message.id);
      if (page.data.historyId) cursor = String(page.data.historyId);
      pageToken = page.data.nextPageToken ?? undefined;
    } while (pageToken);
  } catch (error) {
    if (!(error instanceof ProviderHttpError) || error.status !== 404) throw error;
    const profile = await gmailProfile(app, token, retry);
    const recent = await call(
      () => api.users.messages.list({ userId: 'me', labelIds: ['INBOX'], maxResults: 50 }),
      retry,
    );
    ids.push(...(recent.data.messages ?? []).map((m) => m.id!).reverse());
    cursor = profile.historyId;
  }
  const messages: InboundEmail[] = [];
  for (const id of ids) {
    const res = await call(() => api.users.messages.get({ userId: 'me', id, format: 'raw' }), retry);
    if (!res.data.raw) continue;
    const received = new Date(Number(res.data.internalDate ?? Date.now()));
    const m = await parseInbound(Buffer.from(res.data.raw, 'base64url'), 0, received);
    messages.push({ ...m, messageId: m.messageId ?? `<${id}@gmail.api>` });
  }
  return { cursor, messages };
}
