// Swiper is loaded only when a list needs the carousel (more than three events).
import { useRef, useState } from 'react';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { SwiperClass } from 'swiper/react';
import 'swiper/css';
import { LANDING_EVENTS_AUTOPLAY_MS } from '../../domain/constants';
import type { EventCard as EventCardData } from '../../domain/events';
import { ChevronIcon } from '../../ui/icons';
import { EventCard } from './EventCard';

/** SPEC §2: one, two or three slides by width. */
const BREAKPOINTS = {
  0: { slidesPerView: 1, spaceBetween: 16 },
  640: { slidesPerView: 2, spaceBetween: 20 },
  1024: { slidesPerView: 3, spaceBetween: 24 },
};

export default function EventsCarousel({ events }: { events: readonly EventCardData[] }) {
  const swiper = useRef<SwiperClass | null>(null);
  // Autoplaying content must be stoppable for people who cannot hover (WCAG 2.2.2).
  const [playing, setPlaying] = useState(true);

  const togglePlaying = () => {
    const autoplay = swiper.current?.autoplay;
    if (!autoplay) return;
    if (playing) autoplay.stop();
    else autoplay.start();
    setPlaying(!playing);
  };

  return (
    <div className="events-carousel">
      <Swiper
        modules={[Autoplay, A11y]}
        onSwiper={(instance) => {
          swiper.current = instance;
        }}
        autoplay={{ delay: LANDING_EVENTS_AUTOPLAY_MS, pauseOnMouseEnter: true, disableOnInteraction: false }}
        breakpoints={BREAKPOINTS}
        slidesPerView={1}
        spaceBetween={16}
        rewind
        a11y={{ enabled: true, containerMessage: 'Events carousel', slideRole: 'group' }}
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
          aria-label="Previous events"
          onClick={() => swiper.current?.slidePrev()}
        >
          <ChevronIcon direction="left" size={20} />
        </button>
        <button type="button" className="button button--ghost button--small" onClick={togglePlaying}>
          {playing ? 'Pause' : 'Play'}
          <span className="visually-hidden"> automatic scrolling</span>
        </button>
        <button
          type="button"
          className="events-carousel__control"
          aria-label="Next events"
          onClick={() => swiper.current?.slideNext()}
        >
          <ChevronIcon direction="right" size={20} />
        </button>
      </div>
    </div>
  );
}
