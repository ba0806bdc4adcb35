/** 001 §9 credit categories. */
export const CREDIT_CATEGORIES = [
  'enrich_email_phone',
  'prospect_finder_enrich',
  'ai_comment',
  'ai_message',
  'personality_type',
  'phone_installation',
  'phone_monthly_payment',
  'sms',
  'call',
  'inbox_ai_message',
  'ai_sentiment',
  'personalized_message',
  'magic_campaigns',
  'ai_assistant_in_campaigns',
] as const;
export type CreditCategory = (typeof CREDIT_CATEGORIES)[number];

/** 001 §9 spend origins. */
export const SPEND_ORIGINS = ['workflow', 'manual', 'retry', 'auto'] as const;
export type SpendOrigin = (typeof SPEND_ORIGINS)[number];

/** 001 §9: enrichment costs 1 credit on a verified email (a phone found alongside is included). */
export const ENRICH_EMAIL_CREDIT_COST = 1;
/** Credits a new workspace starts with (our choice: the spec does not fix a trial amount). */
export const TRIAL_CREDITS = 50;

/** 001 §9 currency symbols: CAD C$, EUR €, GBP £, AUD AU$, otherwise $. */
export const CURRENCY_SYMBOLS: Record<string, string> = { cad: 'C$', eur: '€', gbp: '£', aud: 'AU$' };
export const DEFAULT_CURRENCY_SYMBOL = '$';
export const CURRENCIES = ['usd', 'eur', 'gbp', 'cad', 'aud'] as const;
export type Currency = (typeof CURRENCIES)[number];
