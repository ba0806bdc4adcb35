import type { KnowledgeInputs, KnowledgeSourceKind } from '@leadloop/domain/ai-knowledge/entities';
import { sentences } from './text.js';

export interface PassageInput {
  kind: KnowledgeSourceKind;
  ref: string;
  text: string;
}

/** A page or the research is cut into passages of whole sentences, about this long. */
const CHUNK_CHARS = 400;

/** Whole sentences grouped into passages of about CHUNK_CHARS (a long sentence is its own passage). */
export function chunkText(kind: KnowledgeSourceKind, ref: string, text: string): PassageInput[] {
  const out: PassageInput[] = [];
  let current = '';
  for (const s of sentences(text.replace(/\s+/g, ' '))) {
    if (current && current.length + s.length + 1 > CHUNK_CHARS) {
      out.push({ kind, ref, text: current });
      current = '';
    }
    current = current ? `${current} ${s}` : s;
  }
  if (current) out.push({ kind, ref, text: current });
  return out;
}

const joined = (parts: (string | null | undefined)[]) =>
  parts
    .map((p) => p?.trim())
    .filter(Boolean)
    .map((p) => (/[.!?]$/.test(p!) ? p : `${p}.`))
    .join(' ');

/**
 * The wizard's fields as passages: one per case, free value and Q&A pair (each item stays whole, so a
 * citation names it), the objective's problem, solution and reason, and the research cut in chunks.
 */
export function passagesFromInputs(inputs: KnowledgeInputs): PassageInput[] {
  const out: PassageInput[] = [];
  const o = inputs.objective ?? {};
  for (const key of ['problem', 'solution', 'contact_reason'] as const)
    if (o[key]?.trim()) out.push({ kind: 'objective', ref: `objective:${key}`, text: joined([o[key]]) });
  inputs.cases.forEach((c, i) =>
    out.push({
      kind: 'case',
      ref: `case:${i + 1}`,
      text: joined([c.whom, c.problem, c.solution, c.link ? `More: ${c.link}` : null]),
    }),
  );
  inputs.free_value.forEach((v, i) =>
    out.push({
      kind: 'free_value',
      ref: `free_value:${i + 1}`,
      text: joined([v.type, v.how_to_get, v.impact, v.link ? `More: ${v.link}` : null]),
    }),
  );
  inputs.faq.forEach((q, i) =>
    out.push({ kind: 'faq', ref: `faq:${i + 1}`, text: joined([q.question, q.answer]) }),
  );
  if (inputs.research?.trim()) out.push(...chunkText('research', 'research', inputs.research));
  return out;
}
