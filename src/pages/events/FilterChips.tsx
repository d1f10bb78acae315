import type { FilterChip } from '../../../machines/events-listing/events-listing.view';
import { EVENTS_LISTING_TEXT } from '../../domain/listing';
import type { SendListing } from './types';

/** SPEC §2: one removable chip per active filter, plus Clear All. */
export function FilterChips({ chips, send }: { chips: FilterChip[]; send: SendListing }) {
  if (chips.length === 0) return null;
  return (
    <div className="filter-chips" role="group" aria-label="Active filters">
      <ul className="filter-chips__list">
        {chips.map((chip) => (
          <li key={chip.filter}>
            <button
              type="button"
              className="filter-chip"
              aria-label={`Remove ${chip.label}`}
              onClick={() => send({ type: 'FILTER.REMOVE', filter: chip.filter })}
            >
              <span className="filter-chip__label">{chip.label}</span>
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
        onClick={() => send({ type: 'FILTERS.CLEAR' })}
      >
        {EVENTS_LISTING_TEXT.clearAll}
      </button>
    </div>
  );
}
