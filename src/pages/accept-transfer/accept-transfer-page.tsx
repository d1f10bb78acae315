// The recipient's page of a ticket transfer (issue 28 item 2), /transfers/{transferUuid}: renders the
// ticket-transfer-acceptance machine's connect. The attendee form is passed in by the composition
// root (it is its own flow, with accepting as its submit).
import { useTranslation } from 'react-i18next';
import { useLocalText } from '../../i18n/worded-text';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { TicketTransferAcceptanceMachine } from '../../../machines/ticket-transfer-acceptance/ticket-transfer-acceptance.machine';
import {
  ticketTransferAcceptanceConnect,
  type TicketTransferAcceptanceConnect,
} from '../../../machines/ticket-transfer-acceptance/ticket-transfer-acceptance.connect';
import { InternalLink } from '../../ui/internal-link';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { PageContainer } from '../../ui/page-container';
import { TicketCard } from '../../ui/ticket-card';
import { useConnect } from '../../ui/hooks/use-connect';
import { useHeadingFocus } from '../../ui/hooks/use-heading-focus';

export interface AcceptTransferPageProps {
  acceptance: ActorRefFrom<TicketTransferAcceptanceMachine>;
  /** The attendee form for this ticket, while it waits to be accepted. */
  renderForm: (form: NonNullable<TicketTransferAcceptanceConnect['form']>) => ReactNode;
}

export default function AcceptTransferPage({ acceptance, renderForm }: AcceptTransferPageProps) {
  const view = useConnect(acceptance, ticketTransferAcceptanceConnect);
  const { t } = useTranslation();
  const local = useLocalText();
  const heading = view.screen === 'accepted' ? t('acceptTransfer.accepted') : t('acceptTransfer.heading');
  const outcome = useHeadingFocus<HTMLDivElement>(view.screen === 'accepted');
  return (
    <PageContainer heading={heading} width="narrow">
      {view.screen === 'loading' ? <LoadingIndicator label={t('acceptTransfer.loading')} /> : null}
      {view.screen === 'loadFailed' ? (
        <div className="ticket-page__message">
          <p role="alert">{t('acceptTransfer.loadFailed')}</p>
          <div className="page__actions">
            <button type="button" className="button button--primary" onClick={view.retry}>
              {t('acceptTransfer.retry')}
            </button>
          </div>
        </div>
      ) : null}
      {view.screen === 'notForYou' ? (
        <div className="ticket-page__message">
          <p role="alert">{local(view.reason)}</p>
          <div className="page__actions">
            <button type="button" className="button button--primary" onClick={view.signOut}>
              {t('acceptTransfer.signOut')}
            </button>
          </div>
        </div>
      ) : null}
      {view.screen === 'unavailable' ? (
        <div className="ticket-page__message">
          <p role="alert">{local(view.reason)}</p>
          <p>{t('acceptTransfer.unavailableDetail')}</p>
          <div className="page__actions">
            <InternalLink href="/events" className="button button--secondary">
              {t('acceptTransfer.browseEvents')}
            </InternalLink>
          </div>
        </div>
      ) : null}
      {view.ticket && (view.screen === 'filling' || view.screen === 'accepted') ? (
        <TicketCard
          ticket={view.ticket}
          categoryLabel={t('acceptTransfer.category')}
          lead={view.screen === 'filling' ? view.ticket.from : null}
          notes={view.screen === 'filling' ? [local(view.ticket.acceptBy)] : []}
        />
      ) : null}
      {view.form ? renderForm(view.form) : null}
      {view.screen === 'accepted' ? (
        <div className="ticket-page__message" ref={outcome}>
          <p role="status">{local(view.acceptedDetail)}</p>
          <div className="page__actions">
            {view.ticketPath ? (
              <InternalLink href={view.ticketPath} className="button button--primary">
                {t('acceptTransfer.viewTicket')}
              </InternalLink>
            ) : null}
          </div>
        </div>
      ) : null}
    </PageContainer>
  );
}
