import type { MessageCode } from '../catalogue.js';
import type { TemplateCode } from '../format.js';

/** Every translatable text: the fixed messages and the parametrised templates ({slot} kept as is). */
export type TranslationKey = MessageCode | TemplateCode;
export type Translations = Record<TranslationKey, string>;
/**
 * Translation files are typed Partial so that adding a message in the catalogue does not break the
 * typecheck of the whole repo; `i18n.test.ts` fails until all four translations are added.
 */
export type PartialTranslations = Partial<Translations>;
