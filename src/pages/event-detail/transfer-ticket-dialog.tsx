// The 'Transfer this ticket' dialog (issue 28 item 2), rendering the ticket-transfer child of the
// registrations panel: the new attendee's mobile number and name, then the transfer sent; or, on a
// transfer waiting, 'Withdraw this transfer?'. Its own chunk with Radix's dialog, loaded on first use.
import * as Dialog from '@radix-ui/react-dialog';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { TicketTransferMachine } from '../../../machines/ticket-transfer/ticket-transfer.machine';
import { ticketTransferConnect } from '../../../machines/ticket-transfer/ticket-transfer.connect';
import { useLocalText } from '../../i18n/worded-text';
import { MobileField } from '../../ui/auth/mobile-field';
import { TextField } from '../../ui/auth/text-field';
import { useConnect } from '../../ui/hooks/use-connect';
import { useReturnFocusToOpener } from '../../ui/hooks/use-return-focus-to-opener';
import './cancel-ticket.css';

export default function TransferTicketDialog({
  transfer,
  fallbackFocus,
}: {
  /** The open dialog's flow; null while none is open. */
  transfer: ActorRefFrom<TicketTransferMachine> | null;
  /** Where focus goes on close when the button that opened it is gone (its label changed with the row). */
  fallbackFocus: () => void;
}) {
  const open = transfer !== null;
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
          {transfer ? <TransferTicketBody transfer={transfer} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function TransferTicketBody({ transfer }: { transfer: ActorRefFrom<TicketTransferMachine> }) {
  const view = useConnect(transfer, ticketTransferConnect);
  const { t } = useTranslation();
  const local = useLocalText();
  const done = view.screen === 'sent' || view.screen === 'withdrawn';
  const title =
    view.screen === 'sent'
      ? t('transfer.sent')
      : view.screen === 'withdrawn'
        ? t('transfer.withdrawn')
        : local(view.title);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    view.submit();
  };
  return (
    <div
      className="cancel-ticket__body"
      onKeyDown={(event) => {
        // Escape closes like Close, except while the server answers (the answer must be seen).
        if (event.key === 'Escape' && view.canClose) view.close();
      }}
    >
      <div className="e-ticket-dialog__header">
        <Dialog.Title className="e-ticket-dialog__title">{title}</Dialog.Title>
        {view.canClose ? (
          <button
            type="button"
            className="e-ticket-dialog__close"
            aria-label={t('transfer.close')}
            onClick={view.close}
          >
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
      {view.errorMessage ? (
        <p className="cancel-ticket__error" role="alert">
          {local(view.errorMessage)}
        </p>
      ) : null}
      {view.screen === 'editing' || view.screen === 'sending' ? (
        <form className="cancel-ticket__body" noValidate onSubmit={onSubmit}>
          <p>{local(view.intro)}</p>
          <p className="cancel-ticket__note">{t('transfer.noMoney')}</p>
          <MobileField
            label={t('transfer.mobileLabel')}
            value={view.mobile.value}
            error={local(view.mobile.error)}
            disabled={view.busy}
            autoFocus
            onChange={(raw) => view.change('mobile', raw)}
            onBlur={() => view.blur('mobile')}
          />
          <TextField
            label={t('transfer.nameLabel')}
            value={view.name.value}
            error={local(view.name.error)}
            disabled={view.busy}
            autoComplete="off"
            onChange={(raw) => view.change('name', raw)}
            onBlur={() => view.blur('name')}
          />
          <div className="cancel-ticket__actions">
            <button type="submit" className="button button--primary" disabled={view.busy} aria-busy={view.busy}>
              {view.screen === 'sending' ? t('transfer.sending') : t('transfer.send')}
            </button>
            <button type="button" className="button button--secondary" onClick={view.close} disabled={view.busy}>
              {t('transfer.keep')}
            </button>
          </div>
        </form>
      ) : null}
      {view.screen === 'confirmingWithdrawal' || view.screen === 'withdrawing' ? (
        <>
          <p>{local(view.withdrawDetail)}</p>
          <div className="cancel-ticket__actions">
            <button
              type="button"
              className="button button--danger"
              onClick={view.withdraw}
              disabled={view.busy}
              aria-busy={view.busy}
            >
              {view.screen === 'withdrawing' ? t('transfer.withdrawing') : t('transfer.withdraw')}
            </button>
            <button type="button" className="button button--secondary" onClick={view.close} disabled={view.busy}>
              {t('transfer.keepTransfer')}
            </button>
          </div>
        </>
      ) : null}
      {done ? (
        <>
          <p role="status">{view.screen === 'sent' ? local(view.sentDetail) : t('transfer.withdrawnDetail')}</p>
          <div className="cancel-ticket__actions">
            <button type="button" className="button button--primary" onClick={view.close}>
              {t('transfer.close')}
            </button>
          </div>
        </>
      ) : null}
    </div>
  );
}
