import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { PartialTranslations } from '@leadloop/domain/messages/i18n/types';
import { storage, STORAGE_KEYS } from './storage';
import englishFiles from '../locales/en/index';

export const LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'fr', label: 'Français' },
  { code: 'de', label: 'Deutsch' },
  { code: 'pt', label: 'Português' },
  { code: 'es', label: 'Español' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

type Resources = Record<string, Record<string, Record<string, unknown>>>;
type Loader = () => Promise<Record<string, unknown>>;

type LocaleIndex = () => Promise<{ default: Record<string, Loader> }>;
/**
 * Every `src/locales/<lng>/<namespace>.json` is its own small chunk, listed by that language's index
 * (itself a chunk): a screen loads its own words (see `lazyPage`), the shell's namespaces load before the
 * first render, the rest once the first screen is up.
 */
const LOCALE_INDEXES: Record<LanguageCode, LocaleIndex> = {
  // English is the fallback of every language, so always read: its index ships with the app (a few
  // hundred bytes) instead of costing a round trip before any words can load.
  en: () => Promise.resolve({ default: englishFiles }),
  fr: () => import('../locales/fr/index'),
  de: () => import('../locales/de/index'),
  pt: () => import('../locales/pt/index'),
  es: () => import('../locales/es/index'),
};
const localeFiles = (lng: LanguageCode) => LOCALE_INDEXES[lng]().then((index) => index.default);

/**
 * A namespace may have a second part, `<namespace>.later.json`: words no screen shows before its data
 * (a wizard's, a settings page's). The shell's first load reads the first part only; the later part
 * comes with any screen that asks for the namespace, and after the first screen for everyone.
 */
const LATER_PART = '.later';
const namespaceOf = (path: string) => /([\w-]+)(?:\.later)?\.json$/.exec(path)![1]!;
const isLaterPart = (path: string) => path.endsWith(`${LATER_PART}.json`);
/** Which parts of a namespace to read: both, the first (`<ns>.json`) or the later (`<ns>.later.json`). */
type Parts = 'all' | 'first' | 'later';
const HAS_LATER_PART = new Set(Object.keys(englishFiles).filter(isLaterPart).map(namespaceOf));

function mergeInto(
  target: Record<string, unknown>,
  source: Record<string, unknown>,
): Record<string, unknown> {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    target[key] =
      current && typeof current === 'object' && value && typeof value === 'object'
        ? mergeInto(current as Record<string, unknown>, value as Record<string, unknown>)
        : value;
  }
  return target;
}

/** Every namespace there is (keep in step with `src/locales/en/*.json`; a test checks). */
export const NAMESPACES: readonly string[] = [
  'account-settings',
  'admin-whitelabels',
  'auth',
  'billing',
  'campaigns',
  'common',
  'credentials',
  'crm',
  'dashboard',
  'inbox',
  'labels',
  'legal',
  'notifications',
  'prospects',
  'reports',
  'shell',
  'spaces',
  'tasks',
  'templates',
  'integrations',
  'ai',
  'videos',
  'admin-health',
  'admin',
  'tracking',
  'mailbox',
  'mailboxes',
  'changelog',
  'approvals',
  'ai-knowledge',
  'ai-employees',
  'finder',
  'agency',
  'dialer',
];

/** Words only some screens show (the admin console; the changelog of a brand that has one): loaded on demand. */
const ON_DEMAND_NAMESPACES: readonly string[] = ['admin', 'admin-health', 'admin-whitelabels', 'changelog'];
/** What every user's app loads once the first screen is up. */
export const PREFETCHED_NAMESPACES = NAMESPACES.filter((ns) => !ON_DEMAND_NAMESPACES.includes(ns));

/** What the signed-in shell shows before any screen's own words. */
export const SHELL_NAMESPACES = ['common', 'shell', 'spaces', 'credentials'] as const;

/**
 * The shared catalogue's error texts in each language but English (which `lib/messages` has at hand):
 * loaded with the interface language, not bundled with every page.
 */
const MESSAGE_LOADERS: Record<Exclude<LanguageCode, 'en'>, () => Promise<PartialTranslations>> = {
  fr: () => import('@leadloop/domain/messages/i18n/fr').then((m) => m.fr),
  de: () => import('@leadloop/domain/messages/i18n/de').then((m) => m.de),
  pt: () => import('@leadloop/domain/messages/i18n/pt').then((m) => m.pt),
  es: () => import('@leadloop/domain/messages/i18n/es').then((m) => m.es),
};
export const messageTables: Partial<Record<LanguageCode, PartialTranslations>> = {};

type MessageRuntime = typeof import('./message-runtime');
/** The catalogue and its lookup (lib/messages): loaded with a language other than English, else after the first screen. */
export const messageRuntime: { current: MessageRuntime | null } = { current: null };
let runtimeLoading: Promise<void> | null = null;
export function loadMessageRuntime(): Promise<void> {
  runtimeLoading ??= import('./message-runtime').then((runtime) => {
    messageRuntime.current = runtime;
  });
  return runtimeLoading;
}

/** The given namespaces (default: all) of the given languages, keyed `resources[lng][namespace]`. */
export async function loadResources(
  languages: readonly LanguageCode[],
  namespaces: readonly string[] = NAMESPACES,
  parts: Parts = 'all',
): Promise<Resources> {
  const resources: Resources = {};
  await Promise.all(
    languages.map(async (lng) => {
      resources[lng] = {};
      await Promise.all(
        Object.entries(await localeFiles(lng))
          .filter(
            ([path]) =>
              namespaces.includes(namespaceOf(path)) &&
              (parts === 'all' || isLaterPart(path) === (parts === 'later')),
          )
          .map(async ([path, load]) => {
            const bundle = await load();
            const ns = namespaceOf(path);
            resources[lng]![ns] = mergeInto(resources[lng]![ns] ?? {}, bundle);
          }),
      );
    }),
  );
  return resources;
}

const loaded = new Set<string>();
const loading = new Map<string, Promise<void>>();
let started: () => void = () => undefined;
/** Settles once initI18n has started i18next (the router may ask for words before that). */
const i18nStarted = new Promise<void>((resolve) => (started = resolve));

/**
 * Makes sure the interface language (and English, the fallback) has these namespaces (default: all)
 * before a screen that uses them renders.
 */
export async function ensureNamespaces(
  namespaces: readonly string[] = NAMESPACES,
  parts: 'all' | 'first' = 'all',
): Promise<void> {
  // Asked before i18next has started (a screen's words while the shell's load), they are fetched at once
  // in the language initI18n picks and added once it has started; the shell's own come with initI18n
  // (their first parts: a later part is fetched here like any other words).
  const early = !i18n.isInitialized;
  const language = (i18n.language || detectLanguage()) as LanguageCode;
  const languages = [...new Set([language, DEFAULT_LANGUAGE])];
  // what is tracked: `<ns>` (its first part, or the whole of a namespace in one file) and `<ns>.later`
  const wanted = namespaces.flatMap((ns) =>
    HAS_LATER_PART.has(ns) && parts === 'all' ? [ns, ns + LATER_PART] : [ns],
  );
  const missing = wanted.filter(
    (key) => !loaded.has(key) && !(early && (SHELL_NAMESPACES as readonly string[]).includes(key)),
  );
  if (missing.length) {
    const firsts = missing.filter((key) => !key.endsWith(LATER_PART));
    const laters = missing
      .filter((key) => key.endsWith(LATER_PART))
      .map((key) => key.slice(0, -LATER_PART.length));
    const pending = Promise.all([
      loadResources(languages, firsts, 'first'),
      loadResources(languages, laters, 'later'),
    ]).then(async (parts) => {
      await i18nStarted;
      for (const resources of parts)
        for (const lng of languages)
          for (const [ns, bundle] of Object.entries(resources[lng] ?? {}))
            i18n.addResourceBundle(lng, ns, bundle, true, false);
    });
    for (const key of missing) {
      loaded.add(key);
      loading.set(key, pending);
    }
  }
  await i18nStarted;
  await Promise.all(wanted.map((key) => loading.get(key)));
}

function isLanguage(value: string | null | undefined): value is LanguageCode {
  return LANGUAGES.some((l) => l.code === value);
}

/** The stored choice, else the browser's language when we have it, else English. */
export function detectLanguage(): LanguageCode {
  const stored = storage.get(STORAGE_KEYS.language);
  if (isLanguage(stored)) return stored;
  const browser = typeof navigator !== 'undefined' ? navigator.language?.slice(0, 2) : undefined;
  return isLanguage(browser) ? browser : DEFAULT_LANGUAGE;
}

/** 000 §1: the choice is kept locally and the page reloads on change. */
export function changeLanguage(code: LanguageCode): void {
  storage.set(STORAGE_KEYS.language, code);
  window.location.reload();
}

/**
 * Starts i18next with the chosen language (and English, the fallback): the given namespaces (default:
 * all; `parts: 'first'`: without their later parts) at once, the others on demand.
 */
export async function initI18n(
  language: LanguageCode = detectLanguage(),
  namespaces: readonly string[] = NAMESPACES,
  parts: 'all' | 'first' = 'all',
) {
  const languages = [...new Set([language, DEFAULT_LANGUAGE])];
  const [resources] = await Promise.all([
    loadResources(languages, namespaces, parts),
    language === 'en'
      ? undefined
      : Promise.all([
          MESSAGE_LOADERS[language]().then((table) => (messageTables[language] = table)),
          loadMessageRuntime(),
        ]),
  ]);
  const keys = parts === 'all' ? namespaces.flatMap((ns) => [ns, ns + LATER_PART]) : namespaces;
  keys.forEach((key) => {
    loaded.add(key);
    loading.set(key, Promise.resolve());
  });
  await i18n.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: [...namespaces],
    defaultNS: 'common',
    // {{network}}: the brand's name for the professional network, {{brand}}: the product's name as the
    // brand sells it (features/brand sets both from GET /api/brand)
    interpolation: { escapeValue: false, defaultVariables: { network: 'LinkedIn', brand: 'Leadloop' } },
    returnNull: false,
    // words arriving later re-render what uses them (no suspense: nothing blanks the screen)
    react: { useSuspense: false, bindI18nStore: 'added' },
  });
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  started();
  return i18n;
}

export { i18n };
