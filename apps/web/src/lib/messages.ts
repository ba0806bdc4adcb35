import { MESSAGES } from '@leadloop/domain/messages/catalogue';
import { fillTemplate, type TemplateParams } from '@leadloop/domain/messages/format';
import { en } from '@leadloop/domain/messages/i18n/en';
import { codeForMessage } from '@leadloop/domain/messages/i18n/lookup';
import type { TranslationKey } from '@leadloop/domain/messages/i18n/types';
import { i18n, messageTables, type LanguageCode } from './i18n';

function translate(key: TranslationKey, language: string, params: TemplateParams = {}): string {
  return fillTemplate((messageTables[language as LanguageCode] ?? en)[key] ?? en[key], params);
}

function translateInto(text: string, language: string): string {
  const found = codeForMessage(text);
  return found ? translate(found.code, language, found.params) : text;
}

/**
 * Shows a spec message (from the server or a shared zod schema) in the user's language, using the
 * shared catalogue's translations (`@leadloop/domain` messages/i18n). Unknown texts pass through.
 */
export function translateMessage(message: string | undefined | null): string {
  return translateInto(message || MESSAGES.somethingWentWrong, i18n.language || 'en');
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
  if (failure?.key && failure.key in en)
    return translate(failure.key as TranslationKey, i18n.language || 'en', failure.params);
  return translateMessage(failure?.message);
}
