import { MESSAGES } from '@leadloop/domain/messages/catalogue';
import {
  translate,
  translateMessage as translateInto,
  type TranslationKey,
} from '@leadloop/domain/messages/i18n/index';
import { TRANSLATIONS } from '@leadloop/domain/messages/i18n/index';
import { i18n } from './i18n';

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
  if (failure?.key && failure.key in TRANSLATIONS.en)
    return translate(failure.key as TranslationKey, i18n.language || 'en', failure.params);
  return translateMessage(failure?.message);
}
