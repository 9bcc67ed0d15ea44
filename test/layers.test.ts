/**
 * The layers, as folders (each may import only from its own layer or those below it):
 *
 *   src/core/           0  game-agnostic primitives (seeded RNG, the game interface)
 *   src/<game>/         1  one rules engine per game (src/jackal/, …): core and itself only,
 *                          never another game
 *   bots/               2  bots: core and the engines. The generic bots (interface, registry,
 *                          random, mcts) sit at the root; bots/<game>/ holds one game's
 *                          evaluation, heuristic and search knowledge, and never imports
 *                          another game's engine or bots
 *   src/harness/        3  running games (pool, journal, seating, records, outputs, statistics)
 *   src/study/          4  studying results (tune, SPSA, fit, sweep, report figures)
 *   src/cli/            5  the `jackal` command: everything below
 *   src/web/            5  pages for the browser (the viewer, the report) and their builders:
 *                          everything below; the CLI's peer (it writes the pages)
 *   src/api/            5  the library entry (package.json `exports`): re-exports every layer
 *   bench/, test/       6  benchmarks, tests and test support: anything
 *
 * A `*.test.ts` file is test code wherever it sits, so it is layer 6. Every other TypeScript
 * file must sit in one of these folders: a file straight under src/ has no layer and fails.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

interface Layer { rank: number; name: string; game?: string }

/** The layer of a repository-relative path, or undefined when it has none. */
export function layerOf(path: string): Layer | undefined {
  const parts = path.split(/[\\/]/);
  if (path.endsWith('.test.ts') || parts[0] === 'test' || parts[0] === 'bench') return { rank: 6, name: parts[0] === 'bench' ? 'bench' : 'test' };
  if (parts[0] === 'bots') return parts.length > 2 ? { rank: 2, name: `bots ${parts[1]}`, game: parts[1] } : { rank: 2, name: 'bots' };
  if (parts[0] !== 'src' || parts.length < 3) return undefined;
  if (parts[1] === 'core') return { rank: 0, name: 'core' };
  if (parts[1] === 'harness') return { rank: 3, name: 'harness' };
  if (parts[1] === 'study') return { rank: 4, name: 'study' };
  if (parts[1] === 'cli') return { rank: 5, name: 'cli' };
  if (parts[1] === 'web') return { rank: 5, name: 'web' };
  if (parts[1] === 'api') return { rank: 5, name: 'api' };
  return { rank: 1, name: `engine ${parts[1]}`, game: parts[1] };
}

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(join(ROOT, dir))) {
    const rel = join(dir, name);
    if (statSync(join(ROOT, rel)).isDirectory()) sources(rel, out);
    else if (name.endsWith('.ts')) out.push(rel);
  }
  return out;
}

/** Relative import specifiers of a TypeScript source (static and dynamic imports, re-exports). */
function imports(text: string): string[] {
  const out: string[] = [];
  const re = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;
  for (let m = re.exec(text); m; m = re.exec(text)) out.push(m[1]);
  return out;
}

/** Every upward or sideways (game to game) import among the given files, as readable lines. */
function violations(files: { file: string; text: string }[]): string[] {
  const bad: string[] = [];
  for (const { file, text } of files) {
    const from = layerOf(file);
    if (!from) { bad.push(`${file}: not in any layer's folder`); continue; }
    for (const spec of imports(text)) {
      const target = relative(ROOT, normalize(join(ROOT, dirname(file), spec))).split(sep).join('/');
      const to = layerOf(target.replace(/\.js$/, '.ts'));
      if (!to) { bad.push(`${file} imports ${target}, which is in no layer`); continue; }
      if (to.rank > from.rank) bad.push(`${file} (${from.name}) imports ${target} (${to.name}), a layer above`);
      else if (from.game && to.game && from.game !== to.game) bad.push(`${file} imports ${target}: one game's engine or bots never import another game's`);
    }
  }
  return bad;
}

/** The import cycles among the given files (each as its files in order, first repeated last); type-only imports count too. */
function cycles(files: { file: string; text: string }[]): string[][] {
  const edges = new Map<string, string[]>();
  const known = new Set(files.map((f) => f.file.split(sep).join('/')));
  for (const { file, text } of files) {
    const from = file.split(sep).join('/');
    edges.set(from, imports(text)
      .map((spec) => relative(ROOT, normalize(join(ROOT, dirname(file), spec))).split(sep).join('/').replace(/\.js$/, '.ts'))
      .filter((t) => known.has(t)));
  }
  const found: string[][] = [];
  const state = new Map<string, 1 | 2>(); // 1 on the path, 2 done
  const path: string[] = [];
  const visit = (f: string): void => {
    state.set(f, 1); path.push(f);
    for (const t of edges.get(f) ?? []) {
      if (state.get(t) === 1) found.push([...path.slice(path.indexOf(t)), t]);
      else if (!state.has(t)) visit(t);
    }
    path.pop(); state.set(f, 2);
  };
  [...edges.keys()].sort().forEach((f) => { if (!state.has(f)) visit(f); });
  return found;
}

describe('layers', () => {
  it('no module imports from a layer above its own, and no engine imports another game', () => {
    const THIS = 'test/layers.test.ts'; // its self-test below quotes imports in strings
    const files = [...sources('src'), ...sources('bots'), ...sources('bench'), ...sources('test')]
      .filter((f) => f.split(sep).join('/') !== THIS)
      .map((file) => ({ file, text: readFileSync(join(ROOT, file), 'utf8') }));
    expect(files.length).toBeGreaterThan(50);
    expect(violations(files)).toEqual([]);
  });

  it('no import circles (a module and what it imports never lead back to it)', () => {
    const files = [...sources('src'), ...sources('bots'), ...sources('bench')]
      .map((file) => ({ file, text: readFileSync(join(ROOT, file), 'utf8') }));
    expect(cycles(files).map((c) => c.join(' -> '))).toEqual([]);
    expect(cycles([
      { file: 'src/a/x.ts', text: `import { y } from './y.js';` },
      { file: 'src/a/y.ts', text: `import type { x } from './x.js';` },
      { file: 'src/a/z.ts', text: `import { y } from './y.js';` },
    ])).toEqual([['src/a/x.ts', 'src/a/y.ts', 'src/a/x.ts']]);
  });

  it('the check itself sees an upward import (a self-test on made-up paths)', () => {
    expect(layerOf('src/jackal/apply.ts')?.rank).toBe(1);
    expect(layerOf('bots/mcts.ts')?.rank).toBe(2);
    expect(layerOf('bots/jackal/eval.ts')).toEqual({ rank: 2, name: 'bots jackal', game: 'jackal' });
    expect(layerOf('src/harness/run.ts')?.rank).toBe(3);
    expect(layerOf('src/study/tune.ts')?.rank).toBe(4);
    expect(layerOf('src/cli/main.ts')?.rank).toBe(5);
    expect(layerOf('src/web/viewer/app.ts')?.rank).toBe(5);
    expect(layerOf('src/api/index.ts')).toEqual({ rank: 5, name: 'api' });
    expect(layerOf('test/bots/mcts.test.ts')?.rank).toBe(6);
    expect(layerOf('bots/mcts.test.ts')?.rank).toBe(6);
    expect(layerOf('src/loose.ts')).toBeUndefined();
    expect(imports(`import { a } from '../../bots/registry.js';\nconst m = await import('./x.js');\nexport { b } from "../y.js";`))
      .toEqual(['../../bots/registry.js', './x.js', '../y.js']);
    expect(violations([
      { file: 'src/jackal/apply.ts', text: `import { createBot } from '../../bots/registry.js';` },
      { file: 'bots/random.ts', text: `import { run } from '../src/harness/run.js';` },
      { file: 'src/jackal/outcome.ts', text: `import { x } from '../pirate-chess/board.js';` },
      { file: 'src/stray.ts', text: '' },
      { file: 'src/cli/main.ts', text: `import { run } from '../harness/run.js';` },
      { file: 'src/harness/run.ts', text: `import { tune } from '../study/tune.js';` },
      { file: 'bots/jackal/eval.ts', text: `import { x } from '../../src/pirate-chess/attack.js';` },
      { file: 'bots/pirate-chess/eval.ts', text: `import { x } from '../../src/pirate-chess/attack.js';` },
    ])).toEqual([
      'src/jackal/apply.ts (engine jackal) imports bots/registry.js (bots), a layer above',
      'bots/random.ts (bots) imports src/harness/run.js (harness), a layer above',
      "src/jackal/outcome.ts imports src/pirate-chess/board.js: one game's engine or bots never import another game's",
      "src/stray.ts: not in any layer's folder",
      'src/harness/run.ts (harness) imports src/study/tune.js (study), a layer above',
      "bots/jackal/eval.ts imports src/pirate-chess/attack.js: one game's engine or bots never import another game's",
    ]);
  });
});
