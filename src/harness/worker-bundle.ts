/**
 * The workers' bundles: for each built game, the harness worker (worker.ts) and the modules
 * it imports bundled by esbuild into one file, dist/workers/GAME.js, with the engines and bots
 * of the other games left out, and beside it dist/workers/GAME.json, `{ "code": ID }`: the code
 * id (provenance.ts) of the sources it was built from, which the bundle also carries inside.
 * The pool runs a game's bundle when it is there and its code is the run's (worker-file.ts).
 *
 * Implementation notes. Why: each worker thread loads its code afresh, and loading the 177
 * modules of the module worker (dist/src/harness/worker.js), 95 of them Archipelago's and
 * Pirate chess's, cost 180-210 ms of the thread's CPU and about 450 ms of the process's
 * (resolving and reading each file, compiling, running each module's tables); on 2 workers
 * that was a large part of a 2,000-game run (bench/harness.bench.ts). Jackal's bundle is
 * about 50 kB and loads in about 30 ms of the thread's CPU (figures in docs/HARNESS.md).
 *
 * Leaving a game out. The registries import every game (games.ts, bots/builtin-bots.ts), so
 * the bundler resolves each import of another game's module (src/OTHER/, bots/OTHER/) to a
 * stand-in module exporting the same names, each an `absent` value (absent.ts): the
 * registries' searches by name pass over it, and any use of it throws. Jackal stays in every
 * bundle: the registries fall back to it when no game is named.
 *
 * The input is the compiled JavaScript next to this module, so a private build
 * (`tsc --outDir X/dist`) is bundled by `node X/dist/src/harness/worker-bundle.js`. Run by
 * `npm run build` after tsc, and by the tests' global setup.
 */

import { build, buildSync, type Plugin } from 'esbuild';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gameEntries } from './games.js';
import { codeId } from './provenance.js';
import { packageRoot } from './version.js';
import { bundleDir, bundlePaths, distDir } from './worker-file.js';

/** The game whose engine every bundle keeps (the registries' default). */
const ALWAYS = 'jackal';
/** The identifier the bundler replaces with the bundle's code id (worker.ts `bundledCode`). */
export const CODE_DEFINE = 'JACKAL_WORKER_CODE';

/** The names a compiled module exports (esbuild's metafile of the file alone). */
function exportsOf(file: string): string[] {
  const r = buildSync({ entryPoints: [file], bundle: false, write: false, metafile: true, format: 'esm', logLevel: 'silent', outdir: 'x' });
  return Object.values(r.metafile!.outputs)[0].exports;
}

/** Resolves the modules under `dirs` to stand-ins whose exports are `absent` values. */
function leaveOut(dist: string, dirs: string[]): Plugin {
  const absentJs = join(dist, 'src/harness/absent.js');
  return {
    name: 'leave-out-games',
    setup(b) {
      b.onResolve({ filter: /^\.\.?\// }, (args) => {
        const path = resolve(args.resolveDir, args.path);
        return dirs.some((d) => path.startsWith(d)) ? { path, namespace: 'absent' } : undefined;
      });
      b.onLoad({ filter: /.*/, namespace: 'absent' }, (args) => {
        const module = relative(dist, args.path);
        const lines = exportsOf(args.path).map((name) => (name === 'default'
          ? `export default absent(${JSON.stringify(module)}, 'default');`
          : `export const ${name} = absent(${JSON.stringify(module)}, ${JSON.stringify(name)});`));
        return { contents: [`import { absent } from ${JSON.stringify(absentJs)};`, ...lines].join('\n'), loader: 'js', resolveDir: dist };
      });
    },
  };
}

/**
 * The bundle's text with its top-level `var NAME = ...` declarations made `const` again where the
 * text assigns NAME nowhere else. esbuild turns every module's top-level `const` into `var` when
 * it bundles, and V8 folds an immutable module binding into the optimised code (a table's offset
 * becomes a constant) but must load a mutable one each time: the bundle as esbuild wrote it played
 * games about 20% slower than the module worker once warm (median of 7 side-by-side pairs,
 * thread CPU of games 1,000-2,000). The test for "assigned nowhere else" is textual and
 * conservative: any `NAME =`, `NAME +=`, `NAME++` or `--NAME` outside the declaration, in any
 * scope (a local of the same name too), keeps the `var`. One it missed would throw on its first
 * assignment (a TypeError), never change a game; the module order is esbuild's, which is the
 * modules' own, so no `const` is read before its declaration that was not before.
 */
export function constAgain(text: string): string {
  // `var NAME = ...` and `var { KEY: NAME, KEY, ... } = SOURCE;` (an `import * as m` copy, `const { A } = m`)
  const DECL = /^var (?:([A-Za-z_$][\w$]*)|\{ ([^}]*) \}) = /gm;
  const bound = (plain: string | undefined, list: string | undefined): string[] =>
    (plain !== undefined ? [plain] : list!.split(',').map((b) => b.trim().split(':').pop()!.trim()));
  const unwritten = (n: string, own: number): boolean => {
    const e = n.replace(/\$/g, '\\$');
    const writes = new RegExp(`(?<![\\w$.])${e}\\s*(?:(?:[-+*/%&|^]|<<|>>>?|\\*\\*|&&|\\|\\||\\?\\?)?=(?![=>])|\\+\\+|--)|(?:\\+\\+|--)\\s*${e}(?![\\w$])`, 'g');
    // `own`: the declaration's own matches (a plain one's `=`; none for a destructured name)
    return [...text.matchAll(writes)].length === own;
  };
  return text.replace(DECL, (all: string, plain: string | undefined, list: string | undefined) =>
    (bound(plain, list).every((n) => unwritten(n, plain !== undefined ? 1 : 0)) ? `const ${all.slice(4)}` : all));
}

/** Writes a file whole or not at all (a run starting a worker meanwhile reads the old or the new text). */
function replaceFile(path: string, text: string | Uint8Array): void {
  writeFileSync(`${path}.tmp`, text);
  renameSync(`${path}.tmp`, path);
}

/** A built bundle: its path, its code id and the compiled modules in it (relative to dist/). */
export interface WorkerBundle { game: string; path: string; code: string; modules: string[] }

/**
 * Builds every built game's bundle from the compiled tree `dist` into `out` (dist/workers/ by
 * default, where the pool looks: worker-file.ts).
 */
export async function buildWorkerBundles(dist = distDir(), out = bundleDir(dist)): Promise<WorkerBundle[]> {
  const games = gameEntries().filter((e) => e.game !== null).map((e) => e.name);
  mkdirSync(out, { recursive: true });
  const built: WorkerBundle[] = [];
  for (const game of games) {
    const others = games.filter((g) => g !== game && g !== ALWAYS);
    const code = codeId(packageRoot(), game);
    const { js, json } = bundlePaths(out, game);
    const r = await build({
      entryPoints: [join(dist, 'src/harness/worker.js')], outfile: js, write: false, metafile: true, bundle: true, format: 'esm', platform: 'node', target: 'node20',
      // packages too (seedrandom), so a bundle runs from any folder (the tests build theirs in a temporary one)
      logLevel: 'error', legalComments: 'none',
      define: { [CODE_DEFINE]: JSON.stringify(code) },
      plugins: [leaveOut(dist, others.flatMap((g) => [join(dist, 'src', g) + sep, join(dist, 'bots', g) + sep]))],
    });
    // the bundle first: a sidecar naming the new code never stands beside the old bundle
    replaceFile(js, constAgain(r.outputFiles[0].text));
    replaceFile(json, `${JSON.stringify({ code })}\n`);
    const modules = Object.keys(r.metafile.inputs).filter((m) => !m.startsWith('absent:')).map((m) => relative(dist, resolve(m)));
    built.push({ game, path: js, code, modules });
  }
  return built;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) await buildWorkerBundles();
