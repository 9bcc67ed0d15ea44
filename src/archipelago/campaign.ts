/**
 * The expedition as one game (lines 1108-1146): islands in a row, and between them the
 * ability cards. When an island ends (all coins, or the research ply limit) its result is
 * written to the campaign block (state.ts CAMP_*); then, if islands remain:
 *   1. the crews whose side has at least 3 coins aboard qualify (line 1110; in 2v2 the team's
 *      pooled gold, line 1160, so both crews of a team qualify or neither: A-E18); the
 *      island's winners choose first, the one with the most coins aboard its own ship first
 *      (then the first in crew order; designed), then the others by their side's coins, equal
 *      coins broken by who sits next clockwise from that first chooser (line 1112); only
 *      three choose (line 1120). In 2v2 that is the winning team's two crews, then the
 *      other team's crew sitting next clockwise from the first chooser;
 *   2. three cards are drawn face up from those no pirate holds (PHASE Draw, a chance node:
 *      every set of three equally likely; fewer when fewer are left in the box);
 *   3. each qualifier in turn takes one of the face-up cards onto one of its pirates, or none
 *      (PHASE Card: `card W2 musketeer` / `no card`, lines 1116, 1119); a pirate holds one
 *      card, so a new one replaces the old, which goes back to the box (FAQ line 1257);
 *   4. the next island is laid from the hidden V[CAMP_SEED] (its tiles are dealt as any
 *      island's, setup.ts), coins and bottles start afresh (line 1128), the cards stay.
 * Nobody qualifying, or no card left, skips 2-3.
 *
 * Who wins a campaign is **designed** (the text does not say): most islands won (an island's
 * winner as line 1104: most coins, then most living pirates; a shared first place counts for
 * each), then most coins over the campaign. A campaign's scores are its coins over all
 * islands; its ranks follow that order; its end reason lists each island's winners
 * (`campaign 1:W 2:Y,B* 3:W`, `*` an island ended at the ply limit), so games.csv says them.
 */

import type { Outcome } from '../core/game.js';
import { Rng } from '../core/rng.js';
import * as abilitiesModule from './abilities.js';
import * as layoutModule from './layout.js';
import { MoveKind } from './moves.js';
import * as movesModule from './moves.js';
import * as setupModule from './setup.js';
import * as standingModule from './standing.js';
import { Phase, Result, State } from './state.js';
import * as stateModule from './state.js';

// module constants, not imported bindings: V8 folds them (movegen.ts, "Imports")
const { CARD_COUNT, CARD_MASK, CARD_NAMES, giveCard } = abilitiesModule;
const { designedIsland } = layoutModule;
const { move, NO_PIECE } = movesModule;
const { layIsland } = setupModule;
const { seatLiving, seatScore } = standingModule;
const {
  ABILITY, allied, CAMP_AT, CAMP_COINS, CAMP_DRAWN, CAMP_ISLE, CAMP_LEN, CAMP_ORDER, CAMP_PICK, CAMP_SEED, CAMP_WON, CARDS, copyInto, CREWS, FIRED,
  LIMITED, MAX_PLIES, MODE, PHASE, PLY, PLY0, RESULT, SCORE, SMOKE, TURN, U8_LEN,
} = stateModule;

/** Coins a crew needs aboard to choose a card (line 1110). */
export const CARD_COINS = 3;
/** Crews that get a card after an island (line 1120). */
export const CHOOSERS = 3;

/** Whether the game is a campaign with its last island still to finish. */
export const campaignGoesOn = (s: State): boolean => s.u8[CAMP_LEN] !== 0 && s.v[CAMP_AT] < s.u8[CAMP_LEN];

/** Crews (bit k) that won the island just played: no other side has more coins, or as many and more living pirates (line 1104; a 2v2 team as one, standing.ts). */
function islandWinners(s: State): number {
  const crews = s.v[CREWS];
  let won = 0;
  for (let k = 0; k < crews; k++) {
    const coins = seatScore(s, k), alive = seatLiving(s, k);
    let beaten = false;
    for (let j = 0; j < crews; j++) if (seatScore(s, j) > coins || (seatScore(s, j) === coins && seatLiving(s, j) > alive)) beaten = true;
    if (!beaten) won |= 1 << k;
  }
  return won;
}

/** Called after a move ended an island of a campaign (apply.ts): records it, then cards or the next island. */
export function endIsland(s: State): void {
  const i = s.v[CAMP_AT], crews = s.v[CREWS];
  for (let k = 0; k < crews; k++) s.u8[CAMP_COINS + 4 * i + k] = s.v[SCORE + k];
  const won = islandWinners(s);
  s.u8[CAMP_WON + i] = won | (s.v[RESULT] === Result.PlyLimit ? LIMITED : 0);
  s.v[CAMP_AT] = i + 1;
  s.v[PLY0] = s.v[PLY];
  if (i + 1 >= s.u8[CAMP_LEN]) return; // the campaign is over: RESULT stays
  // The first chooser: of the winning crews, the one with the most coins aboard its own ship,
  // then the first (designed: the text names one winner; a shared first place, or a 2v2 team, has more).
  let w = -1;
  for (let k = 0; k < crews; k++) if ((won >> k) & 1 && (w < 0 || s.v[SCORE + k] > s.v[SCORE + w])) w = k;
  const order: number[] = [];
  for (let k = 0; k < crews; k++) if (seatScore(s, k) >= CARD_COINS) order.push(k);
  // w, the other winners, the rest; then by the side's coins; equal coins clockwise from w.
  const key = (k: number): number => (k === w ? 0 : (won >> k) & 1 ? 1 : 2) * 1000 + (100 - seatScore(s, k)) * 8 + ((k - w + crews) % crews);
  order.sort((a, b) => key(a) - key(b));
  s.u8.fill(255, CAMP_ORDER, CAMP_ORDER + CHOOSERS);
  for (let j = 0; j < Math.min(CHOOSERS, order.length); j++) s.u8[CAMP_ORDER + j] = order[j];
  s.u8.fill(0, CAMP_DRAWN, CAMP_DRAWN + 3);
  s.v[RESULT] = Result.Playing; s.v[SMOKE] = 0;
  if (order.length === 0 || inBox(s) === 0) { layNext(s); return; }
  s.v[PHASE] = Phase.Draw;
}

/** The mask (bit c-1) of the cards in the box: no pirate holds them. */
const inBox = (s: State): number => ((1 << CARD_COUNT) - 1) & ~(s.v[CARDS] >> 1);

/** The Draw chance node's outcomes: every set of min(3, in the box) cards, equally likely; probs may be null. */
export function drawOutcomes(s: State, out: Int32Array, probs: Float64Array | null): number {
  const box = inBox(s);
  let n = 0;
  for (let a = 0; a < CARD_COUNT; a++) {
    if (!((box >> a) & 1)) continue;
    for (let b = a + 1; b < CARD_COUNT; b++) {
      if (!((box >> b) & 1)) continue;
      for (let c = b + 1; c < CARD_COUNT; c++) if ((box >> c) & 1) out[n++] = move(MoveKind.Draw, 0, (1 << a) | (1 << b) | (1 << c));
    }
  }
  if (n === 0) out[n++] = move(MoveKind.Draw, 0, box); // fewer than three left: all of them
  if (probs) for (let i = 0; i < n; i++) probs[i] = 1 / n;
  return n;
}

/** The cards of `mask` (bit c-1: card c) lie face up; the first chooser decides. */
export function drawCards(s: State, mask: number): void {
  let j = 0;
  for (let c = 1; c <= CARD_COUNT; c++) if ((mask >> (c - 1)) & 1) s.u8[CAMP_DRAWN + j++] = c;
  s.u8[CAMP_PICK] = 0;
  s.v[TURN] = s.u8[CAMP_ORDER];
  s.v[PHASE] = Phase.Card;
}

/** The chooser's decisions: each face-up card on each of its three pirates, or no card. */
export function cardChoices(s: State, out: Int32Array): number {
  const crew = s.v[TURN];
  let n = 0;
  for (let j = 0; j < 3; j++) {
    const c = s.u8[CAMP_DRAWN + j];
    if (c !== 0) for (let p = 3 * crew; p < 3 * crew + 3; p++) out[n++] = move(MoveKind.Card, p, c);
  }
  out[n++] = move(MoveKind.Card, NO_PIECE, 0);
  return n;
}

/** Pirate p takes card c (p NO_PIECE: none); then the next chooser, or the next island. */
export function takeCard(s: State, p: number, c: number): void {
  if (p !== NO_PIECE) {
    giveCard(s, p, c);
    for (let j = 0; j < 3; j++) if (s.u8[CAMP_DRAWN + j] === c) s.u8[CAMP_DRAWN + j] = 0;
  }
  const next = s.u8[CAMP_PICK] + 1;
  const left = s.u8[CAMP_DRAWN] | s.u8[CAMP_DRAWN + 1] | s.u8[CAMP_DRAWN + 2];
  if (next < CHOOSERS && s.u8[CAMP_ORDER + next] !== 255 && left !== 0) {
    s.u8[CAMP_PICK] = next;
    s.v[TURN] = s.u8[CAMP_ORDER + next];
    return;
  }
  layNext(s); // the cards left go back to the box (line 1112)
}

/** Lays the campaign's next island (V[CAMP_AT]) from the hidden seed, keeping the cards and the campaign's record. */
function layNext(s: State): void {
  const i = s.v[CAMP_AT], isle = s.u8[CAMP_ISLE + i];
  const fresh = layIsland(designedIsland(isle), isle, s.v[MODE], s.v[MAX_PLIES], new Rng(`${s.v[CAMP_SEED]}:${i}`));
  const kept = s.u8.slice(ABILITY, U8_LEN), cards = s.v[CARDS], seed = s.v[CAMP_SEED], ply = s.v[PLY];
  copyInto(s, fresh);
  s.u8.set(kept, ABILITY);
  for (let p = 0; p < 12; p++) s.u8[ABILITY + p] &= ~FIRED; // the gunner fires once an island
  s.u8.fill(0, CAMP_DRAWN, CAMP_DRAWN + 3);
  s.v[CARDS] = cards; s.v[CAMP_SEED] = seed; s.v[CAMP_AT] = i; s.v[PLY] = ply; s.v[PLY0] = ply;
}

/** A campaign's outcome: scores = coins over its islands; ranks by islands won, then those coins (designed). */
export function campaignOutcome(s: State): Outcome {
  const crews = s.v[CREWS], seats = crews, played = Math.min(s.v[CAMP_AT], s.u8[CAMP_LEN]);
  const coins: number[] = [], wins: number[] = [];
  for (let seat = 0; seat < seats; seat++) {
    let c = 0, w = 0;
    for (let i = 0; i < played; i++) {
      for (let k = 0; k < crews; k++) if (allied(s, k, seat)) c += s.u8[CAMP_COINS + 4 * i + k]; // a 2v2 team's pooled (line 1160)
      if ((s.u8[CAMP_WON + i] >> seat) & 1) w++;
    }
    coins.push(c); wins.push(w);
  }
  const ranks = coins.map((x, i) => 1 + coins.filter((y, j) => wins[j] > wins[i] || (wins[j] === wins[i] && y > x)).length);
  return { reason: `campaign ${islandWinnersText(s)}`, plies: s.v[PLY], scores: coins, ranks };
}

/** Each island played, its number and winners as crew letters, `*` where it ended at the ply limit: `1:W 2:Y,B*` (the end reason). */
export function islandWinnersText(s: State): string {
  const parts: string[] = [];
  for (let i = 0; i < Math.min(s.v[CAMP_AT], s.u8[CAMP_LEN]); i++) {
    let t = '';
    for (let k = 0; k < s.v[CREWS]; k++) if ((s.u8[CAMP_WON + i] >> k) & 1) t += (t ? ',' : '') + 'WYBR'[k];
    parts.push(`${s.u8[CAMP_ISLE + i]}:${t}${s.u8[CAMP_WON + i] & LIMITED ? '*' : ''}`);
  }
  return parts.join(' ');
}

/** The expedition's line of `jackal show` (cards held; the campaign's island, winners so far, cards face up), or ''. */
export function expeditionLine(s: State): string {
  const parts: string[] = [];
  const held: string[] = [];
  for (let p = 0; p < 12; p++) if (s.u8[ABILITY + p] & CARD_MASK) held.push(`${'WYBR'[(p / 3) | 0]}${(p % 3) + 1} ${CARD_NAMES[s.u8[ABILITY + p] & CARD_MASK]}`);
  if (held.length) parts.push(`cards: ${held.join(', ')}`);
  const len = s.u8[CAMP_LEN];
  if (len) {
    const at = s.v[CAMP_AT], between = s.v[PHASE] === Phase.Draw || s.v[PHASE] === Phase.Card;
    const where = between || at >= len ? `island ${s.u8[CAMP_ISLE + at - 1]} over (${at} of ${len})` : `island ${s.u8[CAMP_ISLE + at]} (${at + 1} of ${len})`;
    parts.push(`campaign ${where}${at > 0 ? `, won ${islandWinnersText(s)}` : ''}`);
    const up: string[] = [];
    for (let j = 0; j < 3; j++) if (s.u8[CAMP_DRAWN + j]) up.push(CARD_NAMES[s.u8[CAMP_DRAWN + j]]);
    if (s.v[PHASE] === Phase.Card) parts.push(`face up: ${up.join(' ')}`);
  }
  return parts.join('; ');
}
