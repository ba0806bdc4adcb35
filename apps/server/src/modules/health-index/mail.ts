import type { MailMessage } from '../../providers/mail/index.js';
import { getBrand } from '../brand/index.js';

const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** One message to a brand contact listing the customers that fell below a threshold in this run. */
export function alertMail(
  brand: string,
  to: string,
  customers: { name: string; score: number; threshold: number }[],
  publicUrl: string,
): MailMessage {
  const brandName = getBrand(brand).name;
  const link = `${publicUrl}/admin/health-index?brand=${encodeURIComponent(brand)}`;
  const lines = customers.map((c) => `${c.name}: health index ${c.score} (below ${c.threshold})`);
  const subject =
    customers.length === 1
      ? `${brandName}: ${customers[0]!.name}'s health index fell below ${customers[0]!.threshold}`
      : `${brandName}: ${customers.length} customers' health index fell below a threshold`;
  return {
    kind: 'health_index_alert',
    to,
    subject,
    text: `${lines.join('\n')}\n\nOpen the health index: ${link}`,
    html:
      `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>` +
      `<p><a href="${escapeHtml(link)}">Open the health index</a></p>`,
    links: [link],
  };
}
