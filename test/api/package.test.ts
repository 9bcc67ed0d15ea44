/**
 * The package as a user gets it: `npm pack` of this checkout (its built dist/, as the
 * global setup built it), `npm install` of the tarball into a copy of a separate project
 * (test/fixtures/consumer), then that project imports `jackal-lab` by its name from
 * JavaScript (runs it) and from TypeScript (type-checks it against the built declarations).
 *
 * Offline: the install runs with --offline, and the package's runtime dependencies are
 * linked into the project's node_modules beforehand from this checkout's (npm takes them
 * as installed), so the test needs no registry.
 *
 * The package ships dist/ and no TypeScript sources: an install writes every file anew, so
 * a shipped src/ would look newer than dist/ to bin/jackal.js's stale-build check.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeTempDirs, requireDist, ROOT, tempDir } from '../harness/helpers.js';

const PKG = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { name: string; version: string; dependencies: Record<string, string> };
let project = '';

beforeAll(() => {
  requireDist();
  const dir = tempDir('pack');
  const packed = JSON.parse(execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', dir], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })) as { filename: string }[];
  project = join(dir, 'consumer');
  cpSync(join(ROOT, 'test/fixtures/consumer'), project, { recursive: true });
  mkdirSync(join(project, 'node_modules/@types'), { recursive: true });
  for (const dep of Object.keys(PKG.dependencies)) symlinkSync(join(ROOT, 'node_modules', dep), join(project, 'node_modules', dep));
  execFileSync('npm', ['install', '--offline', '--ignore-scripts', '--no-audit', '--no-fund', '--no-save', join(dir, packed[0].filename)],
    { cwd: project, stdio: ['ignore', 'pipe', 'pipe'] });
  // the TypeScript user's own dev dependency (after the install, which would prune it as extraneous)
  symlinkSync(join(ROOT, 'node_modules/@types/node'), join(project, 'node_modules/@types/node'));
}, 180_000);
afterAll(removeTempDirs);

describe('jackal-lab installed into another project', () => {
  it('is installed under its name, with its declarations and without the tests', () => {
    const installed = join(project, 'node_modules', PKG.name);
    expect(JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')).version).toBe(PKG.version);
    expect(readFileSync(join(installed, 'dist/src/api/index.d.ts'), 'utf8')).toContain('playMatch');
    expect(() => readFileSync(join(installed, 'test/bots/leak.test.ts'))).toThrow();
  });

  it('imports by name from JavaScript: a game, a bot, a match and a check', () => {
    const out = JSON.parse(execFileSync(process.execPath, ['use.mjs'], { cwd: project, encoding: 'utf8' })) as Record<string, unknown>;
    // Jackal's first turn, 2p: the one pirate landing in front of the ship and two sails along the shore (rules: a ship sails
    // one cell along the shore; a pirate lands straight ahead)
    expect(out.n).toBe(3);
    expect(out.first).toBe('w1-g2');
    expect(out.plies).toBe(1);
    expect(out.bots).toEqual(expect.arrayContaining(['random', 'heuristic', 'mcts']));
    expect(out.games).toBe('pirate-chess');
    expect(out.chessMove).toBe('number');
    // 1 deal x 2 seatings of two bots in 2p; each bot plays both games
    expect(out.records).toBe(2);
    expect(out.table).toEqual([['random', 2], ['heuristic', 2]]);
    expect(out.check).toBe(0);
  });

  it('type-checks a TypeScript user of the declarations', () => {
    const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
    const r = (() => {
      try { return execFileSync(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: project, encoding: 'utf8' }); } catch (e) { return String((e as { stdout?: string }).stdout ?? e); }
    })();
    expect(r).toBe('');
  });

  it('runs its command from the installed bin', () => {
    const v = execFileSync(process.execPath, [join(project, 'node_modules', PKG.name, 'bin/jackal.js'), '--version'], { cwd: project, encoding: 'utf8' });
    expect(v).toMatch(new RegExp(`^${PKG.name} ${PKG.version}, code [0-9a-f]{12}`));
  });
});
