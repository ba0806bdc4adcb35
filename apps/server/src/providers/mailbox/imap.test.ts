import { describe, expect, it } from 'vitest';
import { parseInbound } from './imap.js';

const mail = (headers: string[], body = 'Hello') =>
  Buffer.from([...headers, 'Message-ID: <m1@example.org>', '', body, ''].join('\r\n'));
const kindOf = async (headers: string[], body?: string) =>
  (await parseInbound(mail(headers, body), 1, new Date())).classification;

/** What counts as a reply for the engine, and what does not (auto-replies, bounces). */
describe('inbound email classification', () => {
  it('a person answering is a reply, with its thread references newest first', async () => {
    const m = await parseInbound(
      mail([
        'From: Ann <ann@example.org>',
        'Subject: Re: Hello',
        'In-Reply-To: <b@x>',
        'References: <a@x> <b@x>',
        'Auto-Submitted: no',
      ]),
      7,
      new Date(),
    );
    expect(m).toMatchObject({ uid: 7, from: 'ann@example.org', messageId: '<m1@example.org>' });
    expect(m.refs).toEqual(['<b@x>', '<a@x>']);
    expect(m.classification).toEqual({ kind: 'reply' });
  });

  it.each([
    [['Subject: Hi', 'Auto-Submitted: auto-replied']],
    [['Subject: Hi', 'X-Autoreply: yes']],
    [['Subject: Hi', 'Precedence: bulk']],
    [['Subject: Out of Office: Hello']],
    [['Subject: Réponse automatique : Bonjour']],
    [['Subject: Abwesenheit bis Montag']],
  ])('%j is an auto-reply, not a reply', async (headers) => {
    expect(await kindOf(['From: ann@example.org', ...headers])).toEqual({ kind: 'auto_reply' });
  });

  it('a 4.x.x DSN is a soft bounce; a mailer-daemon text with 5.x.x is a hard one', async () => {
    const soft = await kindOf(
      [
        'From: postmaster@mx.example.net',
        'Content-Type: multipart/report; report-type=delivery-status; boundary="B"',
      ],
      [
        '--B',
        'Content-Type: message/delivery-status',
        '',
        'Final-Recipient: rfc822; bob@example.org',
        'Status: 4.2.2',
        '--B--',
      ].join('\r\n'),
    );
    expect(soft).toMatchObject({
      kind: 'bounce',
      hard: false,
      status: '4.2.2',
      recipient: 'bob@example.org',
    });
    const hard = await kindOf(
      ['From: MAILER-DAEMON@mx.example.net', 'Subject: failure notice'],
      'Remote host said: 550 5.1.1 <bob@example.org>: user unknown',
    );
    expect(hard).toMatchObject({ kind: 'bounce', hard: true, status: '5.1.1' });
  });
});
