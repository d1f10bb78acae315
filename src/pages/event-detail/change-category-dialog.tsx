// The 'Change category' dialog (issue 28 item 3), rendering the ticket-category-change child of the
// registrations panel: the other categories with what each costs or gives back, the breakdown of the one
// picked, then the move (through the provider's checkout for a dearer one) and what it did. Its own chunk
// with Radix's dialog, loaded when 'Change category' is first pressed.
import * as Dialog from '@radix-ui/react-dialog';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { TicketCategoryChangeMachine } from '../../../machines/ticket-category-change/ticket-category-change.machine';
import { ticketCategoryChangeConnect } from '../../../machines/ticket-category-change/ticket-category-change.connect';
import { useLocalText } from '../../i18n/worded-text';
import { InternalLink } from '../../ui/internal-link';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { useConnect } from '../../ui/hooks/use-connect';
import { useReturnFocusToOpener } from '../../ui/hooks/use-return-focus-to-opener';
import './cancel-ticket.css';
import './change-category.css';

export default function ChangeCategoryDialog({
  change,
  fallbackFocus,
}: {
  /** The open dialog's flow; null while none is open. */
  change: ActorRefFrom<TicketCategoryChangeMachine> | null;
  /** Where focus goes on close when the button that opened it is gone (the ticket moved). */
  fallbackFocus: () => void;
}) {
  // The provider's checkout is a dialog of its own over the page: this one steps aside while it is open
  // (a modal dialog would keep the pointer and focus from it), and comes back to say how it went.
  const paying = useSelector(change ?? undefined, (snapshot) => snapshot?.hasTag('paying') === true);
  const open = change !== null && !paying;
  const focus = useReturnFocusToOpener(change !== null);
  return (
    <Dialog.Root open={open}>
      <Dialog.Portal>
        <Dialog.Overlay className="e-ticket-dialog__overlay" />
        <Dialog.Content
          className="e-ticket-dialog cancel-ticket"
          onCloseAutoFocus={(event) => {
            if (paying) {
              // Stepping aside for the checkout, not closing: the checkout takes the focus.
              event.preventDefault();
              return;
            }
            focus.onCloseAutoFocus(event);
            if (document.activeElement === null || document.activeElement === document.body) fallbackFocus();
          }}
          aria-describedby={undefined}
        >
          {change && !paying ? <ChangeCategoryBody change={change} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ChangeCategoryBody({ change }: { change: ActorRefFrom<TicketCategoryChangeMachine> }) {
  const view = useConnect(change, ticketCategoryChangeConnect);
  const { t } = useTranslation();
  const local = useLocalText();
  // Back from the provider's checkout the dialog opens again on what happened, with focus on the dialog
  // itself: it goes to the screen's first button, so Escape and Tab work from there.
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = body.current;
    if (!element || element.contains(document.activeElement)) return;
    element.querySelector<HTMLButtonElement>('.cancel-ticket__actions button:not(:disabled)')?.focus();
  }, [view.screen]);
  const title = view.screen === 'changed' ? t('categoryChange.done') : t('categoryChange.dialogTitle');
  const choosing = view.screen === 'choosing' || view.screen === 'changing' || view.screen === 'paying';
  return (
    <div
      ref={body}
      className="cancel-ticket__body"
      onKeyDown={(event) => {
        // Escape closes like Close, except while the server or the checkout is busy (the answer must be seen).
        if (event.key === 'Escape' && view.canClose) view.close();
      }}
    >
      <div className="e-ticket-dialog__header">
        <Dialog.Title className="e-ticket-dialog__title">{title}</Dialog.Title>
        {view.canClose ? (
          <button
            type="button"
            className="e-ticket-dialog__close"
            aria-label={t('categoryChange.close')}
            onClick={view.close}
          >
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
      <p className="e-ticket-dialog__event">{view.attendeeName}</p>
      {view.screen === 'quoting' ? <LoadingIndicator label={t('categoryChange.loading')} /> : null}
      {view.errorMessage ? (
        <p className="cancel-ticket__error" role="alert">
          {local(view.errorMessage)}
        </p>
      ) : null}
      {view.screen === 'quoteFailed' || view.screen === 'verifyFailed' ? (
        <div className="cancel-ticket__actions">
          <button type="button" className="button button--primary" onClick={view.retry}>
            {t('categoryChange.tryAgain')}
          </button>
          <button type="button" className="button button--secondary" onClick={view.close}>
            {t('categoryChange.close')}
          </button>
        </div>
      ) : null}
      {choosing ? <Choices view={view} /> : null}
      {view.screen === 'verifying' ? <LoadingIndicator label={t('categoryChange.verifying')} /> : null}
      {view.screen === 'awaitingBank' ? (
        <>
          <p role="status" className="cancel-ticket__refund">
            {t('categoryChange.awaitingBank')}
          </p>
          <p className="cancel-ticket__note">{t('categoryChange.awaitingBankDetail')}</p>
          <div className="cancel-ticket__actions">
            <button type="button" className="button button--primary" onClick={view.retry}>
              {t('categoryChange.checkNow')}
            </button>
            <button type="button" className="button button--secondary" onClick={view.close}>
              {t('categoryChange.close')}
            </button>
          </div>
        </>
      ) : null}
      {view.screen === 'changed' && view.done ? (
        <>
          <p role="status">{local(view.done.detail)}</p>
          {view.done.refund ? <p className="cancel-ticket__refund">{local(view.done.refund)}</p> : null}
          {view.done.refund ? <p className="cancel-ticket__note">{t('categoryChange.refundArrives')}</p> : null}
          {view.done.document ? (
            <p className="cancel-ticket__credit-note">
              <InternalLink href={view.done.document.path}>{local(view.done.document.label)}</InternalLink>
            </p>
          ) : null}
          <div className="cancel-ticket__actions">
            <button type="button" className="button button--primary" onClick={view.close}>
              {t('categoryChange.close')}
            </button>
          </div>
        </>
      ) : null}
    </div>
  );
}

function Choices({ view }: { view: ReturnType<typeof ticketCategoryChangeConnect> }) {
  const { t } = useTranslation();
  const local = useLocalText();
  if (view.noOthers) {
    return (
      <>
        <p>{t('categoryChange.noOthers')}</p>
        <div className="cancel-ticket__actions">
          <button type="button" className="button button--secondary" onClick={view.close}>
            {t('categoryChange.close')}
          </button>
        </div>
      </>
    );
  }
  return (
    <>
      {view.current ? <p>{local(view.current)}</p> : null}
      <div role="radiogroup" aria-labelledby="change-category-legend" className="change-category__choices">
        <span id="change-category-legend" className="change-category__legend">
          {t('categoryChange.choose')}
        </span>
        {view.choices.map((choice) => (
          <label key={choice.category} className="change-category__choice">
            <input
              type="radio"
              name="change-category"
              value={choice.category}
              checked={view.selected === choice.category}
              disabled={view.busy}
              onChange={() => view.select(choice.category)}
            />
            <span className="change-category__label">{choice.label}</span>
            <span className="change-category__effect">{local(choice.effect)}</span>
          </label>
        ))}
      </div>
      {view.breakdown.length > 0 ? (
        <dl className="cancel-ticket__lines">
          {view.breakdown.map((line) => (
            <div key={line.label} className="cancel-ticket__line">
              <dt>{local(line.label)}</dt>
              <dd>{line.amount}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {view.refundArrives ? <p className="cancel-ticket__note">{local(view.refundArrives)}</p> : null}
      <p className="cancel-ticket__note">{t('categoryChange.oneChange')}</p>
      <div className="cancel-ticket__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={view.confirm}
          disabled={!view.canConfirm}
          aria-busy={view.busy}
        >
          {view.busy ? t('categoryChange.changing') : local(view.confirmLabel)}
        </button>
        <button type="button" className="button button--secondary" onClick={view.close} disabled={view.busy}>
          {t('categoryChange.keep')}
        </button>
      </div>
    </>
  );
}
