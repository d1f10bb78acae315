import type { FastifyReply, FastifyRequest, RouteGenericInterface } from 'fastify';
import type { operations } from '../src/api/schema';
import type { Config } from './config';
import type { Db } from './db/connect';
import type { Messaging } from './messages/index';
import type { PaymentEvent } from './modules/orders/payment-events';
import type { Metrics } from './operations/metrics';
import type { PaymentProvider } from './payments/provider';

/** What every handler factory receives: the one place server dependencies are wired. */
export interface AppContext {
  db: Db;
  config: Config;
  payments: PaymentProvider;
  /** SMS and e-mail providers, and the order documents a confirmation attaches. */
  messaging: Messaging;
  /** Prometheus counters the handlers and jobs add to (server/operations/metrics.ts). */
  metrics: Metrics;
  /** Injected so tests can move time (OTP expiry, registration windows) without sleeping. */
  now: () => Date;
  /** Told of every payment settled, captured or refunded, with the path that did it (for metrics). */
  onPaymentEvent?: (event: PaymentEvent) => void;
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

/** Every operationId of openapi.yaml, from the generated types (type-only: nothing of src/api runs here). */
export type OperationId = keyof operations;

/** The generator writes "no such part" as `never` (or an optional `never`); Fastify hands an empty object. */
type Part<T> = [NonNullable<T>] extends [never] ? Record<string, never> : NonNullable<T>;

/**
 * A multipart body as the parser in server/app.ts leaves it: plain field values, and each file field
 * holding the uploaded file's name (its bytes are on request.uploadedFile). The contract says `Blob`
 * because that is what the browser sends; no Blob ever reaches a handler.
 */
type MultipartFields<Form> = { [Field in keyof Form]: Form[Field] extends Blob ? string : Form[Field] };

type BodyOfContent<Content> = Content extends { 'application/json': infer Json }
  ? Json
  : Content extends { 'multipart/form-data': infer Form }
    ? MultipartFields<Form>
    : never;

type BodyOf<Operation> = Operation extends { requestBody: { content: infer Content } }
  ? BodyOfContent<Content>
  : Operation extends { requestBody?: { content: infer Content } }
    ? BodyOfContent<Content> | undefined
    : undefined;

type SuccessStatus = 200 | 201 | 202 | 203 | 206;

/** The JSON body of the operation's 2xx answer(s), or the reply a file answer was sent on. */
export type AnswerOf<Id extends OperationId> = {
  [Status in keyof operations[Id]['responses']]: Status extends SuccessStatus
    ? operations[Id]['responses'][Status] extends { content: { 'application/json': infer Json } }
      ? Json
      : // A file (application/pdf): the handler sends the bytes itself and resolves to the reply.
        operations[Id]['responses'][Status] extends { content: { 'application/pdf': unknown } }
        ? FastifyReply
        : never
    : never;
}[keyof operations[Id]['responses']];

/** What fastify-openapi-glue routes to the handler, after the contract's schemas have validated it. */
export interface ContractRoute<Id extends OperationId> extends RouteGenericInterface {
  Params: Part<operations[Id]['parameters']['path']>;
  Querystring: Part<operations[Id]['parameters']['query']>;
  Headers: Part<operations[Id]['parameters']['header']>;
  Body: BodyOf<operations[Id]>;
}

export type ContractRequest<Id extends OperationId> = FastifyRequest<ContractRoute<Id>>;

/** One handler: the operation's request in, the operation's success answer out (errors are thrown). */
export type ContractHandler<Id extends OperationId> = (
  request: ContractRequest<Id>,
  reply: FastifyReply,
) => Promise<AnswerOf<Id>>;

/**
 * The handler map fastify-openapi-glue serves: exactly one handler per operationId of openapi.yaml.
 * Each module returns its slice as `Pick<ContractHandlers, ...>`; createHandlers returns the whole map,
 * so a missing or misnamed handler, or a body or answer that drifts from the contract, fails `tsc`.
 */
export type ContractHandlers = { [Id in OperationId]: ContractHandler<Id> };

/** For handlers of protected operations: the security handler guarantees a user. */
export function callerOf(request: Pick<FastifyRequest, 'user'>): AuthenticatedUser {
  if (!request.user) throw new Error('protected handler reached without an authenticated user');
  return request.user;
}
