import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages/catalogue.js';
import { SMS_MESSAGES } from '../inbox/sms.js';
import { unknownPlaceholder } from '../messages/format.js';
import {
  templateBodySchema,
  templateChannelOfInbox,
  templateChannelOfStep,
  templateProblems,
  validateTemplateText,
} from './rules.js';

describe('template rules (001 §5)', () => {
  it('holds each channel to its length and the placeholder parser', () => {
    expect(validateTemplateText('connection_note', 'x'.repeat(200))).toBe(true);
    expect(validateTemplateText('connection_note', 'x'.repeat(201))).toBe(MESSAGES.connectionNoteTooLong);
    expect(validateTemplateText('inmail', 'x'.repeat(1901))).toBe(MESSAGES.inmailTooLong);
    expect(validateTemplateText('sms', 'x'.repeat(153 * 10 + 1))).toBe(SMS_MESSAGES.tooLong);
    expect(validateTemplateText('message', 'Hi {first_name:there}')).toBe(true);
    expect(validateTemplateText('message', 'Hi {firstname}')).toBe(unknownPlaceholder('firstname', 3));
    expect(validateTemplateText('email', 'Hi {first_name')).toBe(MESSAGES.placeholderUnbalanced);
  });

  it('checks subject and HTML where the channel has them', () => {
    expect(templateProblems({ channel: 'sms', subject: 'S', text: 'Hi' })).toEqual([
      { path: 'subject', message: MESSAGES.templateNoSubject },
    ]);
    expect(
      templateProblems({ channel: 'email', subject: 'Hi {Name}', text: 'x', html: '<p>{x}</p>' }),
    ).toEqual([
      { path: 'subject', message: MESSAGES.placeholderInvalidName },
      { path: 'html', message: unknownPlaceholder('x', 3) },
    ]);
    const parsed = templateBodySchema.safeParse({ channel: 'message', name: '', text: 'Hi' });
    expect(parsed.error?.issues[0]?.message).toBe(MESSAGES.templateNameRequired);
  });

  it('maps step types and inbox channels to template channels', () => {
    expect(templateChannelOfStep('connection_request')).toBe('connection_note');
    expect(templateChannelOfStep('email')).toBe('email');
    expect(templateChannelOfStep('webhook')).toBeNull();
    expect(templateChannelOfInbox('linkedIn')).toBe('message');
    expect(templateChannelOfInbox('sms')).toBe('sms');
  });
});
