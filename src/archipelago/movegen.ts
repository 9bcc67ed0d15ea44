/**
 * The legal decisions of a state, written into a caller's buffer; allocates nothing.
 *
 * MAX_MOVES = 512 covers the worst case: in a Play phase at most 6 pieces (3 pirates, the
 * missionary, Ben Gunn, Friday) x 8 directions x 3 (no coin, one, two) = 144 steps, as many
 * again taking the cart along (cart-moves.ts), fewer than 240 sailing destinations (the
 * grid's cells) and only with rowers aboard (who then step off the ship, 8 ways each), and 4
 * revivals; a flight, peek or earthquake pick names at most the 132 cells of the largest
 * picture (geometry.MAX_ROWS x MAX_COLS).
 *
 * Imports (the modules a move's generation and play run through). V8's optimizing compiler
 * reads an imported binding through its module's cell, with a check that it is initialised, at
 * every use; a module-level `const` it folds into the code as its value. So those modules
 * import their siblings as namespaces and copy what they read into module constants (`const {
 * PHASE, ... } = stateModule`); const enums and types stay named imports (erased), and a
 * binding that changes (an `export let`: none today) would have to stay imported. Copying is
 * safe because the engine has no import circles (test/layers.test.ts): a module is evaluated
 * before its importers. Same games; random playouts ran 1.48x faster (the bench's archipelago
 * workload, both builds in one process, interleaved rounds, CPU time).
 */

import * as geometryModule from './geometry.js';
import * as seaModule from './sea.js';
import { MoveKind } from './moves.js';
import * as movesModule from './moves.js';
import { Card } from './abilities.js';
import * as abilitiesModule from './abilities.js';
import * as abilitiesPlayModule from './abilities-play.js';
import * as campaignModule from './campaign.js';
import * as rulesModule from './rules.js';
import { Choice, Phase, State } from './state.js';
import * as stateModule from './state.js';
import * as soloStateModule from './solo-state.js';
import { Kind } from './tiles.js';
import * as tilesModule from './tiles.js';
import * as palmModule from './palm.js';
import * as tideModule from './tide.js';
import * as tortoiseModule from './tortoise.js';
import * as cavesModule from './caves.js';
import * as cartMovesModule from './cart-moves.js';
import * as islandersModule from './islanders.js';
import * as quakeModule from './quake.js';

// module constants, not imported bindings: V8 folds them (the header, "Imports")
const { CELLS, KNIGHT, STEP, W } = geometryModule;
const { MAX_SPEED, seaTable } = seaModule;
const { BOTTLE_GIFT, COIN_BIT, COIN2_BIT, move, NO_PIECE } = movesModule;
const { hasCard, holderOf } = abilitiesModule;
const { fireMoves } = abilitiesPlayModule;
const { cardChoices, drawOutcomes } = campaignModule;
const {
  alongShore, canAct, enemiesAt, enemyFridayAt, enemyPreacherAt, isLand, isPreacher, markPieces, mayEnterLand, ownPreacherAt, shipAt,
} = rulesModule;
const {
  ABOARD, allied, BERTH, BOTTLES, CAVED, TERRAIN, CHOICE, COINS, controller, FALLEN, isPirate, KNOWN, labStep, MISSIONARY, MOVED, OUT, BEN_GUNN, FRIDAY,
  PEND_PIECE, CART, CARDS, P_CELL, P_CREW, P_STAT, PEND_CELL, PHASE, PIECES, QUAKE_FIRST, QUAKE_TURN, SHIP, smokeBurns, TILE, TURN, BEAR, TORTOISE, UP,
} = stateModule;
const { isSolo, SOLO_BANK, SOLO_ON } = soloStateModule;
const { arrowDirs, kindOf, labSteps } = tilesModule;
const { mayClimbDown, mayClimbUp } = palmModule;
const { tidePicks } = tideModule;
const { climbsOut } = tortoiseModule;
const { caveExits } = cavesModule;
const { cartMoves } = cartMovesModule;
const { spyglassBonus } = islandersModule;
const { arrowTurns } = quakeModule;

export const MAX_MOVES = 512;

export function generateMoves(s: State, out: Int32Array): number {
  switch (s.v[PHASE]) {
    case Phase.Berth: return berths(s, out);
    case Phase.Play: return play(s, out);
    case Phase.Choose: return choices(s, out);
    case Phase.Peek: return peeks(s, out, 0);
    case Phase.Quake: return s.v[QUAKE_TURN] !== 0 ? arrowTurns(s, out, 0) : quakePicks(s, out, 0); // after the picks, the swapped arrows (quake.ts)
    case Phase.Bottle: return bottles(s, out, 0);
    case Phase.Tide: return tidePicks(s, out, 0);
    case Phase.Roll: case Phase.Duel: for (let f = 1; f <= 6; f++) out[f - 1] = move(MoveKind.Roll, 0, f); return 6;
    case Phase.Draw: return drawOutcomes(s, out, null);
    case Phase.Card: return cardChoices(s, out);
    default: return 0;
  }
}

/** Berths for the crew on turn: not taken and not next to another ship (line 1190); if none is left, any free berth. */
function berths(s: State, out: Int32Array): number {
  let n = 0;
  for (let pass = 0; pass < 2 && n === 0; pass++) {
    for (let c = 0; c < CELLS; c++) {
      if (s.u8[BERTH + c] === 0 || shipAt(s, c) >= 0) continue;
      if (pass === 0 && nextToShip(s, c)) continue;
      out[n++] = move(MoveKind.Berth, 0, c);
    }
  }
  return n;
}

const nextToShip = (s: State, c: number): boolean => {
  for (let d = 0; d < 8; d++) { const m = STEP[c * 8 + d]; if (m >= 0 && shipAt(s, m) >= 0) return true; }
  return false;
};

function play(s: State, out: Int32Array): number {
  const crew = s.v[TURN];
  let n = 0;
  markPieces(s);
  if (isSolo(s)) n = steps(s, s.v[SOLO_ON], crew, out, n); // solo: the pirate on turn alone (line 1177)
  else for (let p = 3 * crew; p < 3 * crew + 3; p++) n = steps(s, p, crew, out, n);
  for (let q = MISSIONARY; q <= FRIDAY; q++) if (s.u8[P_CREW + q] === crew) n = steps(s, q, crew, out, n); // the missionary, Ben Gunn, Friday (islanders.ts)
  if (s.v[CART] !== 0) n = cartMoves(s, crew, out, n); // taking the cart along (cart-moves.ts)
  if (s.v[CARDS] !== 0) n = fireMoves(s, crew, out, n); // the gunner
  n = sails(s, crew, out, n);
  n = revivals(s, crew, out, n);
  if (n === 0) out[n++] = move(MoveKind.Pass, 0, 0);
  return n;
}

/** The steps of piece p (lines 680-690): 8 directions on land, off and onto its ship, swimming along the shore. */
export function steps(s: State, p: number, crew: number, out: Int32Array, n: number): number {
  if (!canAct(s, p)) return n;
  const at = s.u8[P_CELL + p], preacher = isPreacher(s, p);
  if (at >= ABOARD) {
    const sc = s.u8[SHIP + at - ABOARD];
    for (let d = 0; d < 8; d++) {
      const m = STEP[sc * 8 + d];
      if (m >= 0 && isLand(s, m) && mayEnterLand(s, p, crew, m, false, true)) out[n++] = move(MoveKind.Step, p, m);
    }
    return n;
  }
  if (!isLand(s, at)) {
    const shielded = !preacher && ownPreacherAt(s, at, crew); // swimming with his own preacher: he attacks no one (A-B16)
    for (let d = 0; d < 8; d++) {
      const m = STEP[at * 8 + d];
      if (m < 0) continue;
      if (isLand(s, m)) { // never climbs onto land (line 684) but onto the tortoise (line 1026); the swimmer does
        if (climbsOut(s, p, m) || (hasCard(s, p, Card.Swimmer) && mayEnterLand(s, p, crew, m, false, !shielded))) out[n++] = move(MoveKind.Step, p, m);
        continue;
      }
      const k = shipAt(s, m);
      if (k >= 0) { if (preacher ? k === crew : true) out[n++] = move(MoveKind.Step, p, m); continue; }
      // Not onto enemies for the preacher and Friday (they strike no one, lines 914, 994), nor for a pirate in his own
      // preacher's water (line 914: he cannot attack; Friday there he would win over), nor onto the enemy preacher (line 914)
      // but for Friday, who meets him there and both leave (line 994; A-B16: he is none of line 914's "враги").
      if (!alongShore(s, m) || (enemyPreacherAt(s, m, crew) && p !== FRIDAY)) continue;
      if ((preacher || p === FRIDAY || shielded) && enemiesAt(s, m, crew, 0) > 0) continue;
      if (shielded && enemyFridayAt(s, m, crew)) continue;
      out[n++] = move(MoveKind.Step, p, m);
    }
    return n;
  }
  if (((s.v[UP] >> p) & 1) !== 0) { if (mayClimbDown(s, p, at)) out[n++] = move(MoveKind.Step, p, at); return n; } // up a palm: only down (line 1042)
  if (mayClimbUp(s, p, at)) out[n++] = move(MoveKind.Step, p, at);
  const steps = labSteps(kindOf(s.u8[TILE + at])), step = labStep(s, p);
  if (step > 0 && step < steps) { out[n++] = move(MoveKind.Step, p, at); return n; } // one step further in (line 890)
  const coin = !preacher && s.u8[COINS + at] > 0 && !(isSolo(s) && at === s.v[SOLO_BANK]); // solo: a coin in the bank is delivered
  const coin2 = coin && s.u8[COINS + at] > 1 && hasCard(s, p, Card.Porter); // the porter carries two
  const mayStrike = !ownPreacherAt(s, at, crew);
  for (let d = 0; d < 8; d++) {
    const m = STEP[at * 8 + d];
    if (m < 0) continue;
    if (!isLand(s, m)) {
      const k = shipAt(s, m);
      if (k < 0) { if (hasCard(s, p, Card.Swimmer)) out[n++] = move(MoveKind.Step, p, m); continue; } // no jumping into the sea from the shore (line 684), but the swimmer dives
      if (preacher ? k === crew : allied(s, crew, k)) {
        out[n++] = move(MoveKind.Step, p, m);
        if (coin) out[n++] = move(MoveKind.Step, p, m) | COIN_BIT;
        if (coin2) out[n++] = move(MoveKind.Step, p, m) | COIN_BIT | COIN2_BIT;
      } else if (!preacher) out[n++] = move(MoveKind.Step, p, m); // onto an enemy ship: death, by choice (FAQ line 1228)
      continue;
    }
    if (mayEnterLand(s, p, crew, m, false, mayStrike)) out[n++] = move(MoveKind.Step, p, m);
    if (coin && mayEnterLand(s, p, crew, m, true, mayStrike)) {
      out[n++] = move(MoveKind.Step, p, m) | COIN_BIT;
      if (coin2) out[n++] = move(MoveKind.Step, p, m) | COIN_BIT | COIN2_BIT;
    }
  }
  return n;
}

const DIST = new Int8Array(CELLS);
const QUEUE = new Int16Array(CELLS);
/** SEEN_AT[c] === gen: c reached in the current walk (a stamp instead of clearing 240 cells a call). */
const SEEN_AT = new Int32Array(CELLS);
/** IS_SHIP[c] === gen: a ship stands on c, in the current walk. */
const IS_SHIP = new Int32Array(CELLS);
/** The walk counter (a one-word array: module `let`s cost a check on every read). */
const GEN = new Int32Array(1);

/** Ship speed: the crew's own pirates aboard (line 676; allies and the preacher do not row, line 1238). */
export function speed(s: State, crew: number): number {
  const aboard = ABOARD + crew;
  let v = 0;
  for (let p = 3 * crew; p < 3 * crew + 3; p++) if (s.u8[P_CELL + p] === aboard) v++;
  for (let q = MISSIONARY; q <= BEN_GUNN; q++) if (s.u8[P_CELL + q] === aboard && s.u8[P_CREW + q] === crew && isPirate(s, q)) v++; // the converted missionary, Ben Gunn
  if (v > 0) v += spyglassBonus(s, crew); // one cell further while an own pirate stands on the spyglass (line 965)
  if (s.v[CARDS] !== 0) { const q = holderOf(s, Card.Navigator); if (q >= 0 && s.u8[P_CELL + q] === aboard) v++; } // the navigator: one further
  return v;
}

/** Another crew's ship within r king steps of cell c. */
function shipWithin(s: State, crew: number, c: number, r: number): boolean {
  const cx = c % W, cy = (c / W) | 0;
  for (let k = 0; k < 4; k++) {
    const m = s.u8[SHIP + k];
    if (k === crew || m >= CELLS) continue;
    if (Math.abs((m % W) - cx) <= r && Math.abs(((m / W) | 0) - cy) <= r) return true;
  }
  return false;
}

/** Where the crew's ship can sail: up to `speed` steps over sea in 8 directions, a row of touching ships stepped over as one step (line 1203). */
function sails(s: State, crew: number, out: Int32Array, n: number): number {
  const from = s.u8[SHIP + crew], v = speed(s, crew);
  if (v === 0 || from === OUT) return n;
  const table = seaTable(s);
  // A ship further than v king steps can neither be reached nor stepped over within v steps.
  if (table !== null && v <= MAX_SPEED && !shipWithin(s, crew, from, v)) {
    const end = table.ends[from * (MAX_SPEED + 1) + v];
    for (let i = table.start[from]; i < end; i++) out[n++] = move(MoveKind.Sail, 0, table.list[i]);
    return n;
  }
  let gen = ++GEN[0];
  if (gen > 0x3fffffff) { gen = GEN[0] = 1; SEEN_AT.fill(0); IS_SHIP.fill(0); }
  for (let k = 0; k < 4; k++) { const c = s.u8[SHIP + k]; if (c < CELLS && k !== crew) IS_SHIP[c] = gen; }
  SEEN_AT[from] = gen;
  DIST[from] = 0;
  let head = 0, tail = 0;
  QUEUE[tail++] = from;
  while (head < tail) {
    const c = QUEUE[head++];
    if (DIST[c] === v) continue;
    for (let d = 0; d < 8; d++) {
      let m = STEP[c * 8 + d];
      while (m >= 0 && IS_SHIP[m] === gen) m = STEP[m * 8 + d];
      if (m < 0 || SEEN_AT[m] === gen || s.u8[TERRAIN + m] !== 0) continue; // land
      SEEN_AT[m] = gen;
      DIST[m] = DIST[c] + 1;
      QUEUE[tail++] = m;
      out[n++] = move(MoveKind.Sail, 0, m);
    }
  }
  return n;
}

/** Revivals at an open sanctuary where a pirate of the crew stands, while it has fewer than 3 fighters (line 836, FAQ line 1246). */
function revivals(s: State, crew: number, out: Int32Array, n: number): number {
  let at = -1, fighters = 0;
  for (let p = 3 * crew; p < 3 * crew + 3; p++) {
    const c = s.u8[P_CELL + p];
    if (c === OUT) continue;
    fighters++;
    if (c < ABOARD && kindOf(s.u8[TILE + c]) === Kind.Sanctuary && s.u8[TILE + c] !== 0) at = c;
  }
  for (let q = MISSIONARY; q <= BEN_GUNN; q++) {
    if (s.u8[P_CREW + q] !== crew || !isPirate(s, q) || s.u8[P_CELL + q] === OUT) continue;
    fighters++; // converted, the missionary is a pirate like the others (line 918), Ben Gunn too (line 957); they may stand on the sanctuary
    const c = s.u8[P_CELL + q];
    if (at < 0 && c < ABOARD && s.u8[TILE + c] !== 0 && kindOf(s.u8[TILE + c]) === Kind.Sanctuary) at = c;
  }
  if (at < 0 || fighters >= 3) return n;
  for (let p = 3 * crew; p < 3 * crew + 3; p++) if (s.u8[P_CELL + p] === OUT) out[n++] = move(MoveKind.Revive, p, at);
  return n;
}

function choices(s: State, out: Int32Array): number {
  const c = s.v[PEND_CELL];
  let n = 0;
  switch (s.v[CHOICE]) {
    case Choice.Arrow: {
      const dirs = arrowDirs(s.u8[TILE + c]);
      for (let d = 0; d < 8; d++) if ((dirs >> d) & 1) out[n++] = move(MoveKind.Choose, 0, STEP[c * 8 + d]);
      return n;
    }
    case Choice.Horse:
      for (let k = 0; k < 8; k++) { const m = KNIGHT[c * 8 + k]; if (m >= 0) out[n++] = move(MoveKind.Choose, 0, m); }
      return n;
    case Choice.Trampoline:
      for (let d = 0; d < 8; d++) { const m = STEP[c * 8 + d], f = m < 0 ? -1 : STEP[m * 8 + d]; if (f >= 0) out[n++] = move(MoveKind.Choose, 0, f); }
      return n;
    case Choice.Flight:
      for (let m = 0; m < CELLS; m++) if (m !== c && isLand(s, m)) out[n++] = move(MoveKind.Choose, 0, m);
      return n;
    case Choice.Cave: return caveExits(s, c, s.v[PEND_PIECE], out, 0);
    default: // Choice.Musket: a direction
      for (let d = 0; d < 8; d++) out[n++] = move(MoveKind.Choose, 0, d);
      return n;
  }
}

/** Closed cells the deciding player has not peeked at (the lighthouse, line 812). */
export function peeks(s: State, out: Int32Array | null, n: number): number {
  const bit = 1 << controller(s);
  for (let c = 0; c < CELLS; c++) {
    if (!isLand(s, c) || s.u8[TILE + c] !== 0 || (s.u8[KNOWN + c] & bit) !== 0) continue;
    if (out) out[n] = move(MoveKind.Peek, 0, c);
    n++;
  }
  return n;
}

/** Cells the earthquake may swap: land where nobody stands and nothing lies (line 930), other than its first pick. */
export function quakePicks(s: State, out: Int32Array | null, n: number): number {
  for (let c = 0; c < CELLS; c++) {
    if (!isLand(s, c) || c === s.v[QUAKE_FIRST] || s.u8[COINS + c] !== 0 || s.v[BEAR] === c || s.v[TORTOISE] === c || s.v[CART] === c || occupied(s, c)) continue; // the tortoise: tiles do not act on it (line 1024)
    if (out) out[n] = move(MoveKind.Quake, 0, c);
    n++;
  }
  return n;
}

const occupied = (s: State, c: number): boolean => {
  for (let p = 0; p < PIECES; p++) if (s.u8[P_CELL + p] === c) return true;
  return false;
};

/**
 * End-of-turn bottles (line 772): raise a fallen pirate of the crew, take one out of a
 * labyrinth to its last step, or hand one to the preaching missionary or Friday, of any crew,
 * on or next to the piece that moved (lines 918, 994, FAQ line 1258; A-B21, A-B23); or none. Not
 * under the smoke (line 882). The crew's own preacher, fallen or inside a labyrinth, within the
 * gift's reach has both: `bottle M` (772: raised, led out; a preacher still) and `bottle M
 * gift` (918: a pirate where he lies or stands; A-B25).
 */
export function bottles(s: State, out: Int32Array | null, n: number): number {
  const crew = s.v[TURN];
  if (s.v[BOTTLES + crew] === 0 || smokeBurns(s)) return n; // nobody commands another's bottles (line 882); the finder's own turn is his
  for (let p = 0; p < PIECES; p++) {
    const at = s.u8[P_CELL + p];
    if (at === OUT || (s.u8[P_STAT + p] & CAVED) !== 0) continue; // one lost in the caves is out of reach (A-B9, A-B21)
    if (p === FRIDAY) { // whoever's he is, "получит бутылку" and leaves (line 994; A-B21); aboard too (A-R29)
      if (s.v[MOVED] !== FRIDAY && nearMover(s, standsOn(s, at))) { if (out) out[n] = move(MoveKind.Bottle, p, 0); n++; }
      continue;
    }
    // The preaching missionary of any crew, who turns pirate of the crew he preached for (line 918; A-B23); aboard too (A-R29)
    const preacher = isPreacher(s, p) && nearMover(s, standsOn(s, at));
    if (s.u8[P_CREW + p] !== crew) { if (preacher) { if (out) out[n] = move(MoveKind.Bottle, p, 0); n++; } continue; }
    const fallen = (s.u8[P_STAT + p] & FALLEN) !== 0;
    const inLab = at < ABOARD && labStep(s, p) > 0 && labStep(s, p) < labSteps(kindOf(s.u8[TILE + at]));
    if (fallen || inLab || preacher) { if (out) out[n] = move(MoveKind.Bottle, p, 0); n++; }
    if (preacher && (fallen || inLab)) { if (out) out[n] = move(MoveKind.Bottle, p, BOTTLE_GIFT); n++; } // line 918's gift beside line 772's use (A-B25)
  }
  if (n > 0) { if (out) out[n] = move(MoveKind.Bottle, NO_PIECE, 0); n++; }
  return n;
}

/** The board cell a piece at `at` stands on: aboard, his ship's sea cell (A-R29: a ship lies on a cell). */
const standsOn = (s: State, at: number): number => (at >= ABOARD ? s.u8[SHIP + at - ABOARD] : at);

/**
 * The piece that moved this turn, the hand of the gift, stands on c or next to it (aboard: his
 * ship's cell). Not the preacher, who carries nothing (line 920); once converted he is "самым
 * что ни на есть обычным пиратом" (line 918) and hands one like any (A-B21).
 */
function nearMover(s: State, c: number): boolean {
  const p = s.v[MOVED];
  if (p < 0 || isPreacher(s, p)) return false;
  const m = standsOn(s, s.u8[P_CELL + p]);
  if (m === c) return true;
  for (let d = 0; d < 8; d++) if (STEP[c * 8 + d] === m) return true;
  return false;
}
