import type { CategoryIconName } from './landing-content';

/** Simple line icons drawn here, so the page needs no icon font or external asset. */
const ICON_PATHS: Record<CategoryIconName, readonly string[]> = {
  // A stopwatch.
  running: ['M12 21a8 8 0 1 0 0-16 8 8 0 0 0 0 16Z', 'M12 9v4l2.5 2.5', 'M10 2h4', 'M12 2v3', 'M19 6l1.5-1.5'],
  // A bicycle.
  cycling: [
    'M5.5 18.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Z',
    'M18.5 18.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Z',
    'M5.5 15l4-7h5l4 7',
    'M9.5 8 12 15h-6.5',
    'M13 5.5h2.5l-1 2.5',
  ],
  // A medal on its ribbon.
  triathlon: ['M8 3l3 6', 'M16 3l-3 6', 'M12 21a6 6 0 1 0 0-12 6 6 0 0 0 0 12Z', 'M12 12.5v5', 'M10.5 14l1.5-1.5'],
  // Waves.
  swimming: [
    'M2 8c2 0 2-1.5 4-1.5S8 8 10 8s2-1.5 4-1.5S16 8 18 8s2-1.5 4-1.5',
    'M2 13c2 0 2-1.5 4-1.5s2 1.5 4 1.5 2-1.5 4-1.5 2 1.5 4 1.5 2-1.5 4-1.5',
    'M2 18c2 0 2-1.5 4-1.5s2 1.5 4 1.5 2-1.5 4-1.5 2 1.5 4 1.5 2-1.5 4-1.5',
  ],
  // A heart with a pulse line.
  yoga: [
    'M20.8 8.6a5 5 0 0 0-8.8-3.2 5 5 0 0 0-8.8 3.2c0 5.4 8.8 11.4 8.8 11.4s8.8-6 8.8-11.4Z',
    'M3.5 12h5l1.5-3 2.5 6 1.5-3h6.5',
  ],
  // A ball.
  team: [
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Z',
    'M12 7.5l4 2.9-1.5 4.6h-5L8 10.4Z',
    'M12 3v4.5',
    'M16 10.4l4.6-1.5',
    'M14.5 15l2.8 3.9',
    'M9.5 15l-2.8 3.9',
    'M8 10.4 3.4 8.9',
  ],
};

export function CategoryIcon({ name }: { name: CategoryIconName }) {
  return (
    <svg
      width="28"
      height="28"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {ICON_PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
