// The composition root of one attendee's form: the real calls (PIN lookup, saved attendees, uploads,
// register), the saved profile, toasts and the booking page's callbacks. The booking page mounts it
// for the ticket being filled.
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { attendeeFormMachine } from '../../../machines/attendee-form/attendee-form.machine';
import { savedAttendeesMachine } from '../../../machines/saved-attendees/saved-attendees.machine';
import type { GuardianDraft, SubmitRegistrationOutput } from '../../../machines/attendee-form/attendee-form.types';
import { notice } from '../../../machines/shared/notices';
import { SUBMIT_TEXT } from '../../domain/attendee-form-texts';
import { isoDateInZone } from '../../domain/dates';
import type { AttendeeValues } from '../../domain/validation/attendee-form';
import type { FormField } from '../../domain/validation/form-field';
import { AttendeeForm } from '../../pages/multi-registration/attendee-form';
import { createLookupPincode } from './attendee-form.pincode';
import { createSubmitRegistration } from './attendee-form';
import { createUploadFile } from './attendee-form.uploads';
import { createForgetSavedAttendee, createLoadSavedAttendees } from './saved-attendees';
import { browserLocalStorage, readPrefillProfile } from './attendee-form.saved-profile';
import { inspect } from '../inspector';
import { withUtmParams } from '../navigation';
import { useServices } from '../services';
import { currentAccessToken } from '../session/refresh-middleware';
import { useSessionActor } from '../session/session-provider';
import { useShowWordedNotice } from './shared/worded-notices';

export interface AttendeeFormContainerProps {
  subEventUuid: string;
  fields: FormField[];
  minAge: number | null;
  maxAge: number | null;
  category: string | null;
  initialValues: AttendeeValues;
  /** A draft's guardian name and number for a minor (issue 27), kept like the answers. */
  initialGuardian?: GuardianDraft;
  selfPrefillOffered: boolean;
  onSelfPrefillUsed(): void;
  onDraftChange(values: AttendeeValues, guardian: GuardianDraft): void;
  onSubmitted(result: SubmitRegistrationOutput): void;
  /** e.g. 'Attendee 1 of 2 — 10K Run'. */
  heading: string;
  /**
   * What the form's submit does, when not registering a new ticket: accepting a transferred one
   * (issue 28) sends the same answers elsewhere. Read once, like the input.
   */
  submitRegistration?: ReturnType<typeof createSubmitRegistration>;
  /** The submit button's words, when not 'Submit Attendee'. */
  submitLabel?: string;
  /** The page says what the submit did itself, so the form's 'Attendee submitted successfully!' is not shown. */
  quietSubmit?: boolean;
}

export function AttendeeFormContainer(props: AttendeeFormContainerProps) {
  const { api, config } = useServices();
  const session = useSessionActor();
  const [, navigate] = useLocation();
  // Input is read once: the machine owns the values from here on (a new ticket mounts a new form).
  const [input] = useState(() => ({
    subEventUuid: props.subEventUuid,
    fields: props.fields,
    minAge: props.minAge,
    maxAge: props.maxAge,
    today: isoDateInZone(new Date()) ?? new Date().toISOString().slice(0, 10),
    category: props.category,
    initialValues: props.initialValues,
    ...(props.initialGuardian ? { initialGuardian: props.initialGuardian } : {}),
    selfPrefillOffered: props.selfPrefillOffered,
    profile: readPrefillProfile(browserLocalStorage()),
  }));
  const [submitOverride] = useState(() => props.submitRegistration);
  const machine = useMemo(
    () =>
      attendeeFormMachine.provide({
        actors: {
          lookupPincode: createLookupPincode(api),
          savedAttendees: savedAttendeesMachine.provide({
            actors: {
              loadSavedAttendees: createLoadSavedAttendees(api),
              forgetSavedAttendee: createForgetSavedAttendee(api),
            },
          }),
          uploadFile: createUploadFile({
            apiBaseUrl: config.apiBaseUrl,
            accessToken: () => currentAccessToken(session),
          }),
          submitRegistration: submitOverride ?? createSubmitRegistration(api),
        },
      }),
    [api, config.apiBaseUrl, session, submitOverride],
  );
  const actor = useActorRef(machine, { input, inspect });
  const showNotice = useShowWordedNotice();

  // The latest callbacks, so the subscriptions below are made once.
  const callbacks = useRef(props);
  callbacks.current = props;

  useEffect(() => {
    const subscriptions = [
      actor.on('notify', (notice) => {
        if (callbacks.current.quietSubmit && notice.message === SUBMIT_TEXT.success) return;
        showNotice(notice);
      }),
      actor.on('draftChanged', ({ values, guardian }) => callbacks.current.onDraftChange(values, guardian)),
      actor.on('selfPrefillUsed', () => callbacks.current.onSelfPrefillUsed()),
      actor.on('submitted', ({ result }) => callbacks.current.onSubmitted(result)),
      // SPEC §8: the person goes to My Events, where the ticket is; the server's words say why.
      actor.on('alreadyRegistered', ({ message }) => {
        if (message) showNotice(notice.info(message));
        navigate(withUtmParams('/my-events'));
      }),
    ];
    // The saved-attendee list runs from the start as the form's child, with its own toasts.
    const saved = actor.getSnapshot().children.savedAttendees;
    if (saved) {
      subscriptions.push(
        saved.on('notify', showNotice),
        saved.on('unavailable', ({ error }) =>
          console.warn('Startline could not load saved attendees; the form goes on without them', error),
        ),
      );
    }
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actor, navigate, showNotice]);

  return <AttendeeForm actor={actor} heading={props.heading} today={input.today} submitLabel={props.submitLabel} />;
}
