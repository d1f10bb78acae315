// A file field's upload as the attendee form holds it (SPEC §7 uploads, §9 upload toasts): the context
// each upload event leads to, and the questions the machine's guards ask. The upload itself is the
// provided `uploadFile` actor, one per field, which reports UPLOAD.PROGRESS, then UPLOAD.DONE or UPLOAD.FAIL.
// A field's entry in `uploads` exists only while its upload runs or after it failed; once done, the
// file's URL is the field's value like any answer. The machine takes its upload guards and actions from
// here (`uploadGuards`, `uploadActions`) under the same names its config uses.
import { assign } from 'xstate';
import { UPLOAD_TEXT } from '../../src/domain/attendee-form-texts';
import { isEmptyResponse } from '../../src/domain/validation/attendee-form';
import { blurField, changeField, isFileField } from './attendee-form.rules';
import type { AttendeeFormContext, AttendeeFormEvent, UploadState } from './attendee-form.types';

type Ctx = AttendeeFormContext;

export const uploadsWith = (context: Ctx, status: UploadState['status']) =>
  Object.values(context.uploads).filter((upload) => upload.status === status);

const isUploading = (context: Ctx, field: string) => context.uploads[field]?.status === 'uploading';

const hasFailedUpload = (context: Ctx, field: string) => context.uploads[field]?.status === 'failed';

const hasUploadedFile = (context: Ctx, field: string) =>
  isFileField(context, field) && !isEmptyResponse(context.values[field]);

/** A chosen (or retried) file starts uploading: the field is empty and shows no error until it ends. */
function uploadStarted(context: Ctx, field: string, file: File): Partial<Ctx> {
  const { [field]: _error, ...errors } = context.errors;
  const { [field]: _name, ...fileNames } = context.fileNames;
  return {
    values: { ...context.values, [field]: null },
    uploads: { ...context.uploads, [field]: { status: 'uploading', file, fileName: file.name, percent: 0 } },
    errors,
    fileNames,
  };
}

/** Progress as a whole percent from 0 to 100; ignored unless the field's upload is running. */
function uploadProgressed(context: Ctx, field: string, percent: number): Partial<Ctx> {
  const upload = context.uploads[field];
  // Stryker disable next-line ConditionalExpression,OptionalChaining: the machine takes UPLOAD.PROGRESS only while the field's upload runs (isUploading)
  if (upload?.status !== 'uploading') return {};
  const whole = Math.max(0, Math.min(100, Math.round(percent)));
  return { uploads: { ...context.uploads, [field]: { ...upload, percent: whole } } };
}

/** The server kept the file: its URL becomes the field's answer, checked as if the field was left. */
function uploadDone(context: Ctx, field: string, fileUrl: string, fileName: string): Partial<Ctx> {
  const { [field]: _done, ...uploads } = context.uploads;
  const fileNames = { ...context.fileNames, [field]: fileName };
  const withFile = { ...context, uploads, fileNames };
  const changed = { ...withFile, ...changeField(withFile, field, fileUrl) };
  return { uploads, fileNames, values: changed.values, ...blurField(changed, field) };
}

/** The upload failed: the field keeps the file for a retry and shows why under it. */
function uploadFailed(context: Ctx, field: string, reason: string): Partial<Ctx> {
  const upload = context.uploads[field];
  // Stryker disable next-line ConditionalExpression: the machine takes UPLOAD.FAIL only while the field's upload runs (isUploading)
  if (!upload) return {};
  const failed: UploadState = { status: 'failed', file: upload.file, fileName: upload.fileName, reason };
  return {
    uploads: { ...context.uploads, [field]: failed },
    errors: { ...context.errors, [field]: UPLOAD_TEXT.failedToast(upload.fileName, reason) },
  };
}

/** A cancelled upload leaves the field as if no file was chosen. */
function uploadDropped(context: Ctx, field: string): Partial<Ctx> {
  const { [field]: _dropped, ...uploads } = context.uploads;
  const { [field]: _error, ...errors } = context.errors;
  return { uploads, errors };
}

/** 'Remove' on an uploaded file empties the field. */
function fileRemoved(context: Ctx, field: string): Partial<Ctx> {
  const { [field]: _name, ...fileNames } = context.fileNames;
  return { ...changeField(context, field, null), fileNames };
}

type FieldParams = { field: string };

/** The questions the machine asks of one field's upload, or of all of them before a submit. */
export const uploadGuards = {
  isFileField: ({ context }: { context: Ctx }, params: FieldParams) => isFileField(context, params.field),
  hasUploadedFile: ({ context }: { context: Ctx }, params: FieldParams) => hasUploadedFile(context, params.field),
  isUploading: ({ context }: { context: Ctx }, params: FieldParams) => isUploading(context, params.field),
  hasFailedUpload: ({ context }: { context: Ctx }, params: FieldParams) => hasFailedUpload(context, params.field),
  hasUploadRunning: ({ context }: { context: Ctx }) => uploadsWith(context, 'uploading').length > 0,
  hasUploadFailed: ({ context }: { context: Ctx }) => uploadsWith(context, 'failed').length > 0,
};

/** An assign of the attendee form that hands its context and params to one of the functions above. */
const storeUpload = <Params extends FieldParams>(update: (context: Ctx, params: Params) => Partial<Ctx>) =>
  assign<Ctx, AttendeeFormEvent, Params, AttendeeFormEvent, never>(({ context }, params) => update(context, params));

/** What each upload event does to the context (the uploads themselves are the machine's `uploadFile` children). */
export const uploadActions = {
  storeUploadStarted: storeUpload((context, params: FieldParams & { file: File }) =>
    uploadStarted(context, params.field, params.file),
  ),
  storeUploadProgress: storeUpload((context, params: FieldParams & { percent: number }) =>
    uploadProgressed(context, params.field, params.percent),
  ),
  storeUploadDone: storeUpload((context, params: FieldParams & { fileUrl: string; fileName: string }) =>
    uploadDone(context, params.field, params.fileUrl, params.fileName),
  ),
  storeUploadFailure: storeUpload((context, params: FieldParams & { reason: string }) =>
    uploadFailed(context, params.field, params.reason),
  ),
  dropUpload: storeUpload((context, params: FieldParams) => uploadDropped(context, params.field)),
  removeFile: storeUpload((context, params: FieldParams) => fileRemoved(context, params.field)),
};
