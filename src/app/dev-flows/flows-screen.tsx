// Development only (/__flows in `npm run dev`): every flow's diagram and, beside it, the paths its graph
// model generates; choosing a path replays it on the diagram, lighting up the states the machine is in
// at each step. A tool for designers and QA, not a product flow, so it keeps plain React state rather
// than a statechart of its own. Production builds never contain it (tests/app/inspector-build.test.ts).
import { useEffect, useMemo, useRef, useState } from 'react';
import { listFlows, loadPaths } from './flow-catalog';
import type { FlowEntry, FlowPath, PathStep } from './flow-catalog';
import type { Mermaid } from 'mermaid';
import './flows.css';

const STEP_MS = 900;
const SHOWN_PATHS = 150;

type MermaidApi = Mermaid;
let mermaidLoading: Promise<MermaidApi> | null = null;

function loadMermaid(): Promise<MermaidApi> {
  mermaidLoading ??= import('mermaid').then(({ default: mermaid }) => {
    mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme: 'neutral' });
    return mermaid;
  });
  return mermaidLoading;
}

/** The drawn node of a Mermaid state id: Mermaid names it '<svg id>-state-<state id>-<counter>'. */
function nodesOf(svg: SVGSVGElement, id: string): Element[] {
  const exact = new RegExp(`^${svg.id}-state-${id}-\\d+$`);
  return [...svg.querySelectorAll(`[id^="${CSS.escape(`${svg.id}-state-${id}-`)}"]`)].filter((node) =>
    exact.test(node.id),
  );
}

function Diagram({
  flow,
  index,
  mermaid,
  step,
}: {
  flow: string;
  index: number;
  mermaid: string;
  step: PathStep | null;
}) {
  const holder = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [drawn, setDrawn] = useState(0);

  useEffect(() => {
    let cancelled = false;
    loadMermaid()
      .then((api) => api.render(`flow-${flow}-${index}`, mermaid))
      .then(({ svg }) => {
        if (cancelled || !holder.current) return;
        holder.current.innerHTML = svg;
        setError(null);
        setDrawn((count) => count + 1);
      })
      .catch((reason: unknown) => !cancelled && setError(reason instanceof Error ? reason.message : String(reason)));
    return () => {
      cancelled = true;
    };
  }, [flow, index, mermaid]);

  useEffect(() => {
    const svg = holder.current?.querySelector('svg');
    if (!svg) return;
    svg.querySelectorAll('.flows-active, .flows-within').forEach((node) => {
      node.classList.remove('flows-active', 'flows-within');
    });
    for (const id of step?.activeIds ?? []) nodesOf(svg, id).forEach((node) => node.classList.add('flows-active'));
    for (const id of step?.enclosingIds ?? []) nodesOf(svg, id).forEach((node) => node.classList.add('flows-within'));
  }, [step, drawn]);

  return (
    <div className="flows-diagram">
      {error ? <p role="alert">The diagram could not be drawn: {error}</p> : null}
      <div ref={holder} role="img" aria-label={`State diagram of ${flow}`} />
    </div>
  );
}

function Replay({ path, step, onStep }: { path: FlowPath; step: number; onStep: (step: number) => void }) {
  const current = path.steps[step];
  return (
    <div className="flows-replay" aria-live="polite">
      <p>
        Step {step + 1} of {path.steps.length}: <strong>{current?.label}</strong>
      </p>
      <div className="flows-replay-buttons">
        <button type="button" className="button" disabled={step === 0} onClick={() => onStep(step - 1)}>
          Previous step
        </button>
        <button
          type="button"
          className="button"
          disabled={step >= path.steps.length - 1}
          onClick={() => onStep(step + 1)}
        >
          Next step
        </button>
      </div>
    </div>
  );
}

function useFlowPaths(flow: string) {
  const [paths, setPaths] = useState<{ flow: string; list: FlowPath[] } | null>(null);
  useEffect(() => {
    let cancelled = false;
    void loadPaths(flow).then((list) => !cancelled && setPaths({ flow, list }));
    return () => {
      cancelled = true;
    };
  }, [flow]);
  return paths?.flow === flow ? paths.list : null;
}

function FlowView({ entry }: { entry: FlowEntry }) {
  const paths = useFlowPaths(entry.flow);
  const [filter, setFilter] = useState('');
  const [chosen, setChosen] = useState<{ path: FlowPath; step: number; playing: boolean } | null>(null);

  useEffect(() => setChosen(null), [entry.flow]);
  useEffect(() => {
    if (!chosen?.playing) return;
    if (chosen.step >= chosen.path.steps.length - 1) return setChosen({ ...chosen, playing: false });
    const timer = setTimeout(() => setChosen({ ...chosen, step: chosen.step + 1 }), STEP_MS);
    return () => clearTimeout(timer);
  }, [chosen]);

  const matching = useMemo(
    () => (paths ?? []).filter((path) => path.name.toLowerCase().includes(filter.trim().toLowerCase())),
    [paths, filter],
  );
  const step = chosen?.path.steps[chosen.step] ?? null;

  return (
    <section className="flows-flow" aria-labelledby="flow-title">
      <h2 id="flow-title">{entry.title}</h2>
      <div className="flows-columns">
        <div className="flows-diagrams">
          {entry.machines.map((machine, index) => (
            <figure key={index}>
              <figcaption>{machine.description}</figcaption>
              <Diagram flow={entry.flow} index={index} mermaid={machine.mermaid} step={step} />
            </figure>
          ))}
          {chosen ? (
            <Replay
              path={chosen.path}
              step={chosen.step}
              onStep={(step) => setChosen({ ...chosen, step, playing: false })}
            />
          ) : null}
        </div>
        <div className="flows-paths">
          <h3>Generated paths {paths ? `(${paths.length})` : ''}</h3>
          <label className="flows-filter">
            Filter paths
            <input type="search" value={filter} onChange={(event) => setFilter(event.target.value)} />
          </label>
          {paths === null ? <p>Generating paths...</p> : null}
          {paths !== null && matching.length > SHOWN_PATHS ? (
            <p>
              Showing the {SHOWN_PATHS} shortest of {matching.length}; filter to find others.
            </p>
          ) : null}
          <ol className="flows-path-list">
            {matching.slice(0, SHOWN_PATHS).map((path) => (
              <li key={path.name}>
                <button
                  type="button"
                  aria-pressed={chosen?.path === path}
                  onClick={() => setChosen({ path, step: 0, playing: true })}
                >
                  {path.name}
                </button>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}

export default function FlowsScreen() {
  const flows = useMemo(listFlows, []);
  const initial = window.location.hash.slice(1);
  const [flow, setFlow] = useState(flows.some((entry) => entry.flow === initial) ? initial : (flows[0]?.flow ?? ''));
  const entry = flows.find((candidate) => candidate.flow === flow);

  return (
    <main className="flows-page">
      <h1>Flows</h1>
      <p>
        Every statechart of the app, drawn from docs/diagrams, with the paths its graph model generates (the paths the
        graph tests replay). Choose a path to replay it on the diagram.
      </p>
      <nav aria-label="Flows">
        <ul className="flows-index">
          {flows.map((candidate) => (
            <li key={candidate.flow}>
              <a
                href={`#${candidate.flow}`}
                aria-current={candidate.flow === flow ? 'page' : undefined}
                onClick={() => setFlow(candidate.flow)}
              >
                {candidate.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {entry ? <FlowView entry={entry} /> : <p>No flows found under docs/diagrams.</p>}
    </main>
  );
}
