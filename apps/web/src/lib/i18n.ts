import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { PartialTranslations } from '@leadloop/domain/messages/i18n/types';
import { storage, STORAGE_KEYS } from './storage';

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
type LocaleModule = { default: Record<string, Record<string, unknown>> };

/** One chunk per language (`src/locales/<lng>/index.ts` gathers its `<namespace>.json` files). */
const LOCALE_LOADERS: Record<LanguageCode, () => Promise<LocaleModule>> = {
  en: () => import('../locales/en/index'),
  fr: () => import('../locales/fr/index'),
  de: () => import('../locales/de/index'),
  pt: () => import('../locales/pt/index'),
  es: () => import('../locales/es/index'),
};

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

/** The namespaces of the given languages, keyed `resources[lng][namespace]`. */
export async function loadResources(languages: readonly LanguageCode[]): Promise<Resources> {
  const resources: Resources = {};
  await Promise.all(
    languages.map(async (lng) => {
      const files = (await LOCALE_LOADERS[lng]()).default;
      resources[lng] = {};
      for (const [path, content] of Object.entries(files)) {
        const ns = /([\w-]+)\.json$/.exec(path)?.[1];
        if (ns) resources[lng][ns] = content;
      }
    }),
  );
  return resources;
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

/** Loads the chosen language (and English, the fallback) and starts i18next. */
export async function initI18n(language: LanguageCode = detectLanguage()) {
  const [resources] = await Promise.all([
    loadResources([...new Set([language, DEFAULT_LANGUAGE])]),
    language === 'en'
      ? undefined
      : MESSAGE_LOADERS[language]().then((table) => (messageTables[language] = table)),
  ]);
  await i18n.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: Object.keys(resources[DEFAULT_LANGUAGE] ?? {}),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return i18n;
}

export { i18n };
