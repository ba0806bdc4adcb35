import { describe, expect, it } from 'vitest';
import { ATTACHMENTS_PER_MESSAGE } from '../inbox/attachments.js';
import { SMS_MAX_SEGMENTS } from '../inbox/sms.js';
import { MESSAGES } from './catalogue.js';
import { CODES, isMessageKey, renderMessage, type MessageKey } from './codes.js';
import { MESSAGE_TEMPLATES } from './format.js';
import { MESSAGE_LANGUAGES, translate } from './i18n/index.js';

const ALL = Object.keys(CODES) as MessageKey[];
const slots = (s: string) => (s.match(/\{\w+\}/g) ?? []).map((x) => x.slice(1, -1));

describe('every error code renders in five languages', () => {
  it('has one code per catalogue text and template, each naming itself', () => {
    expect(ALL.sort()).toEqual([...Object.keys(MESSAGES), ...Object.keys(MESSAGE_TEMPLATES)].sort());
    for (const code of ALL) expect(CODES[code]).toBe(code);
    expect(isMessageKey('campaignNotFound')).toBe(true);
    expect(isMessageKey('Campaign not found')).toBe(false);
  });

  it.each(MESSAGE_LANGUAGES)('%s: every code has a text, with each parameter filled', (lang) => {
    const problems: string[] = [];
    for (const code of ALL) {
      const names = slots(renderMessage(code));
      const params = Object.fromEntries(names.map((n) => [n, `<${n}>`]));
      const text = translate(code, lang, params);
      if (!text.trim()) problems.push(`${code}: empty`);
      if (/\{\w+\}/.test(text)) problems.push(`${code}: unfilled slot in "${text}"`);
      for (const n of names) if (!text.includes(`<${n}>`)) problems.push(`${code}: lost {${n}}`);
      if (lang !== 'en' && text === renderMessage(code, params)) problems.push(`${code}: English text`);
    }
    expect(problems).toEqual([]);
  });

  it('renders the English text of a code, filling a template', () => {
    expect(renderMessage(CODES.campaignNotFound)).toBe('Campaign not found');
    expect(renderMessage(CODES.smtpLoginFailed, { reason: '535 bad auth' })).toBe(
      'Could not sign in to the SMTP server: 535 bad auth',
    );
  });

  it('spells the limits the domain enforces', () => {
    expect(MESSAGES.attachmentTooMany).toContain(`${ATTACHMENTS_PER_MESSAGE} files`);
    expect(MESSAGES.smsTooLong).toContain(`${SMS_MAX_SEGMENTS} parts`);
  });
});
