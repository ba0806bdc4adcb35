/**
 * Messages with parameters. Each template uses `{name}` slots; the functions fill them in English.
 * Translations of the templates live beside the fixed texts in ./i18n (same keys).
 */
export const MESSAGE_TEMPLATES = {
  inviteCodeLength: 'Invite code must be {length} characters long', // 001 §5
  urlProtocol: 'The URL must have {protocol} protocol', // 001 §5
  maxLength: 'Message can not be longer than {count} characters', // 001 §5 'messageCanNotBeLongerThan'
  passwordMin: 'Password must be at least {count} characters', // 001 §5 (wording ours)
  passwordMax: 'Password must be at most {count} characters', // 001 §5 (wording ours)
  webhookStatus: 'Webhook responded with status code {code}', // 001 §8
  canNotChoose: "You can't choose a workspace with status {status}", // 001 §8 canNotChoose (key only)
  twoFactorLocked: 'Your account was temporarily locked {since} ago. Please try again later', // 001 §8
  aiEmployeeUpdated: 'AI Employee {name} has been updated.', // 001 §8
  aiEmployeeCreated: 'AI Employee {name} has been created.', // 001 §8
  countMax: 'Count can not be more than {max}', // 001 §5 purchase form (wording ours)
  minLength: 'Must be at least {count} characters', // (wording ours)
  unknownPlaceholder: 'Unknown placeholder {name} at position {position}', // 001 §5 placeholders (wording ours)
  smtpLoginFailed: 'Could not sign in to the SMTP server: {reason}', // add_smtp verification (wording ours)
  imapLoginFailed: 'Could not sign in to the IMAP server: {reason}', // add_smtp IMAP verification (wording ours)
  mailProviderCheckFailed: '{provider} refused the key: {reason}', // SES / SendGrid key check (wording ours)
  alreadyWorkspaceMemberEmail: 'This user is already a member of the workspace: {email}', // (wording ours)
  csvUnreadable: 'The CSV file could not be read: {reason}', // (wording ours)
  csvLineSameAs: 'Same person as line {line}', // CSV import, per-line reason (wording ours)
  csvLineInCampaign: 'Already in the campaign "{campaign}"', // (wording ours)
  featureNotInPlan: 'Your plan does not include this feature ({feature}). Upgrade to use it', // billing gates (wording ours)
  featureLimitReached: 'Your plan allows up to {limit} {feature}. Upgrade to add more', // billing gates (wording ours)
  mailboxRefused: 'The mailbox refused the message: {reason}', // a provider's own words as {reason} (wording ours)
  senderFailsAuthentication:
    'The sender {email} fails {checks}: fix its DNS records before starting the campaign', // pre-launch check (wording ours)
} as const;

export type TemplateCode = keyof typeof MESSAGE_TEMPLATES;
export const TEMPLATE_CODES = Object.keys(MESSAGE_TEMPLATES) as TemplateCode[];

export type TemplateParams = Record<string, string | number>;

/** Fills `{slot}` placeholders of a template; unknown slots stay as they are. */
export function fillTemplate(template: string, params: TemplateParams): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in params ? String(params[key]) : whole,
  );
}

const t = (code: TemplateCode, params: TemplateParams) => fillTemplate(MESSAGE_TEMPLATES[code], params);

export const inviteCodeLength = (length: number) => t('inviteCodeLength', { length });
export const urlProtocol = (protocol: string) => t('urlProtocol', { protocol });
export const maxLength = (count: number) => t('maxLength', { count });
export const minLength = (count: number) => t('minLength', { count });
export const passwordMin = (count: number) => t('passwordMin', { count });
export const passwordMax = (count: number) => t('passwordMax', { count });
export const webhookStatus = (code: number | string) => t('webhookStatus', { code });
export const canNotChoose = (status: string) => t('canNotChoose', { status });
export const twoFactorLocked = (since: string) => t('twoFactorLocked', { since });
export const aiEmployeeUpdated = (name: string) => t('aiEmployeeUpdated', { name });
export const aiEmployeeCreated = (name: string) => t('aiEmployeeCreated', { name });
export const countMax = (max: number) => t('countMax', { max });
export const unknownPlaceholder = (name: string, position: number) =>
  t('unknownPlaceholder', { name, position });
export const smtpLoginFailed = (reason: string) => t('smtpLoginFailed', { reason });
export const imapLoginFailed = (reason: string) => t('imapLoginFailed', { reason });
export const mailProviderCheckFailed = (provider: string, reason: string) =>
  t('mailProviderCheckFailed', { provider, reason });
export const featureNotInPlan = (feature: string) => t('featureNotInPlan', { feature });
export const featureLimitReached = (limit: number, feature: string) =>
  t('featureLimitReached', { limit, feature });
