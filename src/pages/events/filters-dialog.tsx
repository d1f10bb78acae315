// The Filters dialog (SPEC §2), loaded on first use so that Radix Select and the day picker stay out of
// the listing's first load.
import * as Dialog from '@radix-ui/react-dialog';
import { startOfDay } from 'date-fns';
import { useState } from 'react';
import type { RefObject } from 'react';
import type { DialogFilterField } from '../../../machines/events-listing/events-listing.types';
import { EVENTS_LISTING_TEXT, listingStatusLabel } from '../../domain/listing';
import type { FacetChoice } from '../../domain/listing';
import { LISTING_STATUSES } from '../../domain/listing-query';
import type { ListingFilters } from '../../domain/listing-query';
import { DateField, dayOf } from './date-field';
import { FilterSelect } from './filter-select';
import type { ListingIntents } from './types';

interface FiltersDialogProps {
  draft: ListingFilters;
  /** Where focus goes back to on closing (the dialog has no Radix trigger: the machine opens it). */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  categoryChoices: FacetChoice[];
  cityChoices: FacetChoice[];
  listing: ListingIntents;
}

const toChoices = (choices: FacetChoice[]) =>
  choices.map((choice) => ({
    value: choice.name,
    label: choice.count === null ? choice.name : `${choice.name} (${choice.count})`,
  }));

const STATUS_CHOICES = LISTING_STATUSES.map((status) => ({ value: status, label: listingStatusLabel(status) }));

export default function FiltersDialog({
  draft,
  returnFocusTo,
  categoryChoices,
  cityChoices,
  listing,
}: FiltersDialogProps) {
  const [today] = useState(() => startOfDay(new Date()));
  const change = (field: DialogFilterField) => (value: string) => listing.changeFilter(field, value);
  const start = dayOf(draft.startDate);
  // SPEC §2: the end blocks days before the start date or today.
  const endEarliest = start && start > today ? start : today;
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : listing.closeFilters())}>
      <Dialog.Portal>
        <Dialog.Overlay className="filters-dialog__overlay" />
        <Dialog.Content
          className="filters-dialog"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className="filters-dialog__header">
            <Dialog.Title className="filters-dialog__title">{EVENTS_LISTING_TEXT.filtersTitle}</Dialog.Title>
            <Dialog.Close className="filters-dialog__close" aria-label="Close">
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="filters-dialog__description">
            Narrow the events by category, city, status and dates.
          </Dialog.Description>
          <div className="filters-dialog__fields">
            <FilterSelect
              id="filter-category"
              label={EVENTS_LISTING_TEXT.category}
              allLabel={EVENTS_LISTING_TEXT.allCategories}
              value={draft.category}
              choices={toChoices(categoryChoices)}
              onChange={change('category')}
            />
            <FilterSelect
              id="filter-city"
              label={EVENTS_LISTING_TEXT.city}
              allLabel={EVENTS_LISTING_TEXT.allCities}
              value={draft.city}
              choices={toChoices(cityChoices)}
              onChange={change('city')}
            />
            <FilterSelect
              id="filter-status"
              label={EVENTS_LISTING_TEXT.status}
              allLabel={EVENTS_LISTING_TEXT.allStatus}
              value={draft.status}
              choices={STATUS_CHOICES}
              onChange={change('status')}
            />
            <fieldset className="filters-dates">
              <legend className="filters-field__label">{EVENTS_LISTING_TEXT.dateRange}</legend>
              <DateField
                label={EVENTS_LISTING_TEXT.startDate}
                value={draft.startDate}
                earliest={today}
                onChange={change('startDate')}
              />
              <DateField
                label={EVENTS_LISTING_TEXT.endDate}
                value={draft.endDate}
                earliest={endEarliest}
                onChange={change('endDate')}
              />
            </fieldset>
          </div>
          <div className="filters-dialog__actions">
            <button type="button" className="button button--secondary" onClick={listing.clearFilters}>
              {EVENTS_LISTING_TEXT.clearAll}
            </button>
            <button type="button" className="button button--primary" onClick={listing.applyFilters}>
              {EVENTS_LISTING_TEXT.applyFilters}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
