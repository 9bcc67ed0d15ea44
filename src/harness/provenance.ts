/**
 * What made a results folder: the code identifier that goes into every games.csv row
 * and config.json, and the provenance block of config.json.
 *
 * The code identifier (`code`) is 12 hex digits of the sha256 of the sources that decide
 * how a game of one game goes: src/core/, that game's engine (src/<game>/), the generic
 * bots at the root of bots/ (the interface, the registry, random, mcts), that game's bots
 * (bots/<game>/), and the harness's game loop (src/harness/play.ts); tests excluded. Each
 * file enters as its path, a NUL, its text, a NUL, in path order. A change to that engine
 * or its bots changes it; a change to another game, the statistics, the studies, the
 * viewer or the CLI does not (those do not change the games, and the CSVs are regenerated
 * from the journal). Without a game (`jackal --version`) it covers every engine and bot.
 * It is read from the package root, so it is the same from src/ (tests) and dist/ (CLI).
 *
 * Provenance (informational, not compared by --resume): package name and version, the
 * git commit and whether src/, bots/ or the package files differ from it, the Node
 * version, the code identifier, and for bots loaded from files (bots/file-bot.ts) each
 * file's content hash (`botFiles`; the same hash is among the bot's parameters in the
 * configuration, which --resume and merge do compare).
 */

import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot, packageVersion } from './version.js';
import type { Params } from '../../bots/bot.js';
import { FILE_HASH_PARAM } from '../../bots/file-bot.js';

/** Folders of src/ that hold no engine: never part of a game's code (but the game loop). */
const NOT_ENGINES = ['harness', 'study', 'cli', 'web', 'reference', 'api'];
const GAME_LOOP = 'src/harness/play.ts';

/** The files hashed into the code identifier of `game` (every game when omitted), relative to the package root, sorted. */
export function codeFiles(root = packageRoot(), game?: string): string[] {
  const out: string[] = [GAME_LOOP];
  const walk = (dir: string, deep: boolean): void => {
    if (!existsSync(join(root, dir))) return;
    for (const e of readdirSync(join(root, dir), { withFileTypes: true })) {
      const rel = `${dir}/${e.name}`;
      if (e.isDirectory()) { if (deep) walk(rel, true); continue; }
      if (rel.endsWith('.ts') && !rel.endsWith('.test.ts')) out.push(rel);
    }
  };
  const engines = game !== undefined ? [game]
    : existsSync(join(root, 'src')) ? readdirSync(join(root, 'src'), { withFileTypes: true }).filter((e) => e.isDirectory() && e.name !== 'core' && !NOT_ENGINES.includes(e.name)).map((e) => e.name) : [];
  walk('src/core', true);
  walk('bots', false);
  for (const g of engines) { walk(`src/${g}`, true); walk(`bots/${g}`, true); }
  return [...new Set(out)].filter((f) => existsSync(join(root, f))).sort();
}

const cachedCode = new Map<string, string>();

/** The code identifier of `game` (every game when omitted): 12 hex digits (see the module comment). */
export function codeId(root = packageRoot(), game?: string): string {
  const key = `${game ?? ''}`;
  const mine = root === packageRoot();
  if (mine && cachedCode.has(key)) return cachedCode.get(key)!;
  const h = createHash('sha256');
  for (const f of codeFiles(root, game)) h.update(f).update('\0').update(readFileSync(join(root, f))).update('\0');
  const id = h.digest('hex').slice(0, 12);
  if (mine) cachedCode.set(key, id);
  return id;
}

export interface Provenance {
  package: string;
  version: string;
  /** The checkout's commit and whether the code or package files differ from it; null outside a git checkout. */
  git: { commit: string; dirty: boolean } | null;
  node: string;
  code: string;
  /** The content hash of each bot file of the run, by spec (only when the run has file bots). */
  botFiles?: Record<string, string>;
}

function git(args: string[]): string | null {
  try {
    return execFileSync('git', args, { cwd: packageRoot(), stdio: ['ignore', 'pipe', 'ignore'], encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

/** The provenance block of config.json (its code id is `game`'s; every game's when omitted; `bots`: the run's bot parameters). */
export function provenance(game?: string, bots?: Readonly<Record<string, Params>>): Provenance {
  const commit = git(['rev-parse', 'HEAD']);
  const status = commit ? git(['status', '--porcelain', '--', 'src', 'bots', 'package.json', 'package-lock.json']) : null;
  const p: Provenance = {
    package: 'jackal-lab',
    version: packageVersion(),
    git: commit ? { commit, dirty: status !== null && status !== '' } : null,
    node: process.version,
    code: codeId(packageRoot(), game),
  };
  const files = Object.entries(bots ?? {}).filter(([, ps]) => typeof ps[FILE_HASH_PARAM] === 'string');
  if (files.length > 0) p.botFiles = Object.fromEntries(files.map(([spec, ps]) => [spec, ps[FILE_HASH_PARAM] as string]));
  return p;
}
