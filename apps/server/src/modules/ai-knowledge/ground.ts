import type { AiLabel, UiLanguage } from '@leadloop/domain';
import type { DraftSentence, EscalationReason } from '@leadloop/domain/ai-knowledge/entities';
import type { Db } from '../../db/client.js';
import { detectReplyLanguage, replyBody, type AiProvider } from '../../providers/ai/index.js';
import { composeOffline, composeWithModel, type Composed } from './compose.js';
import { escalationFor, questionsOf } from './escalate.js';
import { listKnowledge, searchPassages, type Passage } from './knowledge.js';
import { gate } from './verify.js';

export interface GroundedArgs {
  spaceId: string;
  employeeId: string;
  reply: string;
  /** The reply's AI label when the labeller has one (else it is classified here). */
  label?: AiLabel | null;
  prospect: { first_name: string; [field: string]: string | null | undefined };
}

export type Grounded =
  | { kind: 'skip'; label: AiLabel }
  | {
      kind: 'draft' | 'escalate';
      label: AiLabel;
      language: UiLanguage;
      reason: EscalationReason | null;
      sentences: DraftSentence[];
      removed: string[];
    };

/**
 * One prospect reply → a grounded draft or an escalation (issue 38 item 3): the rules that cannot be
 * switched off first; then the draft (offline: retrieval and frames; with a model: the model writes from
 * the retrieved passages); then the gate — a sentence its passage or prospect field does not support is
 * removed, and a reply whose questions are left without a supported answer escalates. An out-of-office
 * reply that asks nothing gets no draft.
 */
export async function groundedDraft(db: Db, ai: AiProvider, args: GroundedArgs): Promise<Grounded> {
  const body = replyBody(args.reply) || args.reply;
  const label = args.label ?? (await ai.classify(body)).label;
  const language = detectReplyLanguage(body);
  const escalate = (reason: EscalationReason, removed: string[] = []): Grounded => ({
    kind: 'escalate',
    label,
    language,
    reason,
    sentences: [],
    removed,
  });
  // The rules come before anything a label decides: a mislabelled reply can never switch one off.
  const rule = escalationFor(body, label);
  if (rule) return escalate(rule);
  const questions = questionsOf(body);
  // An out-of-office reply gets no answer, unless it asks something (then it is no auto-reply).
  if (label === 'out_of_office' && questions.length === 0) return { kind: 'skip', label };

  const { passages } = await listKnowledge(db, args.spaceId, args.employeeId);
  const retrieve = (query: string) =>
    searchPassages(db, { spaceId: args.spaceId, employeeId: args.employeeId, query, limit: 5 });
  const fallback = passages.find((p) => p.ref === 'objective:solution') ?? null;
  const input = { reply: body, language, firstName: args.prospect.first_name, questions, retrieve, fallback };
  let composed: Composed;
  if (ai.offline) composed = await composeOffline(input);
  else {
    const found = new Map<string, Passage>();
    for (const q of [body, ...questions]) for (const p of await retrieve(q)) found.set(p._id, p);
    composed = await composeWithModel(ai, { ...input, passages: [...found.values()] });
  }
  if (composed.kind === 'escalate') return escalate(composed.reason);

  const { kept, removed } = gate(composed.sentences, {
    passages: new Map(passages.map((p) => [p._id, p])),
    prospect: args.prospect,
    firstName: args.prospect.first_name,
  });
  if (questions.length > 0 && !kept.some((s) => s.fact)) return escalate('unsupported', removed);
  return { kind: 'draft', label, language, reason: null, sentences: kept, removed };
}

/** The draft's text: its sentences, the greeting on its own line. */
export function draftText(sentences: DraftSentence[]): string {
  const [first, ...rest] = sentences;
  if (!first) return '';
  return first.text.endsWith(',')
    ? `${first.text}\n\n${rest.map((s) => s.text).join(' ')}`
    : sentences.map((s) => s.text).join(' ');
}
