import { describe, expect, it } from 'vitest';
import { TRANSLATIONS } from '@leadloop/domain/messages/i18n/index';
import { ALLOWED_PAGES } from '@leadloop/domain/spaces/enums';
import { LANGUAGES, loadResources, NAMESPACES } from '../lib/i18n';
import { NAV_GROUPS } from '../app/shell/nav-items';
import { flatten } from './flatten';

type Tree = Record<string, unknown>;

const slots = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}|<(\w+)>/g)].map((m) => m[1] ?? m[2]).sort();

/**
 * Words that are the same in English and the other language (not leftovers).
 * Keys as `<namespace>:<key>`, for the languages named.
 */
const SAME_AS_ENGLISH: Record<string, string[]> = {
  // AI Employees: the network's product name, loanwords and words spelt alike
  'ai-employees:channels.linkedin': ['fr', 'de', 'pt', 'es'],
  'ai-employees:stats.prospects_one': ['fr', 'pt'],
  'ai-employees:stats.prospects_other': ['fr', 'pt'],
  'ai-employees:wizard.faq.question': ['fr'],
  'ai-employees:wizard.link': ['de', 'pt'],
  'ai-employees:tones.simple': ['fr'],
  'ai-employees:stepTypes.message': ['fr'],
  'ai-employees:magic.stages.audience': ['fr'],
  'ai-employees:magic.stages.messages': ['fr'],
  // admin white labels: product names, formats and loanwords
  'admin-whitelabels:fields.status': ['de'],
  'admin-whitelabels:tabs.details': ['de'],
  'admin-whitelabels:tabs.options': ['fr'],
  'admin-whitelabels:tabs.support': ['de'],
  'admin-whitelabels:details.hostsLine': ['de'],
  'admin-whitelabels:details.favicon': ['fr', 'de', 'pt', 'es'],
  'admin-whitelabels:colors.invalid': ['pt', 'es'],
  'admin-whitelabels:colors.palette': ['fr', 'de'],
  'admin-whitelabels:options.auth.is_google_auth_enabled': ['fr', 'de', 'pt', 'es'],
  'admin-whitelabels:options.auth.is_microsoft_auth_enabled': ['fr', 'de', 'pt', 'es'],
  'admin-whitelabels:options.domains': ['de'],
  'admin-whitelabels:email.host': ['de'],
  'admin-whitelabels:email.port': ['fr', 'de'],
  'admin-whitelabels:support.tawkHint': ['fr', 'de', 'pt', 'es'],
  'mailbox:sync.live': ['de'],
  // billing: plan names, currency formats and loanwords the languages share
  'billing:tabs.transactions': ['fr'],
  'billing:tiers.5': ['fr', 'de', 'pt', 'es'],
  'billing:features.webhook_integration': ['fr', 'de', 'pt', 'es'],
  'billing:features.sms': ['fr', 'de', 'pt', 'es'],
  'billing:upgrade.total': ['fr', 'pt', 'es'],
  'billing:overview.subscription': ['fr', 'de', 'pt', 'es'],
  'billing:transactions.date': ['fr'],
  'billing:transactions.description': ['fr'],
  'billing:categories.sms': ['fr', 'de', 'pt', 'es'],
  'billing:transactions.status': ['de', 'pt'],
  'billing:history.amount': ['de'],
  'billing:origins.manual': ['pt', 'es'],
  'billing:overview.plan': ['es'],
  'integrations:categories.crm': ['fr', 'de', 'pt', 'es'],
  'integrations:categories.marketing': ['fr', 'de', 'pt'],
  'integrations:webhooks.actions': ['fr'],
  // Brazilian Portuguese quotes as English does
  'integrations:recipe.quote': ['pt'],
  'integrations:kindNames.webhook': ['fr', 'de', 'pt', 'es'],
  'shell:nav.profiles': ['fr', 'pt'],
  'spaces:pages.profiles': ['fr', 'pt'],
  'campaigns:rates.prospects': ['fr', 'pt'],
  'campaigns:builder.prospectsTab': ['fr', 'pt'],
  'campaigns:prospects.title': ['fr', 'pt'],
  'tasks:prospect': ['pt'],
  'shell:header.notifications': ['fr'],
  'spaces:pages.notifications': ['fr'],
  'notifications:title': ['fr'],
  'common:preferences.tabs.notifications': ['fr'],
  'spaces:users.status': ['de'],
  'auth:fields.optional': ['de'],
  'reports:name': ['de'],
  'reports:stages.leads': ['de'], // 'Interessenten' names the prospects stage
  'reports:stages.prospects': ['fr', 'pt'],
  'dashboard:activity.kinds.prospect_label': ['de'],
  'templates:sort.name': ['de'],
  'templates:tabs.videos': ['de'],
  'templates:channels.sms': ['de', 'pt', 'es'],
  'campaigns:step.sms': ['fr', 'de', 'pt', 'es'], // SMS is the word in every language
  'crm:crmName.hubspot': ['fr', 'de', 'pt', 'es'],
  'campaigns:builder.crmPlatform': ['fr'],
  'campaigns:builder.crmPlatforms.hubspot': ['fr', 'de', 'pt', 'es'],
  'campaigns:builder.crmPlatforms.pipedrive': ['fr', 'de', 'pt', 'es'],
  'crm:crmName.pipedrive': ['fr', 'de', 'pt', 'es'],
  'crm:pipeline': ['fr', 'de'],
  'crm:stageDefault.lead': ['fr', 'de', 'pt', 'es'],
  'crm:prospect': ['fr'],
  'crm:deal': ['de'],
  'crm:connectedAs': ['de', 'es', 'pt'],
  'crm:linkContact': ['fr'],
  'crm:linkDeal': ['de'],
  // admin-health: product names and words the languages share
  'admin-health:monitoring.minute': ['fr', 'de'],
  'admin-health:plans.pages.crm-integrations': ['fr', 'de', 'pt', 'es'],
  'admin-health:flags.calendly': ['fr', 'de', 'pt', 'es'],
  'admin-health:flags.pipedrive_crm': ['fr', 'de', 'pt', 'es'],
  'admin-health:flags.hubspot_crm': ['fr', 'de', 'pt', 'es'],
  'admin-health:pricing.promo': ['fr'],
  'admin-health:monitoring.live': ['de'],
  'admin-health:monitoring.engine': ['de'],
  'admin-health:plans.sections.credits-features': ['de'],
  'admin-health:plans.status.upgrade': ['de', 'pt'],
  'admin-health:pricing.types.credits': ['de'],
  'admin-health:plans.tier': ['es'],
  'admin-health:pricing.types.plan': ['es'],
  // the finder: the same word in German
  'finder:results.person': ['de'],
  'finder:saved.name': ['de'],
};

const resources = await loadResources(LANGUAGES.map((l) => l.code));
const english = resources.en;
const others = LANGUAGES.map((l) => l.code).filter((code) => code !== 'en');
const namespaces = Object.keys(english);

describe('locale files', () => {
  it('exist for all five interface languages', () => {
    expect(Object.keys(resources).sort()).toEqual(['de', 'en', 'es', 'fr', 'pt']);
  });

  it('every namespace file is listed in NAMESPACES (an unlisted one would never load)', () => {
    // `<ns>.later.json`: the later part of a namespace (lib/i18n)
    const files = Object.keys(import.meta.glob('./*/*.json')).map(
      (path) => /([\w-]+)(?:\.later)?\.json$/.exec(path)![1],
    );
    expect([...new Set(files)].sort()).toEqual([...NAMESPACES].sort());
  });

  it("a namespace's later part adds keys and never repeats one of its first part", async () => {
    const files = import.meta.glob<Tree>('./en/*.json', { import: 'default' });
    for (const [path, load] of Object.entries(files).filter(([p]) => p.endsWith('.later.json'))) {
      const first = flatten(await files[path.replace('.later.json', '.json')]!());
      const later = Object.keys(flatten(await load()));
      expect(later.length).toBeGreaterThan(0);
      expect(later.filter((key) => key in first)).toEqual([]);
    }
  });

  for (const lng of others) {
    describe(lng, () => {
      for (const ns of namespaces) {
        it(`${ns}: has exactly the English keys, all translated, with the same placeholders`, () => {
          const en = flatten(english[ns]);
          const tr = flatten(resources[lng][ns] ?? {});
          expect(Object.keys(tr).sort()).toEqual(Object.keys(en).sort());
          for (const [key, value] of Object.entries(tr)) {
            expect(value.trim(), `${lng}/${ns}:${key} is empty`).not.toBe('');
            expect(slots(value), `${lng}/${ns}:${key} placeholders`).toEqual(slots(en[key]));
            if (!SAME_AS_ENGLISH[`${ns}:${key}`]?.includes(lng)) {
              expect(value, `${lng}/${ns}:${key} is still English`).not.toBe(en[key]);
            }
          }
        });
      }
    });
  }

  it('server and validation messages have a translation table for every language (shared catalogue)', () => {
    for (const { code } of LANGUAGES) expect(Object.keys(TRANSLATIONS[code]).length).toBeGreaterThan(0);
  });

  it('every sidebar item and every allowed page has a label', () => {
    const nav = flatten(english.shell);
    for (const item of NAV_GROUPS.flatMap((g) => g.items)) expect(nav[`nav.${item.key}`]).toBeTruthy();
    const spaces = flatten(english.spaces);
    for (const page of ALLOWED_PAGES) expect(spaces[`pages.${page}`]).toBeTruthy();
  });
});
