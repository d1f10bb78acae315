// The shared slide rotation: every recorded path on a real actor, held to models/autoplay.model.ts,
// plus what a person sees over time (SPEC §2: banners every 8 s, testimonials every 5 s).
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import { autoplayMachine } from '../../../machines/autoplay/autoplay.machine';
import { autoplayConnect } from '../../../machines/autoplay/autoplay.connect';
import { describeGraph } from '../shared/graph-harness';
import { autoplayModel } from './autoplay.model';

describeGraph(autoplayModel);

function rotation(count: number, intervalMs: number) {
  const clock = new SimulatedClock();
  const actor = createActor(autoplayMachine, { clock, input: { count, intervalMs } });
  actor.start();
  return {
    actor,
    wait: (ms: number) => clock.increment(ms),
    index: () => actor.getSnapshot().context.index,
    view: () => autoplayConnect(actor.getSnapshot(), (event) => actor.send(event)),
  };
}

describe('autoplay machine: over time', () => {
  it('advances every interval and wraps from the last slide to the first', () => {
    const r = rotation(3, 8000);
    r.wait(7999);
    expect(r.index()).toBe(0);
    r.wait(1);
    expect(r.index()).toBe(1);
    r.wait(8000);
    expect(r.index()).toBe(2);
    r.wait(8000);
    expect(r.index()).toBe(0);
    expect(r.view().counter).toBe('1 / 3');
  });

  it('starts the interval over after a move by hand', () => {
    const r = rotation(3, 5000);
    r.wait(4000);
    r.actor.send({ type: 'SLIDE.PREVIOUS' });
    expect(r.index()).toBe(2);
    r.wait(4999);
    expect(r.index()).toBe(2);
    r.wait(1);
    expect(r.index()).toBe(0);
  });

  it('holds while the pointer is over it and goes on when it leaves', () => {
    const r = rotation(3, 5000);
    r.actor.send({ type: 'POINTER.ENTER' });
    r.wait(20_000);
    expect(r.index()).toBe(0);
    expect(r.view().live).toBe('polite');
    r.actor.send({ type: 'POINTER.LEAVE' });
    expect(r.view().live).toBe('off');
    r.wait(5000);
    expect(r.index()).toBe(1);
  });

  it('holds while keyboard focus is inside, even after the pointer leaves', () => {
    const r = rotation(3, 5000);
    r.actor.send({ type: 'FOCUS.ENTER' });
    r.actor.send({ type: 'POINTER.ENTER' });
    r.actor.send({ type: 'POINTER.LEAVE' });
    r.wait(20_000);
    expect(r.index()).toBe(0);
    r.actor.send({ type: 'SLIDE.NEXT' });
    expect(r.index()).toBe(1);
    r.actor.send({ type: 'FOCUS.LEAVE' });
    r.wait(5000);
    expect(r.index()).toBe(2);
  });

  it('never moves by itself under reduced motion, while the buttons still work', () => {
    const r = rotation(3, 5000);
    r.actor.send({ type: 'MOTION.REDUCE' });
    r.wait(60_000);
    expect(r.index()).toBe(0);
    expect(r.view()).toMatchObject({ stopped: true, live: 'polite', hasControls: true });
    r.actor.send({ type: 'SLIDE.GO', index: 2 });
    expect(r.index()).toBe(2);
    r.actor.send({ type: 'SLIDE.NEXT' });
    expect(r.index()).toBe(0);
  });

  it("stops on 'Pause' and starts again on 'Play'", () => {
    const r = rotation(2, 5000);
    r.actor.send({ type: 'AUTOPLAY.STOP' });
    r.wait(15_000);
    expect(r.index()).toBe(0);
    r.actor.send({ type: 'AUTOPLAY.START' });
    expect(r.view().stopped).toBe(false);
    r.wait(5000);
    expect(r.index()).toBe(1);
  });

  it('ignores a dot that names no slide', () => {
    const r = rotation(3, 5000);
    r.actor.send({ type: 'SLIDE.GO', index: 3 });
    r.actor.send({ type: 'SLIDE.GO', index: 1.5 });
    expect(r.index()).toBe(0);
  });

  it('has nothing to rotate with one slide', () => {
    const r = rotation(1, 5000);
    r.wait(60_000);
    expect(r.view()).toMatchObject({ index: 0, hasControls: false, counter: '1 / 1' });
  });
});
