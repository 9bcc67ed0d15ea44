/**
 * The move generator against the slow one of slow-moves.ts, on every decision of seeded
 * games (uniform and landward random play, every mode, islands 1-4, islands 2-4 laid with
 * Friday's Isle, islands 2-5 laid with boxes 5, 6, 8 and 9; JACKAL_LONG=1,
 * test/support/size.ts, plays ten times as many); and perft fixtures
 * (data/perft.json) counted by both generators, with the hand-worked rows checked as given.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { ARCHIPELAGO as G } from '../../src/archipelago/game.js';
import type { ArchOptions } from '../../src/archipelago/options.js';
import { cellName } from '../../src/archipelago/geometry.js';
import { pieceByName } from '../../src/archipelago/notation.js';
import { isLand } from '../../src/archipelago/rules.js';
import { ABOARD, CHOICE, Choice, FRIDAY, OUT, P_CELL, PHASE, Phase, TORTOISE, type State } from '../../src/archipelago/state.js';
import { games } from '../support/size.js';
import { landward } from './landward.js';
import { slowMoves } from './slow-moves.js';

/** Decision text t is a swimmer's move onto cell c (a climb onto the tortoise when c is its cell). */
const climbsOnto = (s: State, t: string, c: number): boolean => {
  const p = pieceByName(t.split(' ')[0]), at = p < 0 ? OUT : s.u8[P_CELL + p];
  return t.endsWith(` ${cellName(c)}`) && at < ABOARD && !isLand(s, at);
};

const fast = (s: State, moves: Int32Array): string[] => Array.from(moves.subarray(0, G.generateMoves(s, moves)), (m) => G.formatMove(s, m)).sort();

/**
 * One configuration's games: `games` per mode, uniform play (even g) and landward play (odd g);
 * every decision's lists compared. Returns the decisions checked and those with Friday in play.
 */
interface Seen { checked: number; friday: number; palm: number; tide: number; tortoise: number; cave: number; cart: number }

function agree(island: number, boxes: number[] | undefined, games: number, tag: string): Seen {
  const moves = new Int32Array(G.maxMoves);
  let checked = 0, friday = 0, palm = 0, tide = 0, tortoise = 0, cave = 0, cart = 0;
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
        if (f.some((t) => t.endsWith(' up') || t.endsWith(' down'))) palm++;
        if (f.some((t) => t.startsWith('tide'))) tide++;
        if (s.v[TORTOISE] !== 0 && f.some((t) => climbsOnto(s, t, s.v[TORTOISE]))) tortoise++;
        if (s.v[PHASE] === Phase.Choose && s.v[CHOICE] === Choice.Cave) cave++;
        if (f.some((t) => t.endsWith(' cart'))) cart++;
        const n = G.generateMoves(s, moves);
        G.applyMove(s, g % 2 === 0 ? moves[rng.int(n)] : landward(moves, n, rng));
      }
    }
  }
  return { checked, friday, palm, tide, tortoise, cave, cart };
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

/**
 * Ben Gunn's Isle (box 5: Ben Gunn, the spyglass), Thousand Caves (box 6: the lost, the exits
 * picked, the cart), Jolly Roger (box 8: the wheel, the tortoise a swimmer climbs out onto) and
 * the Isle of Tides (box 9: the palm climbed up and down, the tide's picks) laid in place of
 * the island's last boxes, as above; Friday's box with them in the last configuration.
 */
describe('the move generator agrees with the slow one, boxes 5, 6, 8 and 9', () => {
  for (const boxes of [[1, 8], [1, 2, 9], [1, 3, 5], [1, 6], [1, 2, 3, 6], [1, 5, 6, 8, 9], [1, 2, 7, 8, 9]]) {
    it(`island ${boxes.length}, boxes ${boxes.join(',')}`, () => {
      const { checked, palm, tide, tortoise, cave, cart } = agree(boxes.length, boxes, games(2, 20), `jr${boxes.join('')}:`);
      expect(checked).toBeGreaterThan(4000);
      // decisions with a climb offered, the tide's picks, a climb onto the tortoise, an exit to pick, a move with the cart, of some
      // 5,500 (session 20): [1,8] 32 onto the tortoise; [1,2,9] 154 climbs, 27 tide; [1,6] 53 exits, 61 cart; [1,2,3,6] 32, 127;
      // [1,5,6,8,9] 63, 12, 32, 28, 40; [1,2,7,8,9] 103, 18, 78
      if (boxes.includes(9)) expect(palm).toBeGreaterThan(50);
      if (boxes.includes(9)) expect(tide).toBeGreaterThan(5);
      if (boxes.includes(8)) expect(tortoise).toBeGreaterThan(20);
      if (boxes.includes(6)) expect(cave + cart).toBeGreaterThan(20); // exits picked, moves with the cart
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
