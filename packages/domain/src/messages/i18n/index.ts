import { MESSAGES, type MessageCode } from '../catalogue.js';
import { MESSAGE_TEMPLATES, fillTemplate, type TemplateCode, type TemplateParams } from '../format.js';
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { pt } from './pt.js';
import type { PartialTranslations, TranslationKey } from './types.js';

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

const BY_TEXT = new Map<string, MessageCode>(
  (Object.entries(MESSAGES) as [MessageCode, string][]).map(([code, text]) => [text, code]),
);

const TEMPLATE_MATCHERS = (Object.entries(MESSAGE_TEMPLATES) as [TemplateCode, string][]).map(
  ([code, template]) => {
    const names: string[] = [];
    const pattern = template
      .split(/(\{\w+\})/)
      .map((part) => {
        const m = /^\{(\w+)\}$/.exec(part);
        if (m) {
          names.push(m[1]);
          return '(.+?)';
        }
        return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      })
      .join('');
    return { code, names, regex: new RegExp(`^${pattern}$`) };
  },
);

/** Finds the code (and parameters) of an English message text, e.g. one the API returned. */
export function codeForMessage(text: string): { code: TranslationKey; params: TemplateParams } | null {
  const code = BY_TEXT.get(text);
  if (code) return { code, params: {} };
  for (const t of TEMPLATE_MATCHERS) {
    const m = t.regex.exec(text);
    if (m) return { code: t.code, params: Object.fromEntries(t.names.map((n, i) => [n, m[i + 1]])) };
  }
  return null;
}

/** Translates an English message text from the API; unknown texts come back unchanged. */
export function translateMessage(text: string, lang: MessageLanguage | string): string {
  const found = codeForMessage(text);
  return found ? translate(found.code, lang, found.params) : text;
}
