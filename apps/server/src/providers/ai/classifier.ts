import { createRequire } from 'node:module';
import { AI_LABELS, type AiLabel, type UiLanguage } from '@leadloop/domain';
import { readSet, type LabelledReply } from './reply-data.js';
import { replyBody } from './reply-text.js';
import { detectReplyLanguage } from './reply-language.js';
import { cues, plainText } from './reply-cues.js';

/**
 * The offline reply classifier: a multinomial Naive Bayes text classifier (wink-naive-bayes-text-classifier)
 * trained on the labelled replies the project ships in its five languages (data/train/<lang>.jsonl). Before
 * anything is counted a reply is cut to what the prospect wrote (reply-text: no quoted thread, no signature)
 * and its language detected (reply-language). Features: stems (Porter for English; for the other languages
 * the first six letters, a light stem that needs no dictionary), pairs of neighbouring stems ("kein_interes"),
 * the words a negation governs, and the cues shared by the five languages (reply-cues). Training takes a few
 * tens of milliseconds, once per process, at first use. data/holdout/ is never used for training:
 * `npm run eval:ai-labels` measures the model on it.
 */
const require = createRequire(import.meta.url);
// CommonJS packages without types.
const naiveBayes = require('wink-naive-bayes-text-classifier') as () => NaiveBayes;
const nlp = require('wink-nlp-utils') as {
  string: { stem(s: string): string };
  tokens: { bigrams(t: string[]): string[][] };
};

interface NaiveBayes {
  definePrepTasks(tasks: Array<(input: string) => string[]>): number;
  defineConfig(cfg: { considerOnlyPresence?: boolean; smoothingFactor?: number }): boolean;
  learn(input: string, label: string): boolean;
  consolidate(): boolean;
  computeOdds(input: string): Array<[string, number]>;
}

export type { LabelledReply };

const NEGATIONS = new Set(
  'not no dont never nicht kein keine keinen keiner nie nein pas ne non jamais plus nunca nada nao sem'.split(
    ' ',
  ),
);
/** How many words after a negation it governs ("nicht im Büro" → neg_im, neg_buro). */
const NEGATION_SCOPE = 3;

const stemmer = (lang: UiLanguage) => (w: string) =>
  lang === 'en' ? nlp.string.stem(w) : w.length > 6 ? w.slice(0, 6) : w;

/** The features of a reply: its body's stems, stem pairs, negated stems and cross-language cues. */
export function features(text: string): string[] {
  const body = replyBody(text);
  const lang = detectReplyLanguage(body);
  const p = plainText(body)
    .replace(/\S+@\S+\.\w+/g, ' zemail ')
    .replace(/\bhttps?:\/\/\S+|\bwww\.\S+/g, ' zurl ');
  const raw = (p.match(/[a-z0-9@]+/g) ?? []).filter((w) => w.length > 1 || /\d/.test(w));
  const words = raw.map((w) => (/^\d+$/.test(w) ? 'znum' : stemmer(lang)(w)));
  const negated: string[] = [];
  raw.forEach((w, i) => {
    if (!NEGATIONS.has(w)) return;
    for (const next of words.slice(i + 1, i + 1 + NEGATION_SCOPE)) negated.push(`neg_${next}`);
  });
  return [
    ...words,
    ...nlp.tokens.bigrams(words).map((pair) => pair.join('_')),
    ...negated,
    ...(words.length ? cues(p) : []),
  ];
}

export class ReplyClassifier {
  private readonly model: NaiveBayes;

  constructor(examples: LabelledReply[]) {
    this.model = naiveBayes();
    this.model.definePrepTasks([features]);
    this.model.defineConfig({ considerOnlyPresence: true, smoothingFactor: 0.5 });
    for (const e of examples) this.model.learn(e.text, e.label);
    this.model.consolidate();
  }

  classify(text: string): { label: AiLabel; confidence: number } {
    const seen = features(text);
    // Nothing to go on (an empty reply, an emoji): neutral.
    if (!seen.length) return { label: 'neutral', confidence: 0 };
    // [label, log2 odds of the label against all others], best first; 'unknown' when no word was seen in training.
    const [best] = this.model.computeOdds(text);
    if (!best || !(AI_LABELS as readonly string[]).includes(best[0]))
      return { label: 'neutral', confidence: 0 };
    // Naive Bayes counts every feature as independent evidence, and ours overlap (a word, its pairs, its cues):
    // the odds are spread over the features so that a confidence is not 1.0 for every reply.
    const confidence = 1 / (1 + 2 ** (-best[1] / Math.sqrt(seen.length)));
    return { label: best[0] as AiLabel, confidence: Math.round(confidence * 1000) / 1000 };
  }
}

let shared: ReplyClassifier | null = null;
/** The process's classifier, trained at first use on the shipped training sets (all five languages). */
export function replyClassifier(): ReplyClassifier {
  shared ??= new ReplyClassifier(readSet('train'));
  return shared;
}
