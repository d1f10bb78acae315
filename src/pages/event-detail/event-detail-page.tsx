// SPEC §2 Event detail: banner, date/location/venue cards, the information tabs, Takeaways & Prizes /
// Facilities, and the side card with fee, registration status, countdown and the register button.
// Renders the event-detail machine; everything shown and done comes from its connect.
import * as Tabs from '@radix-ui/react-tabs';
import { useTranslation } from 'react-i18next';
import { InternalLink } from '../../ui/internal-link';
import type { ActorRefFrom } from 'xstate';
import type { EventDetailMachine } from '../../../machines/event-detail/event-detail.machine';
import { VENUE_TBD } from '../../domain/event-detail';
import { knownText } from '../../i18n/i18n';
import { localEventDateTime, localLocation, localPrice } from '../../i18n/formats';
import { eventDetailConnect, type EventDetailConnect } from '../../../machines/event-detail/event-detail.connect';
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
  const { t, i18n } = useTranslation();

  if (view.screen === 'notFound') {
    return (
      <PageContainer heading={t('eventDetail.notFoundHeading')} width="narrow">
        <div className="event-detail-missing" role="alert">
          <p>{view.errorMessage ? knownText(i18n, view.errorMessage) : null}</p>
          <div className="event-detail-missing__actions">
            <button type="button" className="button button--primary" onClick={view.goBack}>
              {t('eventDetail.goBack')}
            </button>
            <button type="button" className="button button--secondary" onClick={view.retry}>
              {t('eventDetail.tryAgain')}
            </button>
          </div>
        </div>
      </PageContainer>
    );
  }
  if (view.screen === 'loading' || !view.event) {
    return (
      <div className="page page--wide">
        <LoadingIndicator label={t('eventDetail.loading')} />
      </div>
    );
  }

  const event = view.event;
  const startText = localEventDateTime(t, event.startDate);
  const locationText = localLocation(t, view.locationText);
  const venue = event.venue === VENUE_TBD ? t('common.venueTbd') : event.venue;
  return (
    <EventDetailLayout>
      <EventDetailTop name={event.name} bannerImage={event.bannerImage}>
        {view.canAddToCalendar ? (
          <button type="button" className="button button--secondary" onClick={view.addToCalendar}>
            {t('eventDetail.addToCalendar')}
          </button>
        ) : null}
        <button type="button" className="button button--secondary" onClick={view.share}>
          {t('eventDetail.share')}
        </button>
      </EventDetailTop>
      <ul className="event-detail__facts" aria-label={t('eventDetail.atAGlance')}>
        <li className="event-fact">
          <span className="event-fact__label">{t('eventDetail.dateAndTime')}</span>
          <span className="event-fact__value">{startText}</span>
        </li>
        <li className="event-fact">
          <span className="event-fact__label">{t('eventDetail.location')}</span>
          <span className="event-fact__value">{locationText}</span>
        </li>
        <li className="event-fact">
          <span className="event-fact__label">{t('eventDetail.venue')}</span>
          <span className="event-fact__value">{venue}</span>
        </li>
      </ul>
      <div className={`event-detail__layout${fromMyEvents ? ' event-detail__layout--full' : ''}`}>
        <div className="event-detail__main">
          {fromMyEvents ? (
            <MyRegistrationsPanel registrations={view.registrations} onSignIn={view.signIn} offlineNote={offlineNote} />
          ) : null}
          <section className="event-card" aria-labelledby="event-about-heading">
            <h2 id="event-about-heading" className="event-card__heading">
              {t('eventDetail.aboutHeading')}
            </h2>
            <InformationTabs
              event={event}
              view={view}
              mapEmbedUrl={mapEmbedUrl}
              facts={{ startText, locationText, venue }}
            />
          </section>
          <section className="event-card" aria-label={t('eventDetail.takeawaysSection')}>
            <Tabs.Root defaultValue="takeaways" className="event-tabs">
              <Tabs.List className="event-tabs__list" aria-label={t('eventDetail.takeawaysTabs')}>
                <Tabs.Trigger value="takeaways" className="event-tabs__trigger">
                  {t('eventDetail.takeawaysAndPrizes')}
                </Tabs.Trigger>
                <Tabs.Trigger value="facilities" className="event-tabs__trigger">
                  {t('eventDetail.facilities')}
                </Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="takeaways" className="event-tabs__panel">
                <TextList items={event.takeaways} empty={t('eventDetail.noTakeaways')} />
                {event.cashPrize ? (
                  <div className="event-prize">
                    <h3>{t('eventDetail.cashPrize')}</h3>
                    {event.cashPrizeDescription ? (
                      <LazySafeHtml html={event.cashPrizeDescription} className="rich-text" />
                    ) : (
                      <p>{t('eventDetail.cashPrizeAvailable')}</p>
                    )}
                  </div>
                ) : null}
              </Tabs.Content>
              <Tabs.Content value="facilities" className="event-tabs__panel">
                <TextList items={event.facilities} empty={t('eventDetail.noFacilities')} />
              </Tabs.Content>
            </Tabs.Root>
          </section>
        </div>
        {fromMyEvents ? null : (
          <aside className="event-detail__side" aria-label={t('eventDetail.registration')}>
            <SideCard view={view} event={event} />
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
  facts,
}: {
  event: EventDetail;
  view: EventDetailConnect;
  mapEmbedUrl: string;
  /** The start, the place and the venue as the page words them in the reader's language. */
  facts: { startText: string; locationText: string; venue: string };
}) {
  const { t } = useTranslation();
  const ageGroup = useAgeGroup(event, view);
  return (
    <Tabs.Root defaultValue="overview" className="event-tabs">
      <Tabs.List className="event-tabs__list" aria-label={t('eventDetail.informationTabs')}>
        <Tabs.Trigger value="overview" className="event-tabs__trigger">
          {t('eventDetail.overview')}
        </Tabs.Trigger>
        <Tabs.Trigger value="description" className="event-tabs__trigger">
          {t('eventDetail.description')}
        </Tabs.Trigger>
        <Tabs.Trigger value="rules" className="event-tabs__trigger">
          {t('eventDetail.rulesAndPolicies')}
        </Tabs.Trigger>
        <Tabs.Trigger value="additional" className="event-tabs__trigger">
          {t('eventDetail.additionalInfo')}
        </Tabs.Trigger>
        <Tabs.Trigger value="map" className="event-tabs__trigger">
          {t('eventDetail.routeMap')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="overview" className="event-tabs__panel">
        {event.summary ? <p>{event.summary}</p> : null}
        <dl className="event-overview">
          <dt>{t('eventDetail.starts')}</dt>
          <dd>{facts.startText}</dd>
          <dt>{t('eventDetail.ends')}</dt>
          <dd>{localEventDateTime(t, event.endDate)}</dd>
          <dt>{t('eventDetail.location')}</dt>
          <dd>{facts.locationText}</dd>
          <dt>{t('eventDetail.venue')}</dt>
          <dd>{facts.venue}</dd>
          {ageGroup ? (
            <>
              <dt>{t('eventDetail.ageGroup')}</dt>
              <dd>{ageGroup}</dd>
            </>
          ) : null}
        </dl>
      </Tabs.Content>
      <Tabs.Content value="description" className="event-tabs__panel">
        <RichText html={event.description} empty={t('eventDetail.noDescription')} />
      </Tabs.Content>
      <Tabs.Content value="rules" className="event-tabs__panel">
        <h3>{t('eventDetail.rulesAndRegulations')}</h3>
        <RichText html={event.rulesAndRegulations} empty={t('eventDetail.noRules')} />
        <h3>{t('eventDetail.refundPolicy')}</h3>
        <RichText html={event.refundPolicy} empty={t('eventDetail.noRefundPolicy')} />
      </Tabs.Content>
      <Tabs.Content value="additional" className="event-tabs__panel">
        <RichText html={event.additionalInfo} empty={t('eventDetail.noAdditionalInfo')} />
      </Tabs.Content>
      {/* A panel mounts its content only while its tab is open, so the map loads when Route Map is chosen. */}
      <Tabs.Content value="map" className="event-tabs__panel">
        <div className="event-map">
          <iframe title={t('eventDetail.routeMapTitle', { name: event.name })} src={mapEmbedUrl} loading="lazy" />
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

/** SPEC §2's age group ('18 - 60 years') when both ages exist, in the reader's language. */
function useAgeGroup(event: EventDetail, view: EventDetailConnect): string | null {
  const { t } = useTranslation();
  if (!view.ageGroup) return null;
  return t('eventDetail.ageGroupValue', { min: String(event.minAge), max: String(event.maxAge) });
}

function RegisterButton({ view }: { view: EventDetailConnect }) {
  const { t } = useTranslation();
  return (
    // Not `disabled`: a press on a closed registration says why (SPEC §2), aria-disabled tells assistive tech.
    <button
      type="button"
      className={`button button--primary event-side__action${view.isActionable ? '' : ' is-unavailable'}`}
      aria-disabled={!view.isActionable}
      onClick={view.register}
    >
      {view.statusState ? t(`registrationStatus.${view.statusState}.buttonText`) : view.buttonText}
    </button>
  );
}

function SideCard({ view, event }: { view: EventDetailConnect; event: EventDetail }) {
  const { t } = useTranslation();
  const ageGroup = useAgeGroup(event, view);
  return (
    <div className="event-card event-side">
      <p className="event-side__fee">
        <span className="event-fact__label">{t('eventDetail.entryFee')}</span>
        <span className="event-side__amount">{localPrice(t, view.feeText)}</span>
      </p>
      <p className={`event-status event-status--${view.statusState ?? 'unknown'}`} role="status">
        {view.statusState ? t(`registrationStatus.${view.statusState}.message`) : view.statusMessage}
      </p>
      {view.deadlineLabel ? (
        <div className="event-side__deadline">
          <span className="event-fact__label">
            {view.deadlineLabel === 'Closes In' ? t('eventDetail.closesIn') : t('eventDetail.opensOn')}
          </span>
          <span>{localEventDateTime(t, view.deadlineMoment)}</span>
          {view.countdownUnit ? (
            <span className="event-side__countdown">
              {t(`countdown.${view.countdownUnit}`, { count: view.countdownCount })}
            </span>
          ) : null}
        </div>
      ) : null}
      {ageGroup ? (
        <p className="event-side__age">
          <span className="event-fact__label">{t('eventDetail.ageGroup')}</span>
          <span>{ageGroup}</span>
        </p>
      ) : null}
      {view.waitlist ? (
        <WaitlistCard waitlist={view.waitlist} registerButton={<RegisterButton view={view} />} onSignIn={view.signIn} />
      ) : (
        <RegisterButton view={view} />
      )}
      <div className="event-help">
        <h2 className="event-help__heading">{t('eventDetail.helpHeading')}</h2>
        <p>
          {t('eventDetail.helpBefore')}
          <InternalLink href="/registration-guide">{t('eventDetail.helpGuide')}</InternalLink>
          {t('eventDetail.helpMiddle')}
          <InternalLink href="/about-us">{t('eventDetail.helpAbout')}</InternalLink>
          {t('eventDetail.helpAfter')}
        </p>
      </div>
    </div>
  );
}
