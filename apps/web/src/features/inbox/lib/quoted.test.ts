import { describe, expect, it } from 'vitest';
import { splitQuoted } from './quoted';

describe('splitQuoted: the quoted history of an email is folded, what the sender wrote stays', () => {
  it('folds from an attribution line (English, French, German)', () => {
    for (const attribution of [
      'On Mon, 2 Mar 2026 at 09:00, Mailer <mailer@example.com> wrote:',
      'Le lun. 2 mars 2026 à 09:00, Mailer <mailer@example.com> a écrit :',
      'Am Mo., 2. März 2026 um 09:00 schrieb Mailer <mailer@example.com>:',
    ]) {
      const { body, quoted } = splitQuoted(`Yes, let us talk.\n\n${attribution}\n> First email\n> Hello`);
      expect(body).toBe('Yes, let us talk.');
      expect(quoted).toBe(`${attribution}\n> First email\n> Hello`);
    }
  });

  it("folds a trailing '>' block and an Original Message separator", () => {
    expect(splitQuoted('Sure.\n> earlier\n>\n> more\n')).toEqual({
      body: 'Sure.',
      quoted: '> earlier\n>\n> more',
    });
    expect(splitQuoted('Thanks\n-----Original Message-----\nFrom: x').quoted).toContain('Original Message');
  });

  it("keeps '>' lines the sender interleaves with answers, and a text that is all quote", () => {
    const inline = '> Are you free Monday?\nYes, at 10.\n> And Tuesday?\nNo.';
    expect(splitQuoted(inline)).toEqual({ body: inline, quoted: null });
    expect(splitQuoted('> only a quote')).toEqual({ body: '> only a quote', quoted: null });
  });
});
