// What a rotating carousel reads (autoplayConnect), written out by hand from SPEC §2's landing lines
// (one slide at a time, previous and next, one dot per slide, the counter 'n / total') and the APG
// carousel pattern the machine follows (announce changes only while nothing moves by itself; 'Play'
// once stopped). Snapshots are resolved from (state, context); each control's event is checked.
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import type { StateValue } from 'xstate';
import { autoplayConnect } from '../../../machines/autoplay/autoplay.connect';
import { autoplayMachine } from '../../../machines/autoplay/autoplay.machine';
import type { AutoplayContext, AutoplayEvent } from '../../../machines/autoplay/autoplay.types';

const BASE: AutoplayContext = { index: 0, count: 4, intervalMs: 8000, hovered: false, focused: false };

function faceOf(value: StateValue, context: Partial<AutoplayContext> = {}) {
  const sent: AutoplayEvent[] = [];
  const snapshot = autoplayMachine.resolveState({ value, context: { ...BASE, ...context } });
  const face = autoplayConnect(snapshot, (event) => void sent.push(event));
  return { face, sent };
}

/** The face with its callbacks left out, as a person reads it. */
function readable(value: StateValue, context: Partial<AutoplayContext> = {}) {
  const { face } = faceOf(value, context);
  return {
    index: face.index,
    count: face.count,
    counter: face.counter,
    hasControls: face.hasControls,
    stopped: face.stopped,
    live: face.live,
  };
}

describe('autoplay carousel: what it reads', () => {
  it("playing the third of four slides: '3 / 4', the controls, and no announcements while it moves", () => {
    expect(readable({ rotating: 'playing' }, { index: 2 })).toEqual({
      index: 2,
      count: 4,
      counter: '3 / 4',
      hasControls: true,
      stopped: false,
      live: 'off',
    });
  });

  it('held under the pointer: still rotating (Pause offered), and changes are announced', () => {
    expect(readable({ rotating: 'held' }, { hovered: true })).toEqual({
      index: 0,
      count: 4,
      counter: '1 / 4',
      hasControls: true,
      stopped: false,
      live: 'polite',
    });
  });

  it("stopped: 'Play' is offered and changes are announced", () => {
    expect(readable({ rotating: 'stopped' }, { index: 3 })).toEqual({
      index: 3,
      count: 4,
      counter: '4 / 4',
      hasControls: true,
      stopped: true,
      live: 'polite',
    });
  });

  it('one slide: no previous, next, dots or counter to use', () => {
    expect(readable('still', { count: 1 })).toMatchObject({ hasControls: false, stopped: false, live: 'polite' });
  });
});

describe('autoplay carousel: what each control sends', () => {
  it('previous, next, a dot, Pause, Play, pointer, focus and reduced motion each send their event', () => {
    const { face, sent } = faceOf({ rotating: 'playing' });
    face.previous();
    face.next();
    face.goTo(2);
    face.stop();
    face.play();
    face.pointerEntered();
    face.pointerLeft();
    face.focusEntered();
    face.focusLeft();
    face.motionReduced();
    expect(sent).toEqual([
      { type: 'SLIDE.PREVIOUS' },
      { type: 'SLIDE.NEXT' },
      { type: 'SLIDE.GO', index: 2 },
      { type: 'AUTOPLAY.STOP' },
      { type: 'AUTOPLAY.START' },
      { type: 'POINTER.ENTER' },
      { type: 'POINTER.LEAVE' },
      { type: 'FOCUS.ENTER' },
      { type: 'FOCUS.LEAVE' },
      { type: 'MOTION.REDUCE' },
    ]);
  });
});

describe('autoplay carousel: a dot that names no slide, while playing', () => {
  it('is ignored: the slides go on advancing, and a real dot still works', () => {
    const clock = new SimulatedClock();
    const actor = createActor(autoplayMachine, { clock, input: { count: 3, intervalMs: 5000 } });
    actor.start();
    actor.send({ type: 'SLIDE.GO', index: 3 });
    clock.increment(5000);
    expect(actor.getSnapshot().context.index).toBe(1);
    actor.send({ type: 'SLIDE.GO', index: 0 });
    expect(autoplayConnect(actor.getSnapshot(), () => {})).toMatchObject({ index: 0, counter: '1 / 3', live: 'off' });
    actor.stop();
  });
});
