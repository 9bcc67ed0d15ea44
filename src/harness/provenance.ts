/**
 * What made a results folder: the code identifier that goes into every games.csv row
 * and config.json, and the provenance block of config.json.
 *
 * The code identifier (`code`) is 12 hex digits of the sha256 of the sources that decide
 * how a game goes: every .ts file under src/ except the harness and the CLI (the engines
 * and src/core), the harness's game loop (src/harness/play.ts), and bots/, tests
 * excluded; each file enters as its path, a NUL, its text, a NUL, in path order. Any
 * change to an engine or a bot changes it; a change to the statistics or the CLI does
 * not (those do not change the games, and the CSVs are regenerated from the journal).
 * It is read from the package root, so it is the same from src/ (tests) and dist/ (CLI).
 *
 * Provenance (informational, not compared by --resume): package name and version, the
 * git commit and whether src/, bots/ or the package files differ from it, the Node
 * version, and the code identifier.
 */

import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { packageRoot, packageVersion } from './version.js';

/** Folders whose .ts files make the code identifier, and what under them is left out. */
const CODE_DIRS = ['src', 'bots'];
const LEFT_OUT = ['src/harness/', 'src/cli/'];
const KEPT_IN = ['src/harness/play.ts'];

/** The files hashed into the code identifier, relative to the package root, sorted. */
export function codeFiles(root = packageRoot()): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    if (!existsSync(dir)) return;
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) { walk(p); continue; }
      const rel = relative(root, p).split(sep).join('/');
      if (!rel.endsWith('.ts') || rel.endsWith('.test.ts')) continue;
      if (LEFT_OUT.some((d) => rel.startsWith(d)) && !KEPT_IN.includes(rel)) continue;
      out.push(rel);
    }
  };
  CODE_DIRS.forEach((d) => walk(join(root, d)));
  return out.sort();
}

let cachedCode: string | undefined;

/** The code identifier: 12 hex digits (see the module comment). */
export function codeId(root = packageRoot()): string {
  if (cachedCode !== undefined && root === packageRoot()) return cachedCode;
  const h = createHash('sha256');
  for (const f of codeFiles(root)) h.update(f).update('\0').update(readFileSync(join(root, f))).update('\0');
  const id = h.digest('hex').slice(0, 12);
  if (root === packageRoot()) cachedCode = id;
  return id;
}

export interface Provenance {
  package: string;
  version: string;
  /** The checkout's commit and whether the code or package files differ from it; null outside a git checkout. */
  git: { commit: string; dirty: boolean } | null;
  node: string;
  code: string;
}

function git(args: string[]): string | null {
  try {
    return execFileSync('git', args, { cwd: packageRoot(), stdio: ['ignore', 'pipe', 'ignore'], encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

/** The provenance block of config.json. */
export function provenance(): Provenance {
  const commit = git(['rev-parse', 'HEAD']);
  const status = commit ? git(['status', '--porcelain', '--', 'src', 'bots', 'package.json', 'package-lock.json']) : null;
  return {
    package: 'jackal-lab',
    version: packageVersion(),
    git: commit ? { commit, dirty: status !== null && status !== '' } : null,
    node: process.version,
    code: codeId(),
  };
}
