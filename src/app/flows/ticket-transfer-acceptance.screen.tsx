// Route /transfers/{transferUuid} (issue 28 item 2): the acceptance machine with its call, the attendee
// form whose submit accepts the ticket, and signing out to sign in with the number it was sent to.
import { useTranslation } from 'react-i18next';
import { useActorRef } from '@xstate/react';
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation } from 'wouter';
import { ticketTransferAcceptanceMachine } from '../../../machines/ticket-transfer-acceptance/ticket-transfer-acceptance.machine';
import type { TicketTransferAcceptanceConnect } from '../../../machines/ticket-transfer-acceptance/ticket-transfer-acceptance.connect';
import AcceptTransferPage from '../../pages/accept-transfer/accept-transfer-page';
import { AttendeeFormContainer } from './attendee-form.screen';
import { createAcceptTransfer, createLoadTransfer } from './ticket-transfer-acceptance';
import { inspect } from '../inspector';
import type { RouteParams } from '../routes';
import { useServices } from '../services';
import { saveRedirectUrl, withUtmParams } from '../navigation';
import { useSessionActor } from '../session/session-provider';

export default function TicketTransferAcceptanceScreen({ params }: { params: RouteParams }) {
  const transferUuid = params.transferUuid ?? '';
  const { t } = useTranslation();
  const { api } = useServices();
  const session = useSessionActor();
  const [, navigate] = useLocation();
  const machine = useMemo(
    () => ticketTransferAcceptanceMachine.provide({ actors: { loadTransfer: createLoadTransfer(api) } }),
    [api],
  );
  const acceptance = useActorRef(machine, { input: { transferUuid }, inspect });
  useEffect(() => {
    // Signed out, the person signs in (or registers) with the number the ticket was sent to and comes
    // back here, as from any protected page (SPEC §2): the logout's own trip home is overtaken.
    const subscription = acceptance.on('signOut', () => {
      saveRedirectUrl(window.location.pathname + window.location.search);
      session.send({ type: 'LOGOUT' });
      navigate(withUtmParams('/login'), { replace: true });
    });
    return () => subscription.unsubscribe();
  }, [acceptance, session, navigate]);

  const renderForm = useCallback(
    (form: NonNullable<TicketTransferAcceptanceConnect['form']>) => (
      <AttendeeFormContainer
        subEventUuid={form.subEventUuid}
        fields={form.fields}
        minAge={form.minAge}
        maxAge={form.maxAge}
        category={form.category}
        initialValues={{}}
        selfPrefillOffered
        onSelfPrefillUsed={() => undefined}
        onDraftChange={() => undefined}
        onSubmitted={(result) => acceptance.send({ type: 'ACCEPTED', participantUuid: result.participantUuid })}
        heading={t('acceptTransfer.formHeading')}
        submitRegistration={createAcceptTransfer(api, transferUuid)}
        submitLabel={t('acceptTransfer.submit')}
        quietSubmit
      />
    ),
    [acceptance, api, transferUuid, t],
  );
  return <AcceptTransferPage acceptance={acceptance} renderForm={renderForm} />;
}
