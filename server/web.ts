import type { Config } from './config';
import { SCRIPTS_AFTER_PAINT_CSP_SOURCE } from './scripts-after-paint';

/** The small runtime config the app reads at start (DESIGN §6): one build runs anywhere. */
export function runtimeConfig(config: Config) {
  return {
    apiBaseUrl: '/api/v1',
    checkoutScriptUrl: config.checkoutScriptUrl,
    paymentProvider: config.paymentProvider,
    organizerUrl: config.organizerUrl,
    mapEmbedUrl: config.mapEmbedUrl,
    company: config.company,
  };
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null; // a same-origin path such as /sandbox/checkout.js
  }
}

/**
 * Strict CSP for the app document: only our own scripts plus the payment provider's checkout, and
 * the one inline loader a drawn document uses (by its hash, server/scripts-after-paint.ts).
 */
export function contentSecurityPolicy(config: Config): string {
  const checkout = originOf(config.checkoutScriptUrl);
  const providerOrigins = checkout ? ` ${checkout} https://api.razorpay.com` : '';
  const map = originOf(config.mapEmbedUrl);
  const mapOrigin = map && map !== 'https://www.openstreetmap.org' ? ` ${map}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' ${SCRIPTS_AFTER_PAINT_CSP_SOURCE}${providerOrigins}`,
    `frame-src 'self'${providerOrigins} https://www.google.com https://maps.google.com https://www.openstreetmap.org${mapOrigin}`,
    `connect-src 'self'${providerOrigins}`,
    "img-src 'self' data: blob:",
    // React and Radix set inline style attributes (positioning, transforms).
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
