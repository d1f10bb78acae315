// The 'E-ticket' dialog: its own chunk (with Radix's dialog), loaded when a ticket is first opened, so
// the event page does not carry it for every visitor.
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import type { ETicket } from '../../domain/e-tickets';
import { useReturnFocusToOpener } from '../../ui/hooks/use-return-focus-to-opener';
import { ETicketBody } from '../../ui/e-ticket/e-ticket';

export default function ETicketDialog({
  ticket,
  onClose,
  onPrint,
}: {
  ticket: ETicket | null;
  onClose: () => void;
  onPrint: () => void;
}) {
  // Opened by a ticket's own button: focus goes back to it on close.
  const focus = useReturnFocusToOpener(ticket !== null);
  const { t } = useTranslation();
  return (
    <Dialog.Root open={ticket !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="e-ticket-dialog__overlay" />
        <Dialog.Content className="e-ticket-dialog" {...focus}>
          <div className="e-ticket-dialog__header">
            <Dialog.Title className="e-ticket-dialog__title">{t('eTicket.title')}</Dialog.Title>
            <Dialog.Close className="e-ticket-dialog__close" aria-label={t('eTicket.close')}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          {ticket ? (
            <>
              <Dialog.Description className="e-ticket-dialog__event">{ticket.eventTitle}</Dialog.Description>
              <ETicketBody ticket={ticket} />
              <button type="button" className="button button--primary e-ticket-dialog__print" onClick={onPrint}>
                {t('eTicket.print')}
              </button>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
