import type { RefObject } from 'react';
import type { ListingDisplay } from '../../../machines/events-listing/events-listing.types';
import { useTranslation } from 'react-i18next';
import { FilterIcon, GridIcon, ListIcon } from '../../ui/icons';
import type { ListingIntents } from './types';

const DISPLAYS = [
  { display: 'grid', label: 'eventsListing.gridView' },
  { display: 'list', label: 'eventsListing.listView' },
] as const satisfies ReadonlyArray<{ display: ListingDisplay; label: string }>;

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
  const { t } = useTranslation();
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
        <FilterIcon size={18} />
        {t('eventsListing.filtersButton')}
        {filtersActive ? (
          <>
            <span className="listing-toolbar__dot" aria-hidden="true" />
            <span className="visually-hidden">{t('eventsListing.filtersActive')}</span>
          </>
        ) : null}
      </button>
      <div className="listing-toolbar__display" role="group" aria-label={t('eventsListing.display')}>
        {DISPLAYS.map((option) => (
          <button
            key={option.display}
            type="button"
            className="listing-toolbar__display-button"
            aria-pressed={display === option.display}
            aria-label={t(option.label)}
            title={t(option.label)}
            onClick={() => listing.selectDisplay(option.display)}
          >
            {option.display === 'grid' ? <GridIcon size={18} /> : <ListIcon size={18} />}
          </button>
        ))}
      </div>
    </div>
  );
}
