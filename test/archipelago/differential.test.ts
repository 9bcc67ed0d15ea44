/**
 * The move generator against the slow one of slow-moves.ts, on every decision of seeded
 * games (uniform and landward random play, every mode, islands 1-4, and islands 2-4 laid with
 * Friday's Isle; JACKAL_LONG=1, test/support/size.ts, plays ten times as many); and perft fixtures
 * (data/perft.json) counted by both generators, with the hand-worked rows checked as given.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { ARCHIPELAGO as G } from '../../src/archipelago/game.js';
import type { ArchOptions } from '../../src/archipelago/options.js';
import { FRIDAY, OUT, P_CELL, type State } from '../../src/archipelago/state.js';
import { games } from '../support/size.js';
import { landward } from './landward.js';
import { slowMoves } from './slow-moves.js';

const fast = (s: State, moves: Int32Array): string[] => Array.from(moves.subarray(0, G.generateMoves(s, moves)), (m) => G.formatMove(s, m)).sort();

/**
 * One configuration's games: `games` per mode, uniform play (even g) and landward play (odd g);
 * every decision's lists compared. Returns the decisions checked and those with Friday in play.
 */
function agree(island: number, boxes: number[] | undefined, games: number, tag: string): { checked: number; friday: number } {
  const moves = new Int32Array(G.maxMoves);
  let checked = 0, friday = 0;
  for (const mode of ['2p', '3p', '4p', '2v2']) {
    for (let g = 0; g < games; g++) {
      const s = G.newGame(G.checkOptions({ island, mode, maxPlies: 700, boxes }) as ArchOptions, `diff:${tag}${island}:${mode}:${g}`);
      const rng = new Rng(`diff-play:${tag}${island}:${mode}:${g}`);
      while (!G.isTerminal(s)) {
        const f = fast(s, moves);
        const slow = slowMoves(s);
        if (JSON.stringify(f) !== JSON.stringify(slow)) expect({ ply: G.plies(s), fast: f, slow, position: G.show(s) }).toEqual({ ply: G.plies(s), fast: slow, slow, position: G.show(s) });
        checked++;
        if (s.u8[P_CELL + FRIDAY] !== OUT) friday++;
        const n = G.generateMoves(s, moves);
        G.applyMove(s, g % 2 === 0 ? moves[rng.int(n)] : landward(moves, n, rng));
      }
    }
  }
  return { checked, friday };
}

describe('the move generator agrees with the slow one', () => {
  for (const island of [1, 2, 3, 4]) {
    it(`island ${island}`, () => {
      expect(agree(island, undefined, games(2, 20), '').checked).toBeGreaterThan(4000);
    });
  }
});

/**
 * Friday's Isle (box 7) in place of the island's last box (line 1138 "any boxes"): Friday is
 * dealt on no designed island before 7, and islands 5-7 add boxes the slow model does not
 * cover (Ben Gunn's spyglass, the caves). Here he meets the missionary of box 2 (islands 3
 * and 4), the cannibal, jungle and earthquake of box 3, the smoke of box 4.
 */
describe('the move generator agrees with the slow one, Friday in play', () => {
  for (const boxes of [[1, 7], [1, 2, 7], [1, 2, 3, 7], [1, 2, 4, 7]]) {
    it(`island ${boxes.length}, boxes ${boxes.join(',')}`, () => {
      const { checked, friday } = agree(boxes.length, boxes, games(4, 40), `fri${boxes.join('')}:`);
      expect(checked).toBeGreaterThan(8000);
      expect(friday).toBeGreaterThan(150); // decisions with Friday found and alive: 2550, 1626, 569, 216 of some 11,000 (session 20)
    });
  }
});

interface Row { name: string; island: number; mode: string; seed: string; moves: string[]; nodes: number[]; source: string }
const ROWS: Row[] = JSON.parse(readFileSync(new URL('./data/perft.json', import.meta.url), 'utf8'));

/** Perft by the slow generator: every decision's text parsed and applied. */
function slowPerft(s: State, depth: number): number {
  const texts = slowMoves(s);
  if (depth === 1) return texts.length;
  let n = 0;
  for (const t of texts) {
    const c = G.clone(s), m = G.parseMove(c, t);
    if (typeof m !== 'number') throw new Error(`${t}: ${m.message}`);
    G.applyMove(c, m);
    if (!G.isTerminal(c)) n += slowPerft(c, depth - 1);
  }
  return n;
}

function fastPerft(s: State, depth: number): number {
  const moves = new Int32Array(G.maxMoves), n = G.generateMoves(s, moves);
  if (depth === 1) return n;
  let total = 0;
  for (let i = 0; i < n; i++) { const c = G.clone(s); G.applyMove(c, moves[i]); total += fastPerft(c, depth - 1); }
  return total;
}

describe('perft fixtures (data/perft.json)', () => {
  for (const row of ROWS) {
    it(row.name, () => {
      const s = G.newGame(G.checkOptions({ island: row.island, mode: row.mode }) as ArchOptions, row.seed);
      for (const t of row.moves) { const m = G.parseMove(s, t); if (typeof m !== 'number') throw new Error(m.message); G.applyMove(s, m); }
      row.nodes.forEach((want, i) => {
        expect(fastPerft(s, i + 1), `depth ${i + 1}`).toBe(want);
        expect(slowPerft(s, i + 1), `depth ${i + 1} (slow)`).toBe(want);
      });
    });
  }
});
