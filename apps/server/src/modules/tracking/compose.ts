import type { Db } from '../../db/client.js';
import { isUnsubscribed } from './unsubscribe.js';
import { linkId, trackingBaseUrl, type LinkOwner } from './links.js';

/** What a campaign step knows when it builds a message. */
export interface ComposeInput {
  spaceId: string;
  workflowId: string | null;
  prospectId: string | null;
  credentialId: string;
  /** The step's idempotency key: a retry writes the same tracking ids. */
  actionKey: string;
  text: string;
  /** The campaign's is_link_tracking. */
  trackLinks: boolean;
  /** The campaign's custom_domain (a ready domain of the workspace), else the workspace default. */
  customDomain: string | null;
  /** The app's public address (links when no domain is ready; the unsubscribe page). */
  publicUrl: string;
}

export type ComposedEmail =
  { kind: 'unsubscribed' } | { kind: 'ok'; text: string; html: string; headers: Record<string, string> };

const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"']+/gi;
const HREF = /(<a\b[^>]*?\bhref\s*=\s*)(["'])(https?:\/\/[^"']+)\2/gi;
const looksLikeHtml = (s: string) =>
  /<\/?(a|p|div|br|table|span|b|i|strong|em|ul|ol|li|img|h[1-6])\b[^>]*>/i.test(s);
const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Trailing punctuation after a URL in prose belongs to the sentence, not the link. */
function splitUrl(raw: string): [string, string] {
  const m = /[.,;:!?)\]]+$/.exec(raw);
  return m ? [raw.slice(0, m.index), m[0]] : [raw, ''];
}

async function rewriter(db: Db, owner: LinkOwner, base: string) {
  const cache = new Map<string, string>();
  return async (url: string) => {
    let tracked = cache.get(url);
    if (!tracked) {
      tracked = `${base}/api/t/c/${await linkId(db, owner, 'click', url)}`;
      cache.set(url, tracked);
    }
    return tracked;
  };
}

async function replaceAsync(s: string, re: RegExp, fn: (...m: string[]) => Promise<string>) {
  const parts: Promise<string>[] = [];
  s.replace(re, (...m) => {
    parts.push(fn(...(m as string[])));
    return '';
  });
  const values = await Promise.all(parts);
  let i = 0;
  return s.replace(re, () => values[i++]!);
}

/**
 * THE composing function of campaign email (issue 15): plain text + HTML, and when the campaign tracks
 * links, every http(s) link rewritten to a redirect and an open pixel added — on the workspace's verified
 * domain. Every campaign email carries List-Unsubscribe with one-click (RFC 8058). An address that
 * unsubscribed from the workspace gets nothing.
 */
export async function composeCampaignEmail(
  db: Db,
  input: ComposeInput & { to: string },
): Promise<ComposedEmail> {
  if (await isUnsubscribed(db, input.spaceId, input.to)) return { kind: 'unsubscribed' };
  const owner: LinkOwner = {
    spaceId: input.spaceId,
    channel: 'email',
    actionKey: input.actionKey,
    credentialId: input.credentialId,
    workflowId: input.workflowId,
    prospectId: input.prospectId,
    email: input.to.trim().toLowerCase(),
  };
  const base = await trackingBaseUrl(db, input.spaceId, input.publicUrl, {
    customDomain: input.customDomain,
  });
  const isHtml = looksLikeHtml(input.text);
  let text = isHtml ? input.text.replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]+>/g, '') : input.text;
  let html = isHtml ? input.text : escapeHtml(input.text).replace(/\r?\n/g, '<br>\n');
  if (input.trackLinks) {
    const track = await rewriter(db, owner, base);
    text = await replaceAsync(text, URL_IN_TEXT, async (raw) => {
      const [url, tail] = splitUrl(raw);
      return (await track(url)) + tail;
    });
    html = isHtml
      ? await replaceAsync(
          html,
          HREF,
          async (_m, head, quote, url) => `${head}${quote}${await track(url!)}${quote}`,
        )
      : await replaceAsync(html, URL_IN_TEXT, async (raw) => {
          const [escaped, tail] = splitUrl(raw);
          const url = escaped.replace(/&amp;/g, '&');
          return `<a href="${escapeHtml(await track(url))}">${escaped}</a>${tail}`;
        });
    const pixel = `${base}/api/t/o/${await linkId(db, owner, 'open')}`;
    html += `\n<img src="${pixel}" width="1" height="1" alt="" style="border:0;width:1px;height:1px">`;
  }
  const unsubscribe = `${base}/api/t/u/${await linkId(db, owner, 'unsubscribe')}`;
  return {
    kind: 'ok',
    text,
    html: `<div>${html}</div>`,
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** A network message of a tracking campaign: its links become redirects (clicked_message_link). */
export async function composeNetworkMessage(db: Db, input: ComposeInput): Promise<string> {
  if (!input.trackLinks || input.text.search(URL_IN_TEXT) === -1) return input.text;
  const base = await trackingBaseUrl(db, input.spaceId, input.publicUrl, {
    customDomain: input.customDomain,
  });
  const track = await rewriter(
    db,
    {
      spaceId: input.spaceId,
      channel: 'message',
      actionKey: input.actionKey,
      credentialId: input.credentialId,
      workflowId: input.workflowId,
      prospectId: input.prospectId,
      email: null,
    },
    base,
  );
  return replaceAsync(input.text, URL_IN_TEXT, async (raw) => {
    const [url, tail] = splitUrl(raw);
    return (await track(url)) + tail;
  });
}
