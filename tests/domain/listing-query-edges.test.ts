// SPEC §2 'Filters live in the query string' and §5 'a filter is sent only when set': the edges of
// reading a link, cleaning filters and writing the API request.
import { describe, expect, it } from 'vitest';
import {
  NO_LISTING_FILTERS,
  isIsoDay,
  listingRequest,
  normalizeListingFilters,
  parseListingQuery,
  sameListingQuery,
} from '../../src/domain/listing-query';
import type { ListingFilters, ListingQuery } from '../../src/domain/listing-query';

const filters = (set: Partial<ListingFilters>): ListingFilters => ({ ...NO_LISTING_FILTERS, ...set });
const query = (set: Partial<ListingFilters>, page = 1): ListingQuery => ({ filters: filters(set), page });

describe('isIsoDay', () => {
  it.each([
    ['a month after December', '2030-13-01'],
    ['month 00', '2030-00-10'],
    ['day 00', '2030-07-00'],
    ['a day past the month', '2030-04-31'],
    // Date.UTC reads years 0-99 as 1900-1999; such a day is refused, never read as another.
    ['a two-digit year', '0050-01-01'],
  ])('refuses %s (%s)', (_name, text) => {
    expect(isIsoDay(text)).toBe(false);
  });

  it.each(['2030-12-31', '2030-01-01', '2028-02-29'])('accepts %s', (text) => {
    expect(isIsoDay(text)).toBe(true);
  });
});

describe('normalizeListingFilters', () => {
  it('trims every text and day, and reads the status in any case', () => {
    expect(
      normalizeListingFilters({
        search: ' ride ',
        category: ' Cycling ',
        city: ' Pune ',
        status: ' Closed ' as ListingFilters['status'],
        startDate: ' 2030-07-01 ',
        endDate: ' 2030-07-31 ',
      }),
    ).toEqual({
      search: 'ride',
      category: 'Cycling',
      city: 'Pune',
      status: 'closed',
      startDate: '2030-07-01',
      endDate: '2030-07-31',
    });
  });

  it('keeps an end on the start day, and any end without a start', () => {
    expect(normalizeListingFilters(filters({ startDate: '2030-07-10', endDate: '2030-07-10' }))).toEqual(
      filters({ startDate: '2030-07-10', endDate: '2030-07-10' }),
    );
    expect(normalizeListingFilters(filters({ endDate: '2030-07-01' }))).toEqual(filters({ endDate: '2030-07-01' }));
  });

  it('drops an end before the start, keeping the start', () => {
    expect(normalizeListingFilters(filters({ startDate: '2030-07-10', endDate: '2030-07-09' }))).toEqual(
      filters({ startDate: '2030-07-10' }),
    );
  });
});

describe('parseListingQuery', () => {
  it.each([
    ['page 12', '?page=12', 12],
    ['the largest page it reads', '?page=999999999', 999999999],
    ['a page with spaces around it', '?page=%202%20', 2],
    ['a page with a letter after it', '?page=2x', 1],
    ['a page with a letter before it', '?page=x2', 1],
    ['a page of ten digits', '?page=1000000000', 1],
    ['a page with a decimal', '?page=2.5', 1],
  ])('reads %s', (_name, link, page) => {
    expect(parseListingQuery(link).page).toBe(page);
  });

  it("reads a link whose '?' was doubled by hand", () => {
    expect(parseListingQuery('??search=ride')).toEqual(query({ search: 'ride' }));
  });
});

describe('sameListingQuery', () => {
  it('is true for two spellings of one view', () => {
    expect(sameListingQuery(query({ search: ' ride ' }), query({ search: 'ride' }))).toBe(true);
    expect(sameListingQuery(query({ status: 'finished' as ListingFilters['status'] }), query({}))).toBe(true);
    expect(sameListingQuery(query({}, 1), query({}, 1))).toBe(true);
  });

  it('is false for different views', () => {
    expect(sameListingQuery(query({ search: 'ride' }), query({ search: 'run' }))).toBe(false);
    expect(sameListingQuery(query({}, 1), query({}, 2))).toBe(false);
  });
});

describe('listingRequest', () => {
  it('sends the category, city and start day when they are set', () => {
    expect(
      listingRequest(query({ category: ' Cycling ', city: 'Pune', startDate: '2030-07-01', endDate: '2030-07-31' }, 2)),
    ).toEqual({
      page: 2,
      limit: 12,
      filtersbyCategory: 'Cycling',
      filtersbyCity: 'Pune',
      startdate: '2030-07-01',
      enddate: '2030-07-31',
    });
  });

  it('takes another page size when given one', () => {
    expect(listingRequest(query({}), 20)).toEqual({ page: 1, limit: 20 });
  });
});
