import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@leadloop/domain/messages/catalogue';
import { inviteCodeLength } from '@leadloop/domain/messages/format';
import { i18n, initI18n } from './i18n';
import { ApiError } from './api-error';
import { translateError, translateMessage } from './messages';

describe('server messages in the user language', () => {
  beforeAll(async () => {
    await initI18n('fr');
  });

  it('translates catalogue texts and templates, passes unknown texts through', async () => {
    await i18n.changeLanguage('fr');
    expect(translateMessage(MESSAGES.wrongPassword)).not.toBe(MESSAGES.wrongPassword);
    expect(translateMessage(inviteCodeLength(12))).toContain('12');
    expect(translateMessage(inviteCodeLength(12))).not.toBe(inviteCodeLength(12));
    expect(translateMessage('Something nobody wrote down')).toBe('Something nobody wrote down');
    await i18n.changeLanguage('en');
    expect(translateMessage(MESSAGES.wrongPassword)).toBe(MESSAGES.wrongPassword);
    expect(translateMessage('')).toBe(MESSAGES.somethingWentWrong);
  });

  it('translates a failed call by its catalogue key, with its parameters; an unknown key shows the text', async () => {
    await i18n.changeLanguage('fr');
    const byKey = new ApiError('Campaign not found', 404, { key: 'campaignNotFound' });
    expect(translateError(byKey)).toBe('Campagne introuvable');
    // the key wins even when the English text changed since (the text is not looked up)
    expect(translateError(new ApiError('Campaign gone', 404, { key: 'campaignNotFound' }))).toBe(
      'Campagne introuvable',
    );
    const withParams = new ApiError('x', 400, { key: 'inviteCodeLength', params: { length: 12 } });
    expect(translateError(withParams)).toContain('12');
    expect(translateError(withParams)).not.toBe(inviteCodeLength(12));
    expect(translateError(new ApiError('The mail server said no', 400, { key: 'validation' }))).toBe(
      'The mail server said no',
    );
    expect(translateError(new Error(MESSAGES.wrongPassword))).toBe(translateMessage(MESSAGES.wrongPassword));
    await i18n.changeLanguage('en');
  });

  it('never passes a validator’s own words through raw (issue 35)', async () => {
    await i18n.changeLanguage('en');
    for (const raw of [
      'Invalid UUID',
      'Invalid input: expected string, received undefined',
      'Expected number, received string',
      'invalid_type',
      'String must contain at least 1 character(s)',
      'Too small: expected string to have >=1 characters',
    ])
      expect(translateMessage(raw), raw).toBe(MESSAGES.invalidRequest);
    expect(translateMessage('Required')).toBe(MESSAGES.required);
    await i18n.changeLanguage('fr');
    expect(translateMessage('Invalid UUID')).not.toMatch(/UUID|Invalid request/);
    await i18n.changeLanguage('en');
  });
});
