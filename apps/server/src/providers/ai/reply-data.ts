import fs from 'node:fs';
import path from 'node:path';
import { AI_LABELS, UI_LANGUAGES, type AiLabel, type UiLanguage } from '@leadloop/domain';
import { SERVER_ROOT } from '../../lib/paths.js';
import { replyBody } from './reply-text.js';
import { plainWords } from './reply-language.js';

/**
 * The labelled replies the project ships, one file per language and set: data/train/<lang>.jsonl trains the
 * offline classifier, data/holdout/<lang>.jsonl (written separately, never used for training) measures it.
 */
export interface LabelledReply {
  text: string;
  label: AiLabel;
  lang: UiLanguage;
}

export type ReplySet = 'train' | 'holdout';
export const DATA_DIR = path.join(SERVER_ROOT, 'src/providers/ai/data');
export const setFile = (set: ReplySet, lang: UiLanguage) => path.join(DATA_DIR, set, `${lang}.jsonl`);

export function readLabelled(file: string): LabelledReply[] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as LabelledReply)
    .filter((r) => (AI_LABELS as readonly string[]).includes(r.label));
}

/** One set in every language (or in the languages given). */
export function readSet(set: ReplySet, langs: readonly UiLanguage[] = UI_LANGUAGES): LabelledReply[] {
  return langs.flatMap((lang) => readLabelled(setFile(set, lang)));
}

/** The reply's own words as a set: the body (no quote, no signature), accents off. */
const wordSet = (text: string) => new Set(plainWords(replyBody(text)));

function jaccard(x: Set<string>, y: Set<string>): number {
  let both = 0;
  for (const w of x) if (y.has(w)) both++;
  const union = x.size + y.size - both;
  return union ? both / union : 1;
}

/** How alike two replies' own words are, from 0 to 1 (1 = the same words). */
export const similarity = (a: string, b: string) => jaccard(wordSet(a), wordSet(b));

/**
 * Held-out replies that are in the training set, or nearly (the same words but a few; the same sentence with
 * another signature or quote): a held-out set that leaks into training measures nothing.
 */
export function leakedReplies(
  train: LabelledReply[],
  holdout: LabelledReply[],
  threshold = 0.8,
): Array<{ holdout: string; train: string; similarity: number }> {
  const out = [];
  const trained = train.map((t) => ({ text: t.text, words: wordSet(t.text) }));
  for (const h of holdout) {
    const words = wordSet(h.text);
    for (const t of trained) {
      const sim = jaccard(words, t.words);
      if (sim >= threshold || h.text.trim().toLowerCase() === t.text.trim().toLowerCase()) {
        out.push({ holdout: h.text, train: t.text, similarity: Math.round(sim * 100) / 100 });
        break;
      }
    }
  }
  return out;
}
