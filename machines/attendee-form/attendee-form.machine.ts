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
import { buildRegistrationResponses } from '../../src/domain/validation/attendee-payload';
import { ATTENDEE_TOASTS, isEmptyResponse, validateWaiverAccepted } from '../../src/domain/validation/attendee-form';
import { FIELD_NAMES } from '../../src/domain/validation/form-field';
import { isLookupablePincode } from '../../src/domain/validation/pincode';
import { savedAttendeesMachine } from '../saved-attendees/saved-attendees.machine';
import {
  allErrors,
  applySavedAttendee,
  attendeeName,
  blurField,
  changeField,
  fieldNamed,
  fillLocation,
  firstInvalidField,
  initialContext,
  isEditableField,
  isFileField,
  prefillSelf,
  revealAllErrors,
  storeSubmitFailure,
  uploadsWith,
} from './attendee-form.rules';
import {
  PincodeLookupError,
  SubmitRegistrationError,
  notifyOf,
  WAIVER_FIELD,
  uploadFailureNotify,
  uploadId,
} from './attendee-form.types';
import type {
  AttendeeFormContext,
  AttendeeFormEmitted,
  AttendeeFormEvent,
  AttendeeFormInput,
  AttendeeFormTag,
  PincodeLookupInput,
  PincodeLookupOutput,
  SavedAttendee,
  SubmitRegistrationInput,
  SubmitRegistrationOutput,
  UploadFileInput,
} from './attendee-form.types';

type FieldEventOf<T extends AttendeeFormEvent['type']> = Extract<AttendeeFormEvent, { type: T }>;

const isPincodeField = (context: AttendeeFormContext, field: string) =>
  fieldNamed(context.fields, FIELD_NAMES.pincode)?.field_uuid === field;

const pincodeValue = (context: AttendeeFormContext) => {
  const field = fieldNamed(context.fields, FIELD_NAMES.pincode);
  const value = field ? context.values[field.field_uuid] : null;
  return typeof value === 'string' ? value.trim() : '';
};

const lookupFailureOf = (error: unknown) => (error instanceof PincodeLookupError ? error.failure : 'other');

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
    isLookupablePincodeChange: ({ context }, params: { field: string; value: unknown }) =>
      isPincodeField(context, params.field) &&
      typeof params.value === 'string' &&
      isLookupablePincode(params.value.trim()),
    isPincodeChange: ({ context }, params: { field: string }) => isPincodeField(context, params.field),
    wasLocationNotFound: (_, params: { error: unknown }) => lookupFailureOf(params.error) === 'notFound',
    canPrefillSelf: ({ context }) => context.selfPrefillOffered && context.profile !== null && !context.selfPrefillUsed,
    isEditableField: ({ context }, params: { field: string }) => isEditableField(context, params.field),
    isFileField: ({ context }, params: { field: string }) => isFileField(context, params.field),
    hasUploadedFile: ({ context }, params: { field: string }) =>
      isFileField(context, params.field) && !isEmptyResponse(context.values[params.field]),
    isUploading: ({ context }, params: { field: string }) => context.uploads[params.field]?.status === 'uploading',
    hasFailedUpload: ({ context }, params: { field: string }) => context.uploads[params.field]?.status === 'failed',
    hasUploadRunning: ({ context }) => uploadsWith(context, 'uploading').length > 0,
    hasUploadFailed: ({ context }) => uploadsWith(context, 'failed').length > 0,
    hasInvalidFields: ({ context }) => Object.keys(allErrors(context)).length > 0,
    isWaiverNotAccepted: ({ context }) => !context.waiverAccepted,
    wasAlreadyRegistered: (_, params: { error: unknown }) =>
      params.error instanceof SubmitRegistrationError &&
      params.error.serverMessage !== null &&
      isAlreadyRegisteredMessage(params.error.serverMessage),
  },
  actions: {
    storeFieldValue: assign(({ context }, params: FieldEventOf<'FIELD.CHANGE'>) =>
      changeField(context, params.field, params.value),
    ),
    checkField: assign(({ context }, params: { field: string }) => blurField(context, params.field)),
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
        if (event.type === 'FILE.CHOOSE') return { field: event.field, file: event.file };
        const field = (event as FieldEventOf<'UPLOAD.RETRY'>).field;
        return { field, file: context.uploads[field]!.file };
      },
    }),
    stopUpload: stopChild(({ event }) => uploadId((event as FieldEventOf<'UPLOAD.CANCEL'>).field)),
    storeUploadStarted: assign(({ context }, params: { field: string; file: File }) => {
      const { [params.field]: _removed, ...errors } = context.errors;
      const { [params.field]: _name, ...fileNames } = context.fileNames;
      return {
        values: { ...context.values, [params.field]: null },
        uploads: {
          ...context.uploads,
          [params.field]: { status: 'uploading' as const, file: params.file, fileName: params.file.name, percent: 0 },
        },
        errors,
        fileNames,
      };
    }),
    storeUploadProgress: assign(({ context }, params: { field: string; percent: number }) => {
      const upload = context.uploads[params.field];
      if (upload?.status !== 'uploading') return {};
      const percent = Math.max(0, Math.min(100, Math.round(params.percent)));
      return { uploads: { ...context.uploads, [params.field]: { ...upload, percent } } };
    }),
    storeUploadDone: assign(({ context }, params: FieldEventOf<'UPLOAD.DONE'>) => {
      const { [params.field]: _done, ...uploads } = context.uploads;
      const fileNames = { ...context.fileNames, [params.field]: params.fileName };
      const withFile = { ...context, uploads, fileNames };
      const changed = { ...withFile, ...changeField(withFile, params.field, params.fileUrl) };
      return { uploads, fileNames, values: changed.values, ...blurField(changed, params.field) };
    }),
    storeUploadFailure: assign(({ context }, params: { field: string; reason: string }) => {
      const upload = context.uploads[params.field];
      if (!upload) return {};
      const failed = { status: 'failed' as const, file: upload.file, fileName: upload.fileName, reason: params.reason };
      return {
        uploads: { ...context.uploads, [params.field]: failed },
        errors: { ...context.errors, [params.field]: UPLOAD_TEXT.failedToast(upload.fileName, params.reason) },
      };
    }),
    dropUpload: assign(({ context }, params: { field: string }) => {
      const { [params.field]: _dropped, ...uploads } = context.uploads;
      const { [params.field]: _error, ...errors } = context.errors;
      return { uploads, errors };
    }),
    removeFile: assign(({ context }, params: { field: string }) => {
      const { [params.field]: _name, ...fileNames } = context.fileNames;
      return { ...changeField(context, params.field, null), fileNames };
    }),
    revealAllErrors: assign(({ context }) => revealAllErrors(context)),
    storeSubmitFailure: assign(({ context }, params: { error: unknown }) =>
      storeSubmitFailure(
        context,
        params.error instanceof SubmitRegistrationError ? params.error : null,
        SUBMIT_TEXT.failed,
      ),
    ),
    clearSubmitError: assign({ submitError: null }),
    reportDraft: emit(({ context }) => ({ type: 'draftChanged' as const, values: context.values })),
    reportSelfPrefillUsed: emit({ type: 'selfPrefillUsed' }),
    focusFirstInvalid: emit(({ context }) => ({
      type: 'focusField' as const,
      field: firstInvalidField(context) ?? '',
    })),
    sayLocationFound: emit((_, params: { output: PincodeLookupOutput }) =>
      notifyOf('success', PIN_LOOKUP_TEXT.found(params.output.city, params.output.state)),
    ),
    sayLocationNotFound: emit(notifyOf('error', PIN_LOOKUP_TEXT.notFoundToast)),
    sayUploadFailed: emit(({ context }, params: { field: string; reason: string }) =>
      uploadFailureNotify(UPLOAD_TEXT.failedToast(context.uploads[params.field]?.fileName ?? '', params.reason)),
    ),
    sayWaitForUploads: emit(notifyOf('error', UPLOAD_TEXT.waitForUpload)),
    sayUploadsFailed: emit(({ context }) =>
      uploadFailureNotify(UPLOAD_TEXT.failedCount(uploadsWith(context, 'failed').length)),
    ),
    sayFixErrors: emit(notifyOf('error', ATTENDEE_TOASTS.fixErrors)),
    sayAgreeToWaiver: emit(notifyOf('error', ATTENDEE_TOASTS.waiverNotAccepted)),
    saySubmitted: emit(notifyOf('success', SUBMIT_TEXT.success)),
    saySubmitFailed: emit(notifyOf('error', SUBMIT_TEXT.failedToast)),
    handOverSubmission: emit((_, params: { output: SubmitRegistrationOutput }) => ({
      type: 'submitted' as const,
      result: params.output,
    })),
    reportAlreadyRegistered: emit((_, params: { error: unknown }) => ({
      type: 'alreadyRegistered' as const,
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
        { type: 'sayUploadFailed', params: ({ event }) => ({ field: event.field, reason: event.reason }) },
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
            'The person fills the form: fields are checked when left and on every change once left; the PIN code looks up city and state.',
          meta: {
            screen: "The fields, the Declaration & Waiver of Liability and 'Submit Attendee'.",
            shows: [{ role: 'button', name: SUBMIT_TEXT.button }],
          },
          type: 'parallel',
          on: {
            'FIELD.CHANGE': {
              guard: { type: 'isEditableField', params: ({ event }) => ({ field: event.field }) },
              actions: [{ type: 'storeFieldValue', params: ({ event }) => event }, 'reportDraft'],
            },
            'FIELD.BLUR': { actions: { type: 'checkField', params: ({ event }) => ({ field: event.field }) } },
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
              { guard: 'hasUploadRunning', actions: ['revealAllErrors', 'focusFirstInvalid', 'sayWaitForUploads'] },
              { guard: 'hasUploadFailed', actions: ['revealAllErrors', 'focusFirstInvalid', 'sayUploadsFailed'] },
              { guard: 'hasInvalidFields', actions: ['revealAllErrors', 'focusFirstInvalid', 'sayFixErrors'] },
              { guard: 'isWaiverNotAccepted', actions: ['revealAllErrors', 'focusFirstInvalid', 'sayAgreeToWaiver'] },
              { target: 'submitting' },
            ],
          },
          states: {
            fields: {
              description: 'The generated fields, taking changes.',
              meta: { screen: 'The generated fields.' },
              initial: 'open',
              states: {
                open: {
                  description: 'Every field is editable.',
                  meta: { screen: 'The generated fields, editable.' },
                },
              },
            },
            pincodeLookup: {
              description:
                'A valid 6-digit PIN code looks up city and state; a newer PIN code cancels the older lookup.',
              meta: { screen: 'The status line under the PIN code field.' },
              initial: 'idle',
              // A PIN code change is taken here rather than by the form's FIELD.CHANGE (the region's own
              // transition wins), so it stores the value and reports the draft itself.
              on: {
                'FIELD.CHANGE': [
                  {
                    guard: { type: 'isLookupablePincodeChange', params: ({ event }) => event },
                    target: '.looking',
                    reenter: true,
                    actions: [{ type: 'storeFieldValue', params: ({ event }) => event }, 'reportDraft'],
                  },
                  {
                    guard: { type: 'isPincodeChange', params: ({ event }) => event },
                    target: '.idle',
                    actions: [
                      { type: 'storeFieldValue', params: ({ event }) => event },
                      'reportDraft',
                      'clearLookupMessage',
                    ],
                  },
                ],
              },
              states: {
                idle: {
                  description: 'No lookup: the PIN code is empty, incomplete or unchanged.',
                  meta: { screen: 'Nothing under the PIN code field but its error, if any.' },
                },
                looking: {
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
                      target: 'found',
                      actions: [
                        { type: 'fillLocation', params: ({ event }) => ({ output: event.output }) },
                        { type: 'sayLocationFound', params: ({ event }) => ({ output: event.output }) },
                        'reportDraft',
                      ],
                    },
                    onError: [
                      {
                        guard: { type: 'wasLocationNotFound', params: ({ event }) => ({ error: event.error }) },
                        target: 'failed',
                        actions: [
                          { type: 'storeLookupFailure', params: ({ event }) => ({ error: event.error }) },
                          'sayLocationNotFound',
                        ],
                      },
                      {
                        target: 'failed',
                        actions: { type: 'storeLookupFailure', params: ({ event }) => ({ error: event.error }) },
                      },
                    ],
                  },
                },
                found: {
                  description:
                    'City and state were filled and stay editable; a changed one is marked as entered by hand.',
                  meta: { screen: 'City and state filled in.' },
                },
                failed: {
                  description:
                    'The lookup failed: its text shows under the PIN code; city and state are typed by hand.',
                  meta: { screen: 'The lookup failure under the PIN code field.' },
                },
              },
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
              name: attendeeName(context),
            }),
            onDone: {
              target: 'submitted',
              actions: [
                'saySubmitted',
                { type: 'handOverSubmission', params: ({ event }) => ({ output: event.output }) },
              ],
            },
            onError: [
              {
                guard: { type: 'wasAlreadyRegistered', params: ({ event }) => ({ error: event.error }) },
                target: 'editing',
                actions: [
                  { type: 'storeSubmitFailure', params: ({ event }) => ({ error: event.error }) },
                  'saySubmitFailed',
                  { type: 'reportAlreadyRegistered', params: ({ event }) => ({ error: event.error }) },
                ],
              },
              {
                target: 'editing',
                actions: [
                  { type: 'storeSubmitFailure', params: ({ event }) => ({ error: event.error }) },
                  'saySubmitFailed',
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
