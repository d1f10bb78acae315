// `npm run diagrams`: one Mermaid stateDiagram-v2 per statechart in docs/diagrams/<flow>.md, so designers
// and reviewers see every flow as a picture and a flow change shows up in the diff. It walks the state
// nodes themselves because `machine.definition` and `toDirectedGraph` both leave out eventless
// (`always`) transitions. tests/flows/diagrams.test.ts fails when a committed diagram is stale.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { StateMachine } from 'xstate';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { mermaidId } from '../src/app/dev-flows/mermaid-ids';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DIAGRAMS_DIR = 'docs/diagrams';
const MACHINE_FILE_SUFFIX = '.machine.ts';

export interface MachineSource {
  /** The file's name without `.machine.ts`: by convention the flow's folder name. */
  flow: string;
  /** Repository-relative, with forward slashes. */
  file: string;
  exportName: string;
  machine: AnyStateMachine;
}

type AnyTransition = AnyStateNode['transitions'] extends Map<string, Array<infer T>> ? T : never;

/** Every `machines/<folder>/<name>.machine.ts`, sorted so the output never depends on the file system. */
export function findMachineFiles(root = REPO_ROOT): string[] {
  const machinesDir = join(root, 'machines');
  const folders = readdirSync(machinesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return folders
    .flatMap((folder) =>
      readdirSync(join(machinesDir, folder.name))
        .filter((name) => name.endsWith(MACHINE_FILE_SUFFIX))
        .map((name) => `machines/${folder.name}/${name}`),
    )
    .sort();
}

export async function loadMachines(root = REPO_ROOT): Promise<MachineSource[]> {
  const sources: MachineSource[] = [];
  for (const file of findMachineFiles(root)) {
    const module = (await import(pathToFileURL(join(root, file)).href)) as Record<string, unknown>;
    const flow = file.slice(file.lastIndexOf('/') + 1, -MACHINE_FILE_SUFFIX.length);
    const machines = Object.entries(module).filter(
      (entry): entry is [string, AnyStateMachine] => entry[0].endsWith('Machine') && entry[1] instanceof StateMachine,
    );
    // A machine file without an exported machine would silently drop a flow from the diagrams.
    if (machines.length === 0) throw new Error(`${file} exports no machine named '...Machine'`);
    for (const [exportName, machine] of machines) sources.push({ flow, file, exportName, machine });
  }
  return sources;
}

function stateLabel(node: AnyStateNode): string {
  if (node.type === 'history') return node.history === 'deep' ? 'H*' : 'H';
  return node.path.length === 0 ? node.machine.id : node.key;
}

/** Characters that end or re-open Mermaid syntax inside a label, as the entity codes Mermaid decodes. */
function escapeLabel(text: string): string {
  return text.replace(/[#;{}<>"]/g, (char) => `#${char.charCodeAt(0)};`);
}

interface GuardLike {
  name?: string;
  type?: unknown;
  guards?: unknown[];
  stateValue?: unknown;
}

/** Guard names as a designer reads them, including xstate's `not`, `and`, `or` and `stateIn` helpers. */
export function guardLabel(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  const like = guard as GuardLike;
  if (typeof guard === 'function') {
    const parts = (like.guards ?? []).map(guardLabel);
    if (like.name === 'not' && parts.length === 1) return `not ${parts[0]}`;
    if (like.name === 'and') return `(${parts.join(' and ')})`;
    if (like.name === 'or') return `(${parts.join(' or ')})`;
    if (like.name === 'stateIn') return `in ${String(like.stateValue).replace(/^#/, '')}`;
    // An arrow function written in the config takes its property's name, 'guard', which tells nothing.
    return like.name && like.name !== 'guard' ? like.name : 'inline guard';
  }
  if (guard && typeof guard === 'object' && 'type' in guard) return guardLabel(like.type);
  return 'inline guard';
}

function delayLabel(delay: unknown, machine: AnyStateMachine): string {
  if (typeof delay === 'number') return `${delay}ms`;
  const named = (machine.implementations.delays as Record<string, unknown>)[String(delay)];
  return typeof named === 'number' ? `${String(delay)} (${named}ms)` : String(delay);
}

/** xstate's internal event names shortened: 'done: fetchEvents', 'error: fetchEvents', 'after: 3000ms'. */
export function eventLabel(transition: AnyTransition, machine: AnyStateMachine): string {
  const type = String(transition.eventType);
  const delay = (transition as { delay?: unknown }).delay;
  if (type === '') return 'always';
  if (type.startsWith('xstate.after.') && delay !== undefined) return `after: ${delayLabel(delay, machine)}`;
  if (type.startsWith('xstate.done.actor.')) return `done: ${type.slice('xstate.done.actor.'.length)}`;
  if (type.startsWith('xstate.error.actor.')) return `error: ${type.slice('xstate.error.actor.'.length)}`;
  if (type.startsWith('xstate.done.state.')) return 'done';
  return type;
}

function transitionsOf(node: AnyStateNode): AnyTransition[][] {
  return [...node.transitions.values(), ...(node.always ? [node.always] : [])];
}

function childrenOf(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states) as AnyStateNode[];
}

function ancestorsOf(node: AnyStateNode): AnyStateNode[] {
  const chain: AnyStateNode[] = [];
  for (let current = node.parent; current; current = current.parent) chain.push(current);
  return chain;
}

function isAncestor(ancestor: AnyStateNode, node: AnyStateNode): boolean {
  return ancestorsOf(node).includes(ancestor);
}

/**
 * Naming a state inside a composite's block makes Mermaid move that state into the block, so an edge is
 * written inside a block only when both ends are that block's own children; any other edge is written at
 * the top level, which moves nothing (null). A parallel block is split into regions by `--`, so edges
 * between its regions also go to the top.
 */
function enclosingBlock(from: AnyStateNode, to: AnyStateNode): AnyStateNode | null {
  const parent = from.parent;
  return parent && parent === to.parent && parent.type !== 'parallel' ? parent : null;
}

interface Edge {
  block: AnyStateNode | null;
  from: AnyStateNode;
  to: AnyStateNode;
  labels: string[];
}

function relativePath(ancestor: AnyStateNode, node: AnyStateNode): string {
  return node.path.slice(ancestor.path.length).join('.');
}

/**
 * Mermaid cannot draw an edge between a composite state and a state inside it (it either refuses the
 * diagram or draws a stub), so such a transition becomes a loop on the composite that names the inner end.
 */
function drawableEnds(
  source: AnyStateNode,
  target: AnyStateNode,
): { from: AnyStateNode; to: AnyStateNode; note: string } {
  if (isAncestor(source, target)) return { from: source, to: source, note: ` (to ${relativePath(source, target)})` };
  if (isAncestor(target, source)) return { from: target, to: target, note: ` (from ${relativePath(target, source)})` };
  return { from: source, to: target, note: '' };
}

function addEdge(edges: Edge[], source: AnyStateNode, target: AnyStateNode, label: string): void {
  const { from, to, note } = drawableEnds(source, target);
  const text = escapeLabel(`${label}${note}`);
  // One edge per pair of states, its labels stacked: Mermaid draws parallel edges and loops on top of each other.
  const existing = edges.find((edge) => edge.from === from && edge.to === to);
  if (!existing) edges.push({ block: enclosingBlock(from, to), from, to, labels: [text] });
  else if (!existing.labels.includes(text)) existing.labels.push(text);
}

function collectEdges(node: AnyStateNode, machine: AnyStateMachine, edges: Edge[]): void {
  for (const candidates of transitionsOf(node)) {
    let guardedBefore = false;
    for (const transition of candidates) {
      const guard = transition.guard === undefined ? (guardedBefore ? 'else' : null) : guardLabel(transition.guard);
      guardedBefore ||= transition.guard !== undefined;
      const label = `${eventLabel(transition, machine)}${guard ? ` [${guard}]` : ''}`;
      // A transition without a target runs its actions and stays: drawn as a loop on its state.
      for (const target of transition.target ?? [node]) addEdge(edges, node, target, label);
    }
  }
  for (const child of childrenOf(node)) collectEdges(child, machine, edges);
}

function edgeLines(edges: Edge[], block: AnyStateNode | null, indent: string): string[] {
  return edges
    .filter((edge) => edge.block === block)
    .map((edge) => `${indent}${mermaidId(edge.from)} --> ${mermaidId(edge.to)} : ${edge.labels.join('<br/>')}`);
}

function renderBlock(node: AnyStateNode, edges: Edge[], depth: number, lines: string[]): void {
  const indent = '  '.repeat(depth);
  const children = childrenOf(node);
  children.forEach((child, index) => {
    if (node.type === 'parallel' && index > 0) lines.push(`${indent}--`);
    const id = mermaidId(child);
    if (stateLabel(child) !== id) lines.push(`${indent}state "${escapeLabel(stateLabel(child))}" as ${id}`);
    if (childrenOf(child).length > 0) {
      lines.push(`${indent}state ${id} {`);
      renderBlock(child, edges, depth + 1, lines);
      lines.push(`${indent}}`);
    } else if (id === stateLabel(child)) {
      lines.push(`${indent}${id}`);
    }
  });
  if (node.type === 'compound') {
    for (const target of node.initial.target) lines.push(`${indent}[*] --> ${mermaidId(target)}`);
  }
  for (const child of children) if (child.type === 'final') lines.push(`${indent}${mermaidId(child)} --> [*]`);
  lines.push(...edgeLines(edges, node, indent));
}

/** The machine as Mermaid `stateDiagram-v2` text (without the code fence). */
export function renderMermaid(machine: AnyStateMachine): string {
  const root = machine.root;
  const edges: Edge[] = [];
  collectEdges(root, machine, edges);
  const lines = ['stateDiagram-v2'];
  // Only a drawn frame can carry the root's own transitions and parallel regions.
  const needsFrame = root.type === 'parallel' || transitionsOf(root).length > 0;
  if (needsFrame) {
    const frameId = mermaidId(root);
    lines.push(
      `  state "${escapeLabel(stateLabel(root))}" as ${frameId}`,
      `  [*] --> ${frameId}`,
      `  state ${frameId} {`,
    );
    renderBlock(root, edges, 2, lines);
    lines.push('  }');
  } else {
    renderBlock(root, edges, 1, lines);
  }
  lines.push(...edgeLines(edges, null, '  '));
  return lines.join('\n');
}

function markdownCell(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();
}

function metaText(meta: unknown): string {
  if (!meta || typeof meta !== 'object') return '';
  return Object.entries(meta)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('; ');
}

function stateKind(node: AnyStateNode): string {
  const parent = node.parent;
  const initial = parent?.type === 'compound' && parent.initial.target.includes(node) ? 'initial ' : '';
  if (node.type === 'history') return `${initial}history (${node.history})`;
  return `${initial}${node.type}`;
}

function stateRows(node: AnyStateNode): string[] {
  return childrenOf(node).flatMap((child) => {
    const invokes = child.invoke.map((invoke) => String(invoke.id)).join(', ');
    const cells = [
      `\`${child.path.join('.')}\``,
      stateKind(child),
      child.description ?? '',
      child.tags.join(', '),
      invokes,
      metaText(child.meta),
    ];
    return [`| ${cells.map(markdownCell).join(' | ')} |`, ...stateRows(child)];
  });
}

function machineSection(source: MachineSource, headingLevel: string): string[] {
  const { machine } = source;
  return [
    `${headingLevel} \`${source.exportName}\``,
    '',
    `Machine id \`${machine.id}\` in [${source.file}](../../${source.file}).`,
    '',
    machine.root.description ?? '_This machine has no description: add one to its config._',
    '',
    '```mermaid',
    renderMermaid(machine),
    '```',
    '',
    `${headingLevel}# States`,
    '',
    '| State | Kind | What it means | Tags | Invokes | Meta |',
    '| --- | --- | --- | --- | --- | --- |',
    ...stateRows(machine.root),
    '',
  ];
}

function flowTitle(flow: string): string {
  const words = flow.replace(/[-_]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The markdown document of one flow: title, then per machine its description, diagram and states. */
export function renderFlowDocument(flow: string, sources: MachineSource[]): string {
  const files = [...new Set(sources.map((source) => source.file))].join(', ');
  return [
    `# ${flowTitle(flow)}`,
    '',
    `<!-- Generated by \`npm run diagrams\` from ${files}: edit the machine, then regenerate. -->`,
    '',
    'How to read this diagram: [docs/diagrams/README.md](README.md).',
    '',
    ...sources.flatMap((source) => machineSection(source, '##')),
  ].join('\n');
}

/** The index: one line per flow, with what its machine is for and its size. */
export function renderIndexDocument(byFlow: Map<string, MachineSource[]>): string {
  const lines = [...byFlow].map(([flow, flowSources]) => {
    const about = flowSources
      .map(({ machine }) => {
        const states = stateNodesOfMachine(machine).length;
        return `${machine.root.description ?? machine.id} (${states} states)`;
      })
      .join('; ');
    return `- [${flowTitle(flow)}](${flow}.md): ${about}`;
  });
  return [
    '# Every flow',
    '',
    '<!-- Generated by `npm run diagrams`: edit the machines, then regenerate. -->',
    '',
    `${byFlow.size} flows, one statechart each under \`machines/<flow>/\`. How to read a diagram: [README.md](README.md).`,
    'In `npm run dev`, <http://127.0.0.1:8080/__flows> shows the same diagrams with their generated paths.',
    '',
    ...lines,
    '',
  ].join('\n');
}

function stateNodesOfMachine(machine: AnyStateMachine): AnyStateNode[] {
  const nodes: AnyStateNode[] = [];
  const visit = (node: AnyStateNode) => {
    if (node !== machine.root) nodes.push(node);
    Object.values(node.states).forEach(visit);
  };
  visit(machine.root);
  return nodes;
}

/** Every diagram document the machines produce, keyed by repository-relative path. */
export function renderDiagramDocuments(sources: MachineSource[]): Map<string, string> {
  const byFlow = new Map<string, MachineSource[]>();
  for (const source of sources) byFlow.set(source.flow, [...(byFlow.get(source.flow) ?? []), source]);
  return new Map([
    ...[...byFlow].map(([flow, flowSources]): [string, string] => [
      `${DIAGRAMS_DIR}/${flow}.md`,
      renderFlowDocument(flow, flowSources),
    ]),
    [`${DIAGRAMS_DIR}/index.md`, renderIndexDocument(byFlow)],
  ]);
}

/** Committed diagram files that no machine produces any more (README.md is hand-written). */
export function listOrphanDiagrams(expected: Map<string, string>, root = REPO_ROOT): string[] {
  const dir = join(root, DIAGRAMS_DIR);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md') && name !== 'README.md')
    .map((name) => `${DIAGRAMS_DIR}/${name}`)
    .filter((path) => !expected.has(path));
}

async function main(): Promise<void> {
  const documents = renderDiagramDocuments(await loadMachines());
  mkdirSync(join(REPO_ROOT, DIAGRAMS_DIR), { recursive: true });
  for (const [path, text] of documents) {
    const file = join(REPO_ROOT, path);
    const changed = !existsSync(file) || readFileSync(file, 'utf8') !== text;
    if (changed) writeFileSync(file, text);
    console.log(`${changed ? 'wrote    ' : 'unchanged'} ${path}`);
  }
  for (const orphan of listOrphanDiagrams(documents)) {
    rmSync(join(REPO_ROOT, orphan));
    console.log(`removed   ${orphan} (its machine is gone)`);
  }
}

if (process.argv[1] && relative(process.argv[1], fileURLToPath(import.meta.url)) === '') {
  await main();
}
