import { describe, expect, it } from 'vitest';
import { SMS_MAX_SEGMENTS, SMS_MESSAGES, smsSize, toSmsNumber, validateSmsText } from './sms.js';
import { precheckAttachment, ATTACHMENT_MESSAGES, attachmentsAllowed } from './attachments.js';

describe('SMS size', () => {
  it('GSM-7: 160 in one part, then 153 per part; extended characters count twice', () => {
    expect(smsSize('')).toMatchObject({ segments: 0 });
    expect(smsSize('a'.repeat(160))).toMatchObject({ encoding: 'GSM-7', segments: 1, remaining: 0 });
    expect(smsSize('a'.repeat(161))).toMatchObject({ segments: 2, remaining: 306 - 161 });
    expect(smsSize('€'.repeat(80))).toMatchObject({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsSize('Ça va? Déjà 5 £')).toMatchObject({ encoding: 'GSM-7', segments: 1 });
  });
  it('UCS-2 as soon as one character is outside GSM: 70, then 67 per part; emoji take two units', () => {
    expect(smsSize('ł'.repeat(70))).toMatchObject({ encoding: 'UCS-2', segments: 1 });
    expect(smsSize('ł'.repeat(71))).toMatchObject({ segments: 2 });
    expect(smsSize('👍')).toMatchObject({ encoding: 'UCS-2', units: 2 });
  });
  it(`at most ${SMS_MAX_SEGMENTS} parts`, () => {
    expect(validateSmsText('a'.repeat(153 * SMS_MAX_SEGMENTS))).toBe(true);
    expect(validateSmsText('a'.repeat(153 * SMS_MAX_SEGMENTS + 1))).toBe(SMS_MESSAGES.tooLong);
    expect(validateSmsText('ł'.repeat(67 * SMS_MAX_SEGMENTS + 1))).toBe(SMS_MESSAGES.tooLong);
  });
});

describe('SMS number', () => {
  it('international numbers become E.164; national ones need the account country', () => {
    expect(toSmsNumber('+44 20 7946 0000')).toBe('+442079460000');
    expect(toSmsNumber('+44 (20) 7946-0000')).toBe('+442079460000');
    expect(toSmsNumber('0033 6 12 34 56 78')).toBe('+33612345678');
    expect(toSmsNumber('020 7946 0000', 'GB')).toBe('+442079460000');
    expect(toSmsNumber('020 7946 0000')).toBeNull();
  });
  it('refuses what the spec phone rule refuses', () => {
    expect(toSmsNumber('+1 555 abc 1234')).toBeNull();
    expect(toSmsNumber('+1234')).toBeNull();
    expect(toSmsNumber('+1 234 567 890 123 45')).toBeNull();
    expect(toSmsNumber('')).toBeNull();
    expect(toSmsNumber(null)).toBeNull();
  });
});

describe('attachment precheck', () => {
  it('size, emptiness and extension; channels that carry files', () => {
    expect(precheckAttachment({ name: 'deck.pdf', size: 1000 })).toBe(true);
    expect(precheckAttachment({ name: 'deck.PDF', size: 10 * 1024 * 1024 })).toBe(true);
    expect(precheckAttachment({ name: 'deck.pdf', size: 10 * 1024 * 1024 + 1 })).toBe(
      ATTACHMENT_MESSAGES.tooBig,
    );
    expect(precheckAttachment({ name: 'empty.txt', size: 0 })).toBe(ATTACHMENT_MESSAGES.broken);
    expect(precheckAttachment({ name: 'run.exe', size: 10 })).toBe(ATTACHMENT_MESSAGES.badType);
    expect(attachmentsAllowed('linkedIn') && attachmentsAllowed('email')).toBe(true);
    expect(attachmentsAllowed('sms') || attachmentsAllowed('inmail')).toBe(false);
  });
});

describe('email replies', () => {
  it('"Re: " once; the prospect address by preference', async () => {
    const { replySubject, prospectEmail } = await import('./send.js');
    expect(replySubject('Our call')).toBe('Re: Our call');
    expect(replySubject('RE: Our call')).toBe('RE: Our call');
    expect(replySubject('  ')).toBe('');
    expect(prospectEmail({ personal_email: 'p@x.io', enriched_email: 'e@x.io' })).toBe('p@x.io');
    expect(prospectEmail({ work_email: 'w@x.io', personal_email: 'p@x.io' })).toBe('w@x.io');
    expect(prospectEmail({})).toBeNull();
  });
});
