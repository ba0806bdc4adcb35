/**
 * Enrichment (issue 37 items 3–5): the sources a workspace orders into a waterfall, what an email check
 * answers, and what the sender does with a catch-all address.
 */

/** The sources a waterfall may use: the sandbox (offline default) and real providers (their REST APIs). */
export const ENRICHMENT_SOURCES = ['sandbox', 'apollo', 'hunter'] as const;
export type EnrichmentSource = (typeof ENRICHMENT_SOURCES)[number];
/** What each source can find (Hunter's email finder answers emails only). */
export const SOURCE_FIELDS: Record<EnrichmentSource, readonly EnrichedField[]> = {
  sandbox: ['email', 'phone'],
  apollo: ['email', 'phone'],
  hunter: ['email'],
};
export const SOURCE_LABELS: Record<EnrichmentSource, string> = {
  sandbox: 'Sandbox',
  apollo: 'Apollo',
  hunter: 'Hunter',
};

export const ENRICHED_FIELDS = ['email', 'phone'] as const;
export type EnrichedField = (typeof ENRICHED_FIELDS)[number];

/** One address checked: syntax, MX, then an SMTP RCPT TO probe (a random address tells catch-alls). */
export const EMAIL_VERIFICATION_RESULTS = ['valid', 'invalid', 'catch_all', 'unknown'] as const;
export type EmailVerificationResult = (typeof EMAIL_VERIFICATION_RESULTS)[number];

/** A workspace's rule for catch-all addresses when a campaign sends: send, skip the step, or ask first. */
export const CATCH_ALL_POLICIES = ['send', 'skip', 'ask'] as const;
export type CatchAllPolicy = (typeof CATCH_ALL_POLICIES)[number];

/** What the engine records when a catch-all address meets the workspace's policy (skip / ask). */
export const CATCH_ALL_SKIPPED_REASON = 'catch_all_email';
export const CATCH_ALL_WAIT_REASON = 'catch_all_email_ask';

/** Credits of a verified phone found by the phone waterfall (a phone found beside a charged email is free). */
export const ENRICH_PHONE_CREDIT_COST = 1;

export const DEFAULT_REFRESH_AFTER_DAYS = 90;

export const BULK_ENRICH_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type BulkEnrichStatus = (typeof BULK_ENRICH_STATUSES)[number];
/** Prospects one bulk run may take (001 §6 enrich: `limit`). */
export const BULK_ENRICH_MAX = 10_000;
