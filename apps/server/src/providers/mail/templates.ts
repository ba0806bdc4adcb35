import type { MailMessage } from './mailer.js';

/** The messages the foundation sends. Plain text and a small HTML version with the same link. */

const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function compose(
  kind: string,
  to: string,
  subject: string,
  lines: string[],
  action: { label: string; url: string },
): MailMessage {
  const text = [...lines, '', `${action.label}: ${action.url}`].join('\n');
  const html =
    lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
    `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`;
  return { kind, to, subject, text, html, links: [action.url] };
}

export function activationMail(brandName: string, to: string, firstName: string, url: string): MailMessage {
  return compose(
    'activation',
    to,
    `Confirm your email for ${brandName}`,
    [
      `Hi ${firstName || 'there'},`,
      `Please confirm your email address to finish setting up your ${brandName} account.`,
    ],
    { label: 'Confirm email', url },
  );
}

export function restoreMail(brandName: string, to: string, url: string): MailMessage {
  return compose(
    'restore',
    to,
    `Reset your ${brandName} password`,
    [
      'We received a request to reset your password.',
      'The link is valid for 1 hour and can be used once. If you did not ask for it, ignore this email.',
    ],
    { label: 'Set a new password', url },
  );
}

export function inviteMail(
  brandName: string,
  to: string,
  inviter: string,
  spaceName: string,
  url: string,
): MailMessage {
  return compose(
    'invite',
    to,
    `${inviter} invited you to ${spaceName} on ${brandName}`,
    [`${inviter} invited you to join the workspace "${spaceName}" on ${brandName}.`],
    { label: 'Accept the invitation', url },
  );
}
