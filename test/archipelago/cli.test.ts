/**
 * The `jackal` command on Archipelago, in process (src/cli/main.ts): new → show → moves →
 * apply (a forced roll included) → perft; bad input (island 11, a layout with a hole, a
 * berth off the beach, an unknown terrain, a bad position field, an illegal move) is one
 * line naming the field, exit status 2.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jackalInProcess, type Ran } from '../support/cli-in-process.js';

const dir = mkdtempSync(join(tmpdir(), 'arch-cli-'));

const jackal = (args: string[]): Promise<Ran> => jackalInProcess(args, dir);

async function refused(args: string[], fragment: string | RegExp): Promise<void> {
  const r = await jackal(args);
  expect(r.status, r.stderr).toBe(2);
  expect(r.stderr).toMatch(fragment);
  expect(r.stderr.trim().split('\n')).toHaveLength(1);
}

const HOLE = ['.BFFB.', 'BFMMFB', 'FM.MMF', 'BFMMFB', '.BFFB.'];
const ISLAND_1 = ['.BFFB.', 'BFMMFB', 'FMMM..', 'BFMMFB', '.BFFB.'];

describe('jackal CLI on Archipelago', () => {
  it('new, show, moves, apply, perft', async () => {
    const made = await jackal(['new', '--game', 'archipelago', '--island', '1', '--mode', '2p', '--seed', '1', '--out', 'start.json']);
    expect(made.status, made.stderr).toBe(0);
    const shown = await jackal(['show', '--game', 'archipelago', 'start.json']);
    expect(shown.stdout).toMatch(/phase berth/);
    expect(shown.stdout).toMatch(/b\.\./); // a closed beach tile
    const moves = await jackal(['moves', '--game', 'archipelago', 'start.json']);
    expect(moves.stdout.trim().split('\n')).toHaveLength(13); // island 1's berths (layout.test.ts)
    const applied = await jackal(['apply', '--game', 'archipelago', 'start.json', 'ship b4', 'ship i6', 'W1 c4', '--out', 'after.json']);
    expect(applied.status, applied.stderr).toBe(0);
    const after = JSON.parse(readFileSync(join(dir, 'after.json'), 'utf8'));
    expect(after.ply).toBe(3);
    expect(after.tiles.c4).toBeDefined(); // W1 turned c4 over (what it was decides where W1 is now)
    const perft = await jackal(['perft', '--game', 'archipelago', '--island', '1', '--mode', '2p', '--seed', 'perft:1', '--depth', '2']);
    expect(perft.stdout).toMatch(/136/); // data/perft.json, worked by hand
  });
  it('bad input: one line naming the field, exit 2', async () => {
    await refused(['new', '--game', 'archipelago', '--island', '11', '--seed', '1'], /--island: must be 1\.\.10/);
    writeFileSync(join(dir, 'hole.json'), JSON.stringify({ island: 5, boxes: 1, rows: HOLE }));
    await refused(['new', '--game', 'archipelago', '--layout', 'hole.json', '--seed', '1'], /--layout: rows\[2\]\[2\]: a hole/);
    writeFileSync(join(dir, 'berth.json'), JSON.stringify({ island: 5, boxes: 1, rows: ISLAND_1, berths: [[2, 4]] }));
    await refused(['new', '--game', 'archipelago', '--layout', 'berth.json', '--seed', '1'], /--layout: berths\[0\].*off the beach/);
    writeFileSync(join(dir, 'terrain.json'), JSON.stringify({ island: 5, boxes: 1, rows: ['.BFXB.', ...ISLAND_1.slice(1)] }));
    await refused(['new', '--game', 'archipelago', '--layout', 'terrain.json', '--seed', '1'], /--layout: rows\[0\]\[3\].*unknown terrain/);
    await refused(['new', '--game', 'archipelago', '--layout', 'none.json', '--seed', '1'], /^jackal: --layout: none\.json does not exist$/m);
    await jackal(['new', '--game', 'archipelago', '--seed', '2', '--out', 'p.json']);
    const p = JSON.parse(readFileSync(join(dir, 'p.json'), 'utf8'));
    p.pieces.W1.at = 'z9';
    writeFileSync(join(dir, 'bad.json'), JSON.stringify(p));
    await refused(['show', '--game', 'archipelago', 'bad.json'], /pieces\.W1\.at/);
    await refused(['apply', '--game', 'archipelago', 'p.json', 'W1 z9'], /not a legal decision/);
  });

  it('a bad mission file: one line naming --mission-file and the field in the file, exit 2 (the old code named mission.rows[0][1], or --mission)', async () => {
    writeFileSync(join(dir, 'wall.json'), JSON.stringify({ mission: 1, rows: ['bank wall+1 den'], goal: { turns: 5, survivors: 1 } }));
    writeFileSync(join(dir, 'crowd.json'), JSON.stringify({ mission: 7, rows: ['bank  empty pit   empty+1', 'empty empty empty den'], goal: { turns: 9, survivors: 4 } }));
    writeFileSync(join(dir, 'broken.json'), '{ rows: ');
    for (const command of [['play', '--seed', '1'], ['new', '--seed', '1'], ['match', '--bot', 'random', '--deals', '1', '--out', 'solo-out']]) {
      const run = (file: string): string[] => [command[0], '--game', 'archipelago', '--mission-file', file, ...command.slice(1)];
      await refused(run('wall.json'), /^jackal[a-z ]*: --mission-file: rows\[0\]\[1\]: unknown tile "wall\+1"/);
      await refused(run('crowd.json'), /^jackal[a-z ]*: --mission-file: goal\.survivors: must be 1\.\.3, got 4$/m);
      await refused(run('broken.json'), /^jackal[a-z ]*: --mission-file: \S*broken\.json: .*JSON/);
      await refused(run('none.json'), /^jackal[a-z ]*: --mission-file: \S*none\.json does not exist$/m);
    }
  });
});
