import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Box, Card, Group, Text } from '@mantine/core';
import { useComputedColorScheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  applyNodeChanges,
  Background,
  Controls,
  MarkerType,
  ReactFlow,
  useReactFlow,
  type Connection,
  type Edge,
  type EdgeChange,
  type NodeChange,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useTranslation } from 'react-i18next';
import { makeStep } from '../builder/linear-sequence';
import { AddStepMenu } from '../builder/add-step-menu';
import type { CampaignDraft } from '../lib/draft';
import type { StepProblem } from '../lib/validate';
import type { BuilderStepType, SequenceLink } from '../types';
import { autoLayout, graphProblems } from './layout';
import { NodeInspector } from './node-inspector';
import { StepNode, type StepFlowNode } from './step-node';

const nodeTypes = { step: StepNode, condition: StepNode };

/** Keeps every node in view when one is added or removed. */
function FitOnCountChange({ count }: { count: number }) {
  const flow = useReactFlow();
  useEffect(() => {
    const fit = () => void flow.fitView({ padding: 0.2, maxZoom: 1, minZoom: 0.3, duration: 200 });
    const id = window.setTimeout(fit, 50);
    window.addEventListener('resize', fit);
    return () => {
      window.clearTimeout(id);
      window.removeEventListener('resize', fit);
    };
  }, [count, flow]);
  return null;
}

const edgeId = (l: SequenceLink) => `${l.from}>${l.to}:${l.branch ?? ''}`;

interface Props {
  draft: CampaignDraft;
  problems: StepProblem[];
  onChange: (patch: Partial<CampaignDraft>) => void;
}

/**
 * The smart-sequence editor (React Flow): steps are nodes, conditions split into yes/no links.
 * Saves as sequences_nodes / sequences_links; node positions are kept in the workflow's settings.
 */
export function FlowEditor({ draft, problems, onChange }: Props) {
  const { t } = useTranslation('campaigns');
  const scheme = useComputedColorScheme('light');
  const narrow = useMediaQuery('(max-width: 900px)') ?? false;
  const [selectedId, setSelectedId] = useState<string | null>(draft.steps[0]?.id ?? null);
  const { steps, links } = draft;
  const positions = useMemo(() => autoLayout(steps, links, draft.positions), [steps, links, draft.positions]);
  const graph = graphProblems(steps, links);
  const targets = new Set(links.map((l) => l.to));

  const nodes: StepFlowNode[] = steps.map((step) => ({
    id: step.id,
    type: step.type === 'condition' ? 'condition' : 'step',
    position: positions[step.id],
    selected: step.id === selectedId,
    data: {
      step,
      isStart: !targets.has(step.id) && !graph.orphanIds.includes(step.id),
      error: problems.some((p) => p.stepId === step.id) || graph.orphanIds.includes(step.id),
    },
  }));
  const edges: Edge[] = links.map((l) => ({
    id: edgeId(l),
    source: l.from,
    target: l.to,
    sourceHandle: l.branch ?? null,
    label: l.branch ? t(`graph.${l.branch}`) : undefined,
    markerEnd: { type: MarkerType.ArrowClosed },
    style: l.branch
      ? { stroke: l.branch === 'yes' ? 'var(--mantine-color-teal-6)' : 'var(--mantine-color-red-6)' }
      : undefined,
  }));

  const onNodesChange = useCallback(
    (changes: NodeChange<StepFlowNode>[]) => {
      const moved = applyNodeChanges(
        changes.filter((c) => c.type === 'position'),
        nodes,
      );
      const next = { ...positions };
      for (const n of moved) next[n.id] = n.position;
      const removed = changes.filter((c) => c.type === 'remove').map((c) => c.id);
      const selected = changes.find((c) => c.type === 'select' && c.selected);
      if (selected && 'id' in selected) setSelectedId(selected.id);
      if (removed.length) {
        onChange({
          steps: steps.filter((s) => !removed.includes(s.id)),
          links: links.filter((l) => !removed.includes(l.from) && !removed.includes(l.to)),
          positions: next,
        });
      } else if (changes.some((c) => c.type === 'position')) onChange({ positions: next });
    },
    [nodes, positions, steps, links, onChange],
  );

  const onEdgesChange = useCallback(
    (changes: EdgeChange[]) => {
      const removed = new Set(changes.filter((c) => c.type === 'remove').map((c) => c.id));
      if (removed.size) onChange({ links: links.filter((l) => !removed.has(edgeId(l))) });
    },
    [links, onChange],
  );

  /** One link per output: a new link from an output replaces the old one. */
  const connect = useCallback(
    (from: string, to: string, branch?: 'yes' | 'no') => {
      if (from === to) return links;
      const rest = links.filter((l) => !(l.from === from && (l.branch ?? null) === (branch ?? null)));
      return [...rest, { from, to, ...(branch ? { branch } : {}) }];
    },
    [links],
  );

  const onConnect = useCallback(
    (c: Connection) => {
      const branch = c.sourceHandle === 'yes' || c.sourceHandle === 'no' ? c.sourceHandle : undefined;
      onChange({ links: connect(c.source, c.target, branch) });
    },
    [connect, onChange],
  );

  const addStep = (type: BuilderStepType, after?: { id: string; branch?: 'yes' | 'no' }) => {
    const step = makeStep(type, steps.length === 0);
    const nextLinks = after ? connect(after.id, step.id, after.branch) : links;
    const parent = after ? positions[after.id] : undefined;
    const dx = after?.branch === 'yes' ? -170 : after?.branch === 'no' ? 170 : 0;
    const position = parent
      ? { x: parent.x + dx, y: parent.y + 170 }
      : { x: 0, y: steps.length ? Math.max(...Object.values(positions).map((p) => p.y)) + 170 : 0 };
    onChange({ steps: [...steps, step], links: nextLinks, positions: { ...positions, [step.id]: position } });
    setSelectedId(step.id);
  };

  const selected = steps.find((s) => s.id === selectedId) ?? null;

  return (
    <Group align="stretch" gap="md" wrap={narrow ? 'wrap' : 'nowrap'}>
      <Card padding={0} style={{ flex: '1 1 560px', minWidth: 0, overflow: 'hidden' }}>
        <Group
          justify="space-between"
          p="sm"
          style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
        >
          <AddStepMenu onAdd={(type) => addStep(type)} withCondition label={t('graph.addNode')} />
          <Text size="xs" c="dimmed" visibleFrom="sm">
            {t('graph.hint')}
          </Text>
        </Group>
        <Box h={narrow ? 420 : 560} data-testid="flow-canvas">
          <ReactFlow<StepFlowNode>
            nodes={nodes}
            edges={edges}
            nodeTypes={nodeTypes}
            onNodesChange={onNodesChange}
            onEdgesChange={onEdgesChange}
            onConnect={onConnect}
            onPaneClick={() => setSelectedId(null)}
            colorMode={scheme}
            fitView
            fitViewOptions={{ padding: 0.2, maxZoom: 1, minZoom: 0.3 }}
            minZoom={0.3}
            deleteKeyCode={['Delete', 'Backspace']}
            proOptions={{ hideAttribution: true }}
          >
            <FitOnCountChange count={steps.length} />
            <Background gap={20} />
            <Controls showInteractive={false} />
          </ReactFlow>
        </Box>
        {graph.startCount > 1 && (
          <Alert color="red" variant="light" radius={0} role="alert">
            {t('graph.unlinked')}
          </Alert>
        )}
      </Card>
      <Box style={{ flex: narrow ? '1 1 100%' : '0 0 360px' }}>
        <NodeInspector
          step={selected}
          error={problems.find((p) => p.stepId === selected?.id)?.message}
          errorVariant={problems.find((p) => p.stepId === selected?.id)?.variant}
          onChange={(step) => onChange({ steps: steps.map((s) => (s.id === step.id ? step : s)) })}
          onRemove={(id) => {
            onChange({
              steps: steps.filter((s) => s.id !== id),
              links: links.filter((l) => l.from !== id && l.to !== id),
            });
            setSelectedId(null);
          }}
          onAddAfter={(type, branch) => selected && addStep(type, { id: selected.id, branch })}
        />
      </Box>
    </Group>
  );
}
