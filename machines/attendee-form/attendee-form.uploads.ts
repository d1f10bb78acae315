// A file field's upload as the attendee form holds it (SPEC §7 uploads, §9 upload toasts): the context
// each upload event leads to, and the questions the machine's guards ask. The upload itself is the
// provided `uploadFile` actor, one per field, which reports UPLOAD.PROGRESS, then UPLOAD.DONE or UPLOAD.FAIL.
// A field's entry in `uploads` exists only while its upload runs or after it failed; once done, the
// file's URL is the field's value like any answer.
import { UPLOAD_TEXT } from '../../src/domain/attendee-form-texts';
import { isEmptyResponse } from '../../src/domain/validation/attendee-form';
import { blurField, changeField, isFileField } from './attendee-form.rules';
import type { AttendeeFormContext, UploadState } from './attendee-form.types';

type Ctx = AttendeeFormContext;

export const uploadsWith = (context: Ctx, status: UploadState['status']) =>
  Object.values(context.uploads).filter((upload) => upload.status === status);

export const isUploading = (context: Ctx, field: string) => context.uploads[field]?.status === 'uploading';

export const hasFailedUpload = (context: Ctx, field: string) => context.uploads[field]?.status === 'failed';

export const hasUploadedFile = (context: Ctx, field: string) =>
  isFileField(context, field) && !isEmptyResponse(context.values[field]);

/** A chosen (or retried) file starts uploading: the field is empty and shows no error until it ends. */
export function uploadStarted(context: Ctx, field: string, file: File): Partial<Ctx> {
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
export function uploadProgressed(context: Ctx, field: string, percent: number): Partial<Ctx> {
  const upload = context.uploads[field];
  if (upload?.status !== 'uploading') return {};
  const whole = Math.max(0, Math.min(100, Math.round(percent)));
  return { uploads: { ...context.uploads, [field]: { ...upload, percent: whole } } };
}

/** The server kept the file: its URL becomes the field's answer, checked as if the field was left. */
export function uploadDone(context: Ctx, field: string, fileUrl: string, fileName: string): Partial<Ctx> {
  const { [field]: _done, ...uploads } = context.uploads;
  const fileNames = { ...context.fileNames, [field]: fileName };
  const withFile = { ...context, uploads, fileNames };
  const changed = { ...withFile, ...changeField(withFile, field, fileUrl) };
  return { uploads, fileNames, values: changed.values, ...blurField(changed, field) };
}

/** The upload failed: the field keeps the file for a retry and shows why under it. */
export function uploadFailed(context: Ctx, field: string, reason: string): Partial<Ctx> {
  const upload = context.uploads[field];
  if (!upload) return {};
  const failed: UploadState = { status: 'failed', file: upload.file, fileName: upload.fileName, reason };
  return {
    uploads: { ...context.uploads, [field]: failed },
    errors: { ...context.errors, [field]: UPLOAD_TEXT.failedToast(upload.fileName, reason) },
  };
}

/** A cancelled upload leaves the field as if no file was chosen. */
export function uploadDropped(context: Ctx, field: string): Partial<Ctx> {
  const { [field]: _dropped, ...uploads } = context.uploads;
  const { [field]: _error, ...errors } = context.errors;
  return { uploads, errors };
}

/** 'Remove' on an uploaded file empties the field. */
export function fileRemoved(context: Ctx, field: string): Partial<Ctx> {
  const { [field]: _name, ...fileNames } = context.fileNames;
  return { ...changeField(context, field, null), fileNames };
}
