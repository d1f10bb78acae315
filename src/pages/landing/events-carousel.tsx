// Swiper is loaded only when a list needs the carousel (more than three events).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FocusEvent } from 'react';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { SwiperClass } from 'swiper/react';
import 'swiper/css';
import { LANDING_EVENTS_AUTOPLAY_MS } from '../../domain/constants';
import type { EventCard as EventCardData } from '../../domain/events';
import { usePrefersReducedMotion } from '../../ui/hooks/use-prefers-reduced-motion';
import { ChevronIcon } from '../../ui/icons';
import { EventCard } from './event-card';

/** SPEC §2: one, two or three slides by width. */
const BREAKPOINTS = {
  0: { slidesPerView: 1, spaceBetween: 16 },
  640: { slidesPerView: 2, spaceBetween: 20 },
  1024: { slidesPerView: 3, spaceBetween: 24 },
};

export default function EventsCarousel({ events }: { events: readonly EventCardData[] }) {
  const swiper = useRef<SwiperClass | null>(null);
  // Autoplaying content must be stoppable for people who cannot hover (WCAG 2.2.2).
  const reducedMotion = usePrefersReducedMotion();
  const [playing, setPlaying] = useState(!reducedMotion);
  // Keyboard focus inside holds the rotation until it leaves (the pointer is swiper's pauseOnMouseEnter).
  const [focusInside, setFocusInside] = useState(false);
  const { t } = useTranslation();

  useEffect(() => {
    if (reducedMotion) setPlaying(false);
  }, [reducedMotion]);

  useEffect(() => {
    const autoplay = swiper.current?.autoplay;
    if (!autoplay) return;
    if (playing && !focusInside) autoplay.start();
    else autoplay.stop();
  }, [playing, focusInside]);

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (event.target.matches(':focus-visible')) setFocusInside(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !event.currentTarget.contains(next)) setFocusInside(false);
  };

  return (
    <div className="events-carousel" onFocus={onFocus} onBlur={onBlur}>
      <Swiper
        modules={[Autoplay, A11y]}
        onSwiper={(instance) => {
          swiper.current = instance;
          // Nothing moves by itself for people who prefer reduced motion.
          if (reducedMotion) instance.autoplay.stop();
        }}
        autoplay={{ delay: LANDING_EVENTS_AUTOPLAY_MS, pauseOnMouseEnter: true, disableOnInteraction: false }}
        breakpoints={BREAKPOINTS}
        slidesPerView={1}
        spaceBetween={16}
        rewind
        a11y={{ enabled: true, containerMessage: t('landingEvents.carouselLabel'), slideRole: 'group' }}
      >
        {events.map((event, index) => (
          <SwiperSlide key={event.uuid}>
            <EventCard event={event} eager={index < 3} />
          </SwiperSlide>
        ))}
      </Swiper>
      <div className="events-carousel__controls">
        <button
          type="button"
          className="events-carousel__control"
          aria-label={t('landingEvents.previousEvents')}
          onClick={() => swiper.current?.slidePrev()}
        >
          <ChevronIcon direction="left" size={20} />
        </button>
        <button type="button" className="button button--ghost button--small" onClick={() => setPlaying(!playing)}>
          {playing ? t('common.pause') : t('common.play')}
          <span className="visually-hidden">{t('landingEvents.automaticScrolling')}</span>
        </button>
        <button
          type="button"
          className="events-carousel__control"
          aria-label={t('landingEvents.nextEvents')}
          onClick={() => swiper.current?.slideNext()}
        >
          <ChevronIcon direction="right" size={20} />
        </button>
      </div>
    </div>
  );
}
