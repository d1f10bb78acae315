// The paths QA reviewed, kept beside each flow's test as <flow>.paths.json (issue 31).
//
// Paths generated from the machine under test prove only that the machine agrees with itself: make the
// minus button do nothing and its paths vanish with it, and what is left still passes. So the paths are
// generated once, from the machine as it should be, and recorded: the tests replay the recorded paths
// on the machine as it is, and a graph test generates the paths again and fails on any path that
// appeared or disappeared until someone records them again (`npm run paths:record`) and the diff is
// reviewed. Reading them at collection also runs no machine code while the test files load, so a
// mutation tool can swap one mutant for the next without reloading every file.
//
// A recorded path names its events by their place in the model's `events` (so payloads that are not
// JSON, such as errors, keep their identity) and the state value expected after each step.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyMachineSnapshot, AnyStateMachine, StateValue } from 'xstate';
import { describeEvent } from './graph-model';
import type { FlowModel, ModelEvent, ModelRun } from './graph-model';

export interface RecordedRun {
  /** The input's name ('' without input). */
  input: string;
  /** Each step's event as its index in the model's events (the first step is the start: -1). */
  events: number[];
  /** The state value after each step, as its index in the recording's `states`. */
  values: number[];
  /** Whether the machine is still running at the path's end (probes are sent only then). */
  active: boolean;
}

export interface RecordedPaths {
  flow: string;
  /** Every state value some step reaches, once. */
  states: StateValue[];
  runs: RecordedRun[];
  /** Each (run, event) probe: an event no path takes in the state that run ends in. */
  probes: Array<[run: number, event: number]>;
}

/** A recorded path made ready to replay: real events and the expected state value per step. */
export interface ReplayRun<Input = unknown> {
  title: string;
  inputName: string;
  input: Input;
  steps: Array<{ event: ModelEvent | undefined; value: StateValue }>;
}

const FLOWS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export function recordedPathsFile(flow: string): string {
  return join(FLOWS_DIR, flow, `${flow}.paths.json`);
}

/** True when the paths are to be generated and written again instead of read (npm run paths:record). */
export const recording = process.env.RECORD_PATHS === '1';

/** A path's test title: the input's name, where the path ends and the events that lead there (as describePath). */
function titleOf(inputName: string, steps: ReplayRun['steps']): string {
  const events = steps.slice(1).map((step) => describeEvent(step.event));
  const path = `${JSON.stringify(steps.at(-1)!.value)} after ${events.length > 0 ? events.join(' → ') : 'start'}`;
  return `${inputName ? `${inputName}: ` : ''}${path}`;
}

function indexOfEvent(events: readonly ModelEvent[], event: ModelEvent): number {
  const same = events.indexOf(event);
  if (same >= 0) return same;
  const described = describeEvent(event);
  const alike = events.findIndex((candidate) => describeEvent(candidate) === described);
  if (alike < 0) throw new Error(`a path takes ${described}, which is not among the model's events`);
  return alike;
}

/** The recording of freshly generated runs and probes. */
export function recordRuns(
  model: FlowModel<AnyStateMachine, unknown>,
  runs: readonly ModelRun<unknown>[],
  probes: ReadonlyArray<{ run: ModelRun<unknown>; event: ModelEvent }>,
): RecordedPaths {
  const states: StateValue[] = [];
  const known = new Map<string, number>();
  const stateIndex = (value: StateValue) => {
    const key = JSON.stringify(value);
    if (!known.has(key)) known.set(key, states.push(value) - 1);
    return known.get(key)!;
  };
  return {
    flow: model.flow,
    states,
    runs: runs.map((run) => ({
      input: run.inputName,
      events: run.path.steps.map((step, index) => (index === 0 ? -1 : indexOfEvent(model.events, step.event))),
      values: run.path.steps.map((step) => stateIndex((step.state as AnyMachineSnapshot).value)),
      active: run.path.state.status === 'active',
    })),
    probes: probes.map(({ run, event }) => [runs.indexOf(run), indexOfEvent(model.events, event)]),
  };
}

export function readRecordedPaths(flow: string): RecordedPaths | null {
  const file = recordedPathsFile(flow);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RecordedPaths) : null;
}

/** One run per line, so a review's diff shows the paths that appeared or disappeared. */
export function writeRecordedPaths(recorded: RecordedPaths) {
  const lines = [
    '{',
    `  "flow": ${JSON.stringify(recorded.flow)},`,
    '  "states": [',
    recorded.states.map((value) => `    ${JSON.stringify(value)}`).join(',\n'),
    '  ],',
    '  "runs": [',
    recorded.runs.map((run) => `    ${JSON.stringify(run)}`).join(',\n'),
    '  ],',
    `  "probes": ${JSON.stringify(recorded.probes)}`,
    '}',
  ];
  writeFileSync(recordedPathsFile(recorded.flow), `${lines.join('\n')}\n`);
}

/** The recorded runs with their events and inputs taken from the model. */
export function replayRuns<Input>(
  model: FlowModel<AnyStateMachine, Input>,
  recorded: RecordedPaths,
): ReplayRun<Input>[] {
  return recorded.runs.map((run) => {
    if (model.inputs && !(run.input in model.inputs)) {
      throw new Error(`${recorded.flow}.paths.json names the input '${run.input}', which the model no longer has`);
    }
    const steps = run.events.map((index, step) => {
      const event = index < 0 ? undefined : model.events[index];
      if (index >= 0 && event === undefined) {
        throw new Error(`${recorded.flow}.paths.json names event ${index}, beyond the model's ${model.events.length}`);
      }
      return { event, value: recorded.states[run.values[step]!]! };
    });
    return {
      title: titleOf(run.input, steps),
      inputName: run.input,
      input: (model.inputs ? model.inputs[run.input] : undefined) as Input,
      steps,
    };
  });
}
