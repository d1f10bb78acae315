// Route /tickets/{participantUuid}/details (issue 28 item 4): the edit-details machine with its call,
// and the attendee form, with the ticket's answers, whose submit saves them.
import { useTranslation } from 'react-i18next';
import { useActorRef } from '@xstate/react';
import { useCallback, useMemo, useState } from 'react';
import { ticketDetailsMachine } from '../../../machines/ticket-details/ticket-details.machine';
import type { TicketDetailsConnect } from '../../../machines/ticket-details/ticket-details.connect';
import TicketDetailsPage from '../../pages/ticket-details/ticket-details-page';
import { AttendeeFormContainer } from './attendee-form.screen';
import { createLoadTicketDetails, createSaveTicketDetails } from './ticket-details';
import { inspect } from '../inspector';
import type { RouteParams } from '../routes';
import { useServices } from '../services';

export default function TicketDetailsScreen({ params }: { params: RouteParams }) {
  const participantUuid = params.participantUuid ?? '';
  const { t } = useTranslation();
  const { api } = useServices();
  const machine = useMemo(
    () => ticketDetailsMachine.provide({ actors: { loadDetails: createLoadTicketDetails(api) } }),
    [api],
  );
  // The window is judged against the clock when the page opened, like the panel's rules.
  const [now] = useState(() => Date.now());
  const details = useActorRef(machine, { input: { participantUuid, now }, inspect });

  const renderForm = useCallback(
    (form: NonNullable<TicketDetailsConnect['form']>) => (
      <AttendeeFormContainer
        subEventUuid={form.subEventUuid}
        fields={form.fields}
        minAge={form.minAge}
        maxAge={form.maxAge}
        category={form.category}
        initialValues={form.values}
        selfPrefillOffered={false}
        onSelfPrefillUsed={() => undefined}
        onDraftChange={() => undefined}
        onSubmitted={() => details.send({ type: 'SAVED' })}
        heading={t('editDetails.formHeading')}
        submitRegistration={createSaveTicketDetails(api, participantUuid)}
        submitLabel={t('editDetails.submit')}
        quietSubmit
      />
    ),
    [details, api, participantUuid, t],
  );
  return <TicketDetailsPage details={details} renderForm={renderForm} />;
}
