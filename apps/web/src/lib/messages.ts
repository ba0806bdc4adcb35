import { MESSAGES } from '@leadloop/domain/messages/catalogue';
import { MESSAGE_TEMPLATES } from '@leadloop/domain/messages/format';
import { i18n } from './i18n';

const codeByText = new Map<string, string>(Object.entries(MESSAGES).map(([code, text]) => [text, code]));

const templateMatchers = Object.entries(MESSAGE_TEMPLATES).map(([code, template]) => {
  const names: string[] = [];
  const pattern = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const slot = /^\{(\w+)\}$/.exec(part);
      if (slot) {
        names.push(slot[1]);
        return '(.+?)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return { code, names, regex: new RegExp(`^${pattern}$`) };
});

/**
 * Shows a spec message (from the server or a shared zod schema) in the user's language.
 * Messages are found by their English text in the shared catalogue; unknown texts pass through.
 */
export function translateMessage(message: string | undefined | null): string {
  if (!message) return i18n.t('messages:somethingWentWrong', { defaultValue: MESSAGES.somethingWentWrong });
  const code = codeByText.get(message);
  if (code) return i18n.t(`messages:${code}`, { defaultValue: message });
  for (const { code: tplCode, names, regex } of templateMatchers) {
    const match = regex.exec(message);
    if (!match) continue;
    const params = Object.fromEntries(names.map((name, i) => [name, match[i + 1]]));
    return i18n.t(`messages:${tplCode}`, { ...params, defaultValue: message });
  }
  return message;
}
