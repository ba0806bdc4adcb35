import { z } from 'zod';
import type { UiLanguage } from '@leadloop/domain';
import type { DraftSentence } from '@leadloop/domain/ai-knowledge/entities';
import type { AiProvider } from '../../providers/ai/index.js';
import { FRAMES } from './frames.js';
import type { Passage } from './knowledge.js';
import { contentTokens, sentences as splitSentences } from './text.js';

/** A question is answerable when one passage holds at least half of its content words. */
const ANSWERABLE_COVERAGE = 0.5;

export interface ComposeInput {
  reply: string;
  language: UiLanguage;
  firstName: string;
  questions: string[];
  /** Full-text search over the employee's passages. */
  retrieve: (query: string) => Promise<Passage[]>;
  /** What to say when the reply asks nothing: the objective's solution, else nothing. */
  fallback: Passage | null;
}

export type Composed =
  { kind: 'draft'; sentences: DraftSentence[] } | { kind: 'escalate'; reason: 'unanswerable_question' };

function coverage(query: string[], text: string): number {
  if (query.length === 0) return 0;
  const have = new Set(contentTokens(text));
  return query.filter((w) => have.has(w)).length / query.length;
}

/** The passage's statement (not its question) that shares most words with the query. */
function bestStatement(passage: Passage, query: string[]): string | null {
  const statements = splitSentences(passage.text).filter((s) => !s.endsWith('?'));
  let best: string | null = null;
  let score = -1;
  for (const s of statements) {
    const c = coverage(query, s);
    if (c > score) [best, score] = [s, c];
  }
  return best;
}

const cite = (passage: Passage, quote: string): DraftSentence => ({
  text: quote,
  fact: true,
  citation: { kind: 'passage', passage_id: passage._id, source: passage.ref, quote },
});

/**
 * The offline drafter: retrieval and frames, no model. Each question is answered by a sentence quoted
 * from the passage that covers it best; a question no passage covers escalates. Without a question the
 * draft restates the most relevant passage (or the objective's solution) and offers a call.
 */
export async function composeOffline(input: ComposeInput): Promise<Composed> {
  const f = FRAMES[input.language];
  const facts: DraftSentence[] = [];
  const used = new Set<string>();
  for (const q of input.questions) {
    const words = contentTokens(q);
    const found = await input.retrieve(q);
    const top = found.map((p) => ({ p, c: coverage(words, p.text) })).sort((a, b) => b.c - a.c)[0];
    if (!top || top.c < ANSWERABLE_COVERAGE) return { kind: 'escalate', reason: 'unanswerable_question' };
    const statement = bestStatement(top.p, words);
    if (!statement) return { kind: 'escalate', reason: 'unanswerable_question' };
    if (!used.has(statement)) facts.push(cite(top.p, statement));
    used.add(statement);
  }
  if (input.questions.length === 0) {
    const [top] = await input.retrieve(input.reply);
    const source = top ?? input.fallback;
    const statement = source && bestStatement(source, contentTokens(input.reply));
    if (source && statement) facts.push(cite(source, statement));
  }
  const frame = (text: string): DraftSentence => ({ text, fact: false, citation: null });
  return {
    kind: 'draft',
    sentences: [
      frame(f.greeting(input.firstName)),
      frame(f.thanks),
      ...(facts.length ? [frame(f.lead), ...facts] : []),
      frame(f.cta),
    ],
  };
}

const modelAnswer = z.object({
  sentences: z
    .array(z.object({ text: z.string().min(1).max(600), passage_id: z.string().nullable() }))
    .max(12),
});

/**
 * With a configured model: it writes the reply from the retrieved passages only and names, per
 * sentence, the passage it rests on (null for a greeting or an offer to talk). The same gate then
 * removes any sentence its passage does not support.
 */
export async function composeWithModel(
  ai: AiProvider,
  input: ComposeInput & { passages: Passage[] },
): Promise<Composed> {
  const answer = await ai.generate({
    task: 'suggest_reply',
    instructions:
      `Answer the prospect's reply in ${input.language}. Use ONLY the passages given; state nothing about the ` +
      'seller that is not in them, quote their wording. For each sentence give the id of the passage it rests on ' +
      '(null only for a greeting, thanks or an offer to talk). If a question cannot be answered from the passages, ' +
      'leave it unanswered.',
    input: {
      reply: input.reply,
      first_name: input.firstName,
      passages: input.passages.map((p) => ({ id: p._id, text: p.text })),
    },
    schema: modelAnswer,
  });
  const byId = new Map(input.passages.map((p) => [p._id, p]));
  return {
    kind: 'draft',
    sentences: answer.sentences.map((s) => {
      const p = s.passage_id ? byId.get(s.passage_id) : undefined;
      return p ? { ...cite(p, p.text), text: s.text } : { text: s.text, fact: true, citation: null };
    }),
  };
}
