import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
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

/** Every `src/locales/<lng>/<namespace>.json` file, so a feature adds a namespace by adding files. */
export function loadResources(): Resources {
  const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });
  const resources: Resources = {};
  for (const [path, content] of Object.entries(files)) {
    const match = /locales\/(\w+)\/([\w-]+)\.json$/.exec(path);
    if (!match) continue;
    const [, lng, ns] = match;
    resources[lng] ??= {};
    resources[lng][ns] = content;
  }
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

export function initI18n(language: LanguageCode = detectLanguage()) {
  const resources = loadResources();
  void i18n.use(initReactI18next).init({
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
