import { randomInt } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A provider-style id such as 'order_Nf3kQ8pZr2LmXa', 'pay_...' or 'rfnd_...': prefix, underscore, 14 base62 characters. */
export function providerStyleId(prefix: 'order' | 'pay' | 'rfnd'): string {
  let suffix = '';
  for (let i = 0; i < 14; i += 1) suffix += BASE62[randomInt(BASE62.length)];
  return `${prefix}_${suffix}`;
}
