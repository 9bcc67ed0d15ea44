/**
 * Treasure Island in the reference model: where the island's tiles and inhabitants change
 * a classic rule (full-rules-ru.txt 274-405; docs/RULES.md TI-R1..TI-R18). Each hook gives
 * the classic answer for the classic set and for ordinary pirates, so chain.ts and
 * moves.ts read as the classic rules.
 */

import { LAND, type Cell } from './board.js';
import {
  allies, clearCondition, crewsInPlay, isFriday, isSoberMissionary, nextCrew, piecesAt, playerOf, type Game, type Pending, type Piece,
} from './game.js';
import { PIECE_ORDER } from './position.js';
import { BOTTLE_COUNT, SPINNER_STEPS } from './tiles.js';
import { release, somethingLies } from './items.js';

/** The inhabitant each tile hides. */
const INHABITANT_OF: Readonly<Record<string, string>> = { 'ben-gunn': 'ben', missionary: 'mis', friday: 'fri' };

const vanish = (p: Piece): void => { p.cell = null; clearCondition(p); };

/** A struck Friday changes sides and stays on his cell (TI-R6): handled, true. */
export function strikeSpecial(g: Game, victim: Piece, byCrew: number): boolean {
  if (!isFriday(victim)) return false;
  victim.crew = byCrew;
  void g;
  return true;
}

/**
 * Would piece p arriving at c meet his opposite (Friday the sober missionary, or the reverse)?
 * `met`: the enemies he meets there. Not when anyone else among them stands there: Friday
 * strikes nobody (line 351), the missionary enters no cell with enemies and a pirate beside
 * him cannot be struck (line 341), so that arrival is impossible (TI-R6).
 */
export function meeting(g: Game, p: Piece, c: Cell, met: readonly Piece[]): boolean {
  const others = piecesAt(g, c).filter((x) => x !== p);
  const opposite = (isFriday(p) && others.some(isSoberMissionary)) || (isSoberMissionary(p) && others.some(isFriday));
  return opposite && met.every((e) => e === p || isFriday(e) || isSoberMissionary(e));
}

/**
 * Friday and the sober missionary on one cell both vanish, whatever their crews (TI-R6). What
 * Friday held standing there (a spinner's last step, lost in a cave) stays on his cell, as when
 * he leaves by rum; the one in motion holds nothing here (his load is the turn's, put down by
 * the caller).
 */
export function fridayMeetsMissionary(g: Game, p: Piece, c: Cell): boolean {
  const others = piecesAt(g, c).filter((x) => x !== p);
  const partner = isFriday(p) ? others.find(isSoberMissionary) : isSoberMissionary(p) ? others.find(isFriday) : undefined;
  if (!partner) return false;
  release(g, isFriday(p) ? p : partner, c);
  vanish(p);
  vanish(partner);
  return true;
}

/** Meetings at sea of and with inhabitants (TI-R7): handled, true. */
export function meetAtSea(g: Game, p: Piece, c: Cell): boolean {
  const enemies = piecesAt(g, c).filter((x) => x !== p && !allies(g, x.crew, p.crew));
  // They meet unless an enemy of the mover swims there too: then he dies alone (TI-R6, TI-R23).
  if (meeting(g, p, c, enemies) && fridayMeetsMissionary(g, p, c)) return true;
  if (enemies.length === 0) return false;
  if (isSoberMissionary(p) || isFriday(p) || enemies.some(isSoberMissionary)) {
    vanish(p);
    return true;
  }
  for (const e of enemies) {
    if (isFriday(e)) e.crew = p.crew;
    else vanish(e);
  }
  return true;
}

/** Adds an inhabitant to the crew of the piece that found him, on the cell where he was found (TI-R1). */
function join(g: Game, name: string, crew: number, c: Cell): Piece {
  const p: Piece = { name, crew, cell: c, trapped: false, drunk: 0, step: 0, carrying: false, coin2: false, lost: false, treasure: false, converted: false };
  g.pieces.push(p);
  g.pieces.sort((a, b) => PIECE_ORDER.indexOf(a.name) - PIECE_ORDER.indexOf(b.name));
  return p;
}

/** Puts a bottle into a crew's store. */
function store(g: Game, crew: number, n: number): void {
  g.bottles[crew] += n;
}

/**
 * What a tile holds for the first piece to reveal or enter it: an inhabitant, or bottles
 * (TI-R1, TI-R5, TI-R6, TI-R8). True when the finder left the game (the chain is over).
 */
export function find(g: Game, p: Piece, c: Cell): boolean {
  const tile = g.open.get(c)!;
  if (tile.used) return false;
  const who = INHABITANT_OF[tile.name];
  if (who !== undefined) {
    tile.used = true;
    const found = join(g, who, p.crew, c);
    return fridayMeetsMissionary(g, found, c) && p.cell === null;
  }
  const bottles = BOTTLE_COUNT[tile.name];
  if (bottles !== undefined) {
    tile.used = true;
    if (isFriday(p)) {
      store(g, p.crew, bottles - 1);
      vanish(p);
      return true;
    }
    if (isSoberMissionary(p)) {
      p.converted = true;
      store(g, p.crew, bottles - 1);
      return false;
    }
    store(g, p.crew, bottles);
  }
  return false;
}

export function cannibalSpares(p: Piece): boolean {
  return isFriday(p);
}

/** Whether the piece may strike the enemies it meets here; if not, the arrival was impossible and kills (TI-R4, TI-R6). */
export function mayStrikeHere(_g: Game, p: Piece, _c: Cell, met: Piece[]): boolean {
  return !(isFriday(p) || isSoberMissionary(p) || met.some(isSoberMissionary));
}

/** Whether a coin may be carried onto this tile (the thicket takes no items, TI-R15; nothing lies on the cannibal). */
export function mayCarryInto(g: Game, c: Cell): boolean {
  const name = g.open.get(c)!.name;
  return name !== 'thicket' && name !== 'cannibal';
}

/** Friday crosses a spinner in one move (TI-R6). */
export function spinnerEntryStep(g: Game, p: Piece, c: Cell): number {
  return isFriday(p) ? SPINNER_STEPS[g.open.get(c)!.name]! : 1;
}

export function trapCatches(p: Piece): boolean {
  return !isFriday(p);
}

/** The rum barrel: a pirate sleeps it off (R14); Friday leaves the game; the missionary is converted (TI-R5, TI-R6). */
export function atRumBarrel(p: Piece): void {
  if (isFriday(p)) vanish(p);
  else if (isSoberMissionary(p)) p.converted = true;
  else p.drunk = 2;
}

/** Land cells on which nobody stands and nothing lies, the expansion's items included: those an earthquake may swap (TI-R11, X-R13). */
export function quakeCells(g: Game): Cell[] {
  return LAND.filter((c) => piecesAt(g, c).length === 0 && !somethingLies(g, c));
}

/** The player who makes the crew's decisions: under burning grass the next crew's player (TI-R12). */
export function decider(g: Game): number {
  const crews = crewsInPlay(g.options.mode).length;
  const burning = g.grass > 0 && g.grass !== crews + 1; // crews + 2: lit again while burning (TN7)
  return playerOf(g.options.mode, burning ? nextCrew(g, g.turn) : g.turn);
}

/**
 * Lights grass: it burns for one round from the next turn (TI-R12). Lit in a turn it already
 * burns, that turn stays the neighbour's (crews + 2) and the round starts again (TN7).
 */
export function lightGrass(g: Game): void {
  const crews = crewsInPlay(g.options.mode).length;
  g.grass = g.grass > 0 && g.grass !== crews + 1 ? crews + 2 : crews + 1;
}

/** Effects of a tile the moment it is turned over (by a piece or the old lighthouse): grass. */
export function onTurnedOver(g: Game, c: Cell): void {
  const tile = g.open.get(c)!;
  if (tile.name === 'grass') {
    tile.used = true;
    lightGrass(g);
  }
}

/** After the piece settles on c: an earthquake just revealed asks for its two cells. True when a decision is owed. */
export function afterSettle(g: Game, t: Pending, p: Piece, c: Cell): boolean {
  if (fridayMeetsMissionary(g, p, c)) return false;
  const tile = g.open.get(c)!;
  if (tile.name === 'earthquake' && !tile.used) {
    tile.used = true;
    if (quakeCells(g).length >= 2) {
      g.pending = { ...t, kind: 'earthquake-first', carrying: false, coin2: false, treasure: false };
      return true;
    }
  }
  return false;
}
