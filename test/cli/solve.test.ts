/**
 * `jackal solve` (src/cli/solve.ts), run in this process through the CLI's `main`: the
 * verdict, the fewest turns and a solution for a designed card and for a card file; bad
 * input is one line naming the flag or the file's field, exit status 2.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';

const dir = mkdtempSync(join(tmpdir(), 'jackal-solve-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `jackal ARGS` here: its exit status and what it wrote. */
async function jackal(args: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  let stdout = '', stderr = '';
  const out = process.stdout.write.bind(process.stdout), err = process.stderr.write.bind(process.stderr);
  process.stdout.write = ((b: string | Uint8Array) => { stdout += String(b); return true; }) as typeof process.stdout.write;
  process.stderr.write = ((b: string | Uint8Array) => { stderr += String(b); return true; }) as typeof process.stderr.write;
  process.exitCode = 0;
  try { await main(args); } finally { process.stdout.write = out; process.stderr.write = err; }
  const status = Number(process.exitCode ?? 0);
  process.exitCode = 0;
  return { status, stdout, stderr };
}

describe('jackal solve', () => {
  it('solves card 4: yes, 6 turns, 2 survivors, a solution', async () => {
    const r = await jackal(['solve', '--game', 'archipelago', '--mission', '4']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^mission 4 "The ice run"; the card: every coin in the bank within 6 turns, 2\+ living\n/);
    expect(r.stdout).toMatch(/solvable: yes; fewest turns 6, survivors 2; the card's goal is met/);
    expect(r.stdout).toMatch(/solution \(\d+ moves\): B1 /);
    expect(r.stdout).toMatch(/searched \d+ states, \d+ pirate moves, 6 turns, in [\d.]+ s/);
    const j = await jackal(['solve', '--mission', '4', '--json']);
    expect(JSON.parse(j.stdout)).toMatchObject({ mission: 4, solvable: true, turns: 6, survivors: 2 });
  }, 60_000);

  it('a card file; and --max-turns short of the answer gives up', async () => {
    const f = join(dir, 'strip.json');
    writeFileSync(f, JSON.stringify({ mission: 7, rows: ['bank  empty pit   empty+1', 'empty empty empty den'], goal: { turns: 9, survivors: 1 } }));
    const r = await jackal(['solve', '--mission-file', f]);
    expect(r.stdout).toMatch(/solvable: yes; fewest turns 8, survivors 1/);
    const short = await jackal(['solve', '--mission-file', f, '--max-turns', '7']);
    expect(short.status).toBe(0);
    expect(short.stdout).toMatch(/solvable: unknown \(no solution within 7 turns/);
  }, 60_000);

  it('--versus-bots N: how many of N seeded games random and heuristic win on the card', async () => {
    const r = await jackal(['solve', '--mission', '2', '--versus-bots', '2']);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/\nrandom: met the card in \d of 2 seeded games\nheuristic: met the card in \d of 2 seeded games\n$/);
  }, 60_000);

  const bad = join(dir, 'bad.json'), notJson = join(dir, 'not.json');
  writeFileSync(bad, JSON.stringify({ mission: 1, rows: ['bank wall+1 den'], goal: { turns: 5, survivors: 1 } }));
  writeFileSync(notJson, '{ rows: ');
  const cases: [string[], RegExp][] = [
    [['solve', '--mission', '11'], /^jackal: --mission: must be a whole number 1\.\.10, got "11"$/],
    [['solve', '--mission', 'two'], /^jackal: --mission: must be a whole number/],
    [['solve'], /^jackal: --mission: name a mission card 1\.\.10/],
    [['solve', '--game', 'jackal', '--mission', '1'], /^jackal: --game: solve plays the solo missions of archipelago/],
    [['solve', '--mission', '1', '--max-turns', '0'], /^jackal: --max-turns: must be a whole number 1\.\.999/],
    [['solve', '--mission', '1', '--versus-bots', '0'], /^jackal: --versus-bots: must be a whole number 1\.\.100000/],
    [['solve', '--mission', '1', '--mission-file', bad], /^jackal: --mission-file: give --mission or --mission-file, not both/],
    [['solve', '--mission-file', bad], /^jackal: --mission-file: rows\[0\]\[1\]: unknown tile "wall\+1"/],
    [['solve', '--mission-file', notJson], /^jackal: --mission-file: \S*not\.json: /],
    [['solve', '--mission-file', join(dir, 'none.json')], /^jackal: --mission-file: \S*none\.json does not exist$/],
    [['solve', '--mission', '1', '--colour', 'red'], /^jackal: --colour: not a flag of jackal solve/],
  ];
  it.each(cases)('%j: one line, exit 2', async (args, message) => {
    const r = await jackal(args);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr.trim()).toMatch(message);
  });
});
