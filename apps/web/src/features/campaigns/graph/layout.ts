import type { CampaignStep, NodePosition, SequenceLink } from '../types';

const X_GAP = 280;
const Y_GAP = 170;

/** Positions for nodes that have none: rows by depth from the start, yes-branches left, no-branches right. */
export function autoLayout(
  steps: CampaignStep[],
  links: SequenceLink[],
  known: Record<string, NodePosition>,
): Record<string, NodePosition> {
  const out: Record<string, NodePosition> = { ...known };
  const targets = new Set(links.map((l) => l.to));
  const roots = steps.filter((s) => !targets.has(s.id));
  const placed = new Set(Object.keys(known));
  const queue: { id: string; x: number; depth: number }[] = roots.map((r, i) => ({
    id: r.id,
    x: i * X_GAP * 2,
    depth: 0,
  }));
  const seen = new Set<string>();
  while (queue.length) {
    const { id, x, depth } = queue.shift()!;
    if (seen.has(id)) continue;
    seen.add(id);
    if (!placed.has(id)) out[id] = { x, y: depth * Y_GAP };
    const base = out[id] ?? { x, y: depth * Y_GAP };
    for (const l of links.filter((k) => k.from === id)) {
      const dx = l.branch === 'yes' ? -X_GAP / 1.6 : l.branch === 'no' ? X_GAP / 1.6 : 0;
      queue.push({ id: l.to, x: base.x + dx, depth: Math.round(base.y / Y_GAP) + 1 });
    }
  }
  steps.forEach((s, i) => {
    if (!out[s.id]) out[s.id] = { x: X_GAP * 2 + (i % 3) * 40, y: i * 40 };
  });
  return out;
}

/** Graph rules beyond the step rules: one start, links only between existing nodes. */
export function graphProblems(
  steps: CampaignStep[],
  links: SequenceLink[],
): { startCount: number; orphanIds: string[] } {
  const ids = new Set(steps.map((s) => s.id));
  const targets = new Set(links.filter((l) => ids.has(l.from)).map((l) => l.to));
  const starts = steps.filter((s) => !targets.has(s.id));
  return { startCount: starts.length, orphanIds: starts.slice(1).map((s) => s.id) };
}
