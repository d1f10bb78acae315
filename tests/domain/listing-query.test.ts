// SPEC §2 'Filters live in the query string': every view reads back as itself, bad values are dropped,
// and the API is sent only the filters that are set (SPEC §5).
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LISTING_QUERY,
  NO_LISTING_FILTERS,
  formatListingDay,
  hasActiveListingFilters,
  isIsoDay,
  listingRequest,
  parseListingQuery,
  serializeListingQuery,
} from '../../src/domain/listing-query';
import type { ListingQuery } from '../../src/domain/listing-query';

const query = (filters: Partial<ListingQuery['filters']>, page = 1): ListingQuery => ({
  filters: { ...NO_LISTING_FILTERS, ...filters },
  page,
});

describe('listing query string', () => {
  it.each([
    ['the default view', query({}), ''],
    ['a search', query({ search: 'night run' }), 'search=night+run'],
    ['a category with an ampersand', query({ category: 'Yoga & Fitness' }), 'filtersbyCategory=Yoga+%26+Fitness'],
    ['a city and status', query({ city: 'Pune', status: 'closed' }), 'filtersbyCity=Pune&filterByStaus=closed'],
    ['dates', query({ startDate: '2030-07-01', endDate: '2030-07-31' }), 'startdate=2030-07-01&enddate=2030-07-31'],
    ['page 3', query({}, 3), 'page=3'],
    [
      'everything',
      query(
        {
          search: 'ride',
          category: 'Cycling',
          city: 'Mumbai',
          status: 'upcoming',
          startDate: '2030-01-01',
          endDate: '2030-01-02',
        },
        2,
      ),
      'search=ride&filtersbyCategory=Cycling&filtersbyCity=Mumbai&filterByStaus=upcoming&startdate=2030-01-01&enddate=2030-01-02&page=2',
    ],
  ])('%s: written once, read back the same', (_name, view, written) => {
    expect(serializeListingQuery(view)).toBe(written);
    expect(parseListingQuery(written)).toEqual(view);
    expect(parseListingQuery(`?${written}`)).toEqual(view);
  });

  it.each([
    ['an unknown status', '?filterByStaus=finished', DEFAULT_LISTING_QUERY],
    ['a status in capitals', '?filterByStaus=Ongoing', query({ status: 'ongoing' })],
    ['a day that does not exist', '?startdate=2030-02-30', DEFAULT_LISTING_QUERY],
    ['a day in another format', '?enddate=01/07/2030', DEFAULT_LISTING_QUERY],
    ['an end before the start', '?startdate=2030-07-10&enddate=2030-07-01', query({ startDate: '2030-07-10' })],
    ['page 0', '?page=0', DEFAULT_LISTING_QUERY],
    ['a page that is not a number', '?page=two', DEFAULT_LISTING_QUERY],
    ['a negative page', '?page=-2', DEFAULT_LISTING_QUERY],
    ['blank text', '?search=%20%20&filtersbyCity=', DEFAULT_LISTING_QUERY],
    ['text with spaces around it', '?search=%20ride%20', query({ search: 'ride' })],
    ['marketing parameters', '?utm_source=mail&search=ride', query({ search: 'ride' })],
  ])('drops or cleans %s', (_name, link, expected) => {
    expect(parseListingQuery(link)).toEqual(expected);
  });

  it('says whether any filter is active', () => {
    expect(hasActiveListingFilters(NO_LISTING_FILTERS)).toBe(false);
    expect(hasActiveListingFilters({ ...NO_LISTING_FILTERS, search: '   ' })).toBe(false);
    expect(hasActiveListingFilters({ ...NO_LISTING_FILTERS, endDate: '2030-01-01' })).toBe(true);
  });
});

describe('listingRequest (SPEC §5, §7)', () => {
  it('sends page, limit 12 and only the filters that are set, the search trimmed', () => {
    expect(listingRequest(query({}))).toEqual({ page: 1, limit: 12 });
    expect(listingRequest(query({ search: '  ride ', status: 'ongoing', endDate: '2030-07-31' }, 4))).toEqual({
      page: 4,
      limit: 12,
      search: 'ride',
      filterByStaus: 'ongoing',
      enddate: '2030-07-31',
    });
  });
});

describe('days', () => {
  it.each([
    ['2030-07-14', true, '14/07/2030'],
    ['2028-02-29', true, '29/02/2028'],
    ['2030-02-29', false, ''],
    ['2030-7-14', false, ''],
    ['', false, ''],
  ])('%s is a day: %s, shown "%s"', (iso, valid, shown) => {
    expect(isIsoDay(iso)).toBe(valid);
    expect(formatListingDay(iso)).toBe(shown);
  });
});
