// What the development /__flows page shows, read from the same sources QA and review use: the diagrams
// `npm run diagrams` wrote (docs/diagrams/<flow>.md) and the paths the flow's graph model generates
// (tests/flows/<flow>/<flow>.model.ts, the very paths the graph tests replay). Development only: the
// route that loads this module exists only when import.meta.env.DEV is true.
import type { AnyStateMachine } from 'xstate';
import { activeStateNodes, describeEvent, describePath, generatePaths } from '../../../tests/flows/shared/graph-model';
import type { FlowModel } from '../../../tests/flows/shared/graph-model';
import { mermaidId } from './mermaid-ids';

const DIAGRAMS = '../../../docs/diagrams/';
const MODELS = '../../../tests/flows/';

const diagramFiles = import.meta.glob<string>('../../../docs/diagrams/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const modelFiles = import.meta.glob<Record<string, unknown>>('../../../tests/flows/*/*.model.ts');

export interface FlowEntry {
  flow: string;
  title: string;
  /** One per machine the flow's file draws: its description and its Mermaid source. */
  machines: Array<{ description: string; mermaid: string }>;
}

export interface PathStep {
  /** The event that led here ('start' first). */
  label: string;
  /** Mermaid ids of the innermost states the machine is in after the step (one per parallel region). */
  activeIds: string[];
  /** Mermaid ids of the boxes around them. */
  enclosingIds: string[];
}

export interface FlowPath {
  name: string;
  steps: PathStep[];
}

const MERMAID_BLOCK = /```mermaid\n([\s\S]*?)\n```/g;

function machinesOf(markdown: string): FlowEntry['machines'] {
  return [...markdown.matchAll(MERMAID_BLOCK)].map((match) => {
    // The paragraph just above the diagram is the machine's description.
    const before = markdown.slice(0, match.index).trimEnd().split('\n\n');
    return { description: before[before.length - 1]?.trim() ?? '', mermaid: match[1] ?? '' };
  });
}

/** Every flow with a diagram, in the order of the index. */
export function listFlows(): FlowEntry[] {
  return Object.entries(diagramFiles)
    .map(([file, markdown]) => ({ flow: file.slice(DIAGRAMS.length, -'.md'.length), markdown }))
    .filter(({ flow }) => flow !== 'README' && flow !== 'index')
    .map(({ flow, markdown }) => ({
      flow,
      title: /^# (.+)$/m.exec(markdown)?.[1] ?? flow,
      machines: machinesOf(markdown),
    }))
    .sort((a, b) => a.flow.localeCompare(b.flow));
}

function isModelOf(flow: string) {
  return (value: unknown): value is FlowModel<AnyStateMachine, unknown> =>
    typeof value === 'object' && value !== null && (value as { flow?: unknown }).flow === flow && 'machine' in value;
}

/** The flow's generated paths, shortest first, each as the states it passes through. */
export async function loadPaths(flow: string): Promise<FlowPath[]> {
  const load = modelFiles[`${MODELS}${flow}/${flow}.model.ts`];
  if (!load) return [];
  const model = Object.values(await load()).find(isModelOf(flow));
  if (!model) return [];
  return generatePaths(model)
    .map((run) => ({
      name: `${run.inputName ? `${run.inputName}: ` : ''}${describePath(run.path)}`,
      steps: run.path.steps.map((step, index) => ({
        label: index === 0 ? 'start' : describeEvent(step.event),
        activeIds: activeStateNodes(step.state)
          .filter((node) => node.type === 'atomic' || node.type === 'final')
          .map(mermaidId),
        enclosingIds: activeStateNodes(step.state)
          // The root is drawn as a frame only when it has transitions of its own: outlining it tells nothing.
          .filter((node) => (node.type === 'compound' || node.type === 'parallel') && node.path.length > 0)
          .map(mermaidId),
      })),
    }))
    .sort((a, b) => a.steps.length - b.steps.length || a.name.localeCompare(b.name));
}
