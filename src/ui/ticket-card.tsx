// A paid ticket as a page about it prints it above a form: the event, when, where and the category,
// with a lead line (who gives it) and notes under it (until when, what may change). The transfer's
// recipient page and the edit-details page show the same card.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalText } from '../i18n/worded-text';
import './ticket-card.css';

export interface TicketCardFacts {
  eventTitle: string;
  /** The sub-event's name, when it is not the event's title. */
  subEventName: string | null;
  date: string | null;
  venue: string;
  category: string | null;
}

export function TicketCard({
  ticket,
  categoryLabel,
  lead,
  notes = [],
}: {
  ticket: TicketCardFacts;
  categoryLabel: string;
  lead?: string | null;
  notes?: readonly ReactNode[];
}) {
  const { t } = useTranslation();
  const local = useLocalText();
  return (
    <section className="ticket-card" aria-label={ticket.eventTitle}>
      {lead ? <p className="ticket-card__lead">{local(lead)}</p> : null}
      <dl className="ticket-card__facts">
        <div>
          <dt>{t('eTicket.event')}</dt>
          <dd>
            {ticket.eventTitle}
            {ticket.subEventName ? ` · ${ticket.subEventName}` : ''}
          </dd>
        </div>
        {ticket.date ? (
          <div>
            <dt>{t('eTicket.date')}</dt>
            <dd>{local(ticket.date)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('eTicket.venue')}</dt>
          <dd>{local(ticket.venue)}</dd>
        </div>
        {ticket.category ? (
          <div>
            <dt>{local(categoryLabel)}</dt>
            <dd>{ticket.category}</dd>
          </div>
        ) : null}
      </dl>
      {notes.map((note, index) => (
        <p key={index} className="ticket-card__note">
          {note}
        </p>
      ))}
    </section>
  );
}
