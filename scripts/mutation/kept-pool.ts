// Vitest pools for the mutation run (vitest.mutation.config.ts): Vitest's own threads and forks
// workers, kept alive from one run to the next. Stryker starts a Vitest run per mutant, and Vitest ends
// each run by ending its worker, so every mutant paid for a new thread or process that loaded Vitest,
// chai and xstate again: about a second, where the tests that reach a mutant take tens of milliseconds.
// Here the pool answers Vitest's 'stop' itself and hands the worker to the next run. What the worker
// keeps is what loads from node_modules (Node's own module cache); the project's own modules are
// evaluated afresh in each run, as in a new worker, so a table built while a module loads is built
// under the run's own mutant, never under an earlier run's.
import { fork } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Plugin } from 'vite';
import type { PoolOptions, PoolRunnerInitializer, PoolWorker, WorkerRequest } from 'vitest/node';

type Kind = 'threads' | 'forks';
type Listener = (argument: unknown) => void;
type Kept = Worker | ChildProcess;

const WORKER_ENTRY = fileURLToPath(new URL('./kept-worker.mjs', import.meta.url));
/** The folders of the project's own modules (the code under test and the tests' own helpers). */
const OWN_FOLDERS = ['machines', 'src', 'tests'];

/** Every file of the project's own folders: Vitest invalidates them in the worker before each run. */
function ownFiles(root: string): string[] {
  return OWN_FOLDERS.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' }).map((file) => join(root, folder, file)),
  );
}

/** Workers whose run ended, waiting for the next one, per kind. */
const idle: Record<Kind, Kept[]> = { threads: [], forks: [] };

function spawn(kind: Kind, options: PoolOptions): Kept {
  const vitestEntrypoint = resolve(options.distPath, `workers/${kind}.js`);
  const worker =
    kind === 'threads'
      ? new Worker(WORKER_ENTRY, {
          env: options.env,
          execArgv: options.execArgv,
          workerData: { vitestEntrypoint },
          stdout: true,
          stderr: true,
        })
      : fork(WORKER_ENTRY, [vitestEntrypoint], {
          env: options.env,
          execArgv: options.execArgv,
          stdio: 'pipe',
          serialization: 'advanced',
        });
  const { outputStream, errorStream } = options.project.vitest.logger;
  worker.stdout?.pipe(outputStream);
  worker.stderr?.pipe(errorStream);
  worker.once('exit', () => {
    const at = idle[kind].indexOf(worker);
    if (at !== -1) idle[kind].splice(at, 1);
  });
  return worker;
}

class KeptPoolWorker implements PoolWorker {
  readonly name: string;
  private worker: Kept | undefined;
  /** What this run's runner listens to on the worker, taken off again when the run ends. */
  private readonly listeners: [string, Listener][] = [];
  private ownFiles: string[] | undefined;

  constructor(
    private readonly kind: Kind,
    private readonly options: PoolOptions,
  ) {
    this.name = `kept-${kind}`;
  }

  async start() {
    this.worker ??= idle[this.kind].pop() ?? spawn(this.kind, this.options);
  }

  on(event: string, listener: Listener) {
    this.listeners.push([event, listener]);
    this.current().on(event, listener);
  }

  off(event: string, listener: Listener) {
    this.current().off(event, listener);
  }

  send(message: WorkerRequest) {
    if (message.type === 'run' || message.type === 'collect') {
      this.ownFiles ??= ownFiles(this.options.project.config.root);
      message = {
        ...message,
        context: { ...message.context, invalidates: [...(message.context.invalidates ?? []), ...this.ownFiles] },
      };
    }
    if (message.type !== 'stop') {
      const worker = this.current();
      if (worker instanceof Worker) worker.postMessage(message);
      else worker.send(message);
      return;
    }
    // Vitest stops a runner only after its file finished: answer for the worker, which keeps its
    // environment, and let the next run's 'start' set it up again.
    queueMicrotask(() => {
      for (const [event, listener] of this.listeners) {
        if (event === 'message') listener({ type: 'stopped', __vitest_worker_response__: true });
      }
    });
  }

  async stop() {
    const worker = this.current();
    for (const [event, listener] of this.listeners.splice(0)) worker.off(event, listener);
    this.worker = undefined;
    const ended = worker instanceof Worker ? worker.threadId === -1 : worker.exitCode !== null;
    if (!ended) idle[this.kind].push(worker);
  }

  deserialize(data: unknown) {
    return data;
  }

  private current() {
    if (!this.worker) throw new Error(`The ${this.name} pool's worker was handed back or never started.`);
    return this.worker;
  }
}

const isKind = (pool: string): pool is Kind => pool === 'threads' || pool === 'forks';

const keptPools: Record<Kind, PoolRunnerInitializer> = {
  threads: { name: 'kept-threads', createPoolWorker: (options) => new KeptPoolWorker('threads', options) },
  forks: { name: 'kept-forks', createPoolWorker: (options) => new KeptPoolWorker('forks', options) },
};

/**
 * Runs every project on the kept version of the pool it was given ('threads' or 'forks'). A plugin
 * rather than the config's `pool`, because Stryker names the pool itself when it creates Vitest
 * (`vitest.pool`, one of Vitest's own four), and a plugin's `configureVitest` sees each project after.
 */
export function keepWorkersBetweenRuns(): Plugin {
  return {
    name: 'startline:kept-pool',
    configureVitest({ vitest, project }) {
      const kind: string = project.config.pool;
      if (!isKind(kind)) return;
      project.config.pool = keptPools[kind].name;
      project.config.poolRunner = keptPools[kind];
      vitest.onClose(async () => {
        const workers = idle[kind].splice(0);
        await Promise.all(workers.map((worker) => (worker instanceof Worker ? worker.terminate() : worker.kill())));
      });
    },
  };
}
