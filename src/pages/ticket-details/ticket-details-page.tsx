// The edit-details page of a paid ticket (issue 28 item 4), /tickets/{participantUuid}/details: renders
// the ticket-details machine's connect. The attendee form is passed in by the composition root (it is
// its own flow, with saving as its submit).
import { useTranslation } from 'react-i18next';
import { useLocalText } from '../../i18n/worded-text';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { TicketDetailsMachine } from '../../../machines/ticket-details/ticket-details.machine';
import {
  ticketDetailsConnect,
  type TicketDetailsConnect,
} from '../../../machines/ticket-details/ticket-details.connect';
import { InternalLink } from '../../ui/internal-link';
import { LoadingIndicator } from '../../ui/loading-indicator';
import { PageContainer } from '../../ui/page-container';
import { TicketCard } from '../../ui/ticket-card';
import { useConnect } from '../../ui/hooks/use-connect';
import { useHeadingFocus } from '../../ui/hooks/use-heading-focus';

export interface TicketDetailsPageProps {
  details: ActorRefFrom<TicketDetailsMachine>;
  /** The attendee form with the ticket's answers, while it may be corrected. */
  renderForm: (form: NonNullable<TicketDetailsConnect['form']>) => ReactNode;
}

export default function TicketDetailsPage({ details, renderForm }: TicketDetailsPageProps) {
  const view = useConnect(details, ticketDetailsConnect);
  const { t } = useTranslation();
  const local = useLocalText();
  const heading = view.screen === 'saved' ? t('editDetails.saved') : t('editDetails.heading');
  const back = view.ticketPath ?? '/my-events';
  const outcome = useHeadingFocus<HTMLDivElement>(view.screen === 'saved');
  return (
    <PageContainer heading={heading} width="narrow">
      {view.screen === 'loading' ? <LoadingIndicator label={t('editDetails.loading')} /> : null}
      {view.screen === 'loadFailed' ? (
        <div className="ticket-page__message">
          <p role="alert">{t('editDetails.loadFailed')}</p>
          <div className="page__actions">
            <button type="button" className="button button--primary" onClick={view.retry}>
              {t('editDetails.retry')}
            </button>
          </div>
        </div>
      ) : null}
      {view.screen === 'unavailable' || view.screen === 'closed' ? (
        <div className="ticket-page__message">
          <p role="alert">{local(view.reason)}</p>
          {view.screen === 'closed' ? <p>{t('editDetails.closedDetail')}</p> : null}
          <div className="page__actions">
            <InternalLink href={back} className="button button--secondary">
              {t('editDetails.backToEvent')}
            </InternalLink>
          </div>
        </div>
      ) : null}
      {view.ticket && view.screen !== 'unavailable' ? (
        <TicketCard
          ticket={view.ticket}
          categoryLabel={t('editDetails.category')}
          notes={
            view.screen === 'editing' ? [t('editDetails.categoryKept'), ...view.rules.map((rule) => local(rule))] : []
          }
        />
      ) : null}
      {view.form ? renderForm(view.form) : null}
      {view.screen === 'saved' ? (
        <div className="ticket-page__message" ref={outcome}>
          <p role="status">{local(view.savedDetail)}</p>
          <div className="page__actions">
            <InternalLink href={back} className="button button--primary">
              {t('editDetails.viewTicket')}
            </InternalLink>
          </div>
        </div>
      ) : null}
    </PageContainer>
  );
}
