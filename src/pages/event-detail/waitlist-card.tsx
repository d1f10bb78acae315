// The waitlist in the event page's side card (issue 28 item 5), rendering the waitlist child of the
// event-detail machine: 'Sold out' and 'Join waitlist' with how many places, where the person stands in
// line, or a place held for them with its countdown. The register button is the page's, shown here
// only when it is the person's to press (places free, or held for them).
import { useId, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { WaitlistMachine } from '../../../machines/waitlist/waitlist.machine';
import { waitlistConnect } from '../../../machines/waitlist/waitlist.connect';
import { WAITLIST_TEXT } from '../../domain/waitlist';
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
  const leaveButton = (
    <button
      type="button"
      className="button button--secondary waitlist__leave"
      onClick={view.leave}
      disabled={view.busy}
      aria-busy={view.screen === 'leaving'}
    >
      {view.screen === 'leaving' ? WAITLIST_TEXT.leaving : WAITLIST_TEXT.leave}
    </button>
  );
  const messages = (
    <>
      {view.errorMessage && view.screen !== 'failed' ? (
        <p className="waitlist__error" role="alert">
          {view.errorMessage}
        </p>
      ) : null}
      {view.statusMessage ? <p role="status">{view.statusMessage}</p> : null}
    </>
  );
  const soldOut = (
    <>
      <h2 className="waitlist__heading">{WAITLIST_TEXT.heading}</h2>
      <p className="waitlist__explain">{view.explain}</p>
    </>
  );
  switch (view.screen) {
    case 'loading':
      return <LoadingIndicator label={WAITLIST_TEXT.loading} />;
    case 'failed':
      return (
        <div className="waitlist">
          <p className="waitlist__error" role="alert">
            {view.errorMessage}
          </p>
          <button type="button" className="button button--secondary" onClick={view.retry}>
            {WAITLIST_TEXT.tryAgain}
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
          <p>{WAITLIST_TEXT.signInToJoin}</p>
          <button type="button" className="button button--primary" onClick={onSignIn}>
            {WAITLIST_TEXT.join}
          </button>
        </div>
      );
    case 'joinable':
    case 'joining':
      return (
        <div className="waitlist">
          {soldOut}
          <div className="waitlist__field">
            <label htmlFor={placesId}>{WAITLIST_TEXT.places}</label>
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
            {view.busy ? WAITLIST_TEXT.joining : WAITLIST_TEXT.join}
          </button>
        </div>
      );
    case 'waiting':
    case 'leaving':
    case 'offered':
      return view.offer ? (
        <div className="waitlist waitlist--offered">
          <h2 className="waitlist__heading">{WAITLIST_TEXT.offeredHeading}</h2>
          <p>{view.offer.detail}</p>
          {view.offer.countdown ? <p className="waitlist__countdown">{view.offer.countdown}</p> : null}
          {messages}
          {registerButton}
          {leaveButton}
        </div>
      ) : (
        <div className="waitlist">
          {soldOut}
          <p className="waitlist__standing" role="status">
            {view.waitingText}
          </p>
          {messages}
          {leaveButton}
        </div>
      );
  }
}
