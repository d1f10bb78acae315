// What every card that shows an event has (the listing's cards, the landing's event cards and banners):
// its picture, decorative since the card's title names the event, switching to the default picture when
// it fails (SPEC §8), sized so no layout shifts; and its date and place with their icons.
import { useTranslation } from 'react-i18next';
import { DEFAULT_EVENT_IMAGE } from '../domain/events';
import { localCardDate, localLocation } from '../i18n/formats';
import { ImageWithFallback } from './image-with-fallback';
import { CalendarIcon, MapPinIcon } from './icons';

const SIZES = {
  card: { width: 640, height: 360 },
  banner: { width: 1600, height: 600 },
} as const;

/**
 * The event's picture: eager for what shows in the first view, lazy for the rest. A banner is wide, and
 * the first one is fetched with high priority (it is the page's largest picture).
 */
export function EventImage({
  src,
  className,
  eager,
  size = 'card',
}: {
  src: string;
  className: string;
  eager: boolean;
  size?: keyof typeof SIZES;
}) {
  return (
    <ImageWithFallback
      className={className}
      src={src}
      fallbackSrc={DEFAULT_EVENT_IMAGE}
      alt=""
      {...SIZES[size]}
      loading={eager ? 'eager' : 'lazy'}
      {...(size === 'banner' ? { fetchPriority: eager ? 'high' : 'auto' } : {})}
      decoding="async"
    />
  );
}

/** The date and the place, each with its icon: two items of the card's list of facts. */
export function EventDateAndPlace({ date, location }: { date: string; location: string }) {
  const { t } = useTranslation();
  return (
    <>
      <li>
        <CalendarIcon />
        <span>{localCardDate(t, date)}</span>
      </li>
      <li>
        <MapPinIcon />
        <span>{localLocation(t, location)}</span>
      </li>
    </>
  );
}
