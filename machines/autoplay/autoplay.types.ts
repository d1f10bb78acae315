// A rotation of slides that advances by itself (SPEC §2 landing: banners every 8 s, testimonials every
// 5 s), shared by every carousel of the landing page. Written once: the banner carousel invokes it as a
// child, the testimonials run it on their own.

export interface AutoplayInput {
  /** How many slides rotate; with fewer than two there is nothing to rotate. */
  count: number;
  /** Milliseconds a slide stays before the next one (SPEC §9). */
  intervalMs: number;
}

export interface AutoplayContext {
  /** The slide shown, 0-based. */
  index: number;
  count: number;
  intervalMs: number;
  /** The pointer is over the carousel. */
  hovered: boolean;
  /** Keyboard focus is inside the carousel. */
  focused: boolean;
}

export type AutoplayEvent =
  | { type: 'SLIDE.NEXT' }
  | { type: 'SLIDE.PREVIOUS' }
  | { type: 'SLIDE.GO'; index: number }
  | { type: 'POINTER.ENTER' }
  | { type: 'POINTER.LEAVE' }
  | { type: 'FOCUS.ENTER' }
  | { type: 'FOCUS.LEAVE' }
  /** The person prefers reduced motion (prefers-reduced-motion: reduce): nothing moves by itself. */
  | { type: 'MOTION.REDUCE' }
  /** The rotation control: 'Pause' stops, 'Play' starts again. */
  | { type: 'AUTOPLAY.STOP' }
  | { type: 'AUTOPLAY.START' };

export type AutoplayTag = 'playing' | 'stopped';
