/**
 * Pirate chess game records, through the game interface: `--record` writes records.jsonl
 * for a Pirate chess run, each record rebuilds its game with the engine alone (moves marked
 * by side, w or b), `replay` reproduces a record, `replay --positions` prints the chess
 * board, and `view` and `report` write their pages. Games are small (random against the
 * heuristic, at most 80 plies). The commands run in this process
 * (test/support/cli-in-process.ts): what they print and exit with is the subject.
 */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIRATE_CHESS } from '../../src/pirate-chess/game.js';
import type { State } from '../../src/pirate-chess/state.js';
import { buildConfig } from '../../src/harness/config.js';
import { checkRecord, GameRecordDoc, isRecordError, replayMoves } from '../../src/harness/record.js';
import { replayRun } from '../../src/harness/replay.js';
import { runMatch } from '../../src/harness/run.js';
import { jackalInProcess } from '../support/cli-in-process.js';
import { requireDist, removeTempDirs, ROOT, tempDir } from './helpers.js';

const jackal = (args: string[]) => jackalInProcess(args, ROOT);

let dir: string;
let lines: string[];
let docs: GameRecordDoc[];

beforeAll(async () => {
  requireDist();
  dir = tempDir('chess-rec');
  const config = buildConfig({ game: 'pirate-chess', bots: ['random', 'heuristic'], deals: 2, seed: 'chess-rec', maxPlies: 80, record: true }, null);
  await runMatch(config, { out: dir, workers: 1 });
  lines = readFileSync(join(dir, 'records.jsonl'), 'utf8').trimEnd().split('\n');
  docs = lines.map((l) => JSON.parse(l) as GameRecordDoc);
}, 120_000);

afterAll(removeTempDirs);

describe('Pirate chess records', () => {
  it('one record per game, of pirate-chess, each rebuilding its game with the engine alone', () => {
    expect(docs.map((d) => d.number)).toEqual([0, 1, 2, 3]);
    for (const doc of docs) {
      expect(isRecordError(checkRecord(doc))).toBe(false);
      expect(doc).toMatchObject({ game: 'pirate-chess', options: { island: 'treasure', maxPlies: 80 } });
      expect(doc.moves).toHaveLength(doc.result.plies);
      expect(new Set(doc.moves.map((m) => m[0]))).toEqual(new Set(['w', 'b']));
      const s = replayMoves<State>(doc);
      if (isRecordError(s)) throw new Error(`${s.field}: ${s.message}`);
      const r = PIRATE_CHESS.outcome(s);
      expect({ reason: r.reason, plies: r.plies, scores: r.scores, ranks: r.ranks }).toEqual(doc.result);
    }
  });

  it('refuses a move marked for the wrong side, naming it', () => {
    const d = docs[0];
    const wrong = { ...d, moves: d.moves.map((m, i) => (i === 0 ? ['b', m[1]] : m)) as GameRecordDoc['moves'] };
    expect(replayMoves(wrong)).toMatchObject({ field: 'moves[0]', message: expect.stringMatching(/marked for side b, but w is to move/) });
    expect(checkRecord({ ...d, game: 'chequers' })).toMatchObject({ field: 'game', message: expect.stringMatching(/unknown game/) });
  });

  it('replay gives the record of records.jsonl; --positions the chess board after every ply', async () => {
    expect(JSON.stringify(replayRun(dir, 1))).toBe(lines[1]);
    const r = await jackal(['replay', dir, '--number', '1']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toBe(`${lines[1]}\n`);
    const p = await jackal(['replay', dir, '--number', '1', '--positions']);
    expect(p.status, p.stderr).toBe(0);
    expect(p.stdout.match(/^== /gm)).toHaveLength(docs[1].moves.length + 1);
    expect(p.stdout).toContain(`== ply 1: ${docs[1].moves[0].join(' ')}\n`);
    // Pirate chess's picture: rank 11 on top, files a..l, whose turn it is
    expect(p.stdout.match(/^ 11 /gm)).toHaveLength(docs[1].moves.length + 1);
    expect(p.stdout).toMatch(/^to move: black/m);
    expect(p.stdout.match(/^Legend:/gm)).toHaveLength(1); // the tile legend once, not every ply
  });

  it('view and report write their pages with the games', async () => {
    const page = join(tempDir('chess-view'), 'g.html');
    const v = await jackal(['view', dir, '--number', '2', '--out', page]);
    expect(v.status, v.stderr).toBe(0);
    const html = readFileSync(page, 'utf8');
    expect(html).toContain('Pirate chess · game 2');
    expect(html).toContain(JSON.stringify(docs[2].moves).replace(/</g, '\\u003c'));
    const report = join(tempDir('chess-report'), 'r.html');
    const r = await jackal(['report', dir, '--out', report]);
    expect(r.status, r.stderr).toBe(0);
    const text = readFileSync(report, 'utf8');
    expect(text).toContain('id="jackal-report"');
    expect(text).toContain('"game":"pirate-chess"'); // a notable game, from records.jsonl
  });
});
