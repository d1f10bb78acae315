// The rotation's connect: the snapshot and `send` in; which slide shows, the counter and how the
// carousel speaks, and what the person and the page can do (move, hold, stop, play) out.
import type { SnapshotFrom } from 'xstate';
import type { AutoplayMachine } from './autoplay.machine';
import type { AutoplayEvent } from './autoplay.types';

export function autoplayConnect(snapshot: SnapshotFrom<AutoplayMachine>, send: (event: AutoplayEvent) => void) {
  const { index, count } = snapshot.context;
  const playing = snapshot.hasTag('playing');
  const stopped = snapshot.hasTag('stopped');
  return {
    index,
    count,
    /** 'n / total' (SPEC §2). */
    counter: `${index + 1} / ${count}`,
    hasControls: snapshot.matches('rotating'),
    /** The rotation control offers 'Play' only once stopped; held slides still count as rotating. */
    stopped,
    /** APG carousel: changes are announced only while nothing moves by itself. */
    live: playing ? ('off' as const) : ('polite' as const),
    previous: () => send({ type: 'SLIDE.PREVIOUS' }),
    next: () => send({ type: 'SLIDE.NEXT' }),
    goTo: (slide: number) => send({ type: 'SLIDE.GO', index: slide }),
    /** The rotation control: 'Pause' stops, 'Play' starts again. */
    stop: () => send({ type: 'AUTOPLAY.STOP' }),
    play: () => send({ type: 'AUTOPLAY.START' }),
    pointerEntered: () => send({ type: 'POINTER.ENTER' }),
    pointerLeft: () => send({ type: 'POINTER.LEAVE' }),
    focusEntered: () => send({ type: 'FOCUS.ENTER' }),
    focusLeft: () => send({ type: 'FOCUS.LEAVE' }),
    motionReduced: () => send({ type: 'MOTION.REDUCE' }),
  };
}

export type AutoplayConnect = ReturnType<typeof autoplayConnect>;
