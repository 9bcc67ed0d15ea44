#!/usr/bin/env node
// The `jackal` command. The CLI is TypeScript compiled to dist/ (npm ci runs `prepare`,
// which builds it; or run `npm run build`).
//
// A checkout whose sources changed after the last build (a `git pull` without
// `npm run build`) would silently run the old code: the command refuses instead, naming
// the newer source, with exit status 2. The build writes every file of dist/ (tsc without
// incremental mode), so the compiled CLI's own mtime is the time of the last build.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BUILT = join(ROOT, 'dist/src/cli/main.js');

/** The newest .ts file under dir (not tests), as [mtime in ms, path]; [0, ''] when there is none. */
function newestSource(dir) {
  let best = [0, ''];
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return best; // no sources shipped here: nothing to compare
  }
  for (const e of entries) {
    const p = join(dir, e.name);
    const found = e.isDirectory() ? newestSource(p) : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [statSync(p).mtimeMs, p] : best;
    if (found[0] > best[0]) best = found;
  }
  return best;
}

let builtAt;
try {
  builtAt = statSync(BUILT).mtimeMs;
} catch {
  process.stderr.write('jackal: dist/ is missing: run `npm run build` (npm ci runs it)\n');
  process.exit(2);
}
for (const dir of ['src', 'bots']) {
  const [at, path] = newestSource(join(ROOT, dir));
  if (at > builtAt) {
    process.stderr.write(`jackal: dist/ is stale: ${path.slice(ROOT.length)} changed after the last build; run \`npm run build\`\n`);
    process.exit(2);
  }
}

const { main } = await import('../dist/src/cli/main.js');
await main(process.argv.slice(2));
