import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListingDisplay } from '../../../machines/events-listing/events-listing.types';
import { listingItemPath, listingStatusBadge } from '../../domain/listing';
import { localPrice } from '../../i18n/formats';
import type { ListingItem } from '../../domain/listing';
import { EventDateAndPlace, EventImage } from '../../ui/event-card-parts';
import { InternalLink } from '../../ui/internal-link';

interface ListingCardProps {
  item: ListingItem;
  display: ListingDisplay;
  /** Cards in the first view load their image at once; the rest when scrolled near. */
  eager: boolean;
}

/**
 * SPEC §2 card: the whole card leads to the event (the action link stretches over it). Memoised: the
 * listing's view changes with every step in the Filters dialog or keystroke in the search box, and
 * drawing twenty cards again for each was most of a tap's latency there (bench/interaction-latency.ts).
 */
export const ListingCard = memo(function ListingCard({ item, display, eager }: ListingCardProps) {
  const badge = listingStatusBadge(item.status);
  const { t } = useTranslation();
  return (
    <article className={`listing-card listing-card--${display}`}>
      <div className="listing-card__media">
        <EventImage className="listing-card__image" src={item.image} eager={eager} />
        <div className="listing-card__badges">
          <span className={`status-badge status-badge--${badge.colour}`}>
            {t(`eventsListing.statuses.${item.status}`)}
          </span>
          {item.isRegistered ? <span className="listing-card__registered">{t('eventsListing.registered')}</span> : null}
        </div>
      </div>
      <div className="listing-card__body">
        <div className="listing-card__top">
          <h2 className="listing-card__title">{item.title}</h2>
          <p className="listing-card__price">
            <span className="visually-hidden">{t('common.price')}</span>
            {localPrice(t, item.price)}
          </p>
        </div>
        {item.eventMasterName && item.eventMasterName !== item.title ? (
          <p className="listing-card__master">{item.eventMasterName}</p>
        ) : null}
        <ul className="listing-card__facts">
          <EventDateAndPlace date={item.date} location={item.location} />
          {item.totalAllowedRegistrations !== null ? (
            <li>{t('eventsListing.maxParticipants', { total: String(item.totalAllowedRegistrations) })}</li>
          ) : null}
          {item.cashPrize ? <li className="listing-card__prize">{t('eventsListing.cashPrize')}</li> : null}
          {display === 'list' && item.eventId ? <li>{t('eventsListing.eventId', { id: item.eventId })}</li> : null}
        </ul>
        <div className="listing-card__footer">
          <InternalLink
            href={listingItemPath(item)}
            className="button button--primary button--small listing-card__action"
          >
            {item.isRegistered ? t('eventsListing.viewDetails') : t('eventsListing.enrollNow')}
            <span className="visually-hidden"> — {item.title}</span>
          </InternalLink>
        </div>
      </div>
    </article>
  );
});
