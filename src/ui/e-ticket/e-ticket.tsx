// An e-ticket (issue 9): the event, date, venue, attendee, category, the QR code and the code as text.
// Shown in the 'E-ticket' dialog (ETicketDialog.tsx, loaded when first opened) and on the print sheet,
// which prints one ticket per page.
import { Component, Suspense, lazy, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { ETicket } from '../../domain/e-tickets';
import { useLocalText } from '../../i18n/worded-text';
import './e-ticket.css';

const TicketQr = lazy(() => import('./ticket-qr'));

/** When the QR chunk cannot load (offline), the ticket still shows its code. */
class QrFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <QrFailedNote /> : this.props.children;
  }
}

function QrFailedNote() {
  const { t } = useTranslation();
  return <p className="e-ticket__qr-note">{t('eTicket.qrFailed')}</p>;
}

export function ETicketBody({ ticket }: { ticket: ETicket }) {
  const { t } = useTranslation();
  const local = useLocalText();
  return (
    <div className="e-ticket">
      {ticket.subEventName ? <p className="e-ticket__sub-event">{ticket.subEventName}</p> : null}
      <dl className="e-ticket__facts">
        <div>
          <dt>{t('eTicket.date')}</dt>
          <dd>{local(ticket.date)}</dd>
        </div>
        <div>
          <dt>{t('eTicket.venue')}</dt>
          <dd>{local(ticket.venue)}</dd>
        </div>
        <div>
          <dt>{t('eTicket.attendee')}</dt>
          <dd>{ticket.name}</dd>
        </div>
        {ticket.category ? (
          <div>
            <dt>{t('eTicket.category')}</dt>
            <dd>{ticket.category}</dd>
          </div>
        ) : null}
      </dl>
      <div className="e-ticket__qr-box">
        <QrFailure>
          <Suspense fallback={<p className="e-ticket__qr-note">{t('eTicket.qrLoading')}</p>}>
            <TicketQr code={ticket.code} label={t('eTicket.qrLabel', { name: ticket.name })} />
          </Suspense>
        </QrFailure>
      </div>
      <p className="e-ticket__code-label">{t('eTicket.code')}</p>
      <code className="e-ticket__code">{ticket.code}</code>
      <p className="e-ticket__note">{t('eTicket.showAtGate')}</p>
    </div>
  );
}

/**
 * What prints: hidden on screen, and while the screen prints tickets (body[data-printing='e-tickets'])
 * the only thing on paper, one ticket per page.
 */
export function ETicketPrintSheet({ tickets }: { tickets: readonly ETicket[] }) {
  const { t } = useTranslation();
  if (tickets.length === 0) return null;
  return createPortal(
    <div className="e-ticket-print" data-testid="e-ticket-print">
      {tickets.map((ticket) => (
        <section key={ticket.participantUuid} className="e-ticket-print__page" aria-label={t('eTicket.title')}>
          <h2 className="e-ticket-print__title">{t('eTicket.title')}</h2>
          <p className="e-ticket-print__event">{ticket.eventTitle}</p>
          <ETicketBody ticket={ticket} />
        </section>
      ))}
    </div>,
    document.body,
  );
}
