import { memberIdFromRef } from '../../providers/network/index.js';

/**
 * One spelling per person: `https://<host>/in/<handle>` with the handle lower-cased, no query, no
 * trailing slash. Returns null for anything that is not a profile link.
 */
export function normalizeProfileLink(raw: string): { link: string; networkId: string } | null {
  const value = raw.trim();
  if (!value || value.length > 2000) return null;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
  } catch {
    return null;
  }
  const match = /^\/(?:in|sales\/lead|sales\/people)\/([^/?#]+)/i.exec(url.pathname);
  if (!match || !url.hostname.includes('.')) return null;
  const networkId = memberIdFromRef(`/in/${match[1]}`);
  if (!networkId) return null;
  return { link: `https://${url.hostname.toLowerCase().replace(/^www\./, '')}/in/${networkId}`, networkId };
}
