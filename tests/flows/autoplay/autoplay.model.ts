// The shared slide rotation's model (SPEC §2 landing 3 and 7: banners and testimonials advance by
// themselves; SPEC §9: every 5 s for testimonials), written by hand from the SPEC and the APG carousel
// pattern: next and previous wrap around, dots go to their slide, nothing else changes the slide.
import type { AnyMachineSnapshot } from 'xstate';
import { autoplayMachine } from '../../../machines/autoplay/autoplay.machine';
import type { AutoplayMachine } from '../../../machines/autoplay/autoplay.machine';
import type { AutoplayContext, AutoplayInput } from '../../../machines/autoplay/autoplay.types';
import type { FlowModel, ModelEvent, StepExpectation } from '../shared/graph-model';

const TESTIMONIALS_INTERVAL_MS = 5000;
export const ADVANCE = 'xstate.after.slideInterval.autoplay.rotating.playing';

export const autoplayModel: FlowModel<AutoplayMachine, AutoplayInput> = {
  flow: 'autoplay',
  machine: autoplayMachine,
  inputs: {
    'three slides': { count: 3, intervalMs: TESTIMONIALS_INTERVAL_MS },
    'one slide': { count: 1, intervalMs: TESTIMONIALS_INTERVAL_MS },
  },
  events: [
    { type: 'SLIDE.NEXT' },
    { type: 'SLIDE.PREVIOUS' },
    ...[0, 1, 2, 3, -1].map((index): ModelEvent => ({ type: 'SLIDE.GO', index })),
    { type: 'POINTER.ENTER' },
    { type: 'POINTER.LEAVE' },
    { type: 'FOCUS.ENTER' },
    { type: 'FOCUS.LEAVE' },
    { type: 'MOTION.REDUCE' },
    { type: 'AUTOPLAY.STOP' },
    { type: 'AUTOPLAY.START' },
    { type: ADVANCE },
  ],
  project: (snapshot: AnyMachineSnapshot) => {
    const { index, hovered, focused } = snapshot.context as AutoplayContext;
    return { value: snapshot.value, index, hovered, focused };
  },
  delays: { slideInterval: TESTIMONIALS_INTERVAL_MS },
  expect: ({ event, before, input }): StepExpectation => {
    if (before === null) {
      return {
        context: { index: 0, count: input.count, intervalMs: input.intervalMs, hovered: false, focused: false },
      };
    }
    const { count } = input;
    switch (event.type) {
      case 'SLIDE.NEXT':
      case ADVANCE:
        return { context: { index: (before.index + 1) % count } };
      case 'SLIDE.PREVIOUS':
        return { context: { index: (before.index + count - 1) % count } };
      case 'SLIDE.GO':
        return { context: { index: event.index as number } };
      case 'POINTER.ENTER':
        return { context: { index: before.index, hovered: true, focused: before.focused } };
      case 'POINTER.LEAVE':
        return { context: { index: before.index, hovered: false, focused: before.focused } };
      case 'FOCUS.ENTER':
        return { context: { index: before.index, hovered: before.hovered, focused: true } };
      case 'FOCUS.LEAVE':
        return { context: { index: before.index, hovered: before.hovered, focused: false } };
      case 'MOTION.REDUCE':
      case 'AUTOPLAY.STOP':
      case 'AUTOPLAY.START':
        return { context: { index: before.index, hovered: before.hovered, focused: before.focused } };
      default:
        throw new Error(`the autoplay model has no expectation for ${event.type}`);
    }
  },
};
