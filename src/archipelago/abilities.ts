/**
 * The twelve ability cards of the expedition (lines 1108-1146): the cards' data and the
 * small predicates the rule files ask. The rules print no card text; each card here is
 * designed from what the text does say (docs/ARCHIPELAGO.md "The expedition" gives each
 * card's text, the rule it overrides and the passage behind it). A card's text beats the
 * rules (line 1122), so each card is a test at the one place where its rule is decided.
 *
 * Implementation notes. A pirate's card is u8[ABILITY + pirate] bits 0-3 (state.ts); the
 * scalar V[CARDS] has bit c set while card c is held, so every hook first reads that one
 * word and a game without cards pays one comparison per hook and nothing else. The cards
 * act through these hooks (the file and function that ask):
 *   musketeer  rules.ts strike (skips him), chain.ts stand / apply.ts labForward (the
 *              duel is owed), abilities-play.ts duel (the die decides)
 *   porter     movegen.ts steps (two-coin steps), apply.ts step (carries coinsOf(m))
 *   tamer      bear.ts bearPrey / bearStep, chain.ts arrive / reveal, rules.ts mayEnterLand
 *   bodyguard  rules.ts mayEnterLand / barred (guarded)
 *   navigator  movegen.ts speed
 *   gunner     movegen.ts play (abilities-play.ts fireMoves), apply.ts (Fire)
 *   rescuer, lookout  apply.ts closeTurn (abilities-play.ts turnEndCards)
 *   swimmer    movegen.ts steps (into the sea from the shore, onto land from the sea)
 *   runner     chain.ts stand (through a labyrinth at once)
 *   acrobat    chain.ts pit (never falls)
 *   daredevil  rules.ts mayEnterLand, chain.ts stand (strikes holding a coin)
 * Only the twelve pirates hold cards (a sticker goes on a crew's pirate figure, line 1114);
 * the missionary and the islanders never do.
 */

import { State } from './state.js';
import * as stateModule from './state.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { ABILITY, allied, CARDS, P_CELL, P_CREW, PIRATES, UP } = stateModule;

/** The cards (u8[ABILITY + p] bits 0-3). */
export const enum Card {
  None = 0, Musketeer = 1, Porter = 2, Tamer = 3, Bodyguard = 4, Navigator = 5, Gunner = 6,
  Rescuer = 7, Swimmer = 8, Runner = 9, Acrobat = 10, Daredevil = 11, Lookout = 12,
}
export const CARD_COUNT = 12;
/** Card names in the notation (`card W2 musketeer`), by Card; index 0 unused. */
export const CARD_NAMES = [
  '', 'musketeer', 'porter', 'tamer', 'bodyguard', 'navigator', 'gunner',
  'rescuer', 'swimmer', 'runner', 'acrobat', 'daredevil', 'lookout',
];
export const CARD_MASK = 15;

/** The card c by name, or 0. */
export const cardByName = (name: string): number => Math.max(0, CARD_NAMES.indexOf(name.trim().toLowerCase()));

/** Whether piece p holds card c (false at once when no card is held in the game). */
export const hasCard = (s: State, p: number, c: number): boolean =>
  s.v[CARDS] !== 0 && p < PIRATES && (s.u8[ABILITY + p] & CARD_MASK) === c;

/** The pirate holding card c, or -1. */
export function holderOf(s: State, c: number): number {
  if ((s.v[CARDS] & (1 << c)) === 0) return -1;
  for (let p = 0; p < PIRATES; p++) if ((s.u8[ABILITY + p] & CARD_MASK) === c) return p;
  return -1;
}

/**
 * The pirate whose card c acts now, or -1: its holder, but not while he sits up a palm
 * (line 1040 "На него не действуют способности": his card is a sticker on him, line 1114, so
 * up there it does not act either; docs/RULES.md A-J13). The bodyguard, gunner, rescuer and
 * lookout act from their holder's cell and ask this; the musketeer and the tamer need not
 * (up a palm he is neither struck nor smelt), nor the movers' cards (he only climbs down).
 */
export function actingHolderOf(s: State, c: number): number {
  const p = holderOf(s, c);
  return p >= 0 && ((s.v[UP] >> p) & 1) !== 0 ? -1 : p;
}

/** Gives pirate p card c (0: takes its card away), keeping V[CARDS]; a pirate holds one card (FAQ line 1257). */
export function giveCard(s: State, p: number, c: number): void {
  const old = s.u8[ABILITY + p] & CARD_MASK;
  if (old !== 0) s.v[CARDS] &= ~(1 << old);
  s.u8[ABILITY + p] = c;
  if (c !== 0) s.v[CARDS] |= 1 << c;
}

/**
 * The bodyguard (a designed card): an enemy of crew holding the bodyguard card stands on
 * c, so no one of crew may strike there: the cell is a fortress for his side.
 */
export function guarded(s: State, c: number, crew: number): boolean {
  const p = actingHolderOf(s, Card.Bodyguard);
  return p >= 0 && s.u8[P_CELL + p] === c && !allied(s, crew, s.u8[P_CREW + p]);
}
