import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import fastifyStatic from '@fastify/static';
import fastifyMultipart from '@fastify/multipart';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Db } from './db/connect';
import { HTTP_ERROR_MESSAGES } from '../src/domain/http-errors';
import { HttpError, RetryLaterError, errorBody, unauthorized } from './errors';
import { authenticateAccessToken } from './modules/auth/tokens';
import { requestForLog } from './modules/uploads/names';
import { createHandlers, registerPlainRoutes } from './modules/index';
import { assertDeclaredUploadSize, assertUploadSpaceLeft, fileTooLargeMessage } from './modules/uploads/limits';
import { createMessaging, type Messaging } from './messages/index';
import { registerDevelopmentOutbox } from './messages/dev-outbox';
import { createPaymentProvider } from './payments/index';
import { captureRawBodyOfFlaggedRoutes } from './payments/raw-body';
import { registerHardening } from './hardening';
import { RequestGate, isDatabaseUnavailable, registerLoadShedding, sendServiceUnavailable } from './load-shedding';
import { contentSecurityPolicy, runtimeConfig } from './web';
import { isFresh, precompressedBody, registerResponseCompression } from './compression';
import { documentAnswersPlanFor, documentWithAnswers, inLanguage, pageDrawer } from './document-answers';
import { DEFAULT_LANGUAGE, languageFromCookieHeader } from '../src/domain/language';
import { pageSessionFromCookieHeader } from '../src/domain/page-session';
import { isServerOnlyFile, routeDocuments } from './route-documents';
import { echoRequestId, requestIdGenerator } from './operations/request-id';
import { createMetrics, observeRequests, serveMetricsWithToken, type Metrics } from './operations/metrics';
import { registerHealthRoutes } from './operations/health';
import { createLifecycle, type Lifecycle } from './operations/lifecycle';

export const API_PREFIX = '/api/v1';
/** The repository's root: openapi.yaml and the build (STATIC_DIR) are found from here, whatever the cwd. */
export const APP_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const SPEC_PATH = path.join(APP_ROOT, 'openapi.yaml');

export interface BuildAppOptions {
  db: Db;
  config: Config;
  now?: () => Date;
  /** Serve the built app from config.staticDir (off for API-only tests and for `npm run dev`). */
  serveStatic?: boolean;
  /** Where log lines go (stdout by default; tests read them to prove what is never logged). */
  logStream?: NodeJS.WritableStream;
  /** SMS and mail providers; by default those the configuration names (tests pass loopback ones). */
  messaging?: Messaging;
  /** The bound on API requests at once; by default one of config.maxConcurrentRequests (tests pass their own). */
  requestGate?: RequestGate;
  /** Where the metrics are counted; by default a registry of this app's own. */
  metrics?: Metrics;
  /** Whether the process is draining (/readyz); by default one of this app's own. */
  lifecycle?: Lifecycle;
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  lifecycle: Lifecycle;
}

export async function buildApp(options: BuildAppOptions): Promise<BuiltApp> {
  const { db, config } = options;

  async function authenticate(request: FastifyRequest) {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    return match?.[1] ? authenticateAccessToken(db, config, match[1], ctx.now()) : null;
  }

  const app = Fastify({
    logger: {
      level: config.logLevel,
      // An upload's name is the only way to its file: request logs show its route, not the name.
      serializers: { req: requestForLog },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // The documented backend answers /orders/ with a trailing slash; accept both spellings.
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 1024 * 1024,
    // X-Forwarded-For names the client only when the request came through a configured proxy;
    // otherwise anyone could pick their own "client" and escape the per-client limits.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    // X-Request-Id from a trusted proxy, or a new UUID (server/operations/request-id.ts).
    genReqId: requestIdGenerator(config.trustedProxies),
    ajv: {
      // Unknown properties are refused (400), never silently dropped (docs/toolchain.md).
      customOptions: { removeAdditional: false, allErrors: false, strict: false, coerceTypes: true },
    },
  });

  // After the app, whose logger the console SMS provider writes to.
  const now = options.now ?? (() => new Date());
  const ctx: AppContext = {
    db,
    config,
    now,
    payments: createPaymentProvider(config, { db, now }),
    messaging: options.messaging ?? createMessaging(config, app.log),
    metrics: options.metrics ?? createMetrics(),
  };
  // Every payment settled, captured or refunded, by whichever path, is counted (server/operations/metrics.ts).
  ctx.onPaymentEvent = (event) => ctx.metrics.paymentEvent(event);
  const lifecycle = options.lifecycle ?? createLifecycle();
  app.addHook('onClose', async () => ctx.messaging.mailer.close());

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error instanceof RetryLaterError) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(error.statusCode).send(errorBody(error.message, error.errors, error.data));
    }
    if ('validation' in error && error.validation) {
      const errors = error.validation.map((issue) => ({
        field: fieldName(issue.instancePath, issue.params),
        message: issue.message ?? 'is invalid',
      }));
      const first = errors[0];
      const detail = first ? `: ${first.field ? `${first.field} ` : ''}${first.message}` : '';
      return reply.code(400).send(errorBody(`${HTTP_ERROR_MESSAGES.badRequest}${detail}`, errors));
    }
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') return reply.code(413).send(errorBody(fileTooLargeMessage(config)));
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable: answered 503');
      return sendServiceUnavailable(reply);
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error(error);
      return reply.code(status).send(errorBody(HTTP_ERROR_MESSAGES.server));
    }
    return reply.code(status).send(errorBody(status === 401 ? HTTP_ERROR_MESSAGES.unauthorized : error.message));
  });

  echoRequestId(app);
  observeRequests(app, ctx.metrics, API_PREFIX);

  // Before any route exists, so every JSON answer over 1 KiB goes out brotli- or gzip-compressed.
  registerResponseCompression(app);

  // Multipart bodies become plain objects so the contract's body schema validates them; the file's
  // bytes are kept on request.uploadedFile for the upload handler (its field value is the file name).
  await app.register(fastifyMultipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 5 },
    attachFieldsToBody: 'keyValues',
    async onFile(part) {
      const bytes = await part.toBuffer();
      this.uploadedFile = {
        bytes,
        fileName: part.filename,
        declaredMimeType: part.mimetype,
        fieldName: part.fieldname,
      };
      (part as unknown as { value: string }).value = part.filename;
    },
  });

  // First of the request hooks: a request turned away costs nothing more.
  registerLoadShedding(app, API_PREFIX, options.requestGate ?? new RequestGate(config.maxConcurrentRequests));

  // After multipart, whose own preValidation hook attaches the upload's fields to the body.
  registerHardening(app, API_PREFIX);

  // Before the contract's routes exist: the webhook's signature needs the raw body.
  captureRawBodyOfFlaggedRoutes(app);

  // The contract's security check runs after the body is parsed; for an upload that would mean
  // reading up to uploadMaxBytes from a stranger first. Every multipart call is protected, so an
  // unauthenticated one is turned away before its body is read.
  // The same goes for a body whose declared length is already over the limit, and for an account
  // whose upload space is used up: refused from the headers, nothing read.
  app.addHook('onRequest', async (request) => {
    if (!request.headers['content-type']?.startsWith('multipart/form-data')) return;
    const user = await authenticate(request);
    if (!user) throw unauthorized();
    request.user = user;
    assertDeclaredUploadSize(config, request.headers['content-length']);
    await assertUploadSpaceLeft(ctx, user.id, 1);
  });

  // openapi.yaml names application/pdf for the invoice and credit-note answers, and the glue expects a
  // parser for every type the contract names. No operation takes a PDF body: one sent is refused.
  app.addContentTypeParser('application/pdf', (_request, _body, done) => {
    done(new HttpError(415, 'Unsupported Media Type: no operation accepts application/pdf'), undefined);
  });

  await app.register(openapiGlue, {
    specification: SPEC_PATH,
    prefix: API_PREFIX,
    serviceHandlers: createHandlers(ctx),
    securityHandlers: {
      async bearerAuth(request: FastifyRequest) {
        const user = request.user ?? (await authenticate(request));
        if (!user) throw unauthorized();
        request.user = user;
      },
    },
  });

  await registerPlainRoutes(app, ctx);
  // Development only: every SMS and e-mail as a participant would receive it (issue 25 item 4).
  if (config.env === 'development') registerDevelopmentOutbox(app, ctx);

  // Revalidated on every start of the app (a redeploy may change it), answered by 304 when unchanged.
  const configBody = precompressedBody(JSON.stringify(runtimeConfig(config)));
  app.get('/config.json', async (request, reply) => {
    reply.header('content-type', 'application/json; charset=utf-8').header('cache-control', 'no-cache');
    return configBody.send(request, reply);
  });
  registerHealthRoutes(app, db, lifecycle);
  // On the public port only behind a token; METRICS_PORT serves it apart instead (server/main.ts).
  if (config.metricsToken) serveMetricsWithToken(app, ctx.metrics, config.metricsToken);

  const staticRoot = path.resolve(APP_ROOT, config.staticDir);
  if (options.serveStatic && existsSync(path.join(staticRoot, 'index.html'))) {
    await serveBuiltApp(app, staticRoot, config, now);
  } else {
    app.setNotFoundHandler((request, reply) => {
      reply.code(404).send(routeNotFound(request.method, request.url));
    });
  }
  return { app, ctx, lifecycle };
}

function routeNotFound(method: string, url: string) {
  return errorBody(`Route ${method} ${url.split('?')[0]} not found`);
}

function fieldName(instancePath: string, params: Record<string, unknown>): string {
  const fromPath = instancePath.replace(/^\//, '').replaceAll('/', '.');
  const extra = params.additionalProperty ?? params.missingProperty;
  if (typeof extra === 'string') return fromPath ? `${fromPath}.${extra}` : extra;
  return fromPath;
}

async function serveBuiltApp(app: FastifyInstance, staticRoot: string, config: Config, now: () => Date): Promise<void> {
  const documentFor = await routeDocuments(staticRoot);
  // On the API's clock, which its answers were computed on: the page is drawn at the same moment.
  const drawPage = pageDrawer(() => now().getTime());
  const pageConfig = runtimeConfig(config);
  const csp = contentSecurityPolicy(config);
  await app.register(fastifyStatic, {
    root: staticRoot,
    wildcard: false,
    index: false,
    // The route documents' build files (their chunks and the page renderer) are the server's.
    allowedPath: (pathName) => !isServerOnlyFile(pathName),
    // The .br and .gz files the build writes beside each asset, chosen by Accept-Encoding.
    preCompressed: true,
    setHeaders(res, filePath) {
      // Hashed build assets never change; everything else is revalidated.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      res.header('x-content-type-options', 'nosniff');
      // The plain document, which the service worker keeps as the offline page: as strict as the routes'.
      if (filePath.endsWith('.html')) res.header('content-security-policy', csp);
    },
  });
  // Client-side routes (/events, /event/:id, ...) all load the same document.
  app.setNotFoundHandler(async (request, reply) => {
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith(API_PREFIX) &&
      !path.extname(request.url.split('?')[0] ?? '');
    if (!isPageRequest) return reply.code(404).send(routeNotFound(request.method, request.url));
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', csp)
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'strict-origin-when-cross-origin');
    const [pathname = '/', query] = request.url.split('?', 2);
    const search = query === undefined ? '' : `?${query}`;
    // The language chosen on the visitor's device (issue 30): the page is drawn and labelled in it.
    const language = languageFromCookieHeader(request.headers.cookie) ?? DEFAULT_LANGUAGE;
    reply.header('vary', 'Cookie');
    const document = documentFor(pathname, search);
    // A signed-in page is drawn for the session the request carries (src/domain/page-session.ts).
    const plan = documentAnswersPlanFor(pathname, search, pageSessionFromCookieHeader(request.headers.cookie));
    const answered = plan
      ? await documentWithAnswers(app, document, plan, { pathname, search, config: pageConfig, language }, drawPage)
      : null;
    if (!answered && language === DEFAULT_LANGUAGE) return document.body.send(request, reply);
    if (!answered) return reply.send(inLanguage(document.html, language));
    // A person's own page: for their browser alone, never kept by a cache on the way or for offline use.
    if (answered.personal) return reply.header('cache-control', 'private, no-store').send(answered.html);
    // Compressed on the way out (registerResponseCompression), as the API's own answers are.
    reply.header('etag', answered.etag);
    if (isFresh(request, answered.etag)) return reply.code(304).send();
    return reply.send(answered.html);
  });
}
