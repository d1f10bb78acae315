// A TCP proxy in front of the database (node:net), to take the database away from a server and give it
// back while the server runs: cut() resets every open connection and every new one, as a database
// that stopped or a network that dropped would; restore() forwards again.
import { createConnection, createServer, type AddressInfo, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Connections currently forwarded. */
  readonly open: number;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let isCut = false;
  const pairs = new Set<[Socket, Socket]>();
  const server = createServer((client) => {
    if (isCut) {
      client.resetAndDestroy();
      return;
    }
    const upstream = createConnection(target);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const proxy: TcpProxy = {
    port: (server.address() as AddressInfo).port,
    get open() {
      return pairs.size;
    },
    cut() {
      isCut = true;
      for (const [client, upstream] of pairs) {
        client.resetAndDestroy();
        upstream.destroy();
      }
      pairs.clear();
    },
    restore() {
      isCut = false;
    },
    async close() {
      proxy.cut();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  return proxy;
}
