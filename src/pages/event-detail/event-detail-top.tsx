// The top of the event page: banner and title, with the page's actions beside the title. The event
// page draws it, on the server too (src/app/shell/server-render.tsx), where the browser hydrates it.
// Its styles come with the page (event-detail.css, imported by EventDetailPage): the build renders
// this module without a stylesheet loader.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_EVENT_IMAGE } from '../../domain/events';
import { ImageWithFallback } from '../../ui/image-with-fallback';

export function EventDetailLayout({ children }: { children: ReactNode }) {
  return <div className="page page--wide event-detail">{children}</div>;
}

interface EventDetailTopProps {
  name: string;
  bannerImage: string;
  /** The page's actions (add to calendar, share). */
  children?: ReactNode;
}

export function EventDetailTop({ name, bannerImage, children }: EventDetailTopProps) {
  const { t } = useTranslation();
  return (
    <>
      <div className="event-detail__banner">
        <ImageWithFallback
          src={bannerImage}
          fallbackSrc={DEFAULT_EVENT_IMAGE}
          alt={t('eventDetail.bannerAlt', { name })}
          width={1200}
          height={600}
          // The page's largest paint: fetched first (the document preloads it when it carries the event).
          fetchPriority="high"
        />
      </div>
      <div className="event-detail__heading">
        <h1 className="event-detail__title">{name}</h1>
        {children ? <div className="event-detail__actions">{children}</div> : null}
      </div>
    </>
  );
}
