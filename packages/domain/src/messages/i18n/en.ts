import { MESSAGES } from '../catalogue.js';
import { MESSAGE_TEMPLATES } from '../format.js';
import type { Translations } from './types.js';

/** English is the catalogue itself. */
export const en: Translations = { ...MESSAGES, ...MESSAGE_TEMPLATES };
