// The group pass (issue 30): every ticket of one event, each as its e-ticket with the QR code, one
// under another, so a family or a club shows them at the kit desk from one phone. Renders the
// group-pass machine's connect.
import type { ActorRefFrom } from 'xstate';
import type { GroupPassMachine } from '../../../machines/group-pass/group-pass.machine';
import { groupPassConnect } from '../../../machines/group-pass/group-pass.connect';
import { GROUP_PASS_TEXT } from '../../domain/group-pass';
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
  return (
    <PageContainer heading={GROUP_PASS_TEXT.title} width="narrow">
      <PageLoadStates
        view={view}
        texts={GROUP_PASS_TEXT}
        empty={{
          id: 'group-pass-empty',
          heading: GROUP_PASS_TEXT.empty,
          detail: GROUP_PASS_TEXT.emptyDetail,
          action: (
            <InternalLink href={view.eventHref} className="button button--primary">
              {GROUP_PASS_TEXT.back}
            </InternalLink>
          ),
        }}
      />
      {view.screen === 'shown' ? (
        <>
          <OfflineNote text={offlineNote} />
          {view.eventTitle ? <p className="group-pass__event">{view.eventTitle}</p> : null}
          <p className="group-pass__lead">{view.lead}</p>
          <div className="group-pass__actions">
            <button type="button" className="button button--primary" onClick={view.print}>
              {GROUP_PASS_TEXT.print}
            </button>
            <InternalLink href={view.eventHref} className="button button--secondary">
              {GROUP_PASS_TEXT.back}
            </InternalLink>
          </div>
          <ol className="group-pass__list">
            {view.passes.map(({ ticket, label }) => (
              <li key={ticket.participantUuid} className="group-pass__pass">
                <section aria-label={label}>
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
