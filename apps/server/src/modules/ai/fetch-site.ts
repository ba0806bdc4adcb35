import { parseDocument, DomUtils } from 'htmlparser2';
import { CODES } from '@leadloop/domain';
import { badRequest } from '../../lib/errors.js';
import { egressRequest, type EgressPolicy } from '../../lib/egress/index.js';

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
 * Reads a company's home page for research through the egress (lib/egress: the host and every redirect's
 * host resolved once, public or allow-listed, the connection pinned) — at most 3 redirects, 8 s, 512 KB,
 * HTML or plain text only. Tries https first, then http.
 */
export async function fetchSite(host: string, policy: EgressPolicy): Promise<SitePage> {
  for (const scheme of ['https', 'http']) {
    const page = await fetchPage(`${scheme}://${host}/`, policy).catch(() => null);
    if (page) return page;
  }
  throw badRequest(CODES.aiSiteUnreachable);
}

async function fetchPage(url: string, policy: EgressPolicy): Promise<SitePage | null> {
  const response = await egressRequest(url, policy, {
    headers: { 'user-agent': 'Leadloop-Research/1.0', accept: 'text/html,text/plain' },
    timeoutMs: TIMEOUT_MS,
    maxBytes: MAX_BYTES,
    maxRedirects: MAX_REDIRECTS,
  });
  const type = String(response.headers['content-type'] ?? '');
  if (response.status < 200 || response.status >= 300 || !/text\/(html|plain)|application\/xhtml/.test(type))
    return null;
  return readHtml(response.url, response.body.toString('utf8'));
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
