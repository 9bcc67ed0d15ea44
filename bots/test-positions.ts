/**
 * Test positions shared by the bot tests (not a test file itself, so importing it does not
 * re-run anyone's tests): states from heuristic self-play where a coin can go aboard.
 */
import { applyMove } from '../src/apply.js';
import { generateMoves, MAX_MOVES } from '../src/movegen.js';
import { moveCoin } from '../src/moves.js';
import { observe } from '../src/observation.js';
import { checkOptions, GameOptions } from '../src/options.js';
import { Rng } from '../src/rng.js';
import { currentPlayer, isTerminal, scores } from '../src/rules.js';
import { newGame } from '../src/setup.js';
import { cloneState, State } from '../src/state.js';
import { createBot } from './registry.js';

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

