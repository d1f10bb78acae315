// An issued OTP goes out by SMS inside the request that asked for it, so a failure reaches the person
// at once ('Failed to send OTP. Please try again.'), with their cooldown given back; the send still
// counts toward the abuse budgets (issue 25 item 1).
import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context';
import type { OtpPurpose } from '../../db/schema';
import { HttpError } from '../../errors';
import { recordSent } from '../../messages/outbox';
import { MessageProviderError } from '../../messages/provider-error';
import { smsIn, smsLanguage } from '../../messages/i18n';
import { otpSms } from '../../messages/texts';
import { exposeOtp } from './expose-otp';
import { revertOtpSend, type IssuedOtp } from './otp';

export async function deliverOtp(
  ctx: AppContext,
  request: Pick<FastifyRequest, 'log' | 'headers'>,
  issued: IssuedOtp,
  target: { mobileNumber: string; purpose: OtpPurpose; failureText: string },
): Promise<{ otp_code?: string }> {
  // In the account's language; for a number with no account yet, the language the request came with.
  const language = await smsLanguage(ctx.db, target.mobileNumber, request);
  const sms = smsIn(language, { mobileNumber: target.mobileNumber, template: 'otp', ...otpSms(issued.code) });
  let providerMessageId: string;
  try {
    ({ providerMessageId } = await ctx.messaging.sms.send(sms));
  } catch (error) {
    if (!(error instanceof MessageProviderError)) throw error;
    await revertOtpSend(ctx.db, issued);
    // The provider's reason, never the message (it holds the code).
    request.log.warn({ purpose: target.purpose, reason: error.message }, 'OTP SMS not sent');
    throw new HttpError(502, target.failureText);
  }
  if (ctx.messaging.sms.name === 'console' && ctx.config.env !== 'production') {
    // Development only: /__outbox shows every SMS a person would have received.
    await recordSent(
      ctx.db,
      {
        dedupeKey: `otp:${randomUUID()}`,
        kind: 'otp',
        channel: 'sms',
        recipient: target.mobileNumber,
        payload: { text: sms.text },
        providerMessageId,
      },
      ctx.now(),
    );
  }
  return exposeOtp(ctx.config, request, {
    code: issued.code,
    purpose: target.purpose,
    mobileNumber: target.mobileNumber,
  });
}
