/**
 * The state of a game in the reference model, as plain objects, and the questions the
 * rules ask of it (who stands where, who is an ally, which tile lies face up).
 *
 * Modes (rules README, ruling 7; docs/RULES.md R2): 4p, each crew for itself; 2v2,
 * opposite crews allied (white+black against yellow+red); 2p, the same teams, player 0
 * commanding white and black, player 1 yellow and red; 3p, white, yellow and black.
 */

import type { Cell } from './board.js';
import type { OpenTile, Tile } from './tiles.js';

export const CREW_NAMES = ['white', 'yellow', 'black', 'red'] as const;
export const CREW_LETTERS = ['w', 'y', 'b', 'r'] as const;
export const MODES = ['4p', '2v2', '2p', '3p'] as const;
export type Mode = (typeof MODES)[number];

export interface Options {
  mode: Mode;
  tiles: string;
  firstCrew: number;
  airplaneImmediate: boolean;
  lighthouse: 'peek' | 'open';
  maxPlies: number;
  stallPlies: number;
  /** The "original" expansion (docs/RULES.md X-R1..X-R20); absent means none. */
  expansion?: 'none' | 'original';
}

export const DEFAULTS: Options = {
  mode: '4p', tiles: 'classic', firstCrew: 0, airplaneImmediate: false, lighthouse: 'peek', maxPlies: 4000, stallPlies: 400,
};

/** A piece: a crew's pirate (`w1`..`r3`) or an island inhabitant who joined a crew (`ben`, `mis`, `fri`). */
export interface Piece {
  name: string;
  crew: number;
  /** Null when dead (or, for an inhabitant, out of the game). A sea cell: aboard a ship there, or swimming. */
  cell: Cell | null;
  trapped: boolean;
  /** 2: drank this turn; 1: skips this crew turn; 0: sober. */
  drunk: number;
  /** Spinner step 1.. while on a spinner, else 0. */
  step: number;
  /** Holds a coin (only on a spinner or lost in a cave; elsewhere coins lie on the cell). */
  carrying: boolean;
  /** Holds a second coin besides (the expansion's wheelbarrow, X-R3). */
  coin2: boolean;
  lost: boolean;
  treasure: boolean;
  converted: boolean;
}

/** A forced tile passed during the turn (for cycles, docs/RULES.md R6): single arrows as `any`. */
export interface Visit { cell: Cell; any?: true; dx?: number; dy?: number }

export type How = 'vector' | 'horse' | 'flight';

export type PendingKind =
  | 'arrow' | 'horse' | 'airplane-or-stay' | 'airplane' | 'cave-exit' | 'earthquake-first' | 'earthquake-second'
  | 'lighthouse-pick' | 'lighthouse-order' | 'carramba' | 'gift';

/** The turn in progress while a follow-up decision is owed. */
export interface Pending {
  kind: PendingKind;
  pirate: string;
  carrying: boolean;
  /** A second coin in the wheelbarrow (X-R3); the items the piece in motion carries are "carried" in Game.items. */
  coin2: boolean;
  treasure: boolean;
  start: Cell;
  from: Cell;
  dx: number;
  dy: number;
  how: How;
  visits: Visit[];
  choices: Cell[];
  first?: Cell;
  picks?: Cell[];
}

export interface Ship { cell: Cell; coins: number }

/**
 * Where the expansion's items are, each as the position format writes it: "face-down", a
 * cell (lying there), "held:w2" (by that piece, on a spinner or lost in a cave), "carried"
 * (by the piece in motion), "aboard:white", "afloat:white:f1" (the launched boat), "gone".
 */
export interface Items { boat: string; balls: [string, string]; barrow: string }

export interface Game {
  options: Options;
  turn: number;
  ply: number;
  stall: number;
  over: string;
  /** Face-up tiles. */
  open: Map<Cell, OpenTile>;
  /** Face-down tiles (null when unknown). */
  hidden: Map<Cell, Tile> | null;
  coins: Map<Cell, number>;
  /** In slot order: w1..w3, y1..y3, b1..b3, r1..r3 of the crews in play, then ben, mis, fri once found. */
  pieces: Piece[];
  /** Indexed by crew; null for a crew not in play. */
  ships: (Ship | null)[];
  lost: number;
  bottles: number[];
  /** Where the galleon treasure is: "face-down", a cell, "held", "carried", a crew name, "sunk". */
  treasure: string;
  grass: number;
  known: Map<Cell, number[]>;
  /** The expansion's items (null without it): where each is, in the format's words (items.ts). */
  items: Items | null;
  pending: Pending | null;
  /** Within a ply only: a tile was revealed or a coin came aboard or was lost. */
  progress: boolean;
}

export function crewsInPlay(mode: Mode): number[] {
  return mode === '3p' ? [0, 1, 2] : [0, 1, 2, 3];
}

/** Crews with the same team number are allies. */
export function teamOf(mode: Mode, crew: number): number {
  return mode === '2v2' || mode === '2p' ? crew % 2 : crew;
}

/** The player (seat) commanding a crew. */
export function playerOf(mode: Mode, crew: number): number {
  return mode === '2p' ? crew % 2 : crew;
}

export const playerCount = (mode: Mode): number => ({ '4p': 4, '2v2': 4, '2p': 2, '3p': 3 })[mode];

export const allies = (g: Game, a: number, b: number): boolean => teamOf(g.options.mode, a) === teamOf(g.options.mode, b);

export const isTreasureIsland = (g: Game): boolean => g.options.tiles === 'treasure-island';

export function piece(g: Game, name: string): Piece {
  const p = g.pieces.find((x) => x.name === name);
  if (!p) throw new Error(`reference: no piece ${name}`);
  return p;
}

export const piecesAt = (g: Game, c: Cell): Piece[] => g.pieces.filter((p) => p.cell === c);

export const enemiesAt = (g: Game, c: Cell, crew: number): Piece[] => piecesAt(g, c).filter((p) => !allies(g, p.crew, crew));

export const friendsAt = (g: Game, c: Cell, crew: number): Piece[] => piecesAt(g, c).filter((p) => allies(g, p.crew, crew));

/** The crew whose ship stands on c, or -1. */
export function shipAt(g: Game, c: Cell): number {
  return g.ships.findIndex((s) => s !== null && s.cell === c);
}

/** The launched boat (the expansion): its crew and cell, or null while it is not afloat. */
export function boatAfloat(g: Game): { crew: number; cell: Cell } | null {
  const m = g.items === null ? null : /^afloat:([a-z]+):(.+)$/.exec(g.items.boat);
  return m ? { crew: CREW_NAMES.indexOf(m[1] as 'white'), cell: m[2] } : null;
}

/**
 * The crew whose vessel stands on c, or -1: a ship, or the launched boat, which is its
 * crew's vessel in every respect but sailing and where the struck go (X-R9).
 */
export function vesselAt(g: Game, c: Cell): number {
  const k = shipAt(g, c);
  if (k >= 0) return k;
  const boat = boatAfloat(g);
  return boat !== null && boat.cell === c ? boat.crew : -1;
}

export const hasExpansion = (g: Game): boolean => g.options.expansion === 'original';

export const openTile = (g: Game, c: Cell): OpenTile | undefined => g.open.get(c);

export function coinsAt(g: Game, c: Cell): number {
  return g.coins.get(c) ?? 0;
}

export function addCoins(g: Game, c: Cell, n: number): void {
  const v = coinsAt(g, c) + n;
  if (v < 0) throw new Error(`reference: coins at ${c} below zero`);
  if (v === 0) g.coins.delete(c);
  else g.coins.set(c, v);
}

/** The crew to move after `crew`, clockwise, skipping crews not in play. */
export function nextCrew(g: Game, crew: number): number {
  const inPlay = crewsInPlay(g.options.mode);
  let k = crew;
  do k = (k + 1) % 4; while (!inPlay.includes(k));
  return k;
}

/** A piece's condition apart from where it stands (twins share it, docs/RULES.md R18). */
export function sameCondition(a: Piece, b: Piece): boolean {
  return a.trapped === b.trapped && a.drunk === b.drunk && a.step === b.step && a.carrying === b.carrying && a.coin2 === b.coin2
    && a.lost === b.lost && a.treasure === b.treasure && a.converted === b.converted;
}

/** Clears everything a piece carries about its tile (when it leaves for a ship or dies). */
export function clearCondition(p: Piece): void {
  p.trapped = false;
  p.drunk = 0;
  p.step = 0;
  p.carrying = false;
  p.coin2 = false;
  p.lost = false;
  p.treasure = false;
}

// The island's inhabitants (Treasure Island; docs/RULES.md TI-R1..TI-R7).

export const isPirate = (p: Piece): boolean => p.name.length === 2;
export const isFriday = (p: Piece): boolean => p.name === 'fri';
/** The missionary before he drinks: he neither strikes nor is struck, and carries nothing. */
export const isSoberMissionary = (p: Piece): boolean => p.name === 'mis' && !p.converted;
/** A fighter strikes, is struck, sails ships, counts for the native woman: pirates, Ben Gunn, the converted missionary. */
export const isFighter = (p: Piece): boolean => !isFriday(p) && !isSoberMissionary(p);

/** Who may sail a ship or the boat, and launch the boat: the crews' pirates, Ben Gunn, the converted missionary (tn 88, X-R12). */
export function mayCommandShip(p: Piece): boolean {
  return p.name.length === 2 || p.name === 'ben' || (p.name === 'mis' && p.converted);
}

/** The bottles a crew may use: its own store and its allies' (TI-R8). */
export function bottlesFor(g: Game, crew: number): number {
  let n = 0;
  for (let k = 0; k < 4; k++) if (g.ships[k] !== null && allies(g, k, crew)) n += g.bottles[k];
  return n;
}

/** The grass burns: no rum is used meanwhile (TI-R12). */
export const grassBurning = (g: Game): boolean => g.grass > 0 && g.grass !== crewsInPlay(g.options.mode).length + 1;
