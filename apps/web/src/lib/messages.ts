import { MESSAGES } from '@leadloop/domain/messages/catalogue';
import { translateMessage as translateInto } from '@leadloop/domain/messages/i18n/index';
import { i18n } from './i18n';

/**
 * Shows a spec message (from the server or a shared zod schema) in the user's language, using the
 * shared catalogue's translations (`@leadloop/domain` messages/i18n). Unknown texts pass through.
 */
export function translateMessage(message: string | undefined | null): string {
  return translateInto(message || MESSAGES.somethingWentWrong, i18n.language || 'en');
}
