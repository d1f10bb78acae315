import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Vitest runs every test file in a fresh process, and a fresh PGlite costs seconds to create and
// migrate; a dump cached on disk costs ~0.4 s to load. The cache key covers everything that shapes
// the dump's content: migrations, seed code, the PGlite version and what was asked for.

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CACHE_DIR = join(ROOT, 'node_modules/.cache/startline-test-db');
const INPUT_DIRS = [
  'server/db/migrations',
  'server/db/migrations/meta',
  'server/db/tables',
  'server/seed',
  'server/seed/catalogue',
];
const INPUT_FILES = ['server/db/search-text.ts', 'src/domain/money.ts'];

let inputsDigest: Promise<string> | undefined;

async function digestInputs(): Promise<string> {
  const hash = createHash('sha256');
  // The package's exports hide package.json, so read it from node_modules.
  hash.update(await readFile(join(ROOT, 'node_modules/@electric-sql/pglite/package.json')));
  const files = [...INPUT_FILES];
  for (const dir of INPUT_DIRS) {
    const entries = await readdir(join(ROOT, dir), { withFileTypes: true });
    files.push(...entries.filter((entry) => entry.isFile()).map((entry) => join(dir, entry.name)));
  }
  for (const file of files.sort()) {
    hash.update(`${file}\n`);
    hash.update(await readFile(join(ROOT, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The dump for `key` from the disk cache, or `build()` it and store it there for later processes. */
export async function readOrBuildDump(
  key: string,
  build: () => Promise<Blob>,
  options: { evictable: boolean },
): Promise<Blob> {
  inputsDigest ??= digestInputs();
  const digest = await inputsDigest;
  const kind = options.evictable ? EVICTABLE : KEPT;
  const path = join(CACHE_DIR, `${digest}-${kind}-${createHash('sha256').update(key).digest('hex').slice(0, 16)}.tar`);
  try {
    return new Blob([await readFile(path)]);
  } catch {
    const dump = await build();
    await mkdir(CACHE_DIR, { recursive: true });
    await removeStaleDumps(digest);
    // Write then rename, so a process reading concurrently never sees half a file.
    const partial = `${path}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, path);
    return dump;
  }
}

// Dumps from older migrations or seed code are never read again, and test clocks that differ per
// process leave one evictable (demo) dump each: keep the newest few of those (each is ~40 MB).
const KEPT = 'kept';
const EVICTABLE = 'evictable';
const KEEP_EVICTABLE_DUMPS = 4;

async function removeStaleDumps(currentDigest: string): Promise<void> {
  const evictable: Array<{ name: string; modified: number }> = [];
  for (const name of (await readdir(CACHE_DIR)).filter((entry) => entry.endsWith('.tar'))) {
    if (!name.startsWith(`${currentDigest}-`)) await rm(join(CACHE_DIR, name), { force: true });
    else if (name.startsWith(`${currentDigest}-${EVICTABLE}-`)) {
      evictable.push({ name, modified: (await stat(join(CACHE_DIR, name))).mtimeMs });
    }
  }
  evictable.sort((a, b) => b.modified - a.modified);
  for (const { name } of evictable.slice(KEEP_EVICTABLE_DUMPS - 1)) await rm(join(CACHE_DIR, name), { force: true });
}
