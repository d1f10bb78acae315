import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { RefObject } from 'react';
import type { FilterChip } from '../../../machines/events-listing/events-listing.connect';
import { localFilterChip } from '../../i18n/formats';
import { useFocusAfterRemoval } from '../../ui/hooks/use-focus-after-removal';
import type { ListingIntents } from './types';

/**
 * SPEC §2: one removable chip per active filter, plus Clear All. A pressed chip (or Clear All) is gone
 * once the filter is, which would leave focus on the page's body: focus goes on to the chip now in its
 * place (or the one before it), and to the Filters button when none is left.
 */
export function FilterChips({
  chips,
  listing,
  whenNoneLeft,
}: {
  chips: FilterChip[];
  listing: ListingIntents;
  /** Where focus goes when the last chip has gone (the Filters button). */
  whenNoneLeft: RefObject<HTMLElement | null>;
}) {
  const list = useRef<HTMLUListElement>(null);
  const focusFilters = useCallback(() => whenNoneLeft.current?.focus(), [whenNoneLeft]);
  const removing = useFocusAfterRemoval(chips, list, '.filter-chip', focusFilters);
  const { t } = useTranslation();

  if (chips.length === 0) return null;
  const remove = (index: number, intent: () => void) => {
    removing(index);
    intent();
  };
  return (
    <div className="filter-chips" role="group" aria-label={t('eventsListing.activeFilters')}>
      <ul ref={list} className="filter-chips__list">
        {chips.map((chip, index) => (
          <li key={chip.filter}>
            <button
              type="button"
              className="filter-chip"
              aria-label={t('eventsListing.removeChip', { label: localFilterChip(t, chip.label) })}
              onClick={() => remove(index, () => listing.removeFilter(chip.filter))}
            >
              <span className="filter-chip__label">{localFilterChip(t, chip.label)}</span>
              <span className="filter-chip__remove" aria-hidden="true">
                ×
              </span>
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button button--ghost button--small"
        onClick={() => remove(0, listing.clearFilters)}
      >
        {t('eventsListing.clearAll')}
      </button>
    </div>
  );
}
