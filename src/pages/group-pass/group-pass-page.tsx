// The group pass (issue 30): every ticket of one event, each as its e-ticket with the QR code, one
// under another, so a family or a club shows them at the kit desk from one phone. Renders the
// group-pass machine's connect.
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { GroupPassMachine } from '../../../machines/group-pass/group-pass.machine';
import { groupPassConnect } from '../../../machines/group-pass/group-pass.connect';
import { useLocalText } from '../../i18n/worded-text';
import { InternalLink } from '../../ui/internal-link';
import { OfflineNote } from '../../ui/offline-note';
import { PageContainer } from '../../ui/page-container';
import { PageLoadStates } from '../../ui/page-states';
import { useConnect } from '../../ui/hooks/use-connect';
import { ETicketBody, ETicketPrintSheet } from '../../ui/e-ticket/e-ticket';
import './group-pass.css';

export interface GroupPassPageProps {
  groupPass: ActorRefFrom<GroupPassMachine>;
  /** 'Offline — showing your passes as of {time}' when the passes are the ones kept on the device. */
  offlineNote?: string | null;
}

export default function GroupPassPage({ groupPass, offlineNote = null }: GroupPassPageProps) {
  const view = useConnect(groupPass, groupPassConnect);
  const { t } = useTranslation();
  const local = useLocalText();
  const count = view.passes.length;
  return (
    <PageContainer heading={t('groupPass.title')} width="narrow">
      <PageLoadStates
        view={{ ...view, errorMessage: view.errorMessage === null ? null : local(view.errorMessage) }}
        texts={{ loading: t('groupPass.loading'), retry: t('groupPass.retry') }}
        empty={{
          id: 'group-pass-empty',
          heading: t('groupPass.empty'),
          detail: t('groupPass.emptyDetail'),
          action: (
            <InternalLink href={view.eventHref} className="button button--primary">
              {t('groupPass.back')}
            </InternalLink>
          ),
        }}
      />
      {view.screen === 'shown' ? (
        <>
          <OfflineNote text={offlineNote === null ? null : local(offlineNote)} />
          {view.eventTitle ? <p className="group-pass__event">{view.eventTitle}</p> : null}
          <p className="group-pass__lead">
            {count === 1 ? t('groupPass.leadOne') : t('groupPass.lead', { count: String(count) })}
          </p>
          <div className="group-pass__actions">
            <button type="button" className="button button--primary" onClick={view.print}>
              {t('groupPass.print')}
            </button>
            <InternalLink href={view.eventHref} className="button button--secondary">
              {t('groupPass.back')}
            </InternalLink>
          </div>
          <ol className="group-pass__list">
            {view.passes.map(({ ticket }) => (
              <li key={ticket.participantUuid} className="group-pass__pass">
                <section aria-label={t('groupPass.passOf', { name: ticket.name })}>
                  <h2 className="group-pass__name">{ticket.name}</h2>
                  <ETicketBody ticket={ticket} />
                </section>
              </li>
            ))}
          </ol>
          <ETicketPrintSheet tickets={view.passes.map(({ ticket }) => ticket)} />
        </>
      ) : null}
    </PageContainer>
  );
}
