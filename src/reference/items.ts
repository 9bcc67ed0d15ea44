/**
 * What pieces carry in the reference model: coins, the galleon treasure, and the "original"
 * expansion's items, the boat, two cannonballs and the wheelbarrow (full-rules-ru.txt 413-431;
 * docs/RULES.md R7, R12, X-R2, X-R3, X-R9, X-R13).
 *
 * Each item's place is kept as the position format writes it (game.ts `Items`). An item is
 * carried like a coin (415, 423, 431): in hand one thing at a time, with the wheelbarrow the
 * barrow and two more (X-R3); lying on a cell, held on a spinner's step or in a cave, carried
 * by the piece in motion, aboard, afloat (the boat) or gone.
 */

import type { Cell } from './board.js';
import { CREW_NAMES, addCoins, coinsAt, type Game, type Items, type Pending, type Piece } from './game.js';

/** The four item slots: the boat, the two cannonballs, the wheelbarrow. */
export type Slot = 'boat' | 'ball0' | 'ball1' | 'barrow';
export const SLOTS: readonly Slot[] = ['boat', 'ball0', 'ball1', 'barrow'];

/** What a move takes along: up to two coins, the galleon treasure, balls, the boat, the barrow. */
export interface Load { coins: number; treasure: boolean; balls: number; boat: boolean; barrow: boolean }

export const NOTHING: Load = { coins: 0, treasure: false, balls: 0, boat: false, barrow: false };

export function placeOf(it: Items, slot: Slot): string {
  if (slot === 'boat') return it.boat;
  if (slot === 'barrow') return it.barrow;
  return it.balls[slot === 'ball0' ? 0 : 1];
}

export function setPlace(it: Items, slot: Slot, v: string): void {
  if (slot === 'boat') it.boat = v;
  else if (slot === 'barrow') it.barrow = v;
  else it.balls[slot === 'ball0' ? 0 : 1] = v;
}

/** The slots whose item is at `place` (a cell, "carried", "held:w1"...). */
export function slotsAt(g: Game, place: string): Slot[] {
  return g.items === null ? [] : SLOTS.filter((s) => placeOf(g.items!, s) === place);
}

/** Every item at place `from` goes to `to`. */
export function moveItems(g: Game, from: string, to: string): void {
  for (const s of slotsAt(g, from)) setPlace(g.items!, s, to);
}

const isBall = (s: Slot): boolean => s === 'ball0' || s === 'ball1';

/** The piece holds an item (on a spinner or in a cave): then he has no twin (R18 with items). */
export const holdsItem = (g: Game, p: Piece): boolean => slotsAt(g, `held:${p.name}`).length > 0;

/** Cannonballs the piece in motion carries. */
export const carriedBalls = (g: Game): number => slotsAt(g, 'carried').filter(isBall).length;

/** The piece in motion carries the boat. */
export const carriesBoat = (g: Game): boolean => slotsAt(g, 'carried').includes('boat');

/** Something lies on c: a coin, the treasure or an item (the earthquake leaves such a tile, X-R13). */
export const somethingLies = (g: Game, c: Cell): boolean => coinsAt(g, c) > 0 || g.treasure === c || slotsAt(g, c).length > 0;

/** The item a revealed tile holds is put on it (413, 421, 429: "поставьте на неё"). */
export function revealItem(g: Game, name: string, c: Cell): void {
  if (g.items === null) return;
  const slot: Slot | undefined = name === 'boat' ? 'boat' : name === 'wheelbarrow' ? 'barrow'
    : name === 'cannonball' ? (g.items.balls[0] === 'face-down' ? 'ball0' : 'ball1') : undefined;
  if (slot !== undefined) setPlace(g.items, slot, c);
}

/**
 * The loads a piece may take from what is at hand (X-R3; tn 169 "в руках — 1, с тачкой — 2 +
 * сама тачка"): nothing or one thing in hand; with the wheelbarrow the barrow and up to two
 * things of coins, cannonballs, the treasure and the boat.
 */
export function loadsFrom(at: Load): Load[] {
  const out: Load[] = [NOTHING];
  if (at.coins > 0) out.push({ ...NOTHING, coins: 1 });
  if (at.treasure) out.push({ ...NOTHING, treasure: true });
  if (at.balls > 0) out.push({ ...NOTHING, balls: 1 });
  if (at.boat) out.push({ ...NOTHING, boat: true });
  if (!at.barrow) return out;
  for (let coins = 0; coins <= Math.min(2, at.coins); coins++) {
    for (let balls = 0; balls <= Math.min(2, at.balls); balls++) {
      for (const treasure of at.treasure ? [false, true] : [false]) {
        for (const boat of at.boat ? [false, true] : [false]) {
          if (coins + balls + (treasure ? 1 : 0) + (boat ? 1 : 0) <= 2) out.push({ coins, treasure, balls, boat, barrow: true });
        }
      }
    }
  }
  return out;
}

/** The load takes nothing along. */
export const isEmpty = (l: Load): boolean => l.coins === 0 && !l.treasure && l.balls === 0 && !l.boat && !l.barrow;

/** Items of the load taken from place `from` into the piece in motion's hands ("carried"). */
export function takeItems(g: Game, from: string, l: Load): void {
  if (g.items === null) return;
  let balls = l.balls;
  for (const s of slotsAt(g, from)) {
    if (isBall(s) && balls > 0) { balls--; setPlace(g.items, s, 'carried'); }
    if ((s === 'boat' && l.boat) || (s === 'barrow' && l.barrow)) setPlace(g.items, s, 'carried');
  }
}

/** The items at the given places (a cell, "held:w1"): how many balls, and whether the boat and the barrow are there. */
export function itemsAt(g: Game, places: string[]): { balls: number; boat: boolean; barrow: boolean } {
  const slots = places.flatMap((x) => slotsAt(g, x));
  return { balls: slots.filter(isBall).length, boat: slots.includes('boat'), barrow: slots.includes('barrow') };
}

/** Items brought aboard a crew's vessel are out of play (X-R2, X-R9). */
export const aboardPlace = (crew: number): string => `aboard:${CREW_NAMES[crew]}`;

/**
 * What the piece in motion carries (its turn record's coins and treasure, and the items
 * "carried") is put down on c: where he stops, or where the turn began (R7).
 */
export function putDown(g: Game, t: Pending, c: Cell): void {
  const coins = (t.carrying ? 1 : 0) + (t.coin2 ? 1 : 0);
  if (coins > 0) addCoins(g, c, coins);
  if (t.treasure) g.treasure = c;
  moveItems(g, 'carried', c);
  clearLoad(t);
}

/**
 * Whether the piece in motion carries anything. A load lost or brought aboard is progress
 * (R16 counts coins; the items are carried like coins, X-R2, and so count as they do).
 */
const loaded = (g: Game, t: Pending): boolean => t.carrying || t.coin2 || t.treasure || slotsAt(g, 'carried').length > 0;

/** The piece in motion's load is lost: coins sunk or eaten, the treasure sunk, items gone (X-R2). */
export function loseLoad(g: Game, t: Pending): void {
  if (loaded(g, t)) g.progress = true;
  g.lost += (t.carrying ? 1 : 0) + (t.coin2 ? 1 : 0);
  if (t.treasure) g.treasure = 'sunk';
  moveItems(g, 'carried', 'gone');
  clearLoad(t);
}

/** The load is brought aboard crew k's vessel (its ship or its boat, X-R9): out of play. */
export function deliver(g: Game, t: Pending, k: number): void {
  if (loaded(g, t)) g.progress = true;
  g.ships[k]!.coins += (t.carrying ? 1 : 0) + (t.coin2 ? 1 : 0);
  if (t.treasure) g.treasure = CREW_NAMES[k];
  moveItems(g, 'carried', aboardPlace(k));
  clearLoad(t);
}

/** The piece stops where things stay in his hands (a spinner's step, lost in a cave): he holds the load. */
export function hold(g: Game, t: Pending, p: Piece): void {
  p.carrying = t.carrying;
  p.coin2 = t.coin2;
  p.treasure = t.treasure;
  if (t.treasure) g.treasure = 'held';
  moveItems(g, 'carried', `held:${p.name}`);
  clearLoad(t);
}

/** What a piece holds is put down on c (he is struck, leaves the game, comes out of a cave, moves on). */
export function release(g: Game, p: Piece, c: Cell): void {
  const coins = (p.carrying ? 1 : 0) + (p.coin2 ? 1 : 0);
  if (coins > 0) addCoins(g, c, coins);
  if (p.treasure) g.treasure = c;
  moveItems(g, `held:${p.name}`, c);
  p.carrying = false;
  p.coin2 = false;
  p.treasure = false;
}

/** What a piece holds is destroyed with him (the shot, X-R5). */
export function destroyHeld(g: Game, p: Piece): void {
  g.lost += (p.carrying ? 1 : 0) + (p.coin2 ? 1 : 0);
  if (p.treasure) g.treasure = 'sunk';
  moveItems(g, `held:${p.name}`, 'gone');
}

function clearLoad(t: Pending): void {
  t.carrying = false;
  t.coin2 = false;
  t.treasure = false;
}
