import { GENERIC_MESSAGES } from '@leadloop/domain/messages/generic';
import type { TemplateParams } from '@leadloop/domain/messages/format';
import type { TranslationKey } from '@leadloop/domain/messages/i18n/types';
import { i18n, messageRuntime, messageTables, type LanguageCode } from './i18n';

function translate(key: TranslationKey, language: string, params: TemplateParams = {}): string | null {
  const runtime = messageRuntime.current;
  if (!runtime) return null;
  const { en, fillTemplate } = runtime;
  return fillTemplate((messageTables[language as LanguageCode] ?? en)[key] ?? en[key], params);
}

/**
 * A validator's own words (zod's defaults: "Invalid UUID", "Required", "Expected string, received number",
 * "invalid_type", "String must contain…"): they name no catalogue text, and never reach a screen raw.
 */
export const VALIDATOR_TEXT =
  /^(Required$|Invalid (input|UUID|uuid|string|email|url|date|type|enum|option|literal|union|discriminator)|Expected |invalid_[a-z_]+|String must|Number must|Array must|Too (small|big))/;

function translateInto(text: string, language: string): string {
  const found = messageRuntime.current?.codeForMessage(text);
  const translated = found && translate(found.code, language, found.params);
  if (translated) return translated;
  if (!VALIDATOR_TEXT.test(text)) return text;
  // the catalogue's own texts (required, invalidRequest), in English until the catalogue has loaded
  const [key, english]: [TranslationKey, string] =
    text === 'Required' ? ['required', 'This field is required'] : ['invalidRequest', 'Invalid request'];
  return translate(key, language) ?? english;
}

/**
 * Shows a spec message (from the server or a shared zod schema) in the user's language, using the
 * shared catalogue's translations (`@leadloop/domain` messages/i18n). Unknown texts pass through — as
 * do all texts in the moment before the catalogue has loaded (they are English, as the server wrote them).
 */
export function translateMessage(message: string | undefined | null): string {
  return translateInto(message || GENERIC_MESSAGES.somethingWentWrong, i18n.language || 'en');
}

/**
 * Shows a failed call in the user's language: by the server's catalogue key when it sent one, else by
 * its text (shared zod schemas and network errors), else the generic text.
 */
export function translateError(error: unknown): string {
  const failure = error as {
    key?: string;
    params?: Record<string, string | number>;
    message?: string;
  } | null;
  const en = messageRuntime.current?.en;
  if (failure?.key && en && failure.key in en) {
    const text = translate(failure.key as TranslationKey, i18n.language || 'en', failure.params);
    if (text) return text;
  }
  return translateMessage(failure?.message);
}
