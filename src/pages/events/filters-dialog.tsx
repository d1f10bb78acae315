// The Filters dialog (SPEC §2), loaded on first use so that Radix Select and the day picker stay out of
// the listing's first load.
import * as Dialog from '@radix-ui/react-dialog';
import { startOfDay } from 'date-fns';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RefObject } from 'react';
import type { DialogFilterField } from '../../../machines/events-listing/events-listing.types';
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
  categoryChoices: readonly FacetChoice[];
  cityChoices: readonly FacetChoice[];
  listing: ListingIntents;
}

const toChoices = (choices: readonly FacetChoice[]) =>
  choices.map((choice) => ({
    value: choice.name,
    label: choice.count === null ? choice.name : `${choice.name} (${choice.count})`,
  }));

export default function FiltersDialog({
  draft,
  returnFocusTo,
  categoryChoices,
  cityChoices,
  listing,
}: FiltersDialogProps) {
  const [today] = useState(() => startOfDay(new Date()));
  const { t } = useTranslation();
  // Made again only when the choices change, so that the memoised selects keep theirs (filter-select.tsx).
  const categorySelectChoices = useMemo(() => toChoices(categoryChoices), [categoryChoices]);
  const citySelectChoices = useMemo(() => toChoices(cityChoices), [cityChoices]);
  const statusChoices = useMemo(
    () => LISTING_STATUSES.map((status) => ({ value: status, label: t(`eventsListing.statuses.${status}`) })),
    [t],
  );
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
            <Dialog.Title className="filters-dialog__title">{t('eventsListing.filtersTitle')}</Dialog.Title>
            <Dialog.Close className="filters-dialog__close" aria-label={t('eventsListing.close')}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <Dialog.Description className="filters-dialog__description">
            {t('eventsListing.filtersDescription')}
          </Dialog.Description>
          <div className="filters-dialog__fields">
            <FilterSelect
              id="filter-category"
              field="category"
              label={t('eventsListing.category')}
              allLabel={t('eventsListing.allCategories')}
              value={draft.category}
              choices={categorySelectChoices}
              onChange={listing.changeFilter}
            />
            <FilterSelect
              id="filter-city"
              field="city"
              label={t('eventsListing.city')}
              allLabel={t('eventsListing.allCities')}
              value={draft.city}
              choices={citySelectChoices}
              onChange={listing.changeFilter}
            />
            <FilterSelect
              id="filter-status"
              field="status"
              label={t('eventsListing.status')}
              allLabel={t('eventsListing.allStatus')}
              value={draft.status}
              choices={statusChoices}
              onChange={listing.changeFilter}
            />
            <fieldset className="filters-dates">
              <legend className="filters-field__label">{t('eventsListing.dateRange')}</legend>
              <DateField
                label={t('eventsListing.startDate')}
                value={draft.startDate}
                earliest={today}
                onChange={change('startDate')}
              />
              <DateField
                label={t('eventsListing.endDate')}
                value={draft.endDate}
                earliest={endEarliest}
                onChange={change('endDate')}
              />
            </fieldset>
          </div>
          <div className="filters-dialog__actions">
            <button type="button" className="button button--secondary" onClick={listing.clearFilters}>
              {t('eventsListing.clearAll')}
            </button>
            <button type="button" className="button button--primary" onClick={listing.applyFilters}>
              {t('eventsListing.applyFilters')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
