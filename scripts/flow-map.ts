// The map in docs/architecture.md ('Map: where each flow's files are'), written from the tree itself so it
// cannot drift: for each flow, its machine folder, the pages that read its connect, its real actors and
// screen under src/app/flows, the app files that provide it, its tests and its diagram.
// `npm run diagrams` rewrites it; tests/flows/flow-map.test.ts fails when the committed map is stale.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const ARCHITECTURE_DOC = 'docs/architecture.md';
const START = '<!-- flow-map:start (npm run diagrams writes this table) -->';
const END = '<!-- flow-map:end -->';

function filesUnder(root: string, dir: string): string[] {
  const absolute = join(root, dir);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute)
    .sort()
    .flatMap((name) => {
      const path = `${dir}/${name}`;
      return statSync(join(root, path)).isDirectory() ? filesUnder(root, path) : [path];
    });
}

/** Repository paths of the files under `dirs` whose imports resolve to `target` (without its extension). */
function importersOf(root: string, sources: string[], target: string): string[] {
  return sources.filter((file) => {
    const text = readFileSync(join(root, file), 'utf8');
    for (const match of text.matchAll(/from '(\.[^']+)'|import\('(\.[^']+)'\)/g)) {
      const specifier = match[1] ?? match[2] ?? '';
      const landed = relative(root, resolve(join(root, dirname(file)), specifier))
        .split('\\')
        .join('/');
      if (landed === target) return true;
    }
    return false;
  });
}

interface FlowFiles {
  flow: string;
  machine: string[];
  pages: string[];
  app: string[];
  providedBy: string[];
  tests: string[];
  diagram: string | null;
}

export function flowFiles(root = REPO_ROOT): FlowFiles[] {
  const flows = readdirSync(join(root, 'machines'))
    .filter((name) => name !== 'shared' && statSync(join(root, 'machines', name)).isDirectory())
    .sort();
  const views = [...filesUnder(root, 'src/pages'), ...filesUnder(root, 'src/ui')].filter((f) => /\.tsx?$/.test(f));
  const app = filesUnder(root, 'src/app').filter((f) => /\.tsx?$/.test(f));
  const rows = flows.map((flow): FlowFiles => {
    const folder = `machines/${flow}`;
    const own = filesUnder(root, 'src/app/flows').filter((f) => {
      const name = f.slice('src/app/flows/'.length);
      return name === `${flow}.ts` || name.startsWith(`${flow}.`);
    });
    return {
      flow,
      machine: filesUnder(root, folder),
      pages: importersOf(root, views, `${folder}/${flow}.connect`),
      app: own,
      providedBy: importersOf(root, app, `${folder}/${flow}.machine`).filter((f) => !own.includes(f)),
      tests: filesUnder(root, `tests/flows/${flow}`),
      diagram: existsSync(join(root, `docs/diagrams/${flow}.md`)) ? `docs/diagrams/${flow}.md` : null,
    };
  });
  rows.push({
    flow: 'loader',
    machine: filesUnder(root, 'machines/shared').filter((f) => f.includes('/loader.')),
    pages: importersOf(root, views, 'machines/shared/loader.connect'),
    app: filesUnder(root, 'src/app/flows/shared').filter((f) => f.endsWith('/loader.ts')),
    providedBy: importersOf(root, app, 'src/app/flows/shared/loader'),
    tests: filesUnder(root, 'tests/flows/loader'),
    diagram: existsSync(join(root, 'docs/diagrams/loader.md')) ? 'docs/diagrams/loader.md' : null,
  });
  return rows;
}

const list = (paths: string[]) => (paths.length ? paths.map((p) => `\`${p}\``).join(', ') : '—');

export function flowMapTable(root = REPO_ROOT): string {
  const lines = [
    '| flow | machine, types, connect | pages (read the connect) | real actors and screen (`src/app/flows`) | provided by | tests (`tests/flows/<flow>/`) |',
    '|---|---|---|---|---|---|',
  ];
  for (const row of flowFiles(root)) {
    const name = row.diagram ? `[\`${row.flow}\`](${row.diagram.replace('docs/', '')})` : `\`${row.flow}\``;
    lines.push(
      `| ${name} | ${list(row.machine)} | ${list(row.pages)} | ${list(row.app)} | ${list(row.providedBy)} | ${list(row.tests)} |`,
    );
  }
  return lines.join('\n');
}

/** docs/architecture.md with the table between its markers replaced by the tree's. */
export function architectureWithMap(root = REPO_ROOT): string {
  const document = readFileSync(join(root, ARCHITECTURE_DOC), 'utf8');
  const start = document.indexOf(START);
  const end = document.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${ARCHITECTURE_DOC} lacks the ${START} … ${END} markers`);
  return `${document.slice(0, start + START.length)}\n${flowMapTable(root)}\n${document.slice(end)}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  writeFileSync(join(REPO_ROOT, ARCHITECTURE_DOC), architectureWithMap());
  console.log(`${ARCHITECTURE_DOC}: flow map written`);
}
