/**
 * Where a piece ends up: the tiles' effects on arrival (lines 690-930), one case per kind,
 * resolved in the same turn until the piece stands, swims, boards, dies, or a decision is
 * owed (a multi-way arrow, the horse, the trampoline, a flight, the musket, the
 * lighthouse, the earthquake) or the die must be rolled. Allocates nothing.
 *
 * The moving piece and its carried coin: V[PEND_PIECE], V[CARRY]; the displacement that
 * brought it (ice repeats it): V[VEC_DX], V[VEC_DY], V[HOW]; the cell it came from (the
 * crocodile sends it back there): V[PREV]. A chain longer than MAX_CHAIN forced steps can
 * only repeat itself: the pirate dies (line 1092) and its coin goes back to the start.
 */

import * as geometryModule from './geometry.js';
import * as bearModule from './bear.js';
import * as movegenModule from './movegen.js';
import * as rulesModule from './rules.js';
import { Choice, Phase, State } from './state.js';
import * as stateModule from './state.js';
import * as soloStateModule from './solo-state.js';
import { Card } from './abilities.js';
import * as abilitiesModule from './abilities.js';
import { Kind } from './tiles.js';
import * as tilesModule from './tiles.js';
import * as tideModule from './tide.js';
import * as tortoiseModule from './tortoise.js';
import * as wheelModule from './wheel.js';
import * as islandersModule from './islanders.js';
import * as cavesModule from './caves.js';
import * as tangledModule from './tangled.js';
import * as cartModule from './cart.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { offset, STEP, DX, DY } = geometryModule;
const { bearStep } = bearModule;
const { quakePicks, peeks } = movegenModule;
const { barred, coinBack, enemiesAt, enemyFridayAt, enemyPreacherAt, isLand, isPreacher, kill, shipAt, strike, toShip } = rulesModule;
const {
  ABOARD, allied, CLOSED_N, BEAR, BEAR_CREW, BEAR_NEW, BOTTLE_SUPPLY, BOTTLES, CARRY, CHAIN, CHOICE, COIN_SUPPLY, COINS, CONVERTED, CREWS,
  DRUNK_SHIFT, FALLEN, HOW, KNOWN, LAB_SHIFT, LOST, MISSIONARY, P_CELL, P_CREW, P_STAT, PEEKS, PEND_CELL, PEND_PIECE, PHASE, PIECES, PREV, SCORE,
  SEEN, SHIP, SMOKE, TILE, VEC_DX, VEC_DY, isPirate, QUAKE_FIRST, UP, CAVED, FRIDAY,
} = stateModule;
const { isSolo, SOLO_BANK } = soloStateModule;
const { hasCard, holderOf } = abilitiesModule;
const { arrowDirs, cannonDir, chestCoins, kindOf, labSteps, NO_COIN, tileBottles } = tilesModule;
const { tideFound } = tideModule;
const { tortoiseFound } = tortoiseModule;
const { wheelDir, wheelPassed } = wheelModule;
const { fridayMeets, fridayWalksOver, islanderFound } = islandersModule;
const { caveExits, emerge, lostInCaves, mayEmerge, onlyExit, otherCave } = cavesModule;
const { tangledDir } = tangledModule;
const { cartAboard, cartDown, cartFound, cartSunk } = cartModule;

export const MAX_CHAIN = 64;

/** Piece p arrives at cell n (V[VEC_*], V[HOW], V[PREV] describe how); returns with the piece placed or a decision owed (V[PHASE] not Play). */
export function arrive(s: State, p: number, n: number): void {
  const crew = s.u8[P_CREW + p];
  for (;;) {
    if (++s.v[CHAIN] > MAX_CHAIN || n < 0) { coinBack(s); kill(s, p); return; }
    if (!isLand(s, n)) { atSea(s, p, n); return; }
    if (s.v[BEAR] === n && !hasCard(s, p, Card.Tamer)) { coinBack(s); toShip(s, p); return; } // line 898: bitten; a closed cell stays closed (line 904)
    if (s.u8[TILE + n] === 0) {
      coinBack(s); // a coin never enters a closed tile (ruling of record 3)
      // An observation does not hold the tile: the piece stands on it unrevealed (a bot's
      // look-ahead reads nothing hidden; the CLI refuses such a move, observation.revealFailed).
      if (s.under[n] === 0) { s.u8[P_CELL + p] = n; return; }
      if (reveal(s, p, n)) return;
    }
    const t = s.u8[TILE + n], k = kindOf(t);
    switch (k) {
      case Kind.Arrow1: case Kind.Arrow2: case Kind.Arrow3a: case Kind.Arrow3b: case Kind.Arrow4d: case Kind.Arrow4s: {
        const dirs = arrowDirs(t);
        if ((dirs & (dirs - 1)) !== 0) { owe(s, p, n, Choice.Arrow); return; }
        const d = 31 - Math.clz32(dirs);
        n = go(s, n, DX[d], DY[d]);
        continue;
      }
      case Kind.Wheel: { // Roger's wheel (line 1012): on along its arrows; it turns at the turn's end (wheel.ts)
        wheelPassed(s, n);
        const d = wheelDir(t);
        n = go(s, n, DX[d], DY[d]);
        continue;
      }
      case Kind.Horse: owe(s, p, n, Choice.Horse); return;
      case Kind.Trampoline: owe(s, p, n, Choice.Trampoline); return;
      case Kind.Ice:
        if (s.v[HOW] === 1) { owe(s, p, n, Choice.Flight); return; } // after a flight, fly again (line 754)
        if (s.v[VEC_DX] * s.v[VEC_DY] === 2 || s.v[VEC_DX] * s.v[VEC_DY] === -2) { owe(s, p, n, Choice.Horse); return; } // after a knight's jump, any knight's jump (line 754; classic FAQ 494)
        n = go(s, n, s.v[VEC_DX], s.v[VEC_DY]);
        continue;
      case Kind.Crocodile: {
        const back = s.v[PREV];
        s.v[PREV] = n; s.v[VEC_DX] = -s.v[VEC_DX]; s.v[VEC_DY] = -s.v[VEC_DY];
        if (back >= ABOARD) { board(s, p, back - ABOARD); return; }
        n = back;
        continue;
      }
      case Kind.Balloon:
        if (isSolo(s)) { s.v[PREV] = n; n = s.v[SOLO_BANK]; continue; } // solo: to the bank, with the coin (line 1181)
        board(s, p, isPreacher(s, p) ? s.u8[P_CREW + p] : crew); return; // own ship, not an ally's (line 820)
      case Kind.Cannon: {
        const d = cannonDir(t);
        let m = n;
        do m = STEP[m * 8 + d]; while (m >= 0 && isLand(s, m));
        s.v[VEC_DX] = DX[d]; s.v[VEC_DY] = DY[d]; s.v[PREV] = n;
        if (m < 0) { coinBack(s); kill(s, p); return; }
        atSea(s, p, m);
        return;
      }
      case Kind.Dice: s.u8[P_CELL + p] = n; s.v[PEND_PIECE] = p; s.v[PEND_CELL] = n; s.v[PHASE] = Phase.Roll; return;
      case Kind.Tangled: { // the tangled crossroads (line 995): on diagonally by the side entered (tangled.ts)
        const d = tangledDir(s.v[VEC_DX], s.v[VEC_DY]);
        n = go(s, n, DX[d], DY[d]);
        continue;
      }
      case Kind.Cave: if (!throughCave(s, p, n, crew)) stand(s, p, n, k); return;
      case Kind.Cannibal: if (p === FRIDAY) { stand(s, p, n, k); return; } coinBack(s); kill(s, p); return; // Friday walks by him (line 994)
      default: stand(s, p, n, k); return;
    }
  }
}

/** The next forced step from n by (dx, dy). */
function go(s: State, n: number, dx: number, dy: number): number {
  s.v[VEC_DX] = dx; s.v[VEC_DY] = dy; s.v[PREV] = n;
  return offset(n, dx, dy);
}

/** A decision owed on cell n: the piece waits there. */
function owe(s: State, p: number, n: number, choice: number): void {
  s.u8[P_CELL + p] = n;
  s.v[PEND_PIECE] = p; s.v[PEND_CELL] = n; s.v[CHOICE] = choice; s.v[PHASE] = Phase.Choose;
}

/** The piece stops on the open stand tile n of kind k: strikes, or dies where it may not be; then the tile's lasting effect. */
function stand(s: State, p: number, n: number, k: number): void {
  const crew = s.u8[P_CREW + p];
  if (barred(s, p, crew, n, k)) { coinBack(s); kill(s, p); return; }
  const lab = labSteps(k) > 0;
  let duelist = -1;
  const foes = k !== Kind.Jungle && isPirate(s, p) ? enemiesAt(s, n, crew, lab ? 1 : 0) : 0;
  // A pirate strikes, or wins the enemy Friday over (fridayMeets below), with empty hands (lines 1064, 1076; A-B22), the daredevil not.
  if ((foes > 0 || (k !== Kind.Jungle && isPirate(s, p) && enemyFridayAt(s, n, crew))) && !hasCard(s, p, Card.Daredevil)) coinBack(s);
  if (foes > 0) duelist = strike(s, n, crew, lab ? 1 : 0);
  s.u8[P_CELL + p] = n;
  if (s.v[CARRY]) {
    if (NO_COIN[k]) coinBack(s);
    else if (k === Kind.Cannibal) { s.v[LOST] += s.v[CARRY]; s.v[CARRY] = 0; } // Friday's coins left at the cannibal leave the game (line 992)
    else { s.u8[COINS + n] += s.v[CARRY]; s.v[CARRY] = 0; }
  }
  cartDown(s, n, k);
  // Whether a comrade stood there is judged before the strike: Friday won over here has not come to the pit after p (762; A-B26).
  const wonFriday = s.u8[P_CELL + FRIDAY] === n && !allied(s, crew, s.u8[P_CREW + FRIDAY]);
  fridayMeets(s, p, n, crew);
  if (s.u8[P_CELL + p] !== n) return; // Friday and the missionary gone (line 990)
  if (fridayWalksOver(p, k)) { if (k === Kind.Pit) raiseFallen(s, p, n, crew); return; } // over pits and labyrinths as empty tiles (line 994), yet the comrade a fallen one waits for (line 762; A-B7)
  if (k === Kind.Barrel) s.u8[P_STAT + p] |= 2 << DRUNK_SHIFT;
  else if (lab) s.u8[P_STAT + p] |= (hasCard(s, p, Card.Runner) ? labSteps(k) : 1) << LAB_SHIFT; // the runner: through at once
  else if (k === Kind.Pit) pit(s, p, n, crew, wonFriday ? FRIDAY : -1);
  // The musketeer struck stays on the cell until the die decides (abilities-play.ts duel).
  if (duelist >= 0) { s.v[PEND_PIECE] = p; s.v[PEND_CELL] = n; s.v[PHASE] = Phase.Duel; }
}

/** A pit (line 762): a comrade arriving raises the fallen and does not fall; alone, the pirate falls. `won` is the piece p's strike just won over (not a comrade who was there), or -1. */
function pit(s: State, p: number, n: number, crew: number, won: number): void {
  if (!raiseFallen(s, p, n, crew, won) && !hasCard(s, p, Card.Acrobat)) s.u8[P_STAT + p] |= FALLEN; // the acrobat never falls
}

/** Piece p of crew arriving on the pit n raises every fallen piece of its side there; true when any piece of its side but `won` stands there (then p does not fall). */
function raiseFallen(s: State, p: number, n: number, crew: number, won = -1): boolean {
  let helped = false;
  for (let q = 0; q < PIECES; q++) {
    if (q === p || q === won || s.u8[P_CELL + q] !== n || !allied(s, crew, s.u8[P_CREW + q])) continue;
    helped = true;
    s.u8[P_STAT + q] &= ~FALLEN;
  }
  return helped;
}

/** Boards ship k if the piece may (its own, or an ally's; the preacher only its own); else dies against it. A carried coin is scored. */
function board(s: State, p: number, k: number): void {
  const crew = s.u8[P_CREW + p];
  if (s.u8[SHIP + k] === 255) { coinBack(s); kill(s, p); return; }
  if (isPreacher(s, p) ? k !== crew : !allied(s, crew, k)) { s.v[LOST] += s.v[CARRY]; s.v[CARRY] = 0; cartAboard(s, -1); kill(s, p); return; }
  cartAboard(s, k); // the cart loaded with its carrier (line 975)
  s.u8[P_CELL + p] = ABOARD + k;
  s.u8[P_STAT + p] &= CONVERTED;
  s.v[SCORE + k] += s.v[CARRY]; s.v[CARRY] = 0;
}

/**
 * The piece lands in the sea at m: onto a ship there, or swimming (a coin sinks, line 1065);
 * an enemy swimmer there dies (line 1090), an enemy Friday there changes sides (line 994:
 * attacked, he plays for the enemy; he is no pirate, so he does not die), Friday and the
 * preaching missionary there both leave (line 994, whoever's they are: Friday swimming or
 * carried onto the enemy preacher too, A-B16, A-B20); a pirate carried onto the enemy preacher,
 * or the preacher or Friday onto enemy pirates, dies, as on land (line 914: neither enters the
 * other's cell; A-R7, A-R15, A-B19).
 */
export function atSea(s: State, p: number, m: number): void {
  if (isSolo(s)) { if (s.v[CARRY]) { s.v[CARRY] = 0; s.v[LOST]++; } kill(s, p); return; } // off the island: dead (line 1179)
  const k = shipAt(s, m);
  if (k >= 0) { board(s, p, k); return; }
  const crew = s.u8[P_CREW + p];
  if ((enemyPreacherAt(s, m, crew) && p !== FRIDAY) || ((isPreacher(s, p) || p === FRIDAY) && enemiesAt(s, m, crew, 0) > 0)) { coinBack(s); kill(s, p); return; } // Friday attacks no one (A-B19); onto the enemy preacher he meets him (fridayMeets, A-B20)
  s.v[LOST] += s.v[CARRY]; s.v[CARRY] = 0;
  cartSunk(s);
  s.u8[P_CELL + p] = m;
  s.u8[P_STAT + p] &= CONVERTED;
  if (isPirate(s, p)) {
    for (let q = 0; q < PIECES; q++) if (q !== p && s.u8[P_CELL + q] === m && isPirate(s, q) && !allied(s, crew, s.u8[P_CREW + q])) kill(s, q);
  }
  fridayMeets(s, p, m, crew);
}

/**
 * The cave n just turned over by piece p (line 979): the first one loses p in the caves; the
 * second brings the lost piece out here and p to the first cave. When an enemy holds that
 * cave p stays here (line 984 "мгновенно перенестись на открытую клетку пещеры, где стоит
 * вражеский пират — нельзя"), and the lost piece comes out here only if p is no enemy of
 * his; else he waits lost until the way is free (caves.ts caveRelease; A-B9). Later ones are
 * passed through like any. True when that ends it.
 */
function caveFound(s: State, p: number, n: number): boolean {
  if (otherCave(s, n) < 0) { s.u8[P_CELL + p] = n; s.u8[P_STAT + p] = (s.u8[P_STAT + p] & CONVERTED) | CAVED; return true; }
  const lost = lostInCaves(s);
  if (lost < 0) return false;
  const first = s.u8[P_CELL + lost];
  if (blocked(s, first, p, s.u8[P_CREW + p])) {
    stand(s, p, n, Kind.Cave);
    if (mayEmerge(s, lost, n)) emerge(s, lost, n);
  } else {
    emerge(s, lost, n);
    caveOut(s, p, first);
  }
  return true;
}

/** Whether piece p of crew is held off the cave c: an enemy pirate there, or the enemy preacher but for Friday, who meets him (A-B16). */
const blocked = (s: State, c: number, p: number, crew: number): boolean => enemiesAt(s, c, crew, 0) > 0 || (p !== FRIDAY && enemyPreacherAt(s, c, crew));

/** Friday coming onto the cell n of the preaching missionary, or the preacher onto Friday's (neither lost in the caves). */
const meetsPreacherOrFriday = (s: State, p: number, n: number): boolean =>
  (p === FRIDAY && s.u8[P_CELL + MISSIONARY] === n && isPreacher(s, MISSIONARY) && (s.u8[P_STAT + MISSIONARY] & CAVED) === 0) ||
  (isPreacher(s, p) && s.u8[P_CELL + FRIDAY] === n && (s.u8[P_STAT + FRIDAY] & CAVED) === 0);

/**
 * Piece p on the open cave n goes on to an exit (line 981): the only one, or its player's
 * pick, after meeting those on the entrance as on any cell: it strikes the enemies there
 * (strikeAtEntrance), a pirate wins an enemy Friday over (line 994 "Если его атакуют,
 * начинает играть за врага"), and Friday and the preaching missionary, meeting there, both
 * leave (line 994 "Если он окажется с миссионером на одной клетке, оба выбывают из игры"; A-B10).
 * False when it stands there: the cave leads nowhere, or it is met there.
 */
function throughCave(s: State, p: number, n: number, crew: number): boolean {
  if (blocked(s, n, p, crew) && !strikeAtEntrance(s, p, n, crew)) return false;
  if (meetsPreacherOrFriday(s, p, n)) return false; // `stand` plays the meeting
  if (isPirate(s, p) && enemyFridayAt(s, n, crew)) { if (!hasCard(s, p, Card.Daredevil)) coinBack(s); s.u8[P_CREW + FRIDAY] = crew; } // won over with empty hands (A-B22)
  const exits = caveExits(s, n, p, null, 0);
  if (exits === 0) return false; // impassable: an empty tile (line 984)
  if (exits === 1) { caveOut(s, p, onlyExit(s, n, p)); return true; }
  owe(s, p, n, Choice.Cave);
  return true;
}

/**
 * Enemy pirates on the cave n that pirate p comes onto (A-B10): he strikes them there, as on
 * any cell, and goes on, since "every time your pirate comes onto a cave cell he is carried at
 * once to one of the exits" and only an exit an enemy holds is closed (line 984). A carried
 * coin goes back where the move began (line 1076: he strikes with empty hands; the daredevil
 * keeps his). False when he is met on the entrance instead, so `stand` plays it: a piece that
 * strikes no one (Friday, the preacher), a cell it may not be on (the enemy preacher, an enemy
 * bodyguard: `barred`), or an enemy musketeer, whose die comes first (A-E1).
 */
function strikeAtEntrance(s: State, p: number, n: number, crew: number): boolean {
  if (!isPirate(s, p) || barred(s, p, crew, n, Kind.Cave)) return false;
  const m = holderOf(s, Card.Musketeer);
  if (m >= 0 && s.u8[P_CELL + m] === n && !allied(s, crew, s.u8[P_CREW + m])) return false;
  if (!hasCard(s, p, Card.Daredevil)) coinBack(s);
  strike(s, n, crew, 0);
  return true;
}

/** Piece p comes out of the cave m (the pick of Choice.Cave, or the only way): standing there, or bitten by the bear there (line 910). */
export function caveOut(s: State, p: number, m: number): void {
  if (s.v[BEAR] === m && !hasCard(s, p, Card.Tamer)) { coinBack(s); toShip(s, p); return; }
  stand(s, p, m, Kind.Cave);
}

/** Turns over the closed tile at n under piece p and plays its one-shot effect; true when that ends the arrival. */
function reveal(s: State, p: number, n: number): boolean {
  const t = s.under[n], k = kindOf(t), crew = s.u8[P_CREW + p];
  s.u8[TILE + n] = t; s.u8[SEEN + n] = k; s.under[n] = 0; s.u8[KNOWN + n] = 0; s.v[CLOSED_N]--;
  const coins = chestCoins(k), bottles = tileBottles(k);
  if (coins > 0) {
    const c = Math.min(coins, s.v[COIN_SUPPLY]);
    s.u8[COINS + n] += c; s.v[COIN_SUPPLY] -= c;
  } else if (bottles > 0) {
    let b = Math.min(bottles, s.v[BOTTLE_SUPPLY]);
    s.v[BOTTLE_SUPPLY] -= b;
    if (isPreacher(s, p) && b > 0) { s.u8[P_STAT + p] |= CONVERTED; b--; } // line 922: as if handed one
    if (p === FRIDAY && b > 0) { b--; s.v[BOTTLES + crew] += b; s.u8[TILE + n] = Kind.Empty; kill(s, p); return true; } // line 990: he leaves with it
    s.v[BOTTLES + crew] += b;
  }
  if (k === Kind.Cave) return caveFound(s, p, n);
  islanderFound(s, k, n, crew); // Ben Gunn, Friday: set on the tile for the finder's crew (lines 957, 989)
  cartFound(s, k, n);
  if (!isOneShot(k)) return false;
  s.u8[TILE + n] = Kind.Empty;
  s.u8[P_CELL + p] = n;
  switch (k) {
    case Kind.Lighthouse: {
      const left = peeks(s, null, 0);
      if (left > 0) { s.v[PEEKS] = Math.min(4, left); s.v[PEND_PIECE] = p; s.v[PHASE] = Phase.Peek; }
      return true;
    }
    case Kind.Musket: owe(s, p, n, Choice.Musket); return true;
    case Kind.Airplane: s.v[HOW] = 1; owe(s, p, n, Choice.Flight); return true;
    case Kind.Den:
      s.v[BEAR] = n; s.v[BEAR_CREW] = crew; s.v[BEAR_NEW] = 1;
      if (!hasCard(s, p, Card.Tamer)) toShip(s, p); // line 898: bites the one who woke it (not the tamer)
      bearStep(s);
      return true;
    case Kind.Missionary:
      s.u8[P_CELL + MISSIONARY] = n; s.u8[P_CREW + MISSIONARY] = crew; s.u8[P_STAT + MISSIONARY] = 0;
      if (p === FRIDAY) fridayMeets(s, p, n, crew); // found by Friday: on one cell with him, both leave (line 994; A-R31)
      return true;
    case Kind.Earthquake:
      if (quakePicks(s, null, 0) >= 2) { s.v[QUAKE_FIRST] = -1; s.v[PEND_PIECE] = p; s.v[PHASE] = Phase.Quake; }
      return true;
    case Kind.Smoke: s.v[SMOKE] = s.v[CREWS] + 1; return true; // the next round (this turn's end counts one off)
    case Kind.Tortoise: tortoiseFound(s, n, crew); return false; // the figure set here (line 1022); the pirate stands by it
    case Kind.Tide: return tideFound(s, p); // three beach tiles to pick (line 1050), or none left
    default: return false; // chests and bottles: the piece stands on what is now an empty tile
  }
}

const isOneShot = (k: number): boolean =>
  k === Kind.Lighthouse || k === Kind.Musket || k === Kind.Airplane || k === Kind.Den || k === Kind.Missionary || k === Kind.Earthquake || k === Kind.Smoke ||
  k === Kind.Tortoise || k === Kind.Tide || chestCoins(k) > 0 || tileBottles(k) > 0;

/**
 * The musket's shot from n in direction d "straight across the whole island" (line 828): over
 * a bay too, to the grid's edge; the first pirate standing on land on the line goes to its
 * ship (a swimmer is in the sea, not on the island: not hit; A-R10).
 */
export function shoot(s: State, n: number, d: number): void {
  for (let m = STEP[n * 8 + d]; m >= 0; m = STEP[m * 8 + d]) {
    if (!isLand(s, m)) continue;
    for (let q = 0; q < PIECES; q++) {
      if (s.u8[P_CELL + q] === m && isPirate(s, q) && ((s.v[UP] >> q) & 1) === 0 && (s.u8[P_STAT + q] & CAVED) === 0) { toShip(s, q); return; } // lost in the caves: out of reach // up a palm: not fought (line 1040)
    }
  }
}
