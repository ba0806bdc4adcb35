import { randomUUID } from 'node:crypto';
import type { UiLanguage } from '@leadloop/domain';
import { knowledgeInputsSchema, type EscalationReason } from '@leadloop/domain/ai-knowledge/entities';
import type { Db } from '../../db/client.js';
import type { AiProvider } from '../../providers/ai/index.js';
import { isFrame } from './frames.js';
import { groundedDraft } from './ground.js';
import { indexKnowledge } from './knowledge.js';
import { fold } from './text.js';

/** One labelled prospect reply of the grounding eval (apps/server/eval/grounding/replies.json). */
export interface EvalReply {
  id: string;
  lang: UiLanguage;
  kb: string;
  text: string;
  must_escalate: boolean;
  rule?: EscalationReason;
}

export interface EvalCase {
  reply: EvalReply;
  escalated: boolean;
  reason: EscalationReason | null;
  /** Sentences of the final draft, and those an independent check finds unsupported. */
  sentences: number;
  unsupported: string[];
  /** Sentences the gate removed before the draft was stored. */
  removed: number;
}

const FIRST_NAME = 'Alex';

/**
 * Runs the grounding eval: each knowledge base indexed for its own employee, each reply drafted through
 * the product's path (groundedDraft: rules, retrieval, composition, gate). A final draft's sentence is
 * then checked independently of the gate: it must be a frame, or appear word for word (folded) in the
 * passage its citation names — stricter than the gate's 90 % word coverage.
 */
export async function runGroundingEval(
  db: Db,
  ai: AiProvider,
  kbs: Record<string, unknown>,
  replies: EvalReply[],
): Promise<EvalCase[]> {
  const spaceId = randomUUID();
  const employees = new Map<string, { id: string; passages: Map<string, string> }>();
  for (const [name, raw] of Object.entries(kbs)) {
    const id = randomUUID();
    // a shipped knowledge base names itself; the rest are the employee's knowledge inputs
    const { name: _label, ...inputs } = raw as Record<string, unknown>;
    const view = await indexKnowledge(db, spaceId, id, knowledgeInputsSchema.parse(inputs));
    employees.set(name, { id, passages: new Map(view.passages.map((p) => [p._id, p.text])) });
  }
  const cases: EvalCase[] = [];
  for (const reply of replies) {
    const employee = employees.get(reply.kb);
    if (!employee) throw new Error(`${reply.id}: unknown knowledge base ${reply.kb}`);
    const r = await groundedDraft(db, ai, {
      spaceId,
      employeeId: employee.id,
      reply: reply.text,
      prospect: { first_name: FIRST_NAME },
    });
    if (r.kind === 'skip') {
      cases.push({ reply, escalated: false, reason: null, sentences: 0, unsupported: [], removed: 0 });
      continue;
    }
    const unsupported = r.sentences
      .filter((s) => !isFrame(s.text, FIRST_NAME))
      .filter((s) => {
        const source = s.citation?.passage_id ? employee.passages.get(s.citation.passage_id) : undefined;
        return !source || !fold(source).includes(fold(s.text));
      })
      .map((s) => s.text);
    cases.push({
      reply,
      escalated: r.kind === 'escalate',
      reason: r.reason,
      sentences: r.sentences.length,
      unsupported,
      removed: r.removed.length,
    });
  }
  return cases;
}

export interface EvalSummary {
  replies: number;
  sentences: number;
  unsupported: number;
  removedByGate: number;
  mustEscalate: number;
  escalatedWhenMust: number;
  drafted: number;
  falseEscalations: number;
}

export function summarize(cases: EvalCase[]): EvalSummary {
  const must = cases.filter((c) => c.reply.must_escalate);
  return {
    replies: cases.length,
    sentences: cases.reduce((n, c) => n + c.sentences, 0),
    unsupported: cases.reduce((n, c) => n + c.unsupported.length, 0),
    removedByGate: cases.reduce((n, c) => n + c.removed, 0),
    mustEscalate: must.length,
    escalatedWhenMust: must.filter((c) => c.escalated).length,
    drafted: cases.filter((c) => !c.escalated).length,
    falseEscalations: cases.filter((c) => !c.reply.must_escalate && c.escalated).length,
  };
}
