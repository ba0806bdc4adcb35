import { randomUUID } from 'node:crypto';
import {
  CONDITION_KINDS,
  RUNNABLE_STEP_TYPES,
  type ConditionKind,
  type RunnableStepType,
} from '@leadloop/domain/campaigns/enums';
import { sequenceLinkSchema, stepInputSchema, type StepInput } from '@leadloop/domain/campaigns/steps';
import type { WorkflowLink, WorkflowNode } from '../../db/schema/index.js';

/** Step kinds the engine runs and the smart-sequence conditions: defined once in the domain package. */
export const ENGINE_STEP_TYPES = RUNNABLE_STEP_TYPES;
export type StepType = RunnableStepType;
export { CONDITION_KINDS, type ConditionKind };

/** The step and link schemas are the domain's (the API takes and gives back the same shape). */
export { stepInputSchema as stepSchema, sequenceLinkSchema as linkSchema };
export type { StepInput };
export type Step = StepInput & { id: string };

/** A linear `sequence` becomes a chain; a smart sequence comes as nodes + links. Ids are filled in. */
export function toGraph(input: { sequence?: StepInput[]; nodes?: StepInput[]; links?: WorkflowLink[] }): {
  nodes: Step[];
  links: WorkflowLink[];
  type: 'linear' | 'smart';
} {
  if (input.nodes) {
    const nodes = input.nodes.map((n) => ({ ...n, id: n.id ?? randomUUID().slice(0, 8) }));
    return { nodes, links: input.links ?? [], type: 'smart' };
  }
  const nodes = (input.sequence ?? []).map((n, i) => ({ ...n, id: n.id ?? `s${i + 1}` }));
  const links = nodes.slice(1).map((n, i) => ({ from: nodes[i]!.id, to: n.id }));
  return { nodes, links, type: 'linear' };
}

/** The first node: the one nothing links to (for a chain, the first step). */
export function startNodeId(nodes: WorkflowNode[], links: WorkflowLink[]): string | null {
  const targets = new Set(links.map((l) => l.to));
  return nodes.find((n) => !targets.has(n.id))?.id ?? null;
}

/** The node after `nodeId`; for a condition, the link of the taken branch. */
export function nextNodeId(links: WorkflowLink[], nodeId: string, branch?: 'yes' | 'no'): string | null {
  const out = links.filter((l) => l.from === nodeId);
  if (branch) return (out.find((l) => l.branch === branch) ?? null)?.to ?? null;
  return out[0]?.to ?? null;
}

/** Nodes in the order a prospect meets them first (breadth-first from the start). */
export function orderedNodes(nodes: WorkflowNode[], links: WorkflowLink[]): WorkflowNode[] {
  const start = startNodeId(nodes, links);
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const seen = new Set<string>();
  const queue = start ? [start] : [];
  const out: WorkflowNode[] = [];
  while (queue.length) {
    const id = queue.shift()!;
    if (seen.has(id) || !byId.has(id)) continue;
    seen.add(id);
    out.push(byId.get(id)!);
    for (const l of links) if (l.from === id) queue.push(l.to);
  }
  return out;
}

export const stepDelayMs = (node: WorkflowNode): number =>
  (Number(node.delay_days ?? 0) * 24 + Number(node.delay_hours ?? 0)) * 3_600_000;
