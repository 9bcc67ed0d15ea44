/**
 * `jackal show` of each game's position: the text ends its last line (Pirate chess's and
 * Archipelago's boards did not, so a shell prompt followed on the same line), and a solo
 * mission's status names the pirate to move as a pirate: its crew line says "turn white" (the one
 * player), and "black to move" beside it read as the other crew's turn (the newcomer walk of
 * session 27 found both).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jackalInProcess } from '../support/cli-in-process.js';

const dir = mkdtempSync(join(tmpdir(), 'jackal-show-'));

async function shown(newArgs: string[]): Promise<string> {
  const made = await jackalInProcess(['new', ...newArgs, '--seed', 'show-1'], dir);
  expect(made.status, made.stderr).toBe(0);
  writeFileSync(join(dir, 'p.json'), made.stdout);
  const r = await jackalInProcess(['show', 'p.json'], dir);
  expect(r.status, r.stderr).toBe(0);
  return r.stdout;
}

describe('jackal show, every game', () => {
  it('ends its last line: Jackal, Pirate chess, an Archipelago island and a solo mission', async () => {
    for (const args of [[], ['--game', 'pirate-chess'], ['--game', 'archipelago', '--island', '1'], ['--game', 'archipelago', '--mission', '4']]) {
      const text = await shown(args);
      expect(text.length, args.join(' ')).toBeGreaterThan(50);
      expect(text.endsWith('\n'), args.join(' ')).toBe(true);
      expect(text.endsWith('\n\n'), args.join(' ')).toBe(false);
    }
  });

  it('a solo mission names the pirate to move as a pirate (the first is black, line 1177)', async () => {
    const text = await shown(['--game', 'archipelago', '--mission', '4']);
    expect(text).toMatch(/solo: the black pirate to move, turn 1;/);
  });
});
