// The development /__flows page (src/app/dev-flows) reads the committed diagrams and the graph models:
// every machine must be listed, and every state a generated path passes through must be a node of the
// drawn diagram, or replaying the path would light up nothing.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listFlows, loadPaths } from '../../src/app/dev-flows/flow-catalog';
import { REPO_ROOT } from '../../scripts/diagrams';

const machineFlows = readdirSync(`${REPO_ROOT}/machines`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((folder) => readdirSync(`${REPO_ROOT}/machines/${folder.name}`))
  .filter((name) => name.endsWith('.machine.ts'))
  .map((name) => name.slice(0, -'.machine.ts'.length))
  .sort();

describe('the /__flows catalogue', () => {
  const flows = listFlows();

  it('lists every machine once, with its title, description and diagram', () => {
    expect(flows.map((entry) => entry.flow)).toEqual(machineFlows);
    for (const entry of flows) {
      expect(entry.machines.length, entry.flow).toBeGreaterThan(0);
      for (const machine of entry.machines) {
        expect(machine.mermaid.startsWith('stateDiagram-v2'), entry.flow).toBe(true);
        expect(machine.description.length, entry.flow).toBeGreaterThan(10);
      }
    }
  });

  it.each(['ticket-selection', 'payment-checkout', 'attendee-form', 'events-listing'])(
    '%s: its generated paths pass only through states its diagram draws',
    async (flow) => {
      const paths = await loadPaths(flow);
      expect(paths.length).toBeGreaterThan(1);
      const mermaid = flows
        .find((entry) => entry.flow === flow)!
        .machines.map((machine) => machine.mermaid)
        .join('\n');
      const drawn = new Set(mermaid.match(/[A-Za-z0-9_]+/g));
      for (const path of paths) {
        expect(path.steps[0]?.label).toBe('start');
        for (const step of path.steps) {
          expect(step.activeIds.length).toBeGreaterThan(0);
          for (const id of [...step.activeIds, ...step.enclosingIds])
            expect(drawn.has(id), `${flow}: ${id}`).toBe(true);
        }
      }
    },
  );
});
