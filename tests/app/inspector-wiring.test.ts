// The live inspector (docs/designers.md) follows a flow only if its actor is started with `inspect`. Every
// actor the app starts (useActorRef or createActor in src/) must pass it; children invoked by a machine are
// followed through their parent. Read from the source, so a new screen is covered without editing this file.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../scripts/diagrams';

const SOURCE_DIR = join(REPO_ROOT, 'src');
const files = readdirSync(SOURCE_DIR, { recursive: true, encoding: 'utf8' })
  .filter((name) => /\.tsx?$/.test(name) && !name.includes('dev-flows'))
  .map((name) => name.split('\\').join('/'));

/** The text of each `useActorRef(` / `createActor(` call, up to its closing parenthesis. */
function actorCalls(text: string): string[] {
  const calls: string[] = [];
  for (const match of text.matchAll(/\b(useActorRef|createActor)\(/g)) {
    let depth = 0;
    let end = match.index + match[0].length - 1;
    for (; end < text.length; end += 1) {
      if (text[end] === '(') depth += 1;
      if (text[end] === ')') depth -= 1;
      if (depth === 0) break;
    }
    calls.push(text.slice(match.index, end + 1));
  }
  return calls;
}

describe('every actor the app starts reports to the inspector', () => {
  const found = files.flatMap((file) =>
    actorCalls(readFileSync(join(SOURCE_DIR, file), 'utf8')).map((call) => ({ file, call })),
  );

  it('finds the actors (the scan reads the screens)', () => {
    expect(found.length).toBeGreaterThan(10);
  });

  it('passes inspect to each', () => {
    const missing = found.filter(({ call }) => !/\binspect\b/.test(call)).map(({ file, call }) => `${file}: ${call}`);
    expect(missing).toEqual([]);
  });
});
