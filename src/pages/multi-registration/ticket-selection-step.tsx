// Step 1: a plus and a minus per ticket category, the summary and Proceed (SPEC §2, §5 Ticket limits).
import type { ActorRefFrom } from 'xstate';
import type { TicketSelectionMachine } from '../../../machines/ticket-selection/ticket-selection.machine';
import { ticketSelectionConnect } from '../../../machines/ticket-selection/ticket-selection.connect';
import { useConnect } from '../../ui/hooks/use-connect';
import { useTranslation } from 'react-i18next';
import { useLocalWording } from '../../ui/auth/local-wording';

export function TicketSelectionStep({ selection }: { selection: ActorRefFrom<TicketSelectionMachine> }) {
  const { t } = useTranslation();
  const local = useLocalWording();
  const view = useConnect(selection, ticketSelectionConnect);
  return (
    <section aria-labelledby="booking-select-heading">
      <h1 id="booking-select-heading" className="page__heading">
        {t('booking.selectHeading')}
      </h1>
      <ul className="ticket-categories">
        {view.rows.map((row) => (
          <li key={row.label} className="ticket-category">
            <div className="ticket-category__text">
              <span className="ticket-category__name">{row.label}</span>
              <span className="ticket-category__price">{local(row.priceText)}</span>
              {row.held > 0 ? (
                <span className="ticket-category__held">{t('booking.alreadySubmitted', { count: row.held })}</span>
              ) : null}
            </div>
            <div className="quantity" role="group" aria-label={t('booking.categoryTickets', { label: row.label })}>
              <button
                type="button"
                className="quantity__button"
                aria-label={t('booking.removeTicket', { label: row.label })}
                // Not `disabled`, like '+': under HTML's focus fixup rule a focused button that becomes
                // disabled loses focus. The machine ignores a remove below the minimum.
                aria-disabled={!row.canRemove || undefined}
                onClick={() => view.remove(row.label)}
              >
                −
              </button>
              <output
                className="quantity__value"
                aria-live="polite"
                aria-label={t('booking.selectedTickets', { label: row.label })}
              >
                {row.quantity}
              </output>
              <button
                type="button"
                className="quantity__button"
                aria-label={t('booking.addTicket', { label: row.label })}
                aria-disabled={row.atLimit || undefined}
                onClick={() => view.add(row.label)}
              >
                +
              </button>
            </div>
          </li>
        ))}
      </ul>
      <section className="booking-summary" aria-label={t('booking.summary')}>
        <dl className="booking-summary__facts">
          <div>
            <dt>{t('booking.items')}</dt>
            <dd>{view.count}</dd>
          </div>
          <div>
            <dt>{t('booking.total')}</dt>
            <dd>{view.totalText}</dd>
          </div>
        </dl>
        <p className="booking-summary__note">{t('booking.pricesExcludeFees')}</p>
        {view.hint ? (
          <p id="booking-select-hint" className="booking-summary__hint">
            {local(view.hint)}
          </p>
        ) : null}
        <button
          type="button"
          className="button button--primary button--block"
          disabled={!view.canProceed}
          aria-describedby={view.hint ? 'booking-select-hint' : undefined}
          onClick={view.proceed}
        >
          {t('booking.proceed')}
        </button>
      </section>
    </section>
  );
}
