// The attendee form's `uploadFile`: POST /uploads/single as multipart (file, folder_name) through
// XMLHttpRequest, because fetch reports no upload progress. Sends UPLOAD.PROGRESS while the bytes go,
// then UPLOAD.DONE with the stored file's URL or UPLOAD.FAIL with the server's text or SPEC §8's
// generic one. Stopping the actor (Cancel, a newer file) aborts the request. A failure is never
// turned into a placeholder that looks like success (SPEC §7 names that fallback; it is dropped).
import { fromCallback } from 'xstate';
import { ATTENDEE_UPLOAD_FOLDER } from '../../domain/attendee-form-texts';
import { httpErrorMessage } from '../../domain/http-errors';
import type { AttendeeFormEvent, UploadFileInput } from '../../../machines/attendee-form/attendee-form.types';

export interface UploadTarget {
  /** The API base, e.g. '/api/v1'. */
  apiBaseUrl: string;
  accessToken: () => string | null;
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function uploadedFileOf(body: unknown): { fileUrl: string; fileName: string } | null {
  if (typeof body !== 'object' || body === null) return null;
  const { success, data } = body as { success?: unknown; data?: { file_url?: unknown; file_name?: unknown } };
  if (success !== true || typeof data?.file_url !== 'string' || data.file_url === '') return null;
  return { fileUrl: data.file_url, fileName: typeof data.file_name === 'string' ? data.file_name : data.file_url };
}

export function createUploadFile(target: UploadTarget) {
  return fromCallback<AttendeeFormEvent, UploadFileInput>(({ input, sendBack }) => {
    const { field, file } = input;
    const request = new XMLHttpRequest();
    request.open('POST', `${target.apiBaseUrl.replace(/\/$/, '')}/uploads/single`);
    request.setRequestHeader('Accept', 'application/json');
    const token = target.accessToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (progress) => {
      if (progress.lengthComputable && progress.total > 0) {
        sendBack({ type: 'UPLOAD.PROGRESS', field, percent: (progress.loaded / progress.total) * 100 });
      }
    };
    request.onload = () => {
      const body = parseBody(request.responseText);
      const uploaded = request.status >= 200 && request.status < 300 ? uploadedFileOf(body) : null;
      if (uploaded) sendBack({ type: 'UPLOAD.DONE', field, ...uploaded });
      else sendBack({ type: 'UPLOAD.FAIL', field, reason: httpErrorMessage({ status: request.status || 500, body }) });
    };
    request.onerror = () => sendBack({ type: 'UPLOAD.FAIL', field, reason: httpErrorMessage({}) });
    const form = new FormData();
    form.append('folder_name', ATTENDEE_UPLOAD_FOLDER);
    form.append('file', file, file.name);
    request.send(form);
    return () => {
      request.onload = null;
      request.onerror = null;
      request.upload.onprogress = null;
      if (request.readyState !== XMLHttpRequest.DONE) request.abort();
    };
  });
}
