// One attendee's form (SPEC §5 attendee form, PIN lookup, self-prefill; §7 register, pincodes, uploads;
// §8 texts). Pure: the calls (PIN lookup, saved attendees, uploads, register) are provided by src/app;
// toasts, drafts and navigation are emitted for the booking page.
import { assign, emit, fromCallback, fromPromise, setup, spawnChild, stopChild } from 'xstate';
import {
  PIN_LOOKUP_TEXT,
  SUBMIT_TEXT,
  UPLOAD_TEXT,
  isAlreadyRegisteredMessage,
  pincodeLookupFailureText,
} from '../../src/domain/attendee-form-texts';
import { UPLOAD_FAILURE_TOAST_DURATION_MS } from '../../src/domain/constants';
import { buildRegistrationResponses } from '../../src/domain/validation/attendee-payload';
import { ATTENDEE_TOASTS, validateWaiverAccepted } from '../../src/domain/validation/attendee-form';
import { savedAttendeesMachine } from '../saved-attendees/saved-attendees.machine';
import {
  changeGuardian,
  consentGuardian,
  guardianFieldOf,
  guardianPayload,
  isGuardianIncomplete,
  touchGuardian,
} from './attendee-form.guardian';
import { isLookupablePincodeChange, isPincodeField, lookupFailureOf, pincodeValue } from './attendee-form.pincode';
import {
  allErrors,
  applySavedAttendee,
  attendeeName,
  blurField,
  changeField,
  fillLocation,
  firstInvalidField,
  initialContext,
  isEditableField,
  prefillSelf,
  revealAllErrors,
  storeSubmitFailure,
} from './attendee-form.rules';
import { SubmitRegistrationError, WAIVER_FIELD, uploadId } from './attendee-form.types';
import { notice } from '../shared/notices';
import { uploadActions, uploadGuards, uploadsWith } from './attendee-form.uploads';
import type {
  AttendeeFormContext,
  AttendeeFormEmitted,
  AttendeeFormEvent,
  AttendeeFormInput,
  AttendeeFormTag,
  PincodeLookupInput,
  PincodeLookupOutput,
  SubmitRegistrationInput,
  SubmitRegistrationOutput,
  UploadFileInput,
} from './attendee-form.types';
import type { SavedAttendee } from '../saved-attendees/saved-attendees.types';

type FieldEventOf<T extends AttendeeFormEvent['type']> = Extract<AttendeeFormEvent, { type: T }>;

export const attendeeFormMachine = setup({
  types: {
    context: {} as AttendeeFormContext,
    events: {} as AttendeeFormEvent,
    input: {} as AttendeeFormInput,
    emitted: {} as AttendeeFormEmitted,
    tags: {} as AttendeeFormTag,
    children: {} as {
      savedAttendees: 'savedAttendees';
      lookupPincode: 'lookupPincode';
      submitRegistration: 'submitRegistration';
    },
  },
  actors: {
    /** GET /pincodes/location/{pincode}: city and state, or a PincodeLookupError. */
    lookupPincode: fromPromise<PincodeLookupOutput, PincodeLookupInput>(async () => {
      throw new Error('lookupPincode not provided');
    }),
    /** The saved attendees behind 'Fill from a previous attendee' (its own calls, provided by src/app). */
    savedAttendees: savedAttendeesMachine,
    /** POST /uploads/single; sends UPLOAD.PROGRESS, then UPLOAD.DONE or UPLOAD.FAIL. */
    uploadFile: fromCallback<AttendeeFormEvent, UploadFileInput>(() => {
      throw new Error('uploadFile not provided');
    }),
    /** POST .../sub-events/{uuid}/register; throws a SubmitRegistrationError. */
    submitRegistration: fromPromise<SubmitRegistrationOutput, SubmitRegistrationInput>(async () => {
      throw new Error('submitRegistration not provided');
    }),
  },
  guards: {
    ...uploadGuards,
    isLookupablePincodeChange: ({ context }, params: { field: string; value: unknown }) =>
      isLookupablePincodeChange(context, params.field, params.value),
    isPincodeChange: ({ context }, params: { field: string }) => isPincodeField(context, params.field),
    wasLocationNotFound: (_, params: { error: unknown }) => lookupFailureOf(params.error) === 'notFound',
    // Stryker disable next-line ConditionalExpression: selfPrefillOffered starts true only with a profile (initialContext) and neither changes
    canPrefillSelf: ({ context }) => context.selfPrefillOffered && context.profile !== null && !context.selfPrefillUsed,
    isEditableField: ({ context }, params: { field: string }) => isEditableField(context, params.field),
    isGuardianField: (_, params: { field: string }) => guardianFieldOf(params.field) !== null,
    isGuardianIncomplete: ({ context }) => isGuardianIncomplete(context),
    hasInvalidFields: ({ context }) => Object.keys(allErrors(context)).length > 0,
    isWaiverNotAccepted: ({ context }) => !context.waiverAccepted,
    wasAlreadyRegistered: (_, params: { error: unknown }) =>
      params.error instanceof SubmitRegistrationError &&
      params.error.serverMessage !== null &&
      isAlreadyRegisteredMessage(params.error.serverMessage),
  },
  actions: {
    ...uploadActions,
    storeFieldValue: assign(({ context }, params: FieldEventOf<'FIELD.CHANGE'>) =>
      changeField(context, params.field, params.value),
    ),
    checkField: assign(({ context }, params: { field: string }) => blurField(context, params.field)),
    storeGuardianValue: assign(({ context }, params: { field: string; value: unknown }) =>
      changeGuardian(context, guardianFieldOf(params.field)!, typeof params.value === 'string' ? params.value : ''),
    ),
    checkGuardianField: assign(({ context }, params: { field: string }) =>
      touchGuardian(context, guardianFieldOf(params.field)!),
    ),
    storeGuardianConsent: assign(({ context }, params: { accepted: boolean }) =>
      consentGuardian(context, params.accepted),
    ),
    storeWaiver: assign(({ context }, params: { accepted: boolean }) => ({
      waiverAccepted: params.accepted,
      // Shown again on unticking once a submit has shown it.
      waiverError: context.touched[WAIVER_FIELD] ? validateWaiverAccepted(params.accepted) : null,
    })),
    fillFromProfile: assign(({ context }) => prefillSelf(context)),
    fillFromSavedAttendee: assign(({ context }, params: { attendee: SavedAttendee }) =>
      applySavedAttendee(context, params.attendee),
    ),
    fillLocation: assign(({ context }, params: { output: PincodeLookupOutput }) =>
      fillLocation(context, params.output.city, params.output.state),
    ),
    storeLookupFailure: assign((_, params: { error: unknown }) => ({
      lookupMessage: pincodeLookupFailureText(lookupFailureOf(params.error)),
    })),
    clearLookupMessage: assign({ lookupMessage: null }),
    startUpload: spawnChild('uploadFile', {
      id: ({ event }) => uploadId((event as FieldEventOf<'FILE.CHOOSE'>).field),
      input: ({ event, context }) => {
        // Stryker disable next-line ConditionalExpression,StringLiteral: FILE.CHOOSE stores its file in uploads before startUpload runs, so both branches hand over the same file
        if (event.type === 'FILE.CHOOSE') return { field: event.field, file: event.file };
        const field = (event as FieldEventOf<'UPLOAD.RETRY'>).field;
        return { field, file: context.uploads[field]!.file };
      },
    }),
    stopUpload: stopChild(({ event }) => uploadId((event as FieldEventOf<'UPLOAD.CANCEL'>).field)),
    revealAllErrors: assign(({ context }) => revealAllErrors(context)),
    storeSubmitFailure: assign(({ context }, params: { error: unknown }) =>
      storeSubmitFailure(
        context,
        params.error instanceof SubmitRegistrationError ? params.error : null,
        SUBMIT_TEXT.failed,
      ),
    ),
    clearSubmitError: assign({ submitError: null }),
    reportDraft: emit(({ context }) => ({
      type: 'draftChanged' as const,
      values: context.values,
      guardian: { fullName: context.guardian.fullName, mobileNumber: context.guardian.mobileNumber },
    })),
    reportSelfPrefillUsed: emit({ type: 'selfPrefillUsed' }),
    focusFirstInvalid: emit(({ context }) => ({
      type: 'focusField' as const,
      // Stryker disable next-line StringLiteral: every SUBMIT branch that focuses has found a field, upload, guardian field or the waiver to point at
      field: firstInvalidField(context) ?? '',
    })),
    notifyLocationFound: emit((_, params: { output: PincodeLookupOutput }) =>
      notice.success(PIN_LOOKUP_TEXT.found(params.output.city, params.output.state)),
    ),
    notifyLocationNotFound: emit(notice.error(PIN_LOOKUP_TEXT.notFoundToast)),
    notifyUploadFailed: emit(({ context }, params: { field: string; reason: string }) =>
      // Stryker disable next-line OptionalChaining,StringLiteral: UPLOAD.FAIL is taken only while the field's upload runs (isUploading), so it is always there
      notice.error(UPLOAD_TEXT.failedToast(context.uploads[params.field]?.fileName ?? '', params.reason), {
        durationMs: UPLOAD_FAILURE_TOAST_DURATION_MS,
      }),
    ),
    notifyWaitForUploads: emit(notice.error(UPLOAD_TEXT.waitForUpload)),
    notifyUploadsFailed: emit(({ context }) =>
      notice.error(UPLOAD_TEXT.failedCount(uploadsWith(context, 'failed').length), {
        durationMs: UPLOAD_FAILURE_TOAST_DURATION_MS,
      }),
    ),
    notifyFixErrors: emit(notice.error(ATTENDEE_TOASTS.fixErrors)),
    notifyAgreeToWaiver: emit(notice.error(ATTENDEE_TOASTS.waiverNotAccepted)),
    notifySubmitted: emit(notice.success(SUBMIT_TEXT.success)),
    notifySubmitFailed: emit(notice.error(SUBMIT_TEXT.failedToast)),
    handOverSubmission: emit((_, params: { output: SubmitRegistrationOutput }) => ({
      type: 'submitted' as const,
      result: params.output,
    })),
    reportAlreadyRegistered: emit((_, params: { error: unknown }) => ({
      type: 'alreadyRegistered' as const,
      // Stryker disable next-line StringLiteral: it runs only after wasAlreadyRegistered, which needs a SubmitRegistrationError with a server message
      message: params.error instanceof SubmitRegistrationError ? (params.error.serverMessage ?? '') : '',
    })),
  },
}).createMachine({
  id: 'attendeeForm',
  description:
    "One attendee's form generated from the server's fields: checked as the person fills it, PIN lookup, self-prefill, saved attendees, file uploads and submit.",
  context: ({ input }) => initialContext(input),
  initial: 'form',
  invoke: { id: 'savedAttendees', src: 'savedAttendees' },
  on: {
    'UPLOAD.PROGRESS': {
      guard: { type: 'isUploading', params: ({ event }) => ({ field: event.field }) },
      actions: { type: 'storeUploadProgress', params: ({ event }) => ({ field: event.field, percent: event.percent }) },
    },
    'UPLOAD.DONE': {
      guard: { type: 'isUploading', params: ({ event }) => ({ field: event.field }) },
      actions: ['stopUpload', { type: 'storeUploadDone', params: ({ event }) => event }, 'reportDraft'],
    },
    'UPLOAD.FAIL': {
      guard: { type: 'isUploading', params: ({ event }) => ({ field: event.field }) },
      actions: [
        'stopUpload',
        { type: 'notifyUploadFailed', params: ({ event }) => ({ field: event.field, reason: event.reason }) },
        { type: 'storeUploadFailure', params: ({ event }) => ({ field: event.field, reason: event.reason }) },
      ],
    },
  },
  states: {
    form: {
      description: 'The fields, the waiver and the submit button.',
      meta: { screen: 'The attendee form.' },
      initial: 'editing',
      states: {
        editing: {
          description:
            'The person fills the form: fields are checked when left and on every change once left. Its states are those of the PIN code lookup: a valid 6-digit PIN code looks up city and state, and a newer PIN code cancels the older lookup.',
          meta: {
            screen: "The fields, the Declaration & Waiver of Liability and 'Submit Attendee'.",
            shows: [{ role: 'button', name: SUBMIT_TEXT.button }],
          },
          initial: 'noLookup',
          on: {
            // A PIN code change is stored like any other and also decides the lookup.
            'FIELD.CHANGE': [
              {
                guard: { type: 'isGuardianField', params: ({ event }) => ({ field: event.field }) },
                actions: [{ type: 'storeGuardianValue', params: ({ event }) => event }, 'reportDraft'],
              },
              {
                guard: { type: 'isLookupablePincodeChange', params: ({ event }) => event },
                target: '.lookingUp',
                actions: [{ type: 'storeFieldValue', params: ({ event }) => event }, 'reportDraft'],
              },
              {
                guard: { type: 'isPincodeChange', params: ({ event }) => event },
                target: '.noLookup',
                actions: [
                  { type: 'storeFieldValue', params: ({ event }) => event },
                  'reportDraft',
                  'clearLookupMessage',
                ],
              },
              {
                guard: { type: 'isEditableField', params: ({ event }) => ({ field: event.field }) },
                actions: [{ type: 'storeFieldValue', params: ({ event }) => event }, 'reportDraft'],
              },
            ],
            'FIELD.BLUR': [
              {
                guard: { type: 'isGuardianField', params: ({ event }) => ({ field: event.field }) },
                actions: { type: 'checkGuardianField', params: ({ event }) => ({ field: event.field }) },
              },
              { actions: { type: 'checkField', params: ({ event }) => ({ field: event.field }) } },
            ],
            'GUARDIAN.CONSENT': {
              actions: { type: 'storeGuardianConsent', params: ({ event }) => ({ accepted: event.accepted }) },
            },
            'WAIVER.TOGGLE': {
              actions: { type: 'storeWaiver', params: ({ event }) => ({ accepted: event.accepted }) },
            },
            'SELF.PREFILL': {
              guard: 'canPrefillSelf',
              actions: ['fillFromProfile', 'reportSelfPrefillUsed', 'reportDraft'],
            },
            'SAVED.APPLY': {
              actions: [
                { type: 'fillFromSavedAttendee', params: ({ event }) => ({ attendee: event.attendee }) },
                'reportDraft',
              ],
            },
            'FILE.CHOOSE': {
              guard: { type: 'isFileField', params: ({ event }) => ({ field: event.field }) },
              actions: [
                'stopUpload',
                { type: 'storeUploadStarted', params: ({ event }) => ({ field: event.field, file: event.file }) },
                'startUpload',
                'reportDraft',
              ],
            },
            'FILE.REMOVE': {
              guard: { type: 'hasUploadedFile', params: ({ event }) => ({ field: event.field }) },
              actions: [{ type: 'removeFile', params: ({ event }) => ({ field: event.field }) }, 'reportDraft'],
            },
            'UPLOAD.CANCEL': {
              guard: { type: 'isUploading', params: ({ event }) => ({ field: event.field }) },
              actions: ['stopUpload', { type: 'dropUpload', params: ({ event }) => ({ field: event.field }) }],
            },
            'UPLOAD.RETRY': {
              guard: { type: 'hasFailedUpload', params: ({ event }) => ({ field: event.field }) },
              actions: [
                'stopUpload',
                'startUpload',
                {
                  type: 'storeUploadStarted',
                  params: ({ event, context }) => ({ field: event.field, file: context.uploads[event.field]!.file }),
                },
              ],
            },
            SUBMIT: [
              { guard: 'hasUploadRunning', actions: ['revealAllErrors', 'focusFirstInvalid', 'notifyWaitForUploads'] },
              { guard: 'hasUploadFailed', actions: ['revealAllErrors', 'focusFirstInvalid', 'notifyUploadsFailed'] },
              { guard: 'hasInvalidFields', actions: ['revealAllErrors', 'focusFirstInvalid', 'notifyFixErrors'] },
              { guard: 'isGuardianIncomplete', actions: ['revealAllErrors', 'focusFirstInvalid', 'notifyFixErrors'] },
              {
                guard: 'isWaiverNotAccepted',
                actions: ['revealAllErrors', 'focusFirstInvalid', 'notifyAgreeToWaiver'],
              },
              { target: 'submitting' },
            ],
          },
          states: {
            noLookup: {
              description: 'No lookup: the PIN code is empty, incomplete or unchanged.',
              meta: { screen: 'Nothing under the PIN code field but its error, if any.' },
            },
            lookingUp: {
              description: 'Looks the PIN code up.',
              tags: ['lookingUp'],
              meta: {
                screen: "'Looking up location...' under the PIN code field.",
                shows: [{ role: 'status', name: PIN_LOOKUP_TEXT.looking }],
              },
              entry: 'clearLookupMessage',
              invoke: {
                id: 'lookupPincode',
                src: 'lookupPincode',
                input: ({ context }) => ({ pincode: pincodeValue(context) }),
                onDone: {
                  target: 'locationFound',
                  actions: [
                    { type: 'fillLocation', params: ({ event }) => ({ output: event.output }) },
                    { type: 'notifyLocationFound', params: ({ event }) => ({ output: event.output }) },
                    'reportDraft',
                  ],
                },
                onError: [
                  {
                    guard: { type: 'wasLocationNotFound', params: ({ event }) => ({ error: event.error }) },
                    target: 'lookupFailed',
                    actions: [
                      { type: 'storeLookupFailure', params: ({ event }) => ({ error: event.error }) },
                      'notifyLocationNotFound',
                    ],
                  },
                  {
                    target: 'lookupFailed',
                    actions: { type: 'storeLookupFailure', params: ({ event }) => ({ error: event.error }) },
                  },
                ],
              },
            },
            locationFound: {
              description: 'City and state were filled and stay editable; a changed one is marked as entered by hand.',
              meta: { screen: 'City and state filled in.' },
            },
            lookupFailed: {
              description: 'The lookup failed: its text shows under the PIN code; city and state are typed by hand.',
              meta: { screen: 'The lookup failure under the PIN code field.' },
            },
          },
        },
        submitting: {
          description: 'Sends the answers; a second submit sends nothing.',
          tags: ['submitting'],
          meta: {
            screen: "The form locked and the button reading 'Submitting...'.",
            shows: [{ role: 'button', name: SUBMIT_TEXT.busy }],
          },
          entry: 'clearSubmitError',
          invoke: {
            id: 'submitRegistration',
            src: 'submitRegistration',
            input: ({ context }) => ({
              subEventUuid: context.subEventUuid,
              responses: buildRegistrationResponses(context.fields, context.values),
              guardian: guardianPayload(context),
              name: attendeeName(context),
            }),
            onDone: {
              target: 'submitted',
              actions: [
                'notifySubmitted',
                { type: 'handOverSubmission', params: ({ event }) => ({ output: event.output }) },
              ],
            },
            onError: [
              {
                guard: { type: 'wasAlreadyRegistered', params: ({ event }) => ({ error: event.error }) },
                target: 'editing',
                actions: [
                  { type: 'storeSubmitFailure', params: ({ event }) => ({ error: event.error }) },
                  'notifySubmitFailed',
                  { type: 'reportAlreadyRegistered', params: ({ event }) => ({ error: event.error }) },
                ],
              },
              {
                target: 'editing',
                actions: [
                  { type: 'storeSubmitFailure', params: ({ event }) => ({ error: event.error }) },
                  'notifySubmitFailed',
                ],
              },
            ],
          },
        },
        submitted: {
          description: 'The attendee is registered (a pending ticket); the booking page moves on.',
          tags: ['submitted'],
          meta: { screen: "The form marked 'Submitted'.", shows: [{ role: 'status', name: SUBMIT_TEXT.submitted }] },
          type: 'final',
        },
      },
    },
  },
});

export type AttendeeFormMachine = typeof attendeeFormMachine;
