// The waitlist in the event page's side card (issue 28 item 5), rendering the waitlist child of the
// event-detail machine: 'Sold out' and 'Join waitlist' with how many places, where the person stands in
// line, or a place held for them with its countdown. The register button is the page's, shown here
// only when it is the person's to press (places free, or held for them).
import { useId, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { WaitlistMachine } from '../../../machines/waitlist/waitlist.machine';
import { waitlistConnect } from '../../../machines/waitlist/waitlist.connect';
import { useTranslation } from 'react-i18next';
import { formatOrderDate } from '../../domain/dates';
import { knownText } from '../../i18n/i18n';
import { localCountdown } from '../../i18n/formats';
import { localDate } from '../../i18n/worded-text';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { useConnect } from '../../ui/hooks/use-connect';
import './waitlist-card.css';

export function WaitlistCard({
  waitlist,
  registerButton,
  onSignIn,
}: {
  waitlist: ActorRefFrom<WaitlistMachine>;
  registerButton: ReactNode;
  onSignIn: () => void;
}) {
  const view = useConnect(waitlist, waitlistConnect);
  const placesId = useId();
  const { t, i18n } = useTranslation();
  // SPEC's English as the connect words it; another language words the same parts itself.
  const english = i18n.language === 'en';
  const { offerMinutes, entry, offerLeft } = view.parts;
  const explain = english ? view.explain : t('waitlist.explain', { minutes: String(offerMinutes) });
  const waitingText =
    english || !entry || view.waitingText === null
      ? view.waitingText
      : entry.position === null
        ? t('waitlist.waitingFor', { places: entry.places })
        : t('waitlist.waitingInLine', { position: String(entry.position), places: entry.places });
  const until = entry?.offerExpiresAt ? formatOrderDate(entry.offerExpiresAt) : '';
  const offer =
    english || !view.offer || !entry
      ? view.offer
      : {
          detail: t('waitlist.offered', { places: entry.places, until: localDate(i18n, until) ?? until }),
          countdown: localCountdown(t, offerLeft),
        };
  const errorMessage = view.errorMessage === null ? null : knownText(i18n, view.errorMessage);
  const statusMessage = view.statusMessage === null ? null : knownText(i18n, view.statusMessage);
  const leaveButton = (
    <button
      type="button"
      className="button button--secondary waitlist__leave"
      onClick={view.leave}
      disabled={view.busy}
      aria-busy={view.screen === 'leaving'}
    >
      {view.screen === 'leaving' ? t('waitlist.leaving') : t('waitlist.leave')}
    </button>
  );
  const messages = (
    <>
      {errorMessage && view.screen !== 'failed' ? (
        <p className="waitlist__error" role="alert">
          {errorMessage}
        </p>
      ) : null}
      {statusMessage ? <p role="status">{statusMessage}</p> : null}
    </>
  );
  const soldOut = (
    <>
      <h2 className="waitlist__heading">{t('waitlist.heading')}</h2>
      <p className="waitlist__explain">{explain}</p>
    </>
  );
  switch (view.screen) {
    case 'loading':
      return <LoadingIndicator label={t('waitlist.loading')} />;
    case 'failed':
      return (
        <div className="waitlist">
          <p className="waitlist__error" role="alert">
            {errorMessage}
          </p>
          <button type="button" className="button button--secondary" onClick={view.retry}>
            {t('waitlist.tryAgain')}
          </button>
          {registerButton}
        </div>
      );
    case 'none':
      return (
        <>
          {messages}
          {registerButton}
        </>
      );
    case 'signedOut':
      if (!view.soldOut) return <>{registerButton}</>;
      return (
        <div className="waitlist">
          {soldOut}
          <p>{t('waitlist.signInToJoin')}</p>
          <button type="button" className="button button--primary" onClick={onSignIn}>
            {t('waitlist.join')}
          </button>
        </div>
      );
    case 'joinable':
    case 'joining':
      return (
        <div className="waitlist">
          {soldOut}
          <div className="waitlist__field">
            <label htmlFor={placesId}>{t('waitlist.places')}</label>
            <select
              id={placesId}
              value={view.places}
              disabled={view.busy}
              onChange={(event) => view.changePlaces(Number(event.target.value))}
            >
              {view.placeChoices.map((choice) => (
                <option key={choice} value={choice}>
                  {choice}
                </option>
              ))}
            </select>
          </div>
          {messages}
          <button
            type="button"
            className="button button--primary"
            onClick={view.join}
            disabled={view.busy}
            aria-busy={view.busy}
          >
            {view.busy ? t('waitlist.joining') : t('waitlist.join')}
          </button>
        </div>
      );
    case 'waiting':
    case 'leaving':
    case 'offered':
      return offer ? (
        <div className="waitlist waitlist--offered">
          <h2 className="waitlist__heading">{t('waitlist.offeredHeading')}</h2>
          <p>{offer.detail}</p>
          {offer.countdown ? <p className="waitlist__countdown">{offer.countdown}</p> : null}
          {messages}
          {registerButton}
          {leaveButton}
        </div>
      ) : (
        <div className="waitlist">
          {soldOut}
          <p className="waitlist__standing" role="status">
            {waitingText}
          </p>
          {messages}
          {leaveButton}
        </div>
      );
  }
}
