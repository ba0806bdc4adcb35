import { MESSAGES } from './catalogue.js';
import { MESSAGE_TEMPLATES, fillTemplate, type TemplateCode, type TemplateParams } from './format.js';
import type { TranslationKey } from './i18n/types.js';

/** A message code: a key of the catalogue (MESSAGES) or of the templates (MESSAGE_TEMPLATES). */
export type MessageKey = TranslationKey;

/** The `{slot}` names of a template text. */
type Slots<S extends string> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | Slots<Rest> : never;

/** The parameters a template code needs, one per `{slot}`. */
export type ParamsOf<K extends TemplateCode> = {
  [P in Slots<(typeof MESSAGE_TEMPLATES)[K]>]: string | number;
};

/** What follows a code in a call: a template's parameters, nothing for a fixed text. */
export type ParamsArg<K extends MessageKey> = K extends TemplateCode ? [params: ParamsOf<K>] : [];

/**
 * Every code by name (`CODES.campaignNotFound === 'campaignNotFound'`): the server throws with these, so a
 * failure carries its code and the text is rendered from the catalogue (in English on the wire, translated
 * by the web).
 */
export const CODES = Object.fromEntries(
  [...Object.keys(MESSAGES), ...Object.keys(MESSAGE_TEMPLATES)].map((k) => [k, k]),
) as { readonly [K in MessageKey]: K };

export const isMessageKey = (key: string): key is MessageKey =>
  Object.hasOwn(MESSAGES, key) || Object.hasOwn(MESSAGE_TEMPLATES, key);

/** The English text of a code, with a template's `{slot}` parameters filled. */
export function renderMessage(code: MessageKey, params: TemplateParams = {}): string {
  const text = (MESSAGES as Record<string, string>)[code] ?? MESSAGE_TEMPLATES[code as TemplateCode];
  return fillTemplate(text, params);
}
