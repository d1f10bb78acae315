import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/connect';
import type { PaymentProvider } from './payments/provider';

/** What every handler factory receives: the one place server dependencies are wired. */
export interface AppContext {
  db: Db;
  config: Config;
  payments: PaymentProvider;
  /** Injected so tests can move time (OTP expiry, registration windows) without sleeping. */
  now: () => Date;
}

/** The caller, set by the bearer security handler on protected operations. */
export interface AuthenticatedUser {
  id: number;
  userUuid: string;
}

/** A multipart file, read whole (within config.uploadMaxBytes) by the multipart parser in app.ts. */
export interface UploadedFile {
  bytes: Buffer;
  fileName: string;
  /** What the browser claimed; never trusted, the type is read from the bytes. */
  declaredMimeType: string;
  fieldName: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user?: AuthenticatedUser;
    uploadedFile?: UploadedFile;
  }
}

export type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
/** Handlers keyed by the operationId of openapi.yaml. */
export type Handlers = Record<string, Handler>;

/** For handlers of protected operations: the security handler guarantees a user. */
export function callerOf(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw new Error('protected handler reached without an authenticated user');
  return request.user;
}
