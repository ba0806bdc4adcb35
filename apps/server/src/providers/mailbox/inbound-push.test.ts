import { describe, expect, it } from 'vitest';
import { isSnsUrl, snsStringToSign, type SnsMessage } from './sns.js';
import { sesNotificationToInbound } from './ses-inbound.js';
import { sendgridEventsToInbound, sendgridParseToInbound } from './sendgrid-inbound.js';

const AT = new Date('2026-03-02T09:00:00Z');

/** The pure halves of the pushed reply paths (SNS, SES notifications, SendGrid posts); the flow is in reply-paths.test.ts. */
describe('SNS message checks', () => {
  it('certificates and subscription links come from an SNS host over https only (or the configured stand-in)', () => {
    expect(isSnsUrl('https://sns.eu-west-1.amazonaws.com/SimpleNotificationService-abc.pem')).toBe(true);
    expect(isSnsUrl('https://sns.cn-north-1.amazonaws.com.cn/x.pem')).toBe(true);
    for (const url of [
      'http://sns.eu-west-1.amazonaws.com/x.pem',
      'https://sns.eu-west-1.amazonaws.com.evil.test/x.pem',
      'https://evil.test/sns.eu-west-1.amazonaws.com/x.pem',
      'https://sns.eu-west-1.amazonaws.com:8443/x.pem',
      'https://user@sns.eu-west-1.amazonaws.com/x.pem',
      'https://s3.amazonaws.com/x.pem',
      'not a url',
    ])
      expect(isSnsUrl(url), url).toBe(false);
    expect(isSnsUrl('http://127.0.0.1:9/x.pem', 'http://127.0.0.1:9/')).toBe(true);
    expect(isSnsUrl('http://127.0.0.1:10/x.pem', 'http://127.0.0.1:9/')).toBe(false);
  });

  it('signs the documented fields in order; Subject only when present', () => {
    const m = {
      Type: 'Notification',
      MessageId: 'id',
      TopicArn: 'arn',
      Message: 'hello',
      Timestamp: 'ts',
      SignatureVersion: '2',
      Signature: 'sig',
      SigningCertURL: 'u',
    } as SnsMessage;
    expect(snsStringToSign(m)).toBe(
      'Message\nhello\nMessageId\nid\nTimestamp\nts\nTopicArn\narn\nType\nNotification\n',
    );
    expect(snsStringToSign({ ...m, Subject: 's' })).toContain('MessageId\nid\nSubject\ns\nTimestamp');
    const sub = { ...m, Type: 'SubscriptionConfirmation', Token: 'tok', SubscribeURL: 'url' } as SnsMessage;
    expect(snsStringToSign(sub)).toBe(
      'Message\nhello\nMessageId\nid\nSubscribeURL\nurl\nTimestamp\nts\nToken\ntok\nTopicArn\narn\nType\nSubscriptionConfirmation\n',
    );
  });
});

describe('SES notifications', () => {
  it('a Transient bounce is soft, a Permanent one hard; deliveries and complaints are nothing', async () => {
    const bounce = (bounceType: string, status?: string) =>
      JSON.stringify({
        notificationType: 'Bounce',
        bounce: { bounceType, feedbackId: 'f', bouncedRecipients: [{ emailAddress: 'X@Y.test', status }] },
        mail: { messageId: 's', commonHeaders: { messageId: '<m@acme.test>' } },
      });
    const [soft] = await sesNotificationToInbound(bounce('Transient', '4.2.2'), AT);
    expect(soft!.classification).toEqual({
      kind: 'bounce',
      hard: false,
      status: '4.2.2',
      recipient: 'x@y.test',
      originalMessageId: '<m@acme.test>',
    });
    const [hard] = await sesNotificationToInbound(bounce('Permanent'), AT);
    expect(hard!.classification).toMatchObject({ hard: true, status: '5.0.0' });
    expect(await sesNotificationToInbound(JSON.stringify({ notificationType: 'Delivery' }), AT)).toEqual([]);
    expect(await sesNotificationToInbound(JSON.stringify({ eventType: 'Complaint' }), AT)).toEqual([]);
    expect(await sesNotificationToInbound('not json', AT)).toEqual([]);
  });

  it('received mail in UTF-8 is parsed like an IMAP message (an out-of-office stays one)', async () => {
    const [m] = await sesNotificationToInbound(
      JSON.stringify({
        notificationType: 'Received',
        receipt: { action: { type: 'SNS', encoding: 'UTF8' } },
        mail: { timestamp: AT.toISOString(), messageId: 'in-1' },
        content: 'From: a@b.test\r\nSubject: Out of office\r\nAuto-Submitted: auto-replied\r\n\r\nAway.\r\n',
      }),
      AT,
    );
    expect(m).toMatchObject({
      from: 'a@b.test',
      messageId: '<in-1@ses.inbound>',
      classification: { kind: 'auto_reply' },
    });
  });
});

describe('SendGrid posts', () => {
  it('Inbound Parse without the raw message is rebuilt from its headers and text', async () => {
    const m = await sendgridParseToInbound(
      {
        headers:
          'From: Lead <lead@x.test>\nSubject: Re: Hello\nMessage-ID: <r1@x.test>\nIn-Reply-To: <m1@acme.test>\nContent-Type: multipart/alternative;\n boundary="zz"\n',
        text: 'Yes please.',
      },
      AT,
    );
    expect(m).toMatchObject({
      from: 'lead@x.test',
      messageId: '<r1@x.test>',
      refs: ['<m1@acme.test>'],
      text: 'Yes please.',
      classification: { kind: 'reply' },
    });
    expect(await sendgridParseToInbound({}, AT)).toBeNull();
  });

  it('bounce events: bounce → hard, blocked → soft, dropped for a bounced address → hard; the rest ignored', () => {
    const out = sendgridEventsToInbound(
      [
        { event: 'open', email: 'a@x.test' },
        {
          event: 'bounce',
          type: 'bounce',
          email: 'b@x.test',
          status: '5.1.1',
          sg_event_id: 'e1',
          leadloop_message_id: '<m@a>',
        },
        { event: 'bounce', type: 'blocked', email: 'c@x.test', status: '4.7.1', sg_event_id: 'e2' },
        { event: 'dropped', reason: 'Bounced Address', email: 'd@x.test', sg_event_id: 'e3' },
        { event: 'dropped', reason: 'Unsubscribed Address', email: 'e@x.test', sg_event_id: 'e4' },
      ],
      AT,
    );
    expect(out.map((m) => [m.classification, m.messageId])).toEqual([
      [
        { kind: 'bounce', hard: true, status: '5.1.1', recipient: 'b@x.test', originalMessageId: '<m@a>' },
        '<event-e1@sendgrid.inbound>',
      ],
      [
        { kind: 'bounce', hard: false, status: '4.7.1', recipient: 'c@x.test', originalMessageId: null },
        '<event-e2@sendgrid.inbound>',
      ],
      [
        { kind: 'bounce', hard: true, status: '5.0.0', recipient: 'd@x.test', originalMessageId: null },
        '<event-e3@sendgrid.inbound>',
      ],
    ]);
    expect(sendgridEventsToInbound({ not: 'an array' }, AT)).toEqual([]);
  });
});
