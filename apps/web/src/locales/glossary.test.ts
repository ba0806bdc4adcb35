import { describe, expect, it } from 'vitest';
import { ALLOWED_PAGES } from '@leadloop/domain/spaces/enums';
import { NAV_GROUPS } from '../app/shell/nav-items';
import { BRAND_NAMES, GLOSSARY, type GlossaryLanguage } from './glossary';
import { flatten } from './flatten';

type Tree = Record<string, unknown>;
const LANGS: GlossaryLanguage[] = ['fr', 'de', 'pt', 'es'];

/** Every locale file as `<lang>/<file>.json` → its flattened keys and values. */
const FILES = Object.fromEntries(
  Object.entries(import.meta.glob<Tree>('./*/*.json', { eager: true, import: 'default' })).map(
    ([path, tree]) => [path.slice(2), flatten(tree)],
  ),
);

/** A whole word (letters on neither side, accents included), case-insensitive. */
const word = (pattern: string) => new RegExp(`(?<!\\p{L})(?:${pattern})(?!\\p{L})`, 'iu');
/** The words a reader sees: without placeholders ({{name}}, {first_name}), tags and brand names. */
const prose = (value: string) =>
  BRAND_NAMES.reduce(
    (text, brand) => text.split(brand).join(' '),
    value.replace(/\{\{[^}]*\}\}|\{[^}]*\}|<\/?\w+\/?>/g, ' '),
  );

/** Every use of a refused word in one language's files: `file key: "word" (term → use)`. */
export function glossaryViolations(lang: GlossaryLanguage, files = FILES): string[] {
  const found: string[] = [];
  for (const [file, values] of Object.entries(files).filter(([f]) => f.startsWith(`${lang}/`))) {
    const english = files[file.replace(/^\w+\//, 'en/')] ?? {};
    for (const [key, raw] of Object.entries(values)) {
      const text = prose(raw);
      const en = prose(english[key] ?? '');
      for (const { term, en: enPattern, alsoEn, rules } of GLOSSARY) {
        const rule = rules[lang];
        const meansTerm = word(enPattern).test(en) && !(alsoEn && word(alsoEn).test(en));
        const refused = [...(rule.forbid ?? []), ...(meansTerm ? (rule.notFor ?? []) : [])];
        for (const pattern of refused) {
          const hit = word(pattern).exec(text);
          if (hit) found.push(`${file} ${key}: "${hit[0]}" (${term} → "${rule.use}")`);
        }
      }
    }
  }
  return found;
}

describe('glossary', () => {
  for (const lang of LANGS) {
    it(`${lang}: every value of every locale file uses the glossary's words`, () => {
      expect(glossaryViolations(lang)).toEqual([]);
    });
  }

  it('finds a refused word, naming the file, the key and the word', () => {
    const files = {
      'en/x.json': { a: 'Workspace settings', b: 'Prospects' },
      'de/x.json': { a: 'Workspace-Einstellungen', b: 'Interessenten' },
      'fr/x.json': { a: 'Paramètres de l’espace de travail', b: 'Contacts' },
    };
    expect(glossaryViolations('de', files)).toEqual([
      'de/x.json a: "Workspace" (workspace → "Arbeitsbereich")',
    ]);
    expect(glossaryViolations('fr', files)).toEqual(['fr/x.json b: "Contacts" (prospect → "prospect")']);
  });
});

/**
 * Menu labels the same in English and another language because they are that language's word too, or a
 * name: each with its reason.
 */
const SAME_AS_ENGLISH: Record<string, { langs: GlossaryLanguage[]; why: string }> = {
  CRM: { langs: ['fr', 'de', 'pt', 'es'], why: 'an acronym used as is in all four' },
  Marketing: {
    langs: ['fr', 'de', 'pt'],
    why: 'the loanword is the usual word in French, German and Portuguese',
  },
  Webhooks: { langs: ['fr', 'de', 'pt', 'es'], why: 'the technical term, not translated in any of them' },
  Prospects: {
    langs: ['fr', 'pt'],
    why: 'French "prospect(s)" is a French word; Brazilian sales use "prospects"',
  },
  Notifications: { langs: ['fr'], why: 'the French word is spelled the same' },
  Videos: { langs: ['de'], why: 'the German plural of "das Video"' },
  API: { langs: ['fr', 'de', 'pt', 'es'], why: 'an acronym' },
  Admin: { langs: ['de'], why: 'the usual German short form' },
  Dashboard: { langs: ['de'], why: 'the usual German word in software' },
};

/** Keys whose values are menu items: the sidebar, its groups, the account menu, the admin console's, the pages a member may see, the integrations hub's. */
const MENU_KEYS = [
  ...NAV_GROUPS.flatMap((g) => g.items.map((i) => `shell.json nav.${i.key}`)),
  ...['main', 'account', 'workspace'].map((g) => `shell.json groups.${g}`),
  ...Object.keys(FILES['en/shell.json']!)
    .filter((k) => k.startsWith('account.') && !/count|used|users/i.test(k))
    .map((k) => `shell.json ${k}`),
  ...Object.keys(FILES['en/admin.json']!)
    .filter((k) => k.startsWith('nav.'))
    .map((k) => `admin.json ${k}`),
  ...ALLOWED_PAGES.map((p) => `spaces.later.json pages.${p}`),
  ...Object.keys(FILES['en/integrations.json']!)
    .filter((k) => /^(categories|kindNames)\./.test(k))
    .map((k) => `integrations.json ${k}`),
];

describe('menus', () => {
  it('every menu key names a label', () => {
    for (const entry of MENU_KEYS) {
      const [file, key] = entry.split(' ') as [string, string];
      expect(FILES[`en/${file}`]?.[key], entry).toBeTruthy();
    }
  });

  it('no menu item is left in English (but for the loanwords and names listed, with their reason)', () => {
    const english: string[] = [];
    for (const lang of LANGS)
      for (const entry of MENU_KEYS) {
        const [file, key] = entry.split(' ') as [string, string];
        const en = FILES[`en/${file}`]![key]!;
        const value = FILES[`${lang}/${file}`]?.[key];
        if (value === en && !SAME_AS_ENGLISH[en]?.langs.includes(lang))
          english.push(`${lang}/${file} ${key}: "${en}"`);
      }
    expect(english).toEqual([]);
  });
});
