// The rotation's view-model: which slide shows, the counter, and how the carousel speaks.
import type { SnapshotFrom } from 'xstate';
import type { AutoplayMachine } from './autoplay.machine';

export function autoplayView(snapshot: SnapshotFrom<AutoplayMachine>) {
  const { index, count } = snapshot.context;
  const playing = snapshot.hasTag('playing');
  return {
    index,
    count,
    /** 'n / total' (SPEC §2). */
    counter: `${index + 1} / ${count}`,
    hasControls: snapshot.matches('rotating'),
    /** The rotation control offers 'Play' only once stopped; held slides still count as rotating. */
    stopped: snapshot.hasTag('stopped'),
    /** APG carousel: changes are announced only while nothing moves by itself. */
    live: playing ? ('off' as const) : ('polite' as const),
  };
}

export type AutoplayView = ReturnType<typeof autoplayView>;
