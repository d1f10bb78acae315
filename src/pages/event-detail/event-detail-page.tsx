// SPEC §2 Event detail: banner, date/location/venue cards, the information tabs, Takeaways & Prizes /
// Facilities, and the side card with fee, registration status, countdown and the register button.
// Renders the event-detail machine; everything shown and done comes from its connect.
import * as Tabs from '@radix-ui/react-tabs';
import { InternalLink } from '../../ui/internal-link';
import type { ActorRefFrom } from 'xstate';
import type { EventDetailMachine } from '../../../machines/event-detail/event-detail.machine';
import { EVENT_DETAIL_TEXT } from '../../domain/event-detail';
import { eventDetailConnect, type EventDetailConnect } from '../../../machines/event-detail/event-detail.connect';
import { SHARE_TEXT } from '../../domain/event-share';
import type { EventDetail } from '../../domain/event-detail';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { PageContainer } from '../../ui/page-container';
import { LazySafeHtml } from '../../ui/lazy-safe-html';
import { useConnect } from '../../ui/hooks/use-connect';
import { EventDetailLayout, EventDetailTop } from './event-detail-top';
import { MyRegistrationsPanel } from './my-registrations-panel';
import { WaitlistCard } from './waitlist-card';
import './event-detail.css';

export interface EventDetailPageProps {
  eventDetail: ActorRefFrom<EventDetailMachine>;
  /** The Route Map tab's embed (an OpenStreetMap export URL). */
  mapEmbedUrl: string;
  /** 'Offline — showing your passes as of {time}' when the registrations are the ones kept on the device. */
  offlineNote?: string | null;
}

export default function EventDetailPage({ eventDetail, mapEmbedUrl, offlineNote = null }: EventDetailPageProps) {
  const view = useConnect(eventDetail, eventDetailConnect);
  const { fromMyEvents } = view;

  if (view.screen === 'notFound') {
    return (
      <PageContainer heading={EVENT_DETAIL_TEXT.notFoundHeading} width="narrow">
        <div className="event-detail-missing" role="alert">
          <p>{view.errorMessage}</p>
          <div className="event-detail-missing__actions">
            <button type="button" className="button button--primary" onClick={view.goBack}>
              {EVENT_DETAIL_TEXT.goBack}
            </button>
            <button type="button" className="button button--secondary" onClick={view.retry}>
              {EVENT_DETAIL_TEXT.tryAgain}
            </button>
          </div>
        </div>
      </PageContainer>
    );
  }
  if (view.screen === 'loading' || !view.event) {
    return (
      <div className="page page--wide">
        <LoadingIndicator label={EVENT_DETAIL_TEXT.loading} />
      </div>
    );
  }

  const event = view.event;
  return (
    <EventDetailLayout>
      <EventDetailTop name={event.name} bannerImage={event.bannerImage}>
        {view.canAddToCalendar ? (
          <button type="button" className="button button--secondary" onClick={view.addToCalendar}>
            {SHARE_TEXT.addToCalendar}
          </button>
        ) : null}
        <button type="button" className="button button--secondary" onClick={view.share}>
          {SHARE_TEXT.share}
        </button>
      </EventDetailTop>
      <ul className="event-detail__facts" aria-label="Event at a glance">
        <li className="event-fact">
          <span className="event-fact__label">Date &amp; Time</span>
          <span className="event-fact__value">{view.startText}</span>
        </li>
        <li className="event-fact">
          <span className="event-fact__label">Location</span>
          <span className="event-fact__value">{view.locationText}</span>
        </li>
        <li className="event-fact">
          <span className="event-fact__label">Venue</span>
          <span className="event-fact__value">{event.venue}</span>
        </li>
      </ul>
      <div className={`event-detail__layout${fromMyEvents ? ' event-detail__layout--full' : ''}`}>
        <div className="event-detail__main">
          {fromMyEvents ? (
            <MyRegistrationsPanel registrations={view.registrations} onSignIn={view.signIn} offlineNote={offlineNote} />
          ) : null}
          <section className="event-card" aria-labelledby="event-about-heading">
            <h2 id="event-about-heading" className="event-card__heading">
              {EVENT_DETAIL_TEXT.aboutHeading}
            </h2>
            <InformationTabs event={event} view={view} mapEmbedUrl={mapEmbedUrl} />
          </section>
          <section className="event-card" aria-label="Takeaways, prizes and facilities">
            <Tabs.Root defaultValue="takeaways" className="event-tabs">
              <Tabs.List className="event-tabs__list" aria-label="Takeaways and facilities">
                <Tabs.Trigger value="takeaways" className="event-tabs__trigger">
                  Takeaways &amp; Prizes
                </Tabs.Trigger>
                <Tabs.Trigger value="facilities" className="event-tabs__trigger">
                  Facilities
                </Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="takeaways" className="event-tabs__panel">
                <TextList items={event.takeaways} empty="No takeaways listed." />
                {event.cashPrize ? (
                  <div className="event-prize">
                    <h3>Cash Prize</h3>
                    {event.cashPrizeDescription ? (
                      <LazySafeHtml html={event.cashPrizeDescription} className="rich-text" />
                    ) : (
                      <p>Cash prizes are available for this event.</p>
                    )}
                  </div>
                ) : null}
              </Tabs.Content>
              <Tabs.Content value="facilities" className="event-tabs__panel">
                <TextList items={event.facilities} empty="No facilities listed." />
              </Tabs.Content>
            </Tabs.Root>
          </section>
        </div>
        {fromMyEvents ? null : (
          <aside className="event-detail__side" aria-label="Registration">
            <SideCard view={view} />
          </aside>
        )}
      </div>
    </EventDetailLayout>
  );
}

function InformationTabs({
  event,
  view,
  mapEmbedUrl,
}: {
  event: EventDetail;
  view: EventDetailConnect;
  mapEmbedUrl: string;
}) {
  return (
    <Tabs.Root defaultValue="overview" className="event-tabs">
      <Tabs.List className="event-tabs__list" aria-label="Event information">
        <Tabs.Trigger value="overview" className="event-tabs__trigger">
          Overview
        </Tabs.Trigger>
        <Tabs.Trigger value="description" className="event-tabs__trigger">
          Event Description
        </Tabs.Trigger>
        <Tabs.Trigger value="rules" className="event-tabs__trigger">
          Rules &amp; Policies
        </Tabs.Trigger>
        <Tabs.Trigger value="additional" className="event-tabs__trigger">
          Additional Info
        </Tabs.Trigger>
        <Tabs.Trigger value="map" className="event-tabs__trigger">
          Route Map
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="overview" className="event-tabs__panel">
        {event.summary ? <p>{event.summary}</p> : null}
        <dl className="event-overview">
          <dt>Starts</dt>
          <dd>{view.startText}</dd>
          <dt>Ends</dt>
          <dd>{view.endText}</dd>
          <dt>Location</dt>
          <dd>{view.locationText}</dd>
          <dt>Venue</dt>
          <dd>{event.venue}</dd>
          {view.ageGroup ? (
            <>
              <dt>Age Group</dt>
              <dd>{view.ageGroup}</dd>
            </>
          ) : null}
        </dl>
      </Tabs.Content>
      <Tabs.Content value="description" className="event-tabs__panel">
        <RichText html={event.description} empty="No description available." />
      </Tabs.Content>
      <Tabs.Content value="rules" className="event-tabs__panel">
        <h3>Rules &amp; Regulations</h3>
        <RichText html={event.rulesAndRegulations} empty="No rules listed." />
        <h3>Refund &amp; Cancellation Policy</h3>
        <RichText html={event.refundPolicy} empty="No refund policy listed." />
      </Tabs.Content>
      <Tabs.Content value="additional" className="event-tabs__panel">
        <RichText html={event.additionalInfo} empty="No additional information." />
      </Tabs.Content>
      {/* A panel mounts its content only while its tab is open, so the map loads when Route Map is chosen. */}
      <Tabs.Content value="map" className="event-tabs__panel">
        <div className="event-map">
          <iframe title={`Route map for ${event.name}`} src={mapEmbedUrl} loading="lazy" />
        </div>
      </Tabs.Content>
    </Tabs.Root>
  );
}

function RichText({ html, empty }: { html: string | null; empty: string }) {
  return html ? <LazySafeHtml html={html} className="rich-text" /> : <p className="event-muted">{empty}</p>;
}

function TextList({ items, empty }: { items: readonly string[]; empty: string }) {
  if (items.length === 0) return <p className="event-muted">{empty}</p>;
  return (
    <ul className="event-list">
      {items.map((item, index) => (
        <li key={`${index}-${item}`}>{item}</li>
      ))}
    </ul>
  );
}

function RegisterButton({ view }: { view: EventDetailConnect }) {
  return (
    // Not `disabled`: a press on a closed registration says why (SPEC §2), aria-disabled tells assistive tech.
    <button
      type="button"
      className={`button button--primary event-side__action${view.isActionable ? '' : ' is-unavailable'}`}
      aria-disabled={!view.isActionable}
      onClick={view.register}
    >
      {view.buttonText}
    </button>
  );
}

function SideCard({ view }: { view: EventDetailConnect }) {
  return (
    <div className="event-card event-side">
      <p className="event-side__fee">
        <span className="event-fact__label">Entry Fee</span>
        <span className="event-side__amount">{view.feeText}</span>
      </p>
      <p className={`event-status event-status--${view.statusState ?? 'unknown'}`} role="status">
        {view.statusMessage}
      </p>
      {view.deadlineLabel ? (
        <div className="event-side__deadline">
          <span className="event-fact__label">{view.deadlineLabel}</span>
          <span>{view.deadlineAt}</span>
          {view.countdown ? <span className="event-side__countdown">{view.countdown}</span> : null}
        </div>
      ) : null}
      {view.ageGroup ? (
        <p className="event-side__age">
          <span className="event-fact__label">Age Group</span>
          <span>{view.ageGroup}</span>
        </p>
      ) : null}
      {view.waitlist ? (
        <WaitlistCard waitlist={view.waitlist} registerButton={<RegisterButton view={view} />} onSignIn={view.signIn} />
      ) : (
        <RegisterButton view={view} />
      )}
      <div className="event-help">
        <h2 className="event-help__heading">{EVENT_DETAIL_TEXT.helpHeading}</h2>
        <p>
          Questions about this event or your registration? Read the{' '}
          <InternalLink href="/registration-guide">registration guide</InternalLink> or write to us from the{' '}
          <InternalLink href="/about-us">About Us</InternalLink> page.
        </p>
      </div>
    </div>
  );
}
