// The development-only exposure of OTP codes, shared by every handler that sends one.
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { OtpPurpose } from '../../db/schema';

/**
 * With the console SMS provider, outside production, the code travels in the answer as data.otp_code
 * (SPEC §7: the registration screen reads it); in development it is also logged for whoever runs the
 * server. Never in production, and never with a real SMS provider in any APP_ENV: then the code
 * reaches only the phone.
 */
export function exposeOtp(
  config: Config,
  request: Pick<FastifyRequest, 'log'>,
  issued: { code: string; purpose: OtpPurpose; mobileNumber: string },
): { otp_code?: string } {
  if (config.env === 'production' || config.smsProvider !== 'console') return {};
  if (config.env === 'development') {
    // At warn so it shows at the default development log level: there is no SMS gateway here.
    request.log.warn(
      { mobile_number: issued.mobileNumber, purpose: issued.purpose, otp_code: issued.code },
      'OTP issued',
    );
  }
  return { otp_code: issued.code };
}
