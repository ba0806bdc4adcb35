import { describe, expect, it } from 'vitest';
import { ATTACHMENT_MESSAGES } from '@leadloop/domain/inbox/attachments';
import { SMS_MESSAGES } from '@leadloop/domain/inbox/sms';
import { replyChannels } from '../components/channel-switch';
import type { ProspectDetail } from '../../prospects';
import { fileSize } from './format';
import { inboxErrorKey } from './send-errors';

const prospect = (p: Partial<ProspectDetail>) =>
  ({ work_email: null, personal_email: null, enriched_email: null, phone: null, ...p }) as ProspectDetail;

describe('reply channels', () => {
  it('the network always; email with an address; SMS with a phone', () => {
    expect(replyChannels('linkedIn', prospect({}))).toEqual(['linkedIn']);
    expect(
      replyChannels('linkedIn', prospect({ enriched_email: 'a@b.co', phone: '+33 6 12 34 56 78' })),
    ).toEqual(['linkedIn', 'email', 'sms']);
    expect(replyChannels('inmail', prospect({ personal_email: 'a@b.co' }))).toEqual(['inmail', 'email']);
  });
  it("keeps the conversation's own channel even when the prospect lost that contact", () => {
    expect(replyChannels('sms', prospect({}))).toEqual(['linkedIn', 'sms']);
    expect(replyChannels('email', prospect({}))).toEqual(['linkedIn', 'email']);
  });
});

describe('composer helpers', () => {
  it('file sizes', () => {
    expect(fileSize(812, 'en')).toBe('812 B');
    expect(fileSize(34 * 1024, 'en')).toBe('34 KB');
    expect(fileSize(2.45 * 1024 * 1024, 'en')).toBe('2.5 MB');
    expect(fileSize(2.45 * 1024 * 1024, 'de')).toBe('2,5 MB');
  });
  it('server texts of the inbox map to translated keys; others pass', () => {
    expect(inboxErrorKey(ATTACHMENT_MESSAGES.tooBig)).toBe('files.tooBig');
    expect(inboxErrorKey(SMS_MESSAGES.tooLong)).toBe('sms.tooLong');
    expect(inboxErrorKey('Something else')).toBeNull();
  });
});
