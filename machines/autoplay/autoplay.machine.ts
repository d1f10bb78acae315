// Slides that advance by themselves, hold while the pointer or keyboard focus is inside, and stop for
// people who prefer reduced motion or press Pause (WCAG 2.2.2; the APG carousel pattern). Pure: the
// view tells it about the pointer, focus and the motion preference.
import { assign, setup } from 'xstate';
import type { AutoplayContext, AutoplayEvent, AutoplayInput, AutoplayTag } from './autoplay.types';

export const autoplayMachine = setup({
  types: {
    context: {} as AutoplayContext,
    events: {} as AutoplayEvent,
    input: {} as AutoplayInput,
    tags: {} as AutoplayTag,
  },
  guards: {
    hasSeveralSlides: ({ context }) => context.count > 1,
    isKnownSlide: ({ context }, params: { index: number }) =>
      Number.isInteger(params.index) && params.index >= 0 && params.index < context.count,
    isFocusStillInside: ({ context }) => context.focused,
    isPointerStillInside: ({ context }) => context.hovered,
  },
  actions: {
    showNextSlide: assign(({ context }) => ({ index: (context.index + 1) % context.count })),
    showPreviousSlide: assign(({ context }) => ({ index: (context.index - 1 + context.count) % context.count })),
    showSlide: assign((_, params: { index: number }) => ({ index: params.index })),
    notePointerInside: assign({ hovered: true }),
    notePointerOutside: assign({ hovered: false }),
    noteFocusInside: assign({ focused: true }),
    noteFocusOutside: assign({ focused: false }),
  },
  delays: {
    slideInterval: ({ context }) => context.intervalMs,
  },
}).createMachine({
  id: 'autoplay',
  description:
    'Rotating slides: the next one after each interval, wrapping around; previous, next and dots move at once; the pointer or keyboard focus inside holds the rotation, reduced motion or Pause stops it.',
  context: ({ input }) => ({
    index: 0,
    count: input.count,
    intervalMs: input.intervalMs,
    hovered: false,
    focused: false,
  }),
  initial: 'choosing',
  states: {
    choosing: {
      description: 'Rotates only with two slides or more.',
      meta: { screen: 'Nothing new: decided at once.' },
      always: [{ guard: 'hasSeveralSlides', target: 'rotating' }, { target: 'still' }],
    },
    still: {
      description: 'One slide (or none): nothing rotates and there are no controls.',
      meta: { screen: 'The one slide, without previous, next, dots or counter.' },
    },
    rotating: {
      description: 'Several slides with previous and next buttons, one dot per slide and the counter.',
      meta: { screen: "One slide, 'Previous' and 'Next' buttons, one dot per slide and the counter 'n / total'." },
      initial: 'playing',
      on: {
        'SLIDE.NEXT': { actions: 'showNextSlide' },
        'SLIDE.PREVIOUS': { actions: 'showPreviousSlide' },
        'SLIDE.GO': {
          guard: { type: 'isKnownSlide', params: ({ event }) => ({ index: event.index }) },
          actions: { type: 'showSlide', params: ({ event }) => ({ index: event.index }) },
        },
        'POINTER.ENTER': { actions: 'notePointerInside' },
        'POINTER.LEAVE': { actions: 'notePointerOutside' },
        'FOCUS.ENTER': { actions: 'noteFocusInside' },
        'FOCUS.LEAVE': { actions: 'noteFocusOutside' },
        'MOTION.REDUCE': { target: '.stopped' },
        'AUTOPLAY.STOP': { target: '.stopped' },
      },
      states: {
        playing: {
          description: 'The slide advances after each interval; moving by hand starts the interval over.',
          tags: ['playing'],
          meta: { screen: "The slides advance by themselves; the rotation control reads 'Pause'." },
          after: {
            slideInterval: { target: 'playing', reenter: true, actions: 'showNextSlide' },
          },
          on: {
            'SLIDE.NEXT': { target: 'playing', reenter: true, actions: 'showNextSlide' },
            'SLIDE.PREVIOUS': { target: 'playing', reenter: true, actions: 'showPreviousSlide' },
            'SLIDE.GO': {
              guard: { type: 'isKnownSlide', params: ({ event }) => ({ index: event.index }) },
              target: 'playing',
              reenter: true,
              actions: { type: 'showSlide', params: ({ event }) => ({ index: event.index }) },
            },
            'POINTER.ENTER': { target: 'held', actions: 'notePointerInside' },
            'FOCUS.ENTER': { target: 'held', actions: 'noteFocusInside' },
          },
        },
        held: {
          description: 'The pointer or keyboard focus is inside: the slide stays until both have left.',
          meta: { screen: "The slide stays while the person reads it; the rotation control reads 'Pause'." },
          on: {
            'POINTER.LEAVE': [
              { guard: 'isFocusStillInside', actions: 'notePointerOutside' },
              { target: 'playing', actions: 'notePointerOutside' },
            ],
            'FOCUS.LEAVE': [
              { guard: 'isPointerStillInside', actions: 'noteFocusOutside' },
              { target: 'playing', actions: 'noteFocusOutside' },
            ],
          },
        },
        stopped: {
          description: "Reduced motion or 'Pause': nothing moves by itself until 'Play'.",
          tags: ['stopped'],
          meta: { screen: "The slide stays; previous, next and dots still move; the rotation control reads 'Play'." },
          on: {
            'AUTOPLAY.START': { target: 'playing' },
          },
        },
      },
    },
  },
});

export type AutoplayMachine = typeof autoplayMachine;
