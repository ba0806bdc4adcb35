import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AI_LABELS } from '@leadloop/domain';
import { OfflineAi, readSet, AiProviderError } from './index.js';

const ai = new OfflineAi();
const textOut = z.object({ text: z.string().min(1) });

describe('offline reply classifier', () => {
  it('ships at least 400 training replies over the 8 labels in English and French, none of them held out', () => {
    const train = readSet('train');
    const holdout = readSet('holdout');
    expect(train.length).toBeGreaterThanOrEqual(400);
    expect(holdout.length).toBeGreaterThanOrEqual(150);
    for (const label of AI_LABELS)
      for (const lang of ['en', 'fr'])
        expect(train.some((r) => r.label === label && r.lang === lang)).toBe(true);
    const seen = new Set(train.map((r) => r.text.toLowerCase()));
    expect(holdout.filter((r) => seen.has(r.text.toLowerCase()))).toEqual([]);
  });

  it('labels typical replies it never saw', async () => {
    expect((await ai.classify('Sounds great, can we book a demo on Monday?')).label).toBe('interested');
    expect((await ai.classify('I am on vacation until the 14th, limited email access.')).label).toBe(
      'out_of_office',
    );
    expect((await ai.classify('Please unsubscribe me and stop emailing.')).label).toBe('hard_no');
    expect((await ai.classify('Je ne travaille plus dans cette société.')).label).toBe('wrong_contact');
    const c = await ai.classify('Reach out again next quarter please');
    expect(c.label).toBe('follow_up_later');
    expect(c.confidence).toBeGreaterThan(0.5);
  });

  it('calls a reply with no known word neutral', async () => {
    expect(await ai.classify('👍')).toEqual({ label: 'neutral', confidence: 0 });
    expect((await ai.classify('zzqx blorf')).label).toBe('neutral');
  });

  it('reaches 85 % on the held-out English replies', async () => {
    const english = readSet('holdout', ['en']);
    let ok = 0;
    for (const r of english) if ((await ai.classify(r.text)).label === r.label) ok++;
    expect(ok / english.length).toBeGreaterThanOrEqual(0.85);
  });
});

describe('offline generation', () => {
  const prospect = { first_name: 'Nadia', last_name: 'Roy', company: 'Orbit Labs', position: 'VP Sales' };

  it('suggests a reply from the thread in its language, with the prospect’s real name only', async () => {
    const en = await ai.generate({
      task: 'suggest_reply',
      instructions: '',
      input: {
        prospect,
        thread: [{ direction: 'inbound', text: 'Sure, can we talk on Thursday?' }],
        sender_first_name: 'Sam',
      },
      schema: textOut,
    });
    expect(en.text).toMatch(/^Hi Nadia,/);
    expect(en.text).toContain('call');
    expect(en.text).toMatch(/Sam$/);
    const fr = await ai.generate({
      task: 'suggest_reply',
      instructions: '',
      input: {
        prospect: { first_name: null },
        thread: [{ direction: 'inbound', text: 'Je suis en congés jusqu’au 3, merci.' }],
      },
      schema: textOut,
    });
    expect(fr.text).toMatch(/^Bonjour,/);
    expect(fr.text).not.toContain('null');
  });

  it('rewrites shorter and friendlier, and refuses to translate offline', async () => {
    const long =
      'Hi Nadia,\nI hope this finds you well. I just wanted to share our report. It is really useful for sales teams. It has data from 300 companies. Regards';
    const short = await ai.generate({
      task: 'rewrite',
      instructions: '',
      input: { text: long, mode: 'shorter' },
      schema: textOut,
    });
    expect(short.text.length).toBeLessThan(long.length);
    expect(short.text).not.toContain('I hope this finds you well');
    const friendly = await ai.generate({
      task: 'rewrite',
      instructions: '',
      input: { text: 'Send me the file.', mode: 'friendlier', prospect },
      schema: textOut,
    });
    expect(friendly.text).toMatch(/^Hi Nadia!/);
    await expect(
      ai.generate({
        task: 'rewrite',
        instructions: '',
        input: { text: 'Hello', mode: 'translate' },
        schema: textOut,
      }),
    ).rejects.toBeInstanceOf(AiProviderError);
  });

  it('refuses an icebreaker when nothing is known rather than inventing one', async () => {
    expect(
      (await ai.generate({ task: 'icebreaker', instructions: '', input: { prospect }, schema: textOut }))
        .text,
    ).toBe("I noticed you're VP Sales at Orbit Labs.");
    await expect(
      ai.generate({
        task: 'icebreaker',
        instructions: '',
        input: { prospect: { first_name: 'X' } },
        schema: textOut,
      }),
    ).rejects.toThrow(/Nothing known/);
  });

  it('streams the same text word by word', async () => {
    let text = '';
    for await (const part of ai.stream({ task: 'icebreaker', instructions: '', input: { prospect } }))
      text += part;
    expect(text).toBe("I noticed you're VP Sales at Orbit Labs.");
  });
});
