import type { LimitedFeature } from '@leadloop/domain/billing/catalogue';
import type { FeatureFlag } from '@leadloop/domain';
import { providersOf } from '@leadloop/domain/providers/catalogue';

/**
 * THE one place routes are classified by plan feature (issue 16 "gating, once"). A rule is an exact
 * `METHOD /api/path` or a prefix `/api/area/*` (any method); the exact rule wins, then the longest prefix.
 * `feature: null` means the route is feature-free on purpose. The guard (auth-guard.ts) refuses a gated
 * route with 403 'featureNotInPlan' when the workspace's tier lacks the feature, and a limited one at
 * its limit. `lib/route-features.test.ts` fails for any registered route no rule classifies, so a new
 * area must add its line here; and its free-tier sweep holds these rules against its own table of each
 * feature's routes (written from the spec, not from this one), so a wrong `free` fails it too.
 */
export interface RouteGate {
  feature: FeatureFlag | null;
  /** Creating one more of these is refused at the plan's limit. */
  limit?: LimitedFeature;
}

const free: RouteGate = { feature: null };
const needs = (feature: FeatureFlag, limit?: LimitedFeature): RouteGate => ({ feature, limit });

export const ROUTE_GATES: Record<string, RouteGate> = {
  // Platform, account and workspace: never gated (a free workspace must reach billing to upgrade).
  '/api/docs/*': free,
  '/api/health/*': free,
  '/api/uploads/*': free,
  '/api/brand/*': free,
  '/api/tls/*': free,
  '/api/auth/*': free,
  '/api/oauth/*': free,
  '/api/users/*': free,
  '/api/space/*': free,
  '/api/test/*': free,
  // The admin console (issue 17): guarded by admin role and brand, never by the plan.
  '/api/admin/*': free,
  // A workspace owner's data-subject requests and audit log (issue 42): a legal duty, never a plan's feature.
  '/api/privacy/*': free,
  '/api/billing/*': free,
  '/api/credits/*': free,
  '/api/countries/*': free,
  '/api/timezones/*': free,
  '/api/proxy/*': free,
  '/api/workers/*': free,
  '/api/labels/*': free,
  '/api/notifications/*': free,
  '/api/preferences/*': free,
  '/api/dashboard/*': free,
  '/api/reports/*': free,
  '/api/sample_data/*': free,
  '/api/templates/*': free,
  // AI Employees (issue 38) and the Magic campaign builder.
  '/api/employees/*': needs('ai_employee_messages'),
  '/api/magic_campaigns/*': needs('ai_magic_campaigns'),
  // Personalised videos (feature video); the prospect's public page and its file and events are open to anyone.
  '/api/videos/*': needs('video'),
  '/api/public/videos/*': free,
  // Tracking domains (feature link_tracking); the pixel, link redirects and unsubscribe links are open to anyone.
  '/api/tracking/*': needs('link_tracking'),
  '/api/t/*': free,
  // AI mailboxes (issue 39): buying domains (ai_domain), a mailbox (mailbox_slot), its warm-up (email_warming).
  '/api/mailboxes/*': free,
  '/api/mailboxes/domains/*': needs('ai_domain'),
  'POST /api/mailboxes/domains': needs('ai_domain'),
  'POST /api/mailboxes': needs('mailbox_slot'),
  'GET /api/mailboxes/:id/warmup': needs('email_warming'),
  'PUT /api/mailboxes/:id/warmup': needs('email_warming'),
  // Accounts: adding one is limited by seats (checked by the credentials area), not by a flag.
  '/api/credentials/*': free,
  // The extension of an extension account (issue 41): its seat is the limit.
  '/api/extension/*': free,
  // Campaigns: creating one counts against the plan's campaign limit; the steps' features are checked
  // on save (workflow step types, see STEP_FEATURES).
  '/api/workflows/*': free,
  'POST /api/workflows': { feature: null, limit: 'campaigns' },
  'POST /api/workflows/:id/duplicate': { feature: null, limit: 'campaigns' },
  'POST /api/credentials/duplicate_workflows': { feature: null, limit: 'campaigns' },
  '/api/searches/*': free,
  '/api/steps/*': needs('email_automation'),
  '/api/profiles/*': free,
  // The prospect finder (000 §2 /profiles/search-prospects, 001 §7 Prospect search).
  '/api/v2/looch/*': needs('prospect_finder'),
  '/api/looch/*': needs('prospect_finder'),
  'POST /api/profiles/:id/enrich': needs('enrichment'),
  // The enrichment waterfall's settings and bulk runs (issue 37); the provenance on a card stays free.
  '/api/enrichment/*': needs('enrichment'),
  'POST /api/v2/looch/profiles/enrich': needs('enrichment'),
  '/api/inbox/*': free,
  '/api/tasks/*': needs('dash_tasks'),
  '/api/voicemail/*': needs('voicemail'),
  '/api/dialer/*': needs('calling'),
  // Integrations: connecting a mailbox (SMTP, OAuth, API key) is email automation and counts against the
  // plan's email integrations; disconnecting stays open. Webhooks, the API and the CRM are features.
  '/api/integrations/*': free,
  'PUT /api/integrations/:integration/:id/add_smtp': needs('email_automation', 'email_integrations'),
  'POST /api/integrations/:integration/connect': needs('email_automation', 'email_integrations'),
  'POST /api/integrations/oauth/callback': needs('email_automation'),
  'PUT /api/integrations/amazon/:id/add_key': needs('email_automation', 'email_integrations'),
  'PUT /api/integrations/sendgrid/:id/add_key': needs('email_automation', 'email_integrations'),
  '/api/integrations/webhooks/*': needs('webhook_integration'),
  '/api/integrations/api/*': needs('zapier_integration'),
  '/api/integrations/crm/*': needs('native_crm'),
  // Each remote CRM's own calls (/integrations/crm/{platform}) need its plan feature (its manifest).
  ...Object.fromEntries(
    providersOf('crm').flatMap((p) =>
      'hub' in p ? [[`/api/integrations/crm/${p.name}/*`, needs(p.feature)] as const] : [],
    ),
  ),
  // HubSpot's and Pipedrive's webhooks (signed / basic auth, no workspace token): open whatever the plan.
  'POST /api/integrations/crm/hubspot/webhook': free,
  'POST /api/integrations/crm/pipedrive/webhook': free,
  '/api/integrations/calendly/*': needs('calendly'),
  // Calendly's own calls (signed, no workspace token): a booking must arrive whatever the plan is now.
  'POST /api/integrations/calendly/webhook/:id': free,
  // Zapier's REST hooks, polling and actions (an API token of the workspace).
  '/api/zapier/*': needs('zapier_integration'),
  // AI: labels and their auto-label rules, the inbox assistant, company research; Recent Prompts is a log.
  '/api/ai/*': free,
  '/api/ai/labels/*': needs('ai_powered_labels'),
  '/api/ai/auto_labels/*': needs('ai_powered_labels'),
  '/api/ai/assistant/*': needs('ai_assistant_in_inbox'),
  '/api/ai/company_researches/*': needs('ai_company_researches'),
  '/api/ai/preview/*': needs('icebreakers'),
  '/api/ai/builder/*': needs('ai_assistant_in_campaigns'),
  '/api/ai/personality/*': needs('ai_powered_personality_type'),
  '/api/ai-knowledge/*': needs('ai_employee_messages'),
};

const prefixes = Object.keys(ROUTE_GATES)
  .filter((k) => k.endsWith('/*'))
  .sort((a, b) => b.length - a.length);

/** The rule for a route, or undefined when none classifies it (the registry test then fails). */
export function gateForRoute(method: string, url: string): RouteGate | undefined {
  const exact = ROUTE_GATES[`${method} ${url}`];
  if (exact) return exact;
  const prefix = prefixes.find((p) => {
    const base = p.slice(0, -2);
    return url === base || url.startsWith(`${base}/`);
  });
  return prefix ? ROUTE_GATES[prefix] : undefined;
}
