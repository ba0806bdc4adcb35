/** http(s)://host[:port][/path?query#hash], no user part, no white space or control character anywhere. */
const WEB_LINK = /^https?:\/\/[^\s/?#@:\\]+(:\d{1,5})?([/?#][^\s\\]*)?$/i;

/**
 * A link a brand shows its customers (sidebar and bottom links, 000 §2): an absolute http(s) URL only, so
 * no `javascript:`, `data:` or relative link can be stored or rendered. Zod-free: the shell checks links
 * with it too.
 */
export function isWebLink(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  return WEB_LINK.test(value) && !/[\u0000-\u001f\u007f]/.test(value);
}

/** An image a brand shows (logo, favicon): an uploaded file (`/api/uploads/…`, root-relative) or an http(s) URL. */
export function isImageUrl(value: string): boolean {
  return /^\/(?!\/)[^\s\\]*$/.test(value) || isWebLink(value);
}
