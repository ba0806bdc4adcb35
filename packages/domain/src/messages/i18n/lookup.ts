import { MESSAGES, type MessageCode } from '../catalogue.js';
import { MESSAGE_TEMPLATES, type TemplateCode, type TemplateParams } from '../format.js';
import type { TranslationKey } from './types.js';

// Apart from the translation tables (index.ts imports all five; the web loads one with its locale).
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
