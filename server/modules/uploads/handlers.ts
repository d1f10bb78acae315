import type { FastifyInstance } from 'fastify';
import { callerOf, type AppContext, type ContractHandlers } from '../../context';
import { badRequest } from '../../errors';
import { registerFileRoute } from './serve';
import { storeUpload } from './store';

/** The form field the attendee form sends the file in (openapi.yaml UploadRequest). */
const FILE_FIELD = 'file';

/**
 * uploadSingle (docs/architecture.md): one attendee-form file per call. The multipart parser in
 * server/app.ts has already read the form (within config.uploadMaxBytes, answering 413 beyond it) and
 * the contract's UploadRequest schema has checked its fields. The body is therefore not what the
 * generated type says: the `file` field holds the file's name, and its bytes are on
 * request.uploadedFile (ContractRoute types the body that way). This judges the bytes and stores them.
 */
export function createUploadHandlers(ctx: AppContext): Pick<ContractHandlers, 'uploadSingle'> {
  return {
    async uploadSingle(request) {
      const caller = callerOf(request);
      const file = request.uploadedFile;
      if (!file || file.fieldName !== FILE_FIELD) {
        throw badRequest(`Send the file as multipart/form-data in the field "${FILE_FIELD}"`);
      }
      const data = await storeUpload(ctx, caller, file, request.body.folder_name);
      return { success: true, message: 'File uploaded successfully', data };
    },
  };
}

/** Stored files are served outside the JSON API, at /uploads/files/:name (see serve.ts). */
export async function registerUploadRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await registerFileRoute(app, ctx);
}
