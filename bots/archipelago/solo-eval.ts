/**
 * What a solo position is worth to the player (the pirate puzzles, full-rules-ru.txt lines
 * 1162-1184): the heuristic's evaluation in solo mode (heuristic.ts asks it at the end of
 * each turn it looks through, after the bear's step). It reads the card's goal (solo-goal.ts)
 * and what the table shows; nothing is hidden in a solo game.
 *
 * The value mirrors the game's score (solo-score.ts: 10000 a coin in the bank, 1000 a living
 * pirate, then fewer turns) with the card on top of it:
 *   MET      the card is met (a finished game), or still can be: no coin sunk, enough
 *            survivors with the named ones among them, and the turns used plus LEFT (below)
 *            within the card's turns;
 *   LEFT     the turns still needed, estimated with the bear away: the coins shared among
 *            the living pirates (every way of sharing up to EXACT coins tried),
 *            a pirate's load being his wait (the rum, a pit, a labyrinth) plus his way to his
 *            first coin and home with it, then from the bank to each further coin and home
 *            (solo-ways.ts: moves with the tiles' effects counted); LEFT is the largest load,
 *            each turn giving every pirate one move; TURN_COST for each. Not a bound: a
 *            coin handed on within a turn (black carries it a cell, yellow on from there)
 *            goes further than one pirate takes it, and the card's solutions do so;
 *   LOAD     the sum of the loads, LOAD_COST for each (between two plans of the same length,
 *            the one with less walking);
 *   the bear: the bear walks one cell a turn towards the nearest pirate (bear.ts) and the
 *            pirates move before it, so a pirate next to it must step away in his move:
 *            CORNERED for one who cannot (no move takes him two cells from the bear, or he
 *            may not move), the bear's prey the more (PREY), NEAR for one who can, FAR two
 *            cells away.
 */

import { bearPrey } from '../../src/archipelago/bear.js';
import { CELLS } from '../../src/archipelago/geometry.js';
import type { MissionGoal } from '../../src/archipelago/solo-mission.js';
import { missionMet, soloScore } from '../../src/archipelago/solo-score.js';
import { coinsLost, delivered, SOLO_BANK, SOLO_PIRATES, soloLiving } from '../../src/archipelago/solo-state.js';
import { BEAR, COINS, drunk, FALLEN, labStep, OUT, P_CELL, P_STAT, RESULT, State, TILE, TURNS } from '../../src/archipelago/state.js';
import { kindOf, labSteps } from '../../src/archipelago/tiles.js';
import { NO_WAY, PIT, SoloWays } from './solo-ways.js';

export const MET = 1_000_000;
export const TURN_COST = 100, LOAD_COST = 10;
export const CORNERED = 150, PREY = 450, NEAR = 40, FAR = 10;
/** Coins shared exactly among the pirates (3^EXACT ways); further coins are added to the loads evenly. */
const EXACT = 6;

export class SoloEvaluator {
  readonly ways = new SoloWays();
  private readonly coin = new Int16Array(EXACT);
  private readonly at = new Int16Array(SOLO_PIRATES);
  private readonly wait = new Int16Array(SOLO_PIRATES);
  private readonly round = new Int32Array(SOLO_PIRATES);
  private readonly first = new Int32Array(SOLO_PIRATES);
  private pirates = 0;
  private coins = 0;
  private bestSpan = 0;
  private bestLoad = 0;

  /** The value of s for the player against `goal` (the ways prepared for s's card). */
  value(s: State, goal: MissionGoal): number {
    if (s.v[RESULT] !== 0) return (missionMet(s, goal) ? MET : 0) + soloScore(s);
    const left = this.turnsLeft(s);
    let v = 10000 * delivered(s) + 1000 * soloLiving(s) - TURN_COST * left - LOAD_COST * this.bestLoad - this.bearThreat(s);
    if (this.canMeet(s, goal, left)) v += MET;
    return v;
  }

  /** Whether the card can still be met with `left` turns more. */
  private canMeet(s: State, goal: MissionGoal, left: number): boolean {
    if (coinsLost(s) !== 0 || soloLiving(s) < goal.survivors || s.v[TURNS] + left > goal.turns) return false;
    for (const p of goal.alive) if (s.u8[P_CELL + p] === OUT) return false;
    return true;
  }

  /** LEFT: the largest load of the best sharing of the coins (bestLoad: its sum); NO_WAY when a coin cannot be brought. */
  turnsLeft(s: State): number {
    const w = this.ways, bank = s.v[SOLO_BANK];
    this.pirates = 0;
    for (let p = 0; p < SOLO_PIRATES; p++) {
      const c = s.u8[P_CELL + p];
      if (c === OUT) continue;
      const lab = labSteps(kindOf(s.u8[TILE + c])), st = labStep(s, p);
      this.at[this.pirates] = c;
      this.wait[this.pirates++] = drunk(s, p) + ((s.u8[P_STAT + p] & FALLEN) !== 0 ? PIT : 0) + (lab > 0 && st > 0 ? lab - st : 0);
    }
    let extra = 0;
    this.coins = 0;
    for (let c = 0; c < CELLS; c++) {
      if (c === bank) continue;
      for (let k = s.u8[COINS + c]; k > 0; k--) {
        if (this.coins < EXACT) this.coin[this.coins++] = c;
        else extra += w.dist(bank, c) + w.home[c];
      }
    }
    this.bestLoad = 0;
    if (this.coins === 0) return 0;
    if (this.pirates === 0) return NO_WAY;
    this.round.fill(0); this.first.fill(NO_WAY);
    this.bestSpan = NO_WAY; this.bestLoad = NO_WAY;
    this.share(0, bank);
    const spread = Math.ceil(extra / this.pirates);
    this.bestLoad += extra;
    return Math.min(NO_WAY, this.bestSpan + spread);
  }

  /** Every sharing of coins i.. among the pirates: loads are wait + round + first (first: the way to the first coin less a round from the bank). */
  private share(i: number, bank: number): void {
    const w = this.ways;
    if (i === this.coins) {
      let span = 0, load = 0;
      for (let p = 0; p < this.pirates; p++) {
        if (this.first[p] === NO_WAY) continue;
        const x = this.wait[p] + this.round[p] + this.first[p];
        load += x;
        if (x > span) span = x;
      }
      if (span < this.bestSpan || (span === this.bestSpan && load < this.bestLoad)) { this.bestSpan = span; this.bestLoad = load; }
      return;
    }
    const c = this.coin[i], home = w.home[c], fromBank = w.dist(bank, c);
    for (let p = 0; p < this.pirates; p++) {
      const keepRound = this.round[p], keepFirst = this.first[p];
      this.round[p] = Math.min(NO_WAY, keepRound + fromBank + home);
      this.first[p] = Math.min(keepFirst, w.dist(this.at[p], c) - fromBank);
      this.share(i + 1, bank);
      this.round[p] = keepRound; this.first[p] = keepFirst;
    }
  }

  /** The bear's threat to the living pirates for the coming turn (CORNERED, PREY, NEAR, FAR). */
  bearThreat(s: State): number {
    const bear = s.v[BEAR];
    if (bear < 0) return 0;
    const prey = bearPrey(s), w = this.ways;
    let v = 0;
    for (let p = 0; p < SOLO_PIRATES; p++) {
      const c = s.u8[P_CELL + p];
      if (c === OUT) continue;
      const d = w.bearSteps(bear, c);
      if (d === 2) v += FAR;
      if (d !== 1) continue;
      if (this.mayFlee(s, p, c, bear)) v += NEAR;
      else v += c === prey ? PREY : CORNERED;
    }
    return v;
  }

  /** Whether pirate p on cell c has a move that takes him at least two cells from the bear. */
  private mayFlee(s: State, p: number, c: number, bear: number): boolean {
    if (drunk(s, p) !== 0 || (s.u8[P_STAT + p] & FALLEN) !== 0) return false;
    const w = this.ways;
    for (let i = 0; i < w.land; i++) {
      const x = w.cell[i];
      if (w.bearSteps(bear, x) >= 2 && w.oneMove(c, x)) return true;
    }
    return false;
  }
}
