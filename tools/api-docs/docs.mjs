#!/usr/bin/env node
// `npm run docs`: the API pages of the library entry (src/api/index.ts, package.json
// `exports`) from its doc comments, into dist/api-docs/ (open index.html).
//
// TypeDoc runs here, in its own small package with TypeScript 5.9 (package.json beside this
// file, installed on first use from its lock file), not from the project's devDependencies:
// TypeDoc drives the compiler's JavaScript API, which TypeScript 7 (the native compiler the
// project builds with) does not offer, and TypeDoc's peer range ends at TypeScript 6.0, so
// npm refuses it next to TypeScript 7. TypeDoc only reads the sources here; the build and
// the type declarations stay TypeScript 7's.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const ROOT = join(HERE, '../..');
const TYPEDOC = join(HERE, 'node_modules/typedoc/bin/typedoc');

const run = (cmd, args, cwd) => {
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

if (!existsSync(TYPEDOC)) run('npm', ['ci', '--no-audit', '--no-fund'], HERE);
run(process.execPath, [TYPEDOC,
  '--entryPoints', 'src/api/index.ts',
  '--tsconfig', 'tsconfig.json',
  '--out', 'dist/api-docs',
  '--name', 'Jackal Lab API',
  '--readme', 'none',
  '--skipErrorChecking',
  '--excludePrivate',
  '--disableSources',
  '--excludeExternals',
  '--treatWarningsAsErrors', 'false',
], ROOT);
