// Settings that production can run on but that are most likely a mistake (issue 26 item 4): said once
// at start, in the log, where the operator reading the first lines of a deploy sees them. What is
// certainly wrong (the sandbox, a demo GSTIN, development secrets) is refused by loadConfig instead.
import type { Config } from '../config';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);

export function productionWarnings(config: Config): string[] {
  if (config.env !== 'production') return [];
  const warnings: string[] = [];
  if (LOOPBACK_HOSTS.has(config.host)) {
    warnings.push(
      `HOST is ${config.host}: only this machine can reach the server. Behind a proxy on another host or in a container, set HOST=0.0.0.0.`,
    );
  }
  if (config.trustedProxies.length === 0) {
    warnings.push(
      "TRUSTED_PROXIES is empty: behind a reverse proxy every person shares the proxy's address, so one person's OTP and sign-in limits lock everyone out, and request ids from the proxy are ignored. Set it to the proxy's address or subnet.",
    );
  }
  return warnings;
}
