/**
 * The layers, as folders (each may import only from its own layer or those below it):
 *
 *   src/core/           0  game-agnostic primitives (seeded RNG, the game interface)
 *   src/<game>/         1  one rules engine per game (src/jackal/, …): core and itself only,
 *                          never another game
 *   bots/               2  bots: core and the engines
 *   src/harness/        3  self-play: everything below
 *   src/cli/            4  the `jackal` command: everything below
 *   src/web/            4  pages for the browser (the viewer, the report) and their builders:
 *                          everything below; the CLI's peer (it writes the pages)
 *   bench/, test/       5  benchmarks, tests and test support: anything
 *
 * A `*.test.ts` file is test code wherever it sits, so it is layer 5. Every other TypeScript
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
  if (path.endsWith('.test.ts') || parts[0] === 'test' || parts[0] === 'bench') return { rank: 5, name: parts[0] === 'bench' ? 'bench' : 'test' };
  if (parts[0] === 'bots') return { rank: 2, name: 'bots' };
  if (parts[0] !== 'src' || parts.length < 3) return undefined;
  if (parts[1] === 'core') return { rank: 0, name: 'core' };
  if (parts[1] === 'harness') return { rank: 3, name: 'harness' };
  if (parts[1] === 'cli') return { rank: 4, name: 'cli' };
  if (parts[1] === 'web') return { rank: 4, name: 'web' };
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
      else if (from.game && to.game && from.game !== to.game) bad.push(`${file} imports ${target}: one game's engine never imports another's`);
    }
  }
  return bad;
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

  it('the check itself sees an upward import (a self-test on made-up paths)', () => {
    expect(layerOf('src/jackal/apply.ts')?.rank).toBe(1);
    expect(layerOf('bots/mcts.ts')?.rank).toBe(2);
    expect(layerOf('src/harness/run.ts')?.rank).toBe(3);
    expect(layerOf('src/cli/main.ts')?.rank).toBe(4);
    expect(layerOf('src/web/viewer/app.ts')?.rank).toBe(4);
    expect(layerOf('bots/mcts.test.ts')?.rank).toBe(5);
    expect(layerOf('src/loose.ts')).toBeUndefined();
    expect(imports(`import { a } from '../../bots/registry.js';\nconst m = await import('./x.js');\nexport { b } from "../y.js";`))
      .toEqual(['../../bots/registry.js', './x.js', '../y.js']);
    expect(violations([
      { file: 'src/jackal/apply.ts', text: `import { createBot } from '../../bots/registry.js';` },
      { file: 'bots/random.ts', text: `import { run } from '../src/harness/run.js';` },
      { file: 'src/jackal/rules.ts', text: `import { x } from '../pirate-chess/board.js';` },
      { file: 'src/stray.ts', text: '' },
      { file: 'src/cli/main.ts', text: `import { run } from '../harness/run.js';` },
    ])).toEqual([
      'src/jackal/apply.ts (engine jackal) imports bots/registry.js (bots), a layer above',
      'bots/random.ts (bots) imports src/harness/run.js (harness), a layer above',
      "src/jackal/rules.ts imports src/pirate-chess/board.js: one game's engine never imports another's",
      "src/stray.ts: not in any layer's folder",
    ]);
  });
});
