// An e-ticket (issue 9): the event, date, venue, attendee, category, the QR code and the code as text.
// Shown in the 'E-ticket' dialog (ETicketDialog.tsx, loaded when first opened) and on the print sheet,
// which prints one ticket per page.
import { Component, Suspense, lazy, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { E_TICKET_TEXT, type ETicket } from '../../domain/e-tickets';
import './e-ticket.css';

const TicketQr = lazy(() => import('./ticket-qr'));

/** When the QR chunk cannot load (offline), the ticket still shows its code. */
class QrFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p className="e-ticket__qr-note">{E_TICKET_TEXT.qrFailed}</p> : this.props.children;
  }
}

export function ETicketBody({ ticket }: { ticket: ETicket }) {
  return (
    <div className="e-ticket">
      {ticket.subEventName ? <p className="e-ticket__sub-event">{ticket.subEventName}</p> : null}
      <dl className="e-ticket__facts">
        <div>
          <dt>{E_TICKET_TEXT.date}</dt>
          <dd>{ticket.date}</dd>
        </div>
        <div>
          <dt>{E_TICKET_TEXT.venue}</dt>
          <dd>{ticket.venue}</dd>
        </div>
        <div>
          <dt>{E_TICKET_TEXT.attendee}</dt>
          <dd>{ticket.name}</dd>
        </div>
        {ticket.category ? (
          <div>
            <dt>{E_TICKET_TEXT.category}</dt>
            <dd>{ticket.category}</dd>
          </div>
        ) : null}
      </dl>
      <div className="e-ticket__qr-box">
        <QrFailure>
          <Suspense fallback={<p className="e-ticket__qr-note">{E_TICKET_TEXT.qrLoading}</p>}>
            <TicketQr code={ticket.code} label={E_TICKET_TEXT.qrLabel(ticket.name)} />
          </Suspense>
        </QrFailure>
      </div>
      <p className="e-ticket__code-label">{E_TICKET_TEXT.code}</p>
      <code className="e-ticket__code">{ticket.code}</code>
      <p className="e-ticket__note">{E_TICKET_TEXT.showAtGate}</p>
    </div>
  );
}

/**
 * What prints: hidden on screen, and while the screen prints tickets (body[data-printing='e-tickets'])
 * the only thing on paper, one ticket per page.
 */
export function ETicketPrintSheet({ tickets }: { tickets: readonly ETicket[] }) {
  if (tickets.length === 0) return null;
  return createPortal(
    <div className="e-ticket-print" data-testid="e-ticket-print">
      {tickets.map((ticket) => (
        <section key={ticket.participantUuid} className="e-ticket-print__page" aria-label={E_TICKET_TEXT.title}>
          <h2 className="e-ticket-print__title">{E_TICKET_TEXT.title}</h2>
          <p className="e-ticket-print__event">{ticket.eventTitle}</p>
          <ETicketBody ticket={ticket} />
        </section>
      ))}
    </div>,
    document.body,
  );
}
