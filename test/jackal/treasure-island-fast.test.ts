/**
 * Treasure Island's shortcuts on the random-playout path (issue 5's ratio), each against a
 * slow, obviously right version written here from the rules' words, after every ply of seeded
 * random games: enemyPieces (the NOT_ALLIED table) from the crews' teams; giverFor (the pieces
 * on and around Friday or the missionary, read from PIECES_AT) from every piece's own cell;
 * caveExits (tile-scan.ts cellsOfKind, -1 when no other cave is open) from the open caves
 * counted apart; closedCount and quakePairExists by counting land cells; teamHasBottle (one
 * read) from the allied crews' stores added up; and computeMasks' masks (the team, the enemies,
 * the pilots, the crew's own inhabitants, the preaching missionary's cell) from every piece's
 * slot one by one.
 */
import { describe, expect, it } from 'vitest';
import { applyMove } from '../../src/jackal/apply.js';
import { LAND_CELLS, LANE_NEIGHBOURS, NO_CELL, xOf, yOf } from '../../src/jackal/geometry.js';
import { computeMasks, enemyMask, ownInhabitants, pilotMask, preacherAt, teamMask } from '../../src/jackal/land-entry.js';
import { generateMoves, MAX_MOVES } from '../../src/jackal/movegen.js';
import { DEFAULT_OPTIONS, GameOptions, MODE_CREWS, MODE_TEAM, OPT_EXPANSION } from '../../src/jackal/options.js';
import { isTerminal } from '../../src/jackal/outcome.js';
import { newGame } from '../../src/jackal/setup.js';
import { Rng } from '../../src/core/rng.js';
import {
  BEN_GUNN, BOTTLES, F_LOST, F2_CONVERTED, FRIDAY, MAX_PIECES, MISSIONARY, MODE, NO_CREW, OPTIONS, P_CELL, P_CREW, P_FLAGS, P_FLAGS2, State, TILE_KIND,
} from '../../src/jackal/state.js';
import { Kind } from '../../src/jackal/tiles.js';
import { caveExits, closedCount, enemyPieces, giverFor, quakeMovable, quakePairExists, teamHasBottle } from '../../src/jackal/treasure-island.js';

const team = (s: State, crew: number): number => MODE_TEAM[s.u8[MODE] * 4 + crew];

/** Whether an inhabitant has joined a crew. */
function slowClaimed(s: State): boolean {
  for (let p = BEN_GUNN; p <= FRIDAY; p++) if (s.u8[P_CREW + p] !== NO_CREW) return true;
  return false;
}

/** Every piece on the board whose crew is in play and not on `crew`'s team (rulebook: allies do not fight). */
function slowEnemies(s: State, crew: number): number {
  let m = 0;
  for (let p = 0; p < MAX_PIECES; p++) {
    const c = s.u8[P_CREW + p];
    if (c !== NO_CREW && team(s, c) !== team(s, crew)) m |= 1 << p;
  }
  return m;
}

/** Whether cell `a` is `b` or next to it: on the grid one step in x and y; with the expansion, a neighbour in the lane's table. */
function nextTo(s: State, a: number, b: number): boolean {
  if (a === b) return true;
  if ((s.u8[OPTIONS] & OPT_EXPANSION) !== 0) {
    for (let d = 0; d < 8; d++) if (LANE_NEIGHBOURS[b * 8 + d] === a) return true;
    return false;
  }
  return Math.abs(xOf(a) - xOf(b)) <= 1 && Math.abs(yOf(a) - yOf(b)) <= 1;
}

/** The lowest slot of a fighter of `crew` on the board, not lost, on or next to inhabitant ch (Friday or the sober missionary), or -1. */
function slowGiver(s: State, crew: number, ch: number): number {
  const u8 = s.u8;
  const at = u8[P_CELL + ch];
  if (at === NO_CELL || u8[P_CREW + ch] === NO_CREW || (u8[P_FLAGS + ch] & F_LOST) !== 0) return -1;
  if (ch === MISSIONARY && (u8[P_FLAGS2 + ch] & F2_CONVERTED) !== 0) return -1;
  for (let q = 0; q < MAX_PIECES; q++) {
    const fighter = q < MISSIONARY || (q === MISSIONARY && (u8[P_FLAGS2 + q] & F2_CONVERTED) !== 0);
    const c = u8[P_CELL + q];
    if (u8[P_CREW + q] === crew && fighter && c !== NO_CELL && (u8[P_FLAGS + q] & F_LOST) === 0 && nextTo(s, c, at)) return q;
  }
  return -1;
}

describe('Treasure Island shortcuts against slow versions, after every ply of random games', () => {
  const configs: GameOptions[] = [
    { ...DEFAULT_OPTIONS, tiles: 'treasure-island' },
    { ...DEFAULT_OPTIONS, tiles: 'treasure-island', mode: '2v2' },
    { ...DEFAULT_OPTIONS, tiles: 'treasure-island', mode: '3p' },
    { ...DEFAULT_OPTIONS, tiles: 'treasure-island', expansion: 'original', mode: '2p' },
  ];
  it.each(configs.map((o) => [`${o.mode} ${o.tiles} ${o.expansion}`, o] as const))('%s', (_name, o) => {
    const moves = new Int32Array(MAX_MOVES), exits = new Uint8Array(8);
    let givers = 0, lostAlone = 0, exitLists = 0, owned = 0;
    for (let g = 0; g < 8; g++) {
      const s = newGame(o, `ti-fast:${g}`);
      const rng = new Rng(`ti-fast-play:${g}`);
      while (!isTerminal(s)) {
        applyMove(s, moves[rng.int(generateMoves(s, moves))]);
        const present = MODE_CREWS[s.u8[MODE]];
        for (let crew = 0; crew < 4; crew++) {
          if (((present >> crew) & 1) === 0) continue;
          const enemies = slowEnemies(s, crew);
          if (enemyPieces(s, crew) !== enemies) expect(enemyPieces(s, crew), `enemies of crew ${crew}`).toBe(enemies);
          for (const ch of [MISSIONARY, FRIDAY]) {
            const want = slowGiver(s, crew, ch);
            if (giverFor(s, crew, ch) !== want) expect(giverFor(s, crew, ch), `crew ${crew}'s giver for ${ch}`).toBe(want);
            if (want >= 0) givers++;
          }
          computeMasks(s, crew);
          let own = 0, friends = 0, pilots = 0;
          for (let p = 0; p < MAX_PIECES; p++) {
            const c = s.u8[P_CREW + p];
            if (c === NO_CREW || team(s, c) !== team(s, crew)) continue;
            friends |= 1 << p;
            const fighter = p < MISSIONARY || (p === MISSIONARY && (s.u8[P_FLAGS2 + p] & F2_CONVERTED) !== 0);
            if (c === crew && fighter) pilots |= 1 << p;
            if (c === crew && p >= BEN_GUNN && s.u8[P_CELL + p] !== NO_CELL) own |= 1 << p;
          }
          const preacher = slowClaimed(s) && (s.u8[P_FLAGS2 + MISSIONARY] & F2_CONVERTED) === 0 ? s.u8[P_CELL + MISSIONARY] : NO_CELL;
          const got = [ownInhabitants, teamMask, enemyMask, pilotMask, preacherAt], want = [own, friends, enemies, pilots, preacher];
          if (got.join() !== want.join()) expect(got, `crew ${crew}'s masks: own inhabitants, team, enemies, pilots, preacher's cell`).toEqual(want);
          if (own !== 0) owned++;
          let bottles = 0;
          for (let k = 0; k < 4; k++) if (((present >> k) & 1) !== 0 && team(s, k) === team(s, crew)) bottles += s.u8[BOTTLES + k];
          if (teamHasBottle(s, crew) !== bottles > 0) expect(teamHasBottle(s, crew), `crew ${crew} has rum`).toBe(bottles > 0);
        }
        const land = Array.from(LAND_CELLS);
        const closed = land.filter((c) => s.u8[TILE_KIND + c] === Kind.Closed).length;
        if (closedCount(s) !== closed) expect(closedCount(s), 'face-down tiles').toBe(closed);
        const pair = land.filter((c) => quakeMovable(s, c)).length >= 2;
        if (quakePairExists(s) !== pair) expect(quakePairExists(s), 'two cells the earthquake may swap').toBe(pair);
        // Every open cave as the one entered, with the enemies of its crew's first pirate.
        for (const from of LAND_CELLS) {
          if (s.u8[TILE_KIND + from] !== Kind.Cave) continue;
          const enemies = slowEnemies(s, 0);
          const others = Array.from(LAND_CELLS).filter((c) => c !== from && s.u8[TILE_KIND + c] === Kind.Cave);
          const free = others.filter((c) => (pieceMaskAt(s, c) & enemies) === 0);
          const n = caveExits(s, from, enemies, exits);
          if (others.length === 0) { if (n !== -1) expect(n, `exits from the only cave ${from}`).toBe(-1); lostAlone++; continue; }
          const got = Array.from(exits.subarray(0, Math.max(n, 0)));
          if (got.join() !== free.join()) expect(got, `exits from cave ${from}`).toEqual(free);
          exitLists++;
        }
      }
    }
    // The games reach the cases each shortcut answers, so both versions were compared there.
    expect(givers).toBeGreaterThan(0);
    expect(lostAlone).toBeGreaterThan(0);
    expect(exitLists).toBeGreaterThan(0);
    expect(owned).toBeGreaterThan(0);
  });
});

/** The pieces standing on `cell`, from every piece's own cell. */
function pieceMaskAt(s: State, cell: number): number {
  let m = 0;
  for (let p = 0; p < MAX_PIECES; p++) if (s.u8[P_CELL + p] === cell) m |= 1 << p;
  return m;
}
