/**
 * A position file broken by hand is bad input to the commands that read it: `expectRefused`
 * makes a position with `jackal new` (its args), checks that `jackal moves` reads it, breaks a
 * copy (`breakIt`), and runs each of `commands` on it (the file is `bad.json`): exit 2, nothing on
 * stdout, one line on stderr matching `line`.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { jackalInProcess } from './cli-in-process.js';

export type Breaker = (p: Record<string, any>) => void;

export async function expectRefused(dir: string, made: string[], breakIt: Breaker, line: RegExp, commands: string[][]): Promise<void> {
  const run = (args: string[]) => jackalInProcess(args, dir);
  const start = await run(made);
  expect(start.status, start.stderr).toBe(0);
  writeFileSync(join(dir, 'good.json'), start.stdout);
  expect((await run(['moves', 'good.json'])).status).toBe(0);
  const p = JSON.parse(start.stdout);
  breakIt(p);
  writeFileSync(join(dir, 'bad.json'), JSON.stringify(p));
  for (const args of commands) {
    const r = await run(args);
    expect(r.status, `${args.join(' ')}: ${r.stderr}`).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.split('\n')).toHaveLength(2); // one line and its end
    expect(r.stderr).toMatch(line);
  }
}
