import { validateVoicemailStep, CODES } from '@leadloop/domain';
import {
  validateScheduledAt,
  validateSequence,
  validateStepText,
  type StepLike,
} from '@leadloop/domain/campaigns/rules';
import type { WorkflowLink } from '../../db/schema/index.js';
import { badRequest, invalid } from '../../lib/errors.js';
import { orderedNodes, type Step } from '../engine/index.js';

/**
 * 001 §5 step rules on a whole graph: single-use steps, connection by email before the connection
 * request, placeholders, lengths, A/B variants, scheduled times not in the past; and a sound graph
 * (links between existing steps, every step reachable, no loops, conditions with yes/no branches).
 */
export function validateGraph(
  nodes: Step[],
  links: WorkflowLink[],
  opts: { isEmailOnly: boolean; customKeys: string[]; now: Date },
): void {
  const ids = new Set(nodes.map((n) => n.id));
  if (ids.size !== nodes.length) throw badRequest(CODES.wrongBlock);
  for (const l of links)
    if (!ids.has(l.from) || !ids.has(l.to) || l.from === l.to) throw badRequest(CODES.wrongBlock);
  const ordered = orderedNodes(nodes, links) as Step[];
  if (ordered.length !== nodes.length || hasCycle(nodes, links)) throw badRequest(CODES.wrongBlock);
  for (const n of nodes) {
    const out = links.filter((l) => l.from === n.id);
    if (n.type === 'condition') {
      if (!n.condition || out.some((l) => !l.branch) || new Set(out.map((l) => l.branch)).size !== out.length)
        throw badRequest(CODES.wrongBlock);
    } else if (out.length > 1) throw badRequest(CODES.wrongBlock);
    if (n.type === 'webhook' && !n.url) throw badRequest(CODES.checkUrl);
    if (n.type === 'voicemail' && validateVoicemailStep(n) !== true)
      throw badRequest(CODES.voicemailStepAudioRequired);
    if (n.send_at) {
      const r = validateScheduledAt(n.send_at, opts.now);
      if (r !== true) throw invalid(r);
    }
    for (const v of n.variants ?? []) {
      for (const text of [v.subject, v.content]) {
        if (!text) continue;
        const r = validateStepText(n.type, text, opts.customKeys);
        if (r !== true) throw invalid(r);
      }
    }
  }
  const steps: StepLike[] = ordered.map((n) => ({ type: n.type, content: n.content, subject: n.subject }));
  const result = validateSequence(steps, { isEmailOnly: opts.isEmailOnly, customKeys: opts.customKeys });
  if (result !== true) throw invalid(result.message);
}

function hasCycle(nodes: Step[], links: WorkflowLink[]): boolean {
  const state = new Map<string, 1 | 2>();
  const visit = (id: string): boolean => {
    if (state.get(id) === 1) return true;
    if (state.get(id) === 2) return false;
    state.set(id, 1);
    for (const l of links) if (l.from === id && visit(l.to)) return true;
    state.set(id, 2);
    return false;
  };
  return nodes.some((n) => visit(n.id));
}
