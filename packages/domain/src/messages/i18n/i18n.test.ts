import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../catalogue.js';
import { MESSAGE_TEMPLATES, inviteCodeLength, webhookStatus } from '../format.js';
import { MESSAGE_LANGUAGES, TRANSLATIONS, codeForMessage, translate, translateMessage } from './index.js';
import type { TranslationKey } from './types.js';

const KEYS = [...Object.keys(MESSAGES), ...Object.keys(MESSAGE_TEMPLATES)] as TranslationKey[];
/** Texts allowed to equal the English one (proper nouns or words spelled the same). None needed today. */
const SAME_AS_ENGLISH_ALLOWED: Partial<Record<string, TranslationKey[]>> = {};
const slots = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();

describe('message translations (EN, FR, DE, PT, ES)', () => {
  it.each(MESSAGE_LANGUAGES.filter((l) => l !== 'en'))('%s has a real translation for every code', (lang) => {
    const table = TRANSLATIONS[lang];
    const missing = KEYS.filter((k) => !table[k]?.trim());
    expect(missing, `missing ${lang} translations`).toEqual([]);
    const copies = KEYS.filter(
      (k) => table[k] === TRANSLATIONS.en[k] && !SAME_AS_ENGLISH_ALLOWED[lang]?.includes(k),
    );
    expect(copies, `${lang} texts copied from English`).toEqual([]);
    const extra = Object.keys(table).filter((k) => !KEYS.includes(k as TranslationKey));
    expect(extra, `${lang} keys that are not message codes`).toEqual([]);
  });

  it.each(MESSAGE_LANGUAGES)('%s keeps every {slot} of the templates', (lang) => {
    for (const key of Object.keys(MESSAGE_TEMPLATES) as TranslationKey[]) {
      expect(slots(TRANSLATIONS[lang][key] ?? ''), `${lang}.${key}`).toEqual(slots(TRANSLATIONS.en[key]!));
    }
  });

  it('English is the catalogue', () => {
    expect(translate('wrongPassword', 'en')).toBe("You've entered wrong password");
    expect(translate('inviteCodeLength', 'en', { length: 12 })).toBe(
      'Invite code must be 12 characters long',
    );
  });

  it('translates by code with parameters, falling back to English for unknown languages', () => {
    expect(translate('inviteCodeLength', 'fr', { length: 12 })).toBe(
      "Le code d'invitation doit comporter 12 caractères",
    );
    expect(translate('somethingWentWrong', 'xx')).toBe('Something went wrong');
  });

  it('finds the code of an API message text, including parametrised ones', () => {
    expect(codeForMessage('Account with such email already exists')).toEqual({
      code: 'emailAlreadyExists',
      params: {},
    });
    expect(codeForMessage(inviteCodeLength(12))).toEqual({
      code: 'inviteCodeLength',
      params: { length: '12' },
    });
    expect(codeForMessage(webhookStatus(502))).toEqual({ code: 'webhookStatus', params: { code: '502' } });
    expect(codeForMessage('Some server text')).toBeNull();
  });

  it('translates API message texts for the web', () => {
    expect(translateMessage('Passwords do not match', 'de')).toBe('Die Passwörter stimmen nicht überein');
    expect(translateMessage(webhookStatus(404), 'es')).toBe(
      'El webhook respondió con el código de estado 404',
    );
    expect(translateMessage('Unknown text', 'pt')).toBe('Unknown text');
  });

  it('message texts are unique, so a text maps back to one code', () => {
    const texts = Object.values(MESSAGES);
    const dupes = texts.filter((t, i) => texts.indexOf(t) !== i);
    expect(dupes).toEqual([]);
  });
});
