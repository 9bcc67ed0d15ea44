/**
 * What happens when a piece arrives on a cell: the tile's effect, and the forced chain of
 * effects that follows in the same turn (rules README, ruling 3; rulebook "Meaning of
 * Field Tiles"; docs/RULES.md R6-R11).
 *
 * The turn in progress is a `Pending` record (the same record the format writes while a
 * choice is owed): the piece in motion, what it carries (the coin or treasure is off the
 * board while carried), where the turn began, the cell it came from and its displacement,
 * and the forced tiles (visits) and choice tiles it has passed, for cycles.
 */

import { DIRECTIONS, isLand, shift, type Cell } from './board.js';
import {
  CREW_NAMES, allies, clearCondition, enemiesAt, friendsAt, mayCommandShip, piece, piecesAt, vesselAt, type Game, type How, type Pending, type PendingKind,
  type Piece,
} from './game.js';
import { carriedBalls, carriesBoat, deliver, hold, loseLoad, putDown, release } from './items.js';
import { freeBerth } from './lanes.js';
import * as cannon from './cannon.js';
import { arrowDirections, cannonDirection, isArrow, isSpinner } from './tiles.js';
import * as caves from './caves.js';
import * as island from './island.js';
import * as lighthouse from './lighthouse.js';
import { reveal } from './reveal.js';

export { reveal };

/** The moving piece of a turn record. */
export const mover = (g: Game, t: Pending): Piece => piece(g, t.pirate);

/** The carried coin (or treasure, or items) goes back to the cell where the turn began (R7, X-R2). */
export function dropAtStart(g: Game, t: Pending): void {
  putDown(g, t, t.start);
}

/** The carried coin (or treasure, or items) is lost: sunk, eaten, or gone with an enemy ship. */
export function loseCarried(g: Game, t: Pending): void {
  loseLoad(g, t);
}

/** A piece dies (rulebook "Death of a Pirate!"); an inhabitant leaves the game. */
export function kill(p: Piece): void {
  p.cell = null;
  clearCondition(p);
}

/** The piece in motion dies; `keepCoin`: its coin goes back to the start cell (cycle, impossible move), else it is lost. */
export function killMover(g: Game, t: Pending, keepCoin: boolean): void {
  if (keepCoin) dropAtStart(g, t);
  else loseCarried(g, t);
  kill(mover(g, t));
  endOfChain(g);
}

/** The turn's chain is over: nothing is pending. */
export function endOfChain(g: Game): void {
  g.pending = null;
}

/** Owes a choice: the turn stops here until the player decides. */
export function owe(g: Game, t: Pending, kind: PendingKind): void {
  g.pending = { ...t, kind };
}

/** An enemy struck on land goes back to his own ship and leaves what he held on the cell (rulebook "How to Strike Enemies"). */
export function strikeOnLand(g: Game, victim: Piece, c: Cell, byCrew: number): void {
  if (island.strikeSpecial(g, victim, byCrew)) return;
  release(g, victim, c);
  victim.cell = g.ships[victim.crew]!.cell; // the main ship, wherever it is (X-R9, X-R17)
  clearCondition(victim);
}

/**
 * A forced tile met: true when it was met the same way before since the turn began or
 * the last choice (a cycle, R6); else it is recorded.
 */
function forcedAgain(t: Pending, c: Cell, any: boolean): boolean {
  const same = t.visits.some((v) => v.cell === c && (any ? v.any === true : v.any !== true && v.dx === t.dx && v.dy === t.dy));
  if (!same) t.visits.push(any ? { cell: c, any: true } : { cell: c, dx: t.dx, dy: t.dy });
  return same;
}

/** A choice tile reached: true on the third arrival in a turn (a cycle, TI-R18); else it is recorded. */
function choiceAgain(t: Pending, c: Cell): boolean {
  if (t.choices.filter((x) => x === c).length >= 2) return true;
  t.choices.push(c);
  return false;
}

/** The piece in motion goes from its cell to `to` by the displacement (dx, dy), and the tile there acts. */
export function go(g: Game, t: Pending, to: Cell, how: How, dx: number, dy: number): void {
  const p = mover(g, t);
  t.from = p.cell!;
  t.how = how;
  t.dx = dx;
  t.dy = dy;
  p.cell = to;
  p.step = 0;
  p.trapped = false;
  if (isLand(to)) arriveOnLand(g, t, to);
  else arriveAtSea(g, t, to);
}

/**
 * Arriving at sea (ruling 2; R10): a friendly vessel takes the piece aboard with what he
 * carries, an enemy vessel kills him; a pirate bringing the boat to a free berth launches it
 * (X-R7); else he swims and what he carries sinks.
 */
export function arriveAtSea(g: Game, t: Pending, c: Cell): void {
  const p = mover(g, t);
  const k = vesselAt(g, c);
  if (k >= 0) {
    if (allies(g, k, p.crew)) {
      deliver(g, t, k);
      endOfChain(g);
      return;
    }
    killMover(g, t, false);
    return;
  }
  if (carriesBoat(g) && freeBerth(g, c) && mayCommandShip(p)) return launch(g, t, c);
  loseCarried(g, t);
  if (island.meetAtSea(g, p, c)) { endOfChain(g); return; }
  for (const e of enemiesAt(g, c, p.crew)) if (e !== p) kill(e);
  endOfChain(g);
}

/**
 * The boat launched on the free berth c (X-R7, tn 201, 209): afloat as the vessel of the
 * launcher's crew with him aboard; his team's swimmers there are aboard, enemy ones drown;
 * what else he brought (with the wheelbarrow) is aboard it (tn 210).
 */
function launch(g: Game, t: Pending, c: Cell): void {
  const p = mover(g, t);
  for (const x of piecesAt(g, c)) if (x !== p && !allies(g, x.crew, p.crew)) kill(x);
  g.items!.boat = `afloat:${CREW_NAMES[p.crew]}:${c}`;
  g.progress = true; // the boat is out of hand as if brought aboard (R16 with X-R2)
  deliver(g, t, p.crew);
  endOfChain(g);
}

function arriveOnLand(g: Game, t: Pending, c: Cell): void {
  const p = mover(g, t);
  const justOpened = !g.open.has(c);
  if (justOpened) {
    reveal(g, c);
    dropAtStart(g, t); // R7: a coin is never carried onto a face-down tile
    island.onTurnedOver(g, c);
  }
  if (island.find(g, p, c)) return endOfChain(g);
  const tile = g.open.get(c)!;
  if (isArrow(tile.name)) {
    const dirs = arrowDirections(tile.name, tile.q);
    if (dirs.length === 1) {
      if (forcedAgain(t, c, true)) return killMover(g, t, true);
      const d = DIRECTIONS[dirs[0]];
      return go(g, t, shift(c, d.x, d.y)!, 'vector', d.x, d.y);
    }
    if (choiceAgain(t, c)) return killMover(g, t, true);
    return owe(g, t, 'arrow');
  }
  switch (tile.name) {
    case 'horse':
      if (choiceAgain(t, c)) return killMover(g, t, true);
      return owe(g, t, 'horse');
    case 'ice':
      if (t.how === 'vector') {
        if (forcedAgain(t, c, false)) return killMover(g, t, true);
        return go(g, t, shift(c, t.dx, t.dy)!, 'vector', t.dx, t.dy);
      }
      if (choiceAgain(t, c)) return killMover(g, t, true);
      return owe(g, t, t.how === 'horse' ? 'horse' : 'airplane');
    case 'crocodile': {
      if (forcedAgain(t, c, false)) return killMover(g, t, true);
      return go(g, t, t.from, t.how, opposite(t.dx), opposite(t.dy));
    }
    case 'cannibal':
      // Friday stops there unharmed, but what he brings is eaten: it leaves the game (FAQ 545; line 994).
      if (island.cannibalSpares(p)) { loseCarried(g, t); return settle(g, t, c); }
      return killMover(g, t, false);
    case 'balloon':
      return go(g, t, g.ships[p.crew]!.cell, 'vector', 0, 0);
    case 'cannon':
      return atCannon(g, t, c, cannonDirection(tile.q));
    case 'airplane':
      if (!tile.used) {
        if (enemiesAt(g, c, p.crew).length > 0) strikeAll(g, t, c);
        if (choiceAgain(t, c)) return killMover(g, t, true);
        return owe(g, t, g.options.airplaneImmediate ? 'airplane' : 'airplane-or-stay');
      }
      return settle(g, t, c);
    case 'carramba':
      if (!tile.used) {
        // What he brought stays on the tile whether he swears or not (TI-R17): he puts it down now.
        putDown(g, t, c);
        return owe(g, t, 'carramba');
      }
      return settle(g, t, c);
    case 'lighthouse':
      if (!tile.used) return lighthouse.climb(g, t, c);
      return settle(g, t, c);
    case 'cave':
      return caves.enter(g, t, p, c, justOpened, caveHooks(g, t, c));
    default:
      return settle(g, t, c);
  }
}

/** What the cave rules need of the chain. */
export function caveHooks(g: Game, t: Pending, c: Cell): caves.CaveHooks {
  const p = mover(g, t);
  return {
    strike: (v) => strikeOnLand(g, v, c, p.crew),
    dropAtStart: () => dropAtStart(g, t),
    killMover: () => killMover(g, t, true),
    stopAt: (x) => {
      island.fridayMeetsMissionary(g, p, x); // what Friday brings stays here too (TI-R6)
      putDown(g, t, x);
      endOfChain(g);
    },
    owe: () => owe(g, t, 'cave-exit'),
  };
}

/**
 * Arriving at a cannon (R10; with the expansion X-R4..X-R6, FAQ 566): enemies standing there
 * are struck; a pirate bringing a cannonball fires once and stays; else he flies along the
 * barrel to the first sea cell, and comrades who stood there fly with him.
 */
function atCannon(g: Game, t: Pending, c: Cell, dir: number): void {
  const p = mover(g, t);
  const comrades = friendsAt(g, c, p.crew).filter((f) => f !== p); // those who stood there before any strike (X-R19)
  const met = enemiesMet(g, p, c).filter((e) => e !== p);
  if (met.length > 0) {
    if (!island.mayStrikeHere(g, p, c, met)) return killMover(g, t, true); // an impossible move kills (FAQ 458)
    strikeAll(g, t, c);
  }
  const d = DIRECTIONS[dir];
  if (carriedBalls(g) > 0) {
    cannon.fire(g, c, d, kill);
    putDown(g, t, c);
    return endOfChain(g);
  }
  let to = shift(c, d.x, d.y)!;
  while (isLand(to)) to = shift(to, d.x, d.y)!;
  // They land together: comrades who fight first, then the arriving piece, then Friday (X-R20).
  const [fighters, others] = cannon.flyingOrder(comrades);
  for (const f of fighters) landAlong(g, f, to, d.x, d.y);
  go(g, t, to, 'vector', d.x, d.y);
  for (const f of others) landAlong(g, f, to, d.x, d.y);
}

/** A comrade flying along from the cannon lands at sea by the water's rules, empty-handed (X-R6, X-R20). */
function landAlong(g: Game, f: Piece, to: Cell, dx: number, dy: number): void {
  const t: Pending = {
    kind: 'arrow', pirate: f.name, carrying: false, coin2: false, treasure: false, start: f.cell!, from: f.cell!, dx, dy, how: 'vector',
    visits: [], choices: [],
  };
  f.cell = to;
  f.step = 0;
  f.trapped = false;
  arriveAtSea(g, t, to);
}

/** The way back (no negative zero, which JSON cannot tell from zero). */
const opposite = (d: number): number => (d === 0 ? 0 : -d);

/** The enemies the piece in motion meets on arriving at c (on a spinner: those on step 1; none in the thicket). */
export function enemiesMet(g: Game, p: Piece, c: Cell): Piece[] {
  if (g.open.get(c)!.name === 'thicket') return []; // TI-R15: nobody fights in the thicket
  const name = g.open.get(c)!.name;
  if (!isSpinner(name)) return enemiesAt(g, c, p.crew);
  // Friday crosses a spinner at once, so he meets its last step too (TI-R6).
  const last = island.spinnerEntryStep(g, p, c);
  return enemiesAt(g, c, p.crew).filter((e) => e.step === 1 || e.step === last);
}

/** Strikes every enemy met at c; a carried coin stays where the turn began (no striking with a coin, R7). */
export function strikeAll(g: Game, t: Pending, c: Cell): void {
  const p = mover(g, t);
  const victims = enemiesMet(g, p, c).filter((e) => e !== p);
  if (victims.length === 0) return;
  dropAtStart(g, t);
  for (const e of victims) strikeOnLand(g, e, c, p.crew);
}

/** The piece stops on a tile one may stand on: fights, then the tile's lasting effect. */
export function settle(g: Game, t: Pending, c: Cell): void {
  const p = mover(g, t);
  const tile = g.open.get(c)!;
  const fortress = tile.name === 'fortress' || tile.name === 'native';
  // Friday and the sober missionary meeting both vanish, whoever comes to whom (TI-R6); what Friday carried stays here.
  if (island.meeting(g, p, c, enemiesMet(g, p, c))) {
    if (fortress || !island.mayCarryInto(g, c)) dropAtStart(g, t);
    putDown(g, t, c);
    island.fridayMeetsMissionary(g, p, c);
    return endOfChain(g);
  }
  const met = enemiesMet(g, p, c).filter((e) => e !== p);
  // A trap's comrades stood there before he came: an enemy Friday won over by the strike
  // below is none (FAQ 557: the enemy stepping into the trap is caught; docs/RULES.md R13).
  const comrades = tile.name === 'trap' ? friendsAt(g, c, p.crew).filter((f) => f !== p) : [];
  if (met.length > 0) {
    if (fortress || !island.mayStrikeHere(g, p, c, met)) return killMover(g, t, true); // an impossible move kills (FAQ 458)
    strikeAll(g, t, c);
  }
  if (fortress || !island.mayCarryInto(g, c)) dropAtStart(g, t);
  if (isSpinner(tile.name)) {
    p.step = island.spinnerEntryStep(g, p, c);
    hold(g, t, p);
  } else {
    putDown(g, t, c);
  }
  if (tile.name === 'trap') {
    if (comrades.length > 0) for (const f of comrades) f.trapped = false;
    else if (island.trapCatches(p)) p.trapped = true;
  }
  if (tile.name === 'rum') island.atRumBarrel(p);
  if (!island.afterSettle(g, t, p, c)) endOfChain(g);
}
