/** The brand a message wears: its sender, colours and logo, and its own SMTP server when it has one. */
export interface MailBrand {
  name: string;
  color: string;
  /** An absolute URL (mail readers cannot resolve a relative one). */
  logoUrl: string | null;
  logoHeight: number;
  senderName: string | null;
  senderEmail: string | null;
  smtp: { host: string; port: number; secure: boolean; user: string | null; password: string | null } | null;
}

const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * A message's HTML in its brand's frame: a band in the brand colour with its logo (or name), the body on
 * white, the brand's name at the foot. Inline styles only (mail readers drop style sheets); links take the
 * brand colour.
 */
export function brandedHtml(brand: MailBrand, body: string): string {
  const color = /^#[0-9a-fA-F]{6}$/.test(brand.color) ? brand.color : '#4f46e5';
  const name = escapeHtml(brand.name);
  const mark = brand.logoUrl
    ? `<img src="${escapeHtml(brand.logoUrl)}" alt="${name}" height="${brand.logoHeight}" style="height:${brand.logoHeight}px;display:block;border:0">`
    : `<span style="font-size:20px;font-weight:700;color:#ffffff">${name}</span>`;
  const content = body.replace(/<a /g, `<a style="color:${color};font-weight:600" `);
  return (
    `<div style="background:#f4f5f7;padding:24px 12px;font-family:Arial,Helvetica,sans-serif">` +
    `<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;overflow:hidden">` +
    `<div data-brand-header style="background:${color};padding:16px 24px">${mark}</div>` +
    `<div style="padding:24px;color:#1f2328;font-size:15px;line-height:1.5">${content}</div>` +
    `<div style="padding:12px 24px;color:#5f666d;font-size:12px;border-top:1px solid #eceef0">${name}</div>` +
    `</div></div>`
  );
}
