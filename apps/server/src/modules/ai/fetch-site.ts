import http from 'node:http';
import https from 'node:https';
import { parseDocument, DomUtils } from 'htmlparser2';
import { MESSAGES } from '@leadloop/domain';
import { badRequest } from '../../lib/errors.js';
import { assertPublicUrl, guardedLookup } from '../webhooks/index.js';

const TIMEOUT_MS = 8_000;
const MAX_BYTES = 512 * 1024;
const MAX_REDIRECTS = 3;
const TEXT_MAX = 20_000;

export interface SitePage {
  url: string;
  title: string | null;
  description: string | null;
  text: string;
}

/**
 * Reads a company's home page for research, bounded and SSRF-safe: http(s) only, the host (and every
 * redirect's host) must be public — checked before the request and again in the connection's own DNS lookup
 * (url-guard of the webhooks area; WEBHOOK_ALLOW_HOSTS is the operator's allow-list) — at most 3 redirects,
 * 8 s, 512 KB, HTML or plain text only. Tries https first, then http.
 */
export async function fetchSite(host: string, allowHosts: readonly string[]): Promise<SitePage> {
  let lastError: unknown;
  for (const scheme of ['https', 'http']) {
    try {
      return await fetchPage(`${scheme}://${host}/`, allowHosts, 0);
    } catch (err) {
      lastError = err;
    }
  }
  throw lastError instanceof Error && 'statusCode' in lastError
    ? lastError
    : badRequest(MESSAGES.aiSiteUnreachable);
}

async function fetchPage(url: string, allowHosts: readonly string[], redirects: number): Promise<SitePage> {
  await assertPublicUrl(url, allowHosts);
  const target = new URL(url);
  const transport = target.protocol === 'https:' ? https : http;
  const { status, location, type, body } = await new Promise<{
    status: number;
    location?: string;
    type: string;
    body: string;
  }>((resolve, reject) => {
    const request = transport.get(
      target,
      {
        lookup: guardedLookup(allowHosts),
        timeout: TIMEOUT_MS,
        headers: { 'user-agent': 'Leadloop-Research/1.0', accept: 'text/html,text/plain' },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_BYTES) {
            response.destroy();
            return;
          }
          chunks.push(chunk);
        });
        const done = () =>
          resolve({
            status: response.statusCode ?? 0,
            location: response.headers.location,
            type: String(response.headers['content-type'] ?? ''),
            body: Buffer.concat(chunks).toString('utf8'),
          });
        response.on('end', done);
        response.on('close', done);
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', reject);
  });
  if (status >= 300 && status < 400 && location) {
    if (redirects >= MAX_REDIRECTS) throw badRequest(MESSAGES.aiSiteUnreachable);
    return fetchPage(new URL(location, url).toString(), allowHosts, redirects + 1);
  }
  if (status < 200 || status >= 300 || !/text\/(html|plain)|application\/xhtml/.test(type))
    throw badRequest(MESSAGES.aiSiteUnreachable);
  return readHtml(url, body);
}

/** Title, meta description and the visible text of an HTML page (scripts, styles and templates left out). */
export function readHtml(url: string, html: string): SitePage {
  const doc = parseDocument(html);
  const title = DomUtils.findOne((e) => e.name === 'title', doc.children, true);
  const meta = DomUtils.findOne(
    (e) =>
      e.name === 'meta' &&
      ['description', 'og:description'].includes((e.attribs.name ?? e.attribs.property ?? '').toLowerCase()),
    doc.children,
    true,
  );
  for (const hidden of DomUtils.findAll(
    (e) => ['script', 'style', 'noscript', 'template', 'svg'].includes(e.name),
    doc.children,
  ))
    DomUtils.removeElement(hidden);
  const text = DomUtils.textContent(doc).replace(/\s+/g, ' ').trim().slice(0, TEXT_MAX);
  return {
    url,
    title: title ? DomUtils.textContent(title).trim() || null : null,
    description: meta?.attribs.content?.trim() || null,
    text,
  };
}
