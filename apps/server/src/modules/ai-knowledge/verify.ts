import type { Citation, DraftSentence } from '@leadloop/domain/ai-knowledge/entities';
import { isFrame } from './frames.js';
import { contentTokens, fold } from './text.js';
import type { Passage } from './knowledge.js';

/** Share of a fact sentence's content words its source must contain. */
const MIN_COVERAGE = 0.9;

export interface GateSources {
  passages: Map<string, Passage>;
  /** The prospect's fields a sentence may cite (first_name, company, position…). */
  prospect: Record<string, string | null | undefined>;
  firstName: string;
}

/**
 * Whether a sentence rests on its citation: the cited passage is one of the employee's (or the prospect's
 * field exists), the quote is in it, every number of the sentence is in it, and it holds at least 90 % of
 * the sentence's content words. Frames (greeting, thanks, offer to talk) need none.
 */
export function isSupported(sentence: DraftSentence, sources: GateSources): boolean {
  if (isFrame(sentence.text, sources.firstName)) return true;
  const c: Citation | null = sentence.citation;
  if (!c) return false;
  const sourceText =
    c.kind === 'passage'
      ? (c.passage_id && sources.passages.get(c.passage_id)?.text) || null
      : (sources.prospect[c.source] ?? null);
  if (!sourceText || !fold(sourceText).includes(fold(c.quote).trim())) return false;
  const have = new Set(contentTokens(sourceText));
  const words = contentTokens(sentence.text);
  if (words.length === 0) return false;
  const numbers = words.filter((w) => /\d/.test(w));
  if (numbers.some((n) => !have.has(n))) return false;
  return words.filter((w) => have.has(w)).length / words.length >= MIN_COVERAGE;
}

/** The gate every draft passes before it is stored: unsupported sentences are removed, never sent. */
export function gate(
  sentences: DraftSentence[],
  sources: GateSources,
): { kept: DraftSentence[]; removed: string[] } {
  const kept: DraftSentence[] = [];
  const removed: string[] = [];
  for (const s of sentences) {
    if (isSupported(s, sources)) kept.push({ ...s, fact: !isFrame(s.text, sources.firstName) });
    else removed.push(s.text);
  }
  return { kept, removed };
}
