// Small pieces every auth handler uses: typed bodies, Retry-After on 429s, and the development-only
// exposure of OTP codes.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Handler } from '../../context';
import type { OtpPurpose } from '../../db/schema';
import { RetryLaterError } from './retry-later';

/**
 * Wraps a handler whose body fastify-openapi-glue has already validated against the contract, so the
 * cast names a shape that has been checked.
 */
export function handle<Body>(
  run: (body: Body, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): Handler {
  return async (request, reply) => {
    try {
      return await run(request.body as Body, request, reply);
    } catch (error) {
      if (error instanceof RetryLaterError) reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    }
  };
}

/**
 * Outside production the code travels in the answer as data.otp_code (SPEC §7: the registration
 * screen reads it); in development it is also logged for whoever runs the server. Never in production.
 */
export function exposeOtp(
  config: Config,
  request: FastifyRequest,
  issued: { code: string; purpose: OtpPurpose; mobileNumber: string },
): { otp_code?: string } {
  if (config.env === 'production') return {};
  if (config.env === 'development') {
    // At warn so it shows at the default development log level: there is no SMS gateway here.
    request.log.warn(
      { mobile_number: issued.mobileNumber, purpose: issued.purpose, otp_code: issued.code },
      'OTP issued',
    );
  }
  return { otp_code: issued.code };
}
