// A real server process (`node --import tsx server/main.ts`, as `npm start` and the browser tests run
// it) on a port of its own, for the tests that need what only separate processes show: that a broken
// database connection does not end the process, and that two processes on one database behave as one.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  port: number;
  /** http://127.0.0.1:port */
  origin: string;
  child: ChildProcess;
  /** null while it runs. */
  exitCode(): number | null;
  /** Everything it printed, for a failure message. */
  output(): string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Starts the server with `env` over the test defaults and resolves once /healthz answers. */
export async function startServerProcess(
  env: Record<string, string>,
  options: { timeoutMs?: number; nodeArgs?: string[] } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_ENV: 'development',
      LOG_LEVEL: 'warn',
      SEED_ON_START: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  let code: number | null = null;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (exitCode, signal) => {
      code = exitCode ?? (signal ? 128 : 1);
      resolve();
    }),
  );
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  for (;;) {
    if (code !== null) throw new Error(`the server process ended (${code}) before it answered:\n${printed}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server process did not answer /healthz in time:\n${printed}`);
    }
    const healthy = await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    port,
    origin,
    child,
    exitCode: () => code,
    output: () => printed,
    async stop() {
      if (code !== null) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    },
  };
}
