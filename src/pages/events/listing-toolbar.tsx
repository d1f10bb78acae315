import type { RefObject } from 'react';
import type { ListingDisplay } from '../../../machines/events-listing/events-listing.types';
import { EVENTS_LISTING_TEXT } from '../../domain/listing';
import type { ListingIntents } from './types';

const DISPLAYS: Array<{ display: ListingDisplay; label: string }> = [
  { display: 'grid', label: 'Grid view' },
  { display: 'list', label: 'List view' },
];

function GridIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <rect x="3" y="3" width="7" height="7" rx="1" />
      <rect x="14" y="3" width="7" height="7" rx="1" />
      <rect x="3" y="14" width="7" height="7" rx="1" />
      <rect x="14" y="14" width="7" height="7" rx="1" />
    </svg>
  );
}

function ListIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" strokeLinecap="round" />
    </svg>
  );
}

interface ListingToolbarProps {
  filtersActive: boolean;
  filtersButtonRef: RefObject<HTMLButtonElement | null>;
  display: ListingDisplay;
  listing: ListingIntents;
  /** Warms the dialog's code before the first click. */
  onFiltersIntent: () => void;
}

/** The Filters button (a dot while any filter is active) and the grid/list switch. */
export function ListingToolbar({
  filtersActive,
  filtersButtonRef,
  display,
  listing,
  onFiltersIntent,
}: ListingToolbarProps) {
  return (
    <div className="listing-toolbar">
      <button
        ref={filtersButtonRef}
        type="button"
        className="button button--secondary listing-toolbar__filters"
        aria-haspopup="dialog"
        onClick={listing.openFilters}
        onPointerEnter={onFiltersIntent}
        onFocus={onFiltersIntent}
      >
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M4 5h16l-6 8v6l-4-2v-4z" strokeLinejoin="round" />
        </svg>
        {EVENTS_LISTING_TEXT.filtersButton}
        {filtersActive ? (
          <>
            <span className="listing-toolbar__dot" aria-hidden="true" />
            <span className="visually-hidden"> (filters active)</span>
          </>
        ) : null}
      </button>
      <div className="listing-toolbar__display" role="group" aria-label="Display">
        {DISPLAYS.map((option) => (
          <button
            key={option.display}
            type="button"
            className="listing-toolbar__display-button"
            aria-pressed={display === option.display}
            aria-label={option.label}
            title={option.label}
            onClick={() => listing.selectDisplay(option.display)}
          >
            {option.display === 'grid' ? <GridIcon /> : <ListIcon />}
          </button>
        ))}
      </div>
    </div>
  );
}
