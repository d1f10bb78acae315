import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { ConsoleSmsProvider } from './console-sms';
import { Msg91SmsProvider } from './msg91-sms';
import type { SmsProvider } from './provider';

export type { SmsProvider } from './provider';

/** The provider SMS_PROVIDER names. */
export function createSmsProvider(config: Config, log: Pick<FastifyBaseLogger, 'warn'>): SmsProvider {
  if (config.smsProvider === 'msg91') return new Msg91SmsProvider(config.msg91, config.messageProviderTimeoutMs);
  return new ConsoleSmsProvider(log);
}
