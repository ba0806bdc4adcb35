import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { AI_LABELS, type AiLabel } from '@leadloop/domain';
import { SERVER_ROOT } from '../../lib/paths.js';

/**
 * The offline reply classifier: a multinomial Naive Bayes text classifier (wink-naive-bayes-text-classifier)
 * over stemmed words and word pairs, trained on the labelled replies the project ships
 * (data/replies.train.jsonl, English and French). Training takes a few milliseconds; it happens once per
 * process, at first use, and the model is kept. data/replies.holdout.jsonl is never used for training:
 * `npm run eval:ai-labels` measures the model on it.
 */
const require = createRequire(import.meta.url);
// CommonJS packages without types.
const naiveBayes = require('wink-naive-bayes-text-classifier') as () => NaiveBayes;
const nlp = require('wink-nlp-utils') as {
  string: { lowerCase(s: string): string; stem(s: string): string };
  tokens: { bigrams(t: string[]): string[][] };
};

interface NaiveBayes {
  definePrepTasks(tasks: Array<(input: string) => string[]>): number;
  defineConfig(cfg: { considerOnlyPresence?: boolean; smoothingFactor?: number }): boolean;
  learn(input: string, label: string): boolean;
  consolidate(): boolean;
  computeOdds(input: string): Array<[string, number]>;
}

export interface LabelledReply {
  text: string;
  label: AiLabel;
  lang: string;
}

export const DATA_DIR = path.join(SERVER_ROOT, 'src/providers/ai/data');
export const TRAIN_FILE = path.join(DATA_DIR, 'replies.train.jsonl');
export const HOLDOUT_FILE = path.join(DATA_DIR, 'replies.holdout.jsonl');

export function readLabelled(file: string): LabelledReply[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as LabelledReply)
    .filter((r) => (AI_LABELS as readonly string[]).includes(r.label));
}

/** Words → lower case, accents off, stems, plus the pairs of neighbouring stems ("not_interest", "stop_email"). */
export function features(text: string): string[] {
  const plain = nlp.string
    .lowerCase(text)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, "'");
  const words = (plain.match(/[a-z0-9@]+/g) ?? [])
    .filter((w) => w.length > 1 || /\d/.test(w))
    .map((w) => nlp.string.stem(w));
  return [...words, ...nlp.tokens.bigrams(words).map((pair) => pair.join('_'))];
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
    // Nothing to go on (an empty reply, an emoji): neutral.
    if (!features(text).length) return { label: 'neutral', confidence: 0 };
    // [label, log2 odds of the label against all others], best first; 'unknown' when no word was seen in training.
    const [best] = this.model.computeOdds(text);
    if (!best || !(AI_LABELS as readonly string[]).includes(best[0]))
      return { label: 'neutral', confidence: 0 };
    const confidence = 1 / (1 + 2 ** -best[1]);
    return { label: best[0] as AiLabel, confidence: Math.round(confidence * 1000) / 1000 };
  }
}

let shared: ReplyClassifier | null = null;
/** The process's classifier, trained at first use on the shipped training set. */
export function replyClassifier(): ReplyClassifier {
  shared ??= new ReplyClassifier(readLabelled(TRAIN_FILE));
  return shared;
}
