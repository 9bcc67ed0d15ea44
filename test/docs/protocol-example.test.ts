/**
 * docs/PROTOCOL.md's "Bots from a file" example is code a newcomer copies: the module in its
 * first `js` block, written to a file as the section says, must pass `jackal check-bot` (the
 * leak, determinism and legality checks) on both games it names. dist/ is built by
 * test/global-setup.ts.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'protocol-example-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The first ```js block after the section's heading. */
function example(): string {
  const doc = readFileSync(join(ROOT, 'docs/PROTOCOL.md'), 'utf8');
  const at = doc.indexOf('## Bots from a file');
  expect(at, 'PROTOCOL.md has its "Bots from a file" section').toBeGreaterThan(0);
  const start = doc.indexOf('```js\n', at);
  expect(start, 'the section holds a js block').toBeGreaterThan(at);
  return doc.slice(start + 6, doc.indexOf('```', start + 6));
}

describe('PROTOCOL.md, Bots from a file', () => {
  const file = join(dir, 'my-bot.js');
  writeFileSync(file, example());
  it.each(['jackal', 'pirate-chess'])('the example my-bot.js passes check-bot on %s', (game) => {
    const r = spawnSync(process.execPath, [join(ROOT, 'bin/jackal.js'), 'check-bot', `file:${file}`, '--game', game], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
    expect(r.stderr).toBe('');
    expect(r.status, r.stdout).toBe(0);
    expect(r.stdout).toMatch(/^ok: leak, determinism and legality checks passed$/m);
  }, 60_000);
});
