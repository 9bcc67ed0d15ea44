/**
 * Applying moves. `applyMove(state, move)` is the unchecked hot path: the move is
 * assumed to be one `generateMoves` wrote for this state. `playChecked` is for
 * untrusted input and returns an error value instead. Every write to the visible state
 * goes through `put` (the motion fields PEND_PIECE .. PEND_HOW through motion.ts
 * `putMotion`); the hash is brought up to date when read (state.ts `syncHash`).
 *
 * Where each rule lives (docs/RULES.md names the file and function of every ruling):
 * - chain.ts: a piece's move and the chain of moves its tiles force (travel);
 * - tile-effects.ts: one function a moving tile (arrow, horse, ice, crocodile, balloon,
 *   cannibal, airplane); cannon.ts, caves.ts; stop.ts: the tile where a piece stops;
 * - cycles.ts: the record of tiles passed that tells a cycle;
 * - coins.ts: carrying, dropping, losing and delivering coins and loads;
 * - fight.ts: strikes, deaths, a step along a spinner; sea.ts: swimming, boarding, sailing;
 * - inhabitants.ts, lighthouse.ts, earthquake.ts: Treasure Island's characters and tiles;
 * - choices.ts: follow-up decisions; turn-end.ts: the end of a turn, of a ply, of the game.
 */

import * as stateModule from './state.js';
import { Pending, State } from './state.js';
import * as motionModule from './motion.js';
import * as movesModule from './moves.js';
import { MoveType } from './moves.js';
import * as movegenModule from './movegen.js';
import * as coinsModule from './coins.js';
import * as inhabitantsModule from './inhabitants.js';
import * as seaModule from './sea.js';
import * as chainModule from './chain.js';
import * as choicesModule from './choices.js';
import * as turnEndModule from './turn-end.js';

// Module copies of the imports the hot path reads (movegen.ts, implementation notes).
const { P_CELL, P_FLAGS, PEND_CARRY, PENDING, OVER, CARRY_NONE, TILE_ARG, TURN, placePiece, put } = stateModule;
const { putMotion } = motionModule;
const { LOAD_BITS, movePiece, moveRum, moveTo, moveType } = movesModule;
const { generateMoves } = movegenModule;
const { putItem } = coinsModule;
const { meet, giveRum } = inhabitantsModule;
const { sail } = seaModule;
const { startMove } = chainModule;
const { choose } = choicesModule;
const { endTurn, finishPly, passTurn, turnNews } = turnEndModule;

/**
 * Applies a move generated for this state. Unchecked: any other value is undefined
 * behaviour (use playChecked for untrusted input). Allocates nothing.
 */
export function applyMove(s: State, m: number): void {
  turnNews.progress = false;
  turnNews.grassLit = false;
  const to = moveTo(m);
  switch (moveType(m)) {
    case MoveType.Move:
      startMove(s, movePiece(m), to, m & LOAD_BITS, moveRum(m));
      break;
    case MoveType.Choose:
      choose(s, movePiece(m), to);
      break;
    case MoveType.Stay:
      stay(s, movePiece(m));
      endTurn(s);
      break;
    case MoveType.Sail:
      sail(s, movePiece(m), to);
      endTurn(s);
      break;
    case MoveType.Revive:
      placePiece(s, movePiece(m), to);
      put(s, P_FLAGS + movePiece(m), 0);
      endTurn(s);
      break;
    case MoveType.GiveRum:
      // A gift at any moment of the turn (TI-R8): before the move the turn goes on; after it
      // (Pending.Gift) the turn ends, or waits for a second gift (Friday and the missionary).
      giveRum(s, s.u8[TURN], movePiece(m));
      if (s.u8[PENDING] === Pending.Gift) endTurn(s);
      break;
    case MoveType.Pass:
      // Nothing to move, or no gift after the move: the turn passes.
      if (s.u8[PENDING] === Pending.Gift) passTurn(s);
      else endTurn(s);
      break;
  }
  finishPly(s);
}

/**
 * Piece p stays where a choice tile put him: on the carramba he swore, as a pirate must
 * (TI-R17); on the unused airplane he waits (R11), putting down what he brought.
 */
function stay(s: State, p: number): void {
  const u8 = s.u8;
  const at = u8[P_CELL + p];
  if (u8[PENDING] === Pending.Carramba) {
    put(s, TILE_ARG + at, 0);
    put(s, PENDING, 0);
    meet(s, at);
  } else {
    putItem(s, at, u8[PEND_CARRY]);
    putMotion(s, PEND_CARRY, CARRY_NONE);
  }
}

/** Error value of a checked apply. */
export interface MoveError { code: 'game-over' | 'illegal-move'; message: string }

/**
 * Applies a move from untrusted input: returns null when it was legal and applied,
 * else an error value and leaves the state untouched.
 */
export function playChecked(s: State, m: number, scratch: Int32Array): MoveError | null {
  if (s.u8[OVER] !== 0) return { code: 'game-over', message: 'the game is over' };
  const n = generateMoves(s, scratch);
  for (let i = 0; i < n; i++) {
    if (scratch[i] === m) { applyMove(s, m); return null; }
  }
  return { code: 'illegal-move', message: `move ${m} is not legal here` };
}
