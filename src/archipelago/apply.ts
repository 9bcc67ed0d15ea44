/**
 * Playing a decision, and the end of a turn: bottles (line 772), the bear's walk at the end
 * of its waker's turns (line 898), the rum wearing off (line 727), the smoke dying down
 * (line 880), the end of the game (line 1102) and the ply limit. `applyMove` is unchecked:
 * the move is assumed to be one `generateMoves` gave. Allocates nothing.
 */

import * as geometryModule from './geometry.js';
import * as bearModule from './bear.js';
import * as chainModule from './chain.js';
import * as cartModule from './cart.js';
import * as cavesModule from './caves.js';
import * as movegenModule from './movegen.js';
import * as setupModule from './setup.js';
import * as stallModule from './stall.js';
import { MoveKind } from './moves.js';
import * as movesModule from './moves.js';
import { Card } from './abilities.js';
import * as abilitiesModule from './abilities.js';
import * as abilitiesPlayModule from './abilities-play.js';
import * as campaignModule from './campaign.js';
import * as rulesModule from './rules.js';
import * as soloStateModule from './solo-state.js';
import * as soloTurnModule from './solo-turn.js';
import { Choice, Phase, Result, State } from './state.js';
import * as stateModule from './state.js';
import * as tilesModule from './tiles.js';
import * as palmModule from './palm.js';
import * as tideModule from './tide.js';
import * as quakeModule from './quake.js';
import * as tortoiseModule from './tortoise.js';
import * as wheelModule from './wheel.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { DX, DY, STEP, W } = geometryModule;
const { bearStep } = bearModule;
const { arrive, atSea, caveOut, shoot } = chainModule;
const { cartTaken } = cartModule;
const { caveRelease } = cavesModule;
const { bottles, peeks } = movegenModule;
const { COINS_TOTAL } = setupModule;
const { stallTurnEnd } = stallModule;
const { BOTTLE_GIFT, coinsOf, drawMask, moveArg, moveKind, movePiece, NO_PIECE, withCart } = movesModule;
const { hasCard } = abilitiesModule;
const { duel, fire, turnEndCards } = abilitiesPlayModule;
const { campaignGoesOn, drawCards, endIsland, takeCard } = campaignModule;
const { isLand, isPreacher, kill } = rulesModule;
const { isSolo } = soloStateModule;
const { soloCloseTurn } = soloTurnModule;
const {
  ABOARD, allied, MISSIONARY, FRIDAY, CLOSED_N, COIN_SUPPLY, LOST, SCORE, BEAR, BEAR_CREW, BEAR_NEW, BOTTLES, CARRY, CHAIN, CHOICE, COINS,
  controller, CONVERTED, CREWS, DIE, DRUNK_MASK, DRUNK_SHIFT, FALLEN, HOW, KNOWN, LAB_MASK, LAB_SHIFT, labStep, MAX_PLIES, MOVED, P_CELL, P_CREW,
  P_STAT, PEEKS, PEND_CELL, PEND_PIECE, PHASE, PIECES, PLY, PLY0, CARDS, PREV, QUAKE_FIRST, RESULT, SHIP, SMOKE, START, TILE, TURN, TURNS, VEC_DX,
  VEC_DY, isPirate,
} = stateModule;
const { dieDir, kindOf, labSteps } = tilesModule;
const { climb } = palmModule;
const { wash } = tideModule;
const { quakeSwap, turnArrow } = quakeModule;
const { tortoiseWalk } = tortoiseModule;
const { turnWheels } = wheelModule;

export function applyMove(s: State, m: number): void {
  const arg = moveArg(m), p = movePiece(m);
  switch (moveKind(m)) {
    case MoveKind.Berth: berth(s, arg); break;
    case MoveKind.Step: if (withCart(m)) cartTaken(s, s.u8[P_CELL + p]); step(s, p, arg, coinsOf(m)); break;
    case MoveKind.Sail: sail(s, arg); break;
    case MoveKind.Revive: s.u8[P_CELL + p] = arg; s.u8[P_STAT + p] = 0; s.v[MOVED] = p; endTurn(s); break;
    case MoveKind.Pass: endTurn(s); break;
    case MoveKind.Choose: choose(s, arg); break;
    case MoveKind.Roll: {
      if (s.v[PHASE] === Phase.Duel) { s.v[DIE] = arg; duel(s, arg); endTurn(s); break; } // the musketeer's die
      const c = s.v[PEND_CELL], d = dieDir(s.u8[TILE + c], arg);
      s.v[DIE] = arg; s.v[PHASE] = Phase.Play;
      setVec(s, c, DX[d], DY[d], 0);
      resolve(s, s.v[PEND_PIECE], STEP[c * 8 + d]);
      break;
    }
    case MoveKind.Peek:
      s.u8[KNOWN + arg] |= 1 << controller(s);
      if (--s.v[PEEKS] === 0 || peeks(s, null, 0) === 0) { s.v[PEEKS] = 0; s.v[PHASE] = Phase.Play; endTurn(s); }
      break;
    case MoveKind.Quake:
      if (s.v[QUAKE_FIRST] < 0) s.v[QUAKE_FIRST] = arg;
      else if (!quakeSwap(s, arg)) endTurn(s); // else the swapped arrows turn first (quake.ts)
      break;
    case MoveKind.Turn: if (!turnArrow(s, arg, p)) endTurn(s); break; // an earthquake's arrow (quake.ts)
    case MoveKind.Bottle: useBottle(s, p, arg === BOTTLE_GIFT); break;
    case MoveKind.Fire: fire(s, p); break;
    case MoveKind.Draw: drawCards(s, drawMask(m)); break;
    case MoveKind.Card: takeCard(s, p, arg); break;
    case MoveKind.Tide: wash(s, arg); if (s.v[PHASE] === Phase.Play) endTurn(s); break; // tide.ts
    default: throw new Error(`archipelago: move ${m} has no kind`);
  }
  s.v[PLY]++;
  if (s.v[RESULT] === Result.Playing && s.v[MAX_PLIES] > 0 && s.v[PLY] - s.v[PLY0] >= s.v[MAX_PLIES]) { s.v[RESULT] = Result.PlyLimit; s.v[PHASE] = Phase.Over; }
  if (s.v[RESULT] !== Result.Playing && campaignGoesOn(s)) endIsland(s); // a campaign's next island (campaign.ts)
}

function berth(s: State, c: number): void {
  const crew = s.v[TURN];
  s.u8[SHIP + crew] = c;
  for (let p = 3 * crew; p < 3 * crew + 3; p++) s.u8[P_CELL + p] = ABOARD + crew;
  if (crew + 1 < s.v[CREWS]) s.v[TURN] = crew + 1;
  else { s.v[TURN] = 0; s.v[PHASE] = Phase.Play; }
}

function setVec(s: State, prev: number, dx: number, dy: number, how: number): void {
  s.v[VEC_DX] = dx; s.v[VEC_DY] = dy; s.v[HOW] = how; s.v[PREV] = prev;
}

/** A piece's own step (or a labyrinth step further in), carrying `coin` coins (two: a porter). */
function step(s: State, p: number, to: number, coin: number): void {
  const at = s.u8[P_CELL + p];
  s.v[MOVED] = p; s.v[CHAIN] = 0;
  if (at === to) { if (!climb(s, p, to)) labForward(s, p, to); if (s.v[PHASE] !== Phase.Duel) endTurn(s); return; } // up or down a palm (palm.ts), or a labyrinth step
  s.u8[P_STAT + p] &= ~LAB_MASK;
  const onLand = at < ABOARD && isLand(s, at);
  s.v[START] = onLand ? at : -1;
  if (coin > 0) { s.u8[COINS + at] -= coin; s.v[CARRY] = coin; }
  const from = at >= ABOARD ? s.u8[SHIP + at - ABOARD] : at;
  setVec(s, at, (to % W) - (from % W), ((to / W) | 0) - ((from / W) | 0), 0);
  if (at < ABOARD && !onLand && !isLand(s, to)) { atSea(s, p, to); endTurn(s); return; } // swimming
  resolve(s, p, to);
}

/** One step further into the labyrinth: enemies on that step are struck (line 1078). */
function labForward(s: State, p: number, c: number): void {
  const next = labStep(s, p) + 1;
  const crew = s.u8[P_CREW + p];
  for (let q = 0; q < PIECES; q++) {
    if (s.u8[P_CELL + q] === c && isPirate(s, q) && !allied(s, crew, s.u8[P_CREW + q]) && labStep(s, q) === next && isPirate(s, p)) {
      if (hasCard(s, q, Card.Musketeer)) { s.v[PEND_PIECE] = p; s.v[PEND_CELL] = c; s.v[PHASE] = Phase.Duel; continue; } // the die decides
      s.u8[P_CELL + q] = ABOARD + s.u8[P_CREW + q]; s.u8[P_STAT + q] &= CONVERTED;
    }
  }
  s.u8[P_STAT + p] = (s.u8[P_STAT + p] & ~LAB_MASK) | (next << LAB_SHIFT);
}

/** Arrives at `to`; ends the turn unless a decision is owed. */
function resolve(s: State, p: number, to: number): void {
  arrive(s, p, to);
  if (s.v[PHASE] === Phase.Play) endTurn(s);
}

function choose(s: State, arg: number): void {
  const p = s.v[PEND_PIECE], c = s.v[PEND_CELL], how = s.v[CHOICE];
  s.v[PHASE] = Phase.Play; s.v[CHOICE] = Choice.None;
  if (how === Choice.Musket) { shoot(s, c, arg); endTurn(s); return; }
  if (how === Choice.Cave) { caveOut(s, p, arg); if (s.v[PHASE] === Phase.Play) endTurn(s); return; } // out of the cave picked (caves.ts)
  const dx = (arg % W) - (c % W), dy = ((arg / W) | 0) - ((c / W) | 0);
  setVec(s, c, dx, dy, how === Choice.Flight ? 1 : 0);
  resolve(s, p, arg);
}

/** The ship sails to c: its own swimmer there climbs aboard, an enemy swimmer dies (ruling of record 2). */
function sail(s: State, c: number): void {
  const crew = s.v[TURN];
  s.u8[SHIP + crew] = c;
  for (let q = 0; q < PIECES; q++) {
    if (s.u8[P_CELL + q] !== c) continue;
    // the preaching missionary boards only his own crew's ship (as chain.board): an ally's sailing onto him drowns him
    if (allied(s, crew, s.u8[P_CREW + q]) && !(isPreacher(s, q) && s.u8[P_CREW + q] !== crew)) { s.u8[P_CELL + q] = ABOARD + crew; s.u8[P_STAT + q] &= CONVERTED; } else kill(s, q);
  }
  s.v[MOVED] = -1;
  endTurn(s);
}

/**
 * The bottle given to p, from the store of the crew on turn (line 882). Friday of any crew
 * leaves the game (line 994; A-B21); the crew's own fallen piece rises, one inside a labyrinth
 * (before its last step) goes to the last step (line 772); else the preaching missionary, the
 * enemy's too, becomes a pirate of the crew he preached for (line 918; A-B23): raising or
 * leading out another crew's piece is none of movegen.ts bottles' gifts. `gift` (BOTTLE_GIFT,
 * the crew's own preacher fallen or inside a labyrinth): line 918 instead of 772, a pirate
 * where he is, still fallen or on his step (A-B25: the gift raises no one, line 762).
 */
function useBottle(s: State, p: number, gift: boolean): void {
  if (p !== NO_PIECE) {
    const crew = s.v[TURN];
    s.v[BOTTLES + crew]--;
    const at = s.u8[P_CELL + p], own = s.u8[P_CREW + p] === crew && !gift;
    if (p === FRIDAY) kill(s, p); // he never falls nor stands inside a labyrinth (line 994: over them as empty tiles)
    else if (own && (s.u8[P_STAT + p] & FALLEN) !== 0) s.u8[P_STAT + p] &= ~FALLEN;
    else if (own && at < ABOARD && labStep(s, p) > 0 && labStep(s, p) < labSteps(kindOf(s.u8[TILE + at]))) s.u8[P_STAT + p] = (s.u8[P_STAT + p] & ~LAB_MASK) | (labSteps(kindOf(s.u8[TILE + at])) << LAB_SHIFT);
    else s.u8[P_STAT + p] |= CONVERTED;
  }
  closeTurn(s);
}

/** The moving part of a turn is over: offer the bottles, else close it. */
function endTurn(s: State): void {
  s.v[PHASE] = Phase.Play;
  if (bottles(s, null, 0) > 0) { s.v[PHASE] = Phase.Bottle; return; }
  closeTurn(s);
}

function closeTurn(s: State): void {
  caveRelease(s); // one lost while an enemy held his way out comes out once it is free (A-B9)
  turnWheels(s); tortoiseWalk(s, s.v[TURN]); // the wheels passed turn (line 1012); the tortoise walks after its finder (line 1022)
  if (isSolo(s)) { soloCloseTurn(s); return; } // one pirate's move, then the next; the bear after the three (solo-turn.ts)
  const crew = s.v[TURN];
  s.v[PHASE] = Phase.Play;
  if (s.v[CARDS] !== 0) turnEndCards(s, crew); // the rescuer and the lookout
  if (s.v[BEAR] >= 0 && s.v[BEAR_CREW] === crew) { if (s.v[BEAR_NEW]) s.v[BEAR_NEW] = 0; else bearStep(s); }
  for (let p = 3 * crew; p <= 3 * crew + 5; p++) {
    const q = p >= 3 * crew + 3 ? MISSIONARY + p - 3 * crew - 3 : p; // the crew's three, then the missionary, Ben Gunn, Friday if theirs
    if (s.u8[P_CREW + q] !== crew) continue;
    const dr = (s.u8[P_STAT + q] & DRUNK_MASK) >> DRUNK_SHIFT;
    if (dr > 0) s.u8[P_STAT + q] = (s.u8[P_STAT + q] & ~DRUNK_MASK) | ((dr - 1) << DRUNK_SHIFT);
  }
  if (s.v[SMOKE] > 0) s.v[SMOKE]--;
  s.v[TURNS]++; s.v[MOVED] = -1; s.v[START] = -1; s.v[CHAIN] = 0; s.v[PEND_PIECE] = -1; s.v[PEND_CELL] = -1; s.v[CARRY] = 0;
  if (islandEmpty(s)) { s.v[RESULT] = Result.AllCoins; s.v[PHASE] = Phase.Over; return; }
  if (stallTurnEnd(s)) { s.v[RESULT] = Result.Stalled; s.v[PHASE] = Phase.Over; return; } // no one can take the last coins (stall.ts, A-R27)
  s.v[TURN] = (crew + 1) % s.v[CREWS];
}

/** Every tile open and no coin left on the island (line 1102). */
export function islandEmpty(s: State): boolean {
  if (s.v[CLOSED_N] !== 0) return false;
  let off = COINS_TOTAL - s.v[COIN_SUPPLY] - s.v[LOST] - s.v[CARRY];
  for (let k = 0; k < s.v[CREWS]; k++) off -= s.v[SCORE + k];
  return off === 0; // the coins on the island (checkState pins the sum)
}
