// SPEC §2 pagination: first and last page always, two pages each side of the current one, '...' gaps,
// nothing at one page or fewer. Written as what a person sees: numbers and '...'.
import { describe, expect, it } from 'vitest';
import { paginationItems } from '../../src/domain/pagination';

const shown = (current: number, total: number) =>
  paginationItems(current, total)
    .map((item) => (item.kind === 'gap' ? '...' : String(item.page)))
    .join(' ');

describe('paginationItems', () => {
  it.each([
    [1, 0, ''],
    [1, 1, ''],
    [1, 2, '1 2'],
    [2, 2, '1 2'],
    // A gap is shown even where it hides a single page: the window is exactly two pages each side.
    [1, 5, '1 2 3 ... 5'],
    [3, 5, '1 2 3 4 5'],
    [1, 7, '1 2 3 ... 7'],
    [4, 7, '1 2 3 4 5 6 7'],
    [5, 10, '1 ... 3 4 5 6 7 ... 10'],
    [4, 10, '1 2 3 4 5 6 ... 10'],
    [7, 10, '1 ... 5 6 7 8 9 10'],
    [10, 10, '1 ... 8 9 10'],
    [1, 100, '1 2 3 ... 100'],
    [50, 100, '1 ... 48 49 50 51 52 ... 100'],
  ])('page %i of %i shows "%s"', (current, total, expected) => {
    expect(shown(current, total)).toBe(expected);
  });

  it('clamps a current page outside 1..total to the nearest end', () => {
    expect(shown(0, 10)).toBe('1 2 3 ... 10');
    expect(shown(99, 10)).toBe('1 ... 8 9 10');
  });

  it('takes another window width', () => {
    expect(
      paginationItems(5, 10, 1)
        .map((item) => (item.kind === 'gap' ? '...' : item.page))
        .join(' '),
    ).toBe('1 ... 4 5 6 ... 10');
  });

  it('says after which page each gap comes', () => {
    expect(paginationItems(5, 10)).toEqual([
      { kind: 'page', page: 1 },
      { kind: 'gap', after: 1 },
      { kind: 'page', page: 3 },
      { kind: 'page', page: 4 },
      { kind: 'page', page: 5 },
      { kind: 'page', page: 6 },
      { kind: 'page', page: 7 },
      { kind: 'gap', after: 7 },
      { kind: 'page', page: 10 },
    ]);
  });
});
