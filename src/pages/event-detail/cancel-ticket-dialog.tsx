// The 'Cancel this ticket?' dialog (issue 28 item 1), rendering the ticket-cancellation child of the
// registrations panel: the refund before anything happens, then the cancellation done. Its own chunk
// with Radix's dialog, loaded when 'Cancel ticket' is first pressed.
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { TicketCancellationMachine } from '../../../machines/ticket-cancellation/ticket-cancellation.machine';
import { ticketCancellationConnect } from '../../../machines/ticket-cancellation/ticket-cancellation.connect';
import { useLocalText } from '../../i18n/worded-text';
import { InternalLink } from '../../ui/internal-link';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { useConnect } from '../../ui/hooks/use-connect';
import { useReturnFocusToOpener } from '../../ui/hooks/use-return-focus-to-opener';
import './cancel-ticket.css';

export default function CancelTicketDialog({
  cancellation,
  fallbackFocus,
}: {
  /** The open dialog's flow; null while none is open. */
  cancellation: ActorRefFrom<TicketCancellationMachine> | null;
  /** Where focus goes on close when the button that opened it is gone (the ticket was cancelled). */
  fallbackFocus: () => void;
}) {
  const open = cancellation !== null;
  const focus = useReturnFocusToOpener(open);
  return (
    <Dialog.Root open={open}>
      <Dialog.Portal>
        <Dialog.Overlay className="e-ticket-dialog__overlay" />
        <Dialog.Content
          className="e-ticket-dialog cancel-ticket"
          onCloseAutoFocus={(event) => {
            focus.onCloseAutoFocus(event);
            if (document.activeElement === null || document.activeElement === document.body) fallbackFocus();
          }}
          aria-describedby={undefined}
        >
          {cancellation ? <CancelTicketBody cancellation={cancellation} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function CancelTicketBody({ cancellation }: { cancellation: ActorRefFrom<TicketCancellationMachine> }) {
  const view = useConnect(cancellation, ticketCancellationConnect);
  const { t } = useTranslation();
  const local = useLocalText();
  const title = view.screen === 'cancelled' ? t('cancelTicket.done') : t('cancelTicket.dialogTitle');
  return (
    <div
      className="cancel-ticket__body"
      onKeyDown={(event) => {
        // Escape closes like Close, except while the server is cancelling (the answer must be seen).
        if (event.key === 'Escape' && view.canClose) view.close();
      }}
    >
      <div className="e-ticket-dialog__header">
        <Dialog.Title className="e-ticket-dialog__title">{title}</Dialog.Title>
        {view.canClose ? (
          <button
            type="button"
            className="e-ticket-dialog__close"
            aria-label={t('cancelTicket.close')}
            onClick={view.close}
          >
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
      <p className="e-ticket-dialog__event">{view.attendeeName}</p>
      {view.screen === 'quoting' ? <LoadingIndicator label={t('cancelTicket.quoting')} /> : null}
      {view.errorMessage ? (
        <p className="cancel-ticket__error" role="alert">
          {local(view.errorMessage)}
        </p>
      ) : null}
      {view.screen === 'quoteFailed' ? (
        <div className="cancel-ticket__actions">
          <button type="button" className="button button--primary" onClick={view.retry}>
            {t('cancelTicket.tryAgain')}
          </button>
          <button type="button" className="button button--secondary" onClick={view.close}>
            {t('cancelTicket.close')}
          </button>
        </div>
      ) : null}
      {view.screen === 'confirming' || view.screen === 'cancelling' ? (
        <>
          <dl className="cancel-ticket__lines">
            {view.lines.map((line) => (
              <div key={line.label} className="cancel-ticket__line">
                <dt>{local(line.label)}</dt>
                <dd>{line.amount}</dd>
              </div>
            ))}
          </dl>
          <p className="cancel-ticket__note">{local(view.arrival)}</p>
          <p className="cancel-ticket__note">{t('cancelTicket.bookingFeesKept')}</p>
          <div className="cancel-ticket__actions">
            <button
              type="button"
              className="button button--danger"
              onClick={view.confirm}
              disabled={view.busy}
              aria-busy={view.busy}
            >
              {view.screen === 'cancelling' ? t('cancelTicket.cancelling') : t('cancelTicket.confirm')}
            </button>
            <button type="button" className="button button--secondary" onClick={view.close} disabled={view.busy}>
              {t('cancelTicket.keep')}
            </button>
          </div>
        </>
      ) : null}
      {view.screen === 'cancelled' && view.done ? (
        <>
          <p role="status">{local(view.done.detail)}</p>
          <p className="cancel-ticket__refund">{local(view.done.refund)}</p>
          <p className="cancel-ticket__note">{local(view.arrival)}</p>
          {view.done.creditNote && view.done.invoicePath ? (
            <p className="cancel-ticket__credit-note">
              {local(view.done.creditNote)} ·{' '}
              <InternalLink href={view.done.invoicePath}>{t('cancelTicket.viewCreditNote')}</InternalLink>
            </p>
          ) : null}
          <div className="cancel-ticket__actions">
            <button type="button" className="button button--primary" onClick={view.close}>
              {t('cancelTicket.close')}
            </button>
          </div>
        </>
      ) : null}
    </div>
  );
}
