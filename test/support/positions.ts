/**
 * Test positions shared by the bot tests (not a test file itself, so importing it does not
 * re-run anyone's tests): states from heuristic self-play where a coin can go aboard.
 */
import { applyMove } from '../../src/jackal/apply.js';
import { generateMoves, MAX_MOVES } from '../../src/jackal/movegen.js';
import { NEIGHBOURS, SHIP_FRONT } from '../../src/jackal/geometry.js';
import { moveCoin, MoveType, moveTo, moveType } from '../../src/jackal/moves.js';
import { observe } from '../../src/jackal/observation.js';
import { checkOptions, GameOptions } from '../../src/jackal/options.js';
import { Rng } from '../../src/core/rng.js';
import { currentCrew, currentPlayer, isTerminal, scores } from '../../src/jackal/outcome.js';
import { newGame } from '../../src/jackal/setup.js';
import { cloneState, put, SHIP_CELL, State, TILE_ARG, TILE_KIND, TILE_TYPE } from '../../src/jackal/state.js';
import { Kind, tileTypeId } from '../../src/jackal/tiles.js';
import { createBot } from '../../bots/registry.js';

const O2 = checkOptions({ mode: '2p', maxPlies: 600 }) as GameOptions;

/**
 * States of heuristic self-play in which the player on turn can put a coin aboard:
 * a coin-carrying move onto a ship of his own.
 */
export function coinAboardStates(count: number): State[] {
  const out: State[] = [];
  const bot = createBot('heuristic');
  const moves = new Int32Array(MAX_MOVES);
  for (let g = 0; out.length < count && g < 20; g++) {
    const s = newGame(O2, `aboard:${g}`);
    const rng = new Rng(`aboard-play:${g}`);
    while (!isTerminal(s) && out.length < count) {
      const n = generateMoves(s, moves);
      for (let i = 0; i < n; i++) {
        const m = moves[i];
        if (!moveCoin(m)) continue;
        const after = cloneState(s);
        applyMove(after, m);
        if (scores(after)[currentPlayer(s)] > scores(s)[currentPlayer(s)]) { out.push(cloneState(s)); break; }
      }
      applyMove(s, bot.chooseMove(observe(s, currentPlayer(s)), { iterations: 0, ms: 0 }, rng));
    }
  }
  return out;
}

/** Whether playing m in s raises the mover's score. */
export function bringsCoinAboard(s: State, m: number): boolean {
  const after = cloneState(s);
  applyMove(after, m);
  return scores(after)[currentPlayer(s)] > scores(s)[currentPlayer(s)];
}


/** Turns a face-down cell face up as the given tile (for hand-made positions). */
export function lay(s: State, cell: number, type: string, kind: Kind, arg = 0): void {
  put(s, TILE_TYPE + cell, tileTypeId(type));
  put(s, TILE_KIND + cell, kind);
  put(s, TILE_ARG + cell, arg);
  s.layout[cell] = 0;
}

/**
 * A 2p position with white to move and a pirate on g2, in front of his ship, whose five
 * face-down neighbours have been laid face up as cannibals.
 */
export function cannibalRing(): State {
  const s = newGame(O2, 'cannibal');
  const front = SHIP_FRONT[s.u8[SHIP_CELL]];
  lay(s, front, 'empty', Kind.Empty);
  const moves = new Int32Array(MAX_MOVES);
  const find = (pred: (m: number) => boolean): number => {
    const n = generateMoves(s, moves);
    for (let i = 0; i < n; i++) if (pred(moves[i])) return moves[i];
    return moves[0];
  };
  applyMove(s, find((m) => moveType(m) === MoveType.Move && moveTo(m) === front)); // white lands on g2
  while (currentCrew(s) !== 0) applyMove(s, find((m) => moveType(m) === MoveType.Sail)); // the others sail
  let cannibals = 0;
  for (let d = 0; d < 8; d++) {
    const c = NEIGHBOURS[front * 8 + d];
    if (s.u8[TILE_KIND + c] === Kind.Closed) { lay(s, c, 'cannibal', Kind.Cannibal); cannibals++; }
  }
  if (cannibals !== 5) throw new Error(`cannibalRing: ${cannibals} cannibals laid, expected 5`);
  return s;
}
