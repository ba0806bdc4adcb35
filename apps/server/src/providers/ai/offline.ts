import { AI_LABELS, type AiLabel } from '@leadloop/domain';
import {
  detectLang,
  friendlier,
  icebreaker,
  replyTemplate,
  shorter,
  type Lang,
  type PersonFacts,
} from './templates.js';
import {
  commentOn,
  icebreakerVariant,
  personalityOf,
  writeSequence,
  writeStep,
} from './builder-templates.js';
import {
  AiProviderError,
  type AiProvider,
  type CallOptions,
  type Classification,
  type GenerateRequest,
} from './provider.js';

interface ThreadMessage {
  direction: 'inbound' | 'outbound';
  text: string;
}

interface Page {
  url: string;
  title?: string | null;
  description?: string | null;
  text?: string | null;
}

/**
 * The reply classifier's module, loaded at the first reply to label or answer: wink's word lists and the
 * model are a quarter of the idle server's heap (25 MB), and a server without replies never needs them
 * (docs/benchmarks.md, "Memory").
 */
let classifierModule: typeof import('./classifier.js') | null = null;
const loadClassifier = async () => (classifierModule ??= await import('./classifier.js'));

const STOP = new Set(
  'the a an and or of to in for on with is are be by at as we our your their from that this it'.split(' '),
);
const keywords = (s: string) =>
  new Set((s.toLowerCase().match(/[a-zà-ÿ0-9]{3,}/g) ?? []).filter((w) => !STOP.has(w)));

/**
 * The built-in provider (the default): the trained classifier for labels, templates for writing. It uses
 * only the facts in the request (the prospect's fields, the thread, the fetched pages) and invents nothing;
 * what it cannot do (translate) it refuses with reason 'unsupported'.
 */
export class OfflineAi implements AiProvider {
  readonly name = 'offline';
  readonly offline = true;

  async classify(text: string, options?: CallOptions): Promise<Classification> {
    options?.signal?.throwIfAborted();
    return (await loadClassifier()).replyClassifier().classify(text);
  }

  async generate<T>(request: GenerateRequest<T>, options?: CallOptions): Promise<T> {
    options?.signal?.throwIfAborted();
    if (request.task === 'suggest_reply') await loadClassifier();
    const out = this.write(request);
    const parsed = request.schema.safeParse(out);
    if (!parsed.success)
      throw new AiProviderError('The offline template gave no valid answer', 'invalid_output');
    return parsed.data;
  }

  async *stream(
    request: Omit<GenerateRequest<unknown>, 'schema'>,
    options?: CallOptions,
  ): AsyncIterable<string> {
    if (request.task === 'suggest_reply') await loadClassifier();
    const out = this.write(request) as { text?: string; summary?: string };
    const text = out.text ?? out.summary ?? '';
    // Word by word, like a model would.
    for (const part of text.match(/\S+\s*/g) ?? []) {
      options?.signal?.throwIfAborted();
      yield part;
    }
  }

  private write(request: Omit<GenerateRequest<unknown>, 'schema'>): Record<string, unknown> {
    const input = request.input;
    const prospect = (input.prospect ?? {}) as PersonFacts;
    switch (request.task) {
      case 'suggest_reply': {
        const thread = (input.thread ?? []) as ThreadMessage[];
        const lastInbound = [...thread].reverse().find((m) => m.direction === 'inbound');
        const given = input.label as AiLabel | undefined;
        const label: AiLabel =
          given && AI_LABELS.includes(given)
            ? given
            : lastInbound
              ? classifierModule!.replyClassifier().classify(lastInbound.text).label
              : 'neutral';
        const lang: Lang = lastInbound ? detectLang(lastInbound.text) : 'en';
        return { text: replyTemplate(label, lang, prospect, input.sender_first_name as string | undefined) };
      }
      case 'rewrite': {
        const text = String(input.text ?? '');
        const mode = input.mode as 'shorter' | 'friendlier' | 'translate';
        if (mode === 'translate')
          throw new AiProviderError('The offline assistant cannot translate', 'unsupported');
        return { text: mode === 'shorter' ? shorter(text) : friendlier(text, prospect, detectLang(text)) };
      }
      case 'icebreaker': {
        const attempt = Number(input.attempt ?? 0);
        const lang = (input.lang as Lang | undefined) ?? 'en';
        // attempt 0 is the wording the ai.personalize job writes; Regenerate asks for the others
        const text =
          attempt > 0 && lang === 'en' ? icebreakerVariant(prospect, attempt) : icebreaker(prospect, lang);
        if (!text)
          throw new AiProviderError('Nothing known about the prospect to write from', 'invalid_output');
        return { text };
      }
      case 'builder_step': {
        const type = input.type as Parameters<typeof writeStep>[0];
        const mode = input.mode === 'improve' ? 'improve' : 'write';
        return writeStep(type, mode, String(input.goal ?? ''), String(input.text ?? ''));
      }
      case 'builder_sequence':
        return {
          steps: writeSequence(String(input.goal ?? ''), input.channel === 'email' ? 'email' : 'network'),
        };
      case 'personality_type':
        return personalityOf(String(input.profile_text ?? ''));
      case 'ai_comment': {
        const text = commentOn(String(input.post ?? ''), prospect);
        if (!text) throw new AiProviderError('The post has no text to comment on', 'invalid_output');
        return { text };
      }
      case 'company_research': {
        const pages = (input.pages ?? []) as Page[];
        const wanted = keywords(String(input.objective ?? ''));
        const first = pages[0];
        const summary =
          first?.description?.trim() ||
          first?.title?.trim() ||
          `No description found on ${String(input.host_name)}.`;
        // Sentences of the pages ranked by the objective's words they share (extractive: quoted, not invented).
        const scored = pages
          .flatMap((p) => (p.text ?? '').match(/[^.!?]{30,300}[.!?]/g) ?? [])
          .map((s) => s.trim().replace(/\s+/g, ' '))
          .map((s) => ({ s, score: [...keywords(s)].filter((w) => wanted.has(w)).length }))
          .filter((x, i, all) => all.findIndex((y) => y.s === x.s) === i)
          .sort((a, b) => b.score - a.score);
        return { summary, points: scored.slice(0, 5).map((x) => x.s) };
      }
    }
  }
}
