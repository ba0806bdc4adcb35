import { fillTemplate, type TemplateParams } from '../format.js';
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { pt } from './pt.js';
import type { PartialTranslations, TranslationKey } from './types.js';
import { codeForMessage } from './lookup.js';

export { codeForMessage };

export type { PartialTranslations, TranslationKey, Translations } from './types.js';

/** 000 §1 interface languages. */
export const MESSAGE_LANGUAGES = ['en', 'fr', 'de', 'pt', 'es'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

export const TRANSLATIONS: Record<MessageLanguage, PartialTranslations> = { en, fr, de, pt, es };

/** The text of a code in a language (English when missing), with `{slot}` parameters filled. */
export function translate(
  key: TranslationKey,
  lang: MessageLanguage | string,
  params: TemplateParams = {},
): string {
  const table = TRANSLATIONS[lang as MessageLanguage] ?? en;
  return fillTemplate(table[key] ?? en[key], params);
}

/** Translates an English message text from the API; unknown texts come back unchanged. */
export function translateMessage(text: string, lang: MessageLanguage | string): string {
  const found = codeForMessage(text);
  return found ? translate(found.code, lang, found.params) : text;
}
