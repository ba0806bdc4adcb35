import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@leadloop/domain/messages/catalogue';
import { inviteCodeLength } from '@leadloop/domain/messages/format';
import { i18n, initI18n } from './i18n';
import { translateMessage } from './messages';

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
});
