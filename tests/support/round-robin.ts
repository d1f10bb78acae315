// A round-robin load balancer (node:http) in front of several server processes: each request goes to
// the next process in turn, as a simple proxy in production would spread them. It appends the caller's
// address to X-Forwarded-For as a proxy does, and names the process that answered in X-Served-By so
// a test can show which one did what.
import { request as forward, createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export const SERVED_BY = 'x-served-by';

export interface RoundRobin {
  origin: string;
  close(): Promise<void>;
}

export async function startRoundRobin(targets: { name: string; port: number }[]): Promise<RoundRobin> {
  if (targets.length === 0) throw new Error('a round-robin needs at least one target');
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const target = targets[next % targets.length]!;
    next += 1;
    const forwardedFor = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress]
      .filter((part): part is string => typeof part === 'string' && part !== '')
      .join(', ');
    const headers: IncomingHttpHeaders = { ...incoming.headers, 'x-forwarded-for': forwardedFor };
    const upstream = forward(
      { host: '127.0.0.1', port: target.port, method: incoming.method, path: incoming.url, headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, [SERVED_BY]: target.name });
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', (error) => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain', [SERVED_BY]: target.name });
      outgoing.end(`round-robin: ${target.name} did not answer: ${error.message}`);
    });
    incoming.pipe(upstream);
  });
  // Node's default of 5 s would close an idle client connection just as a client reuses it.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
