/**
 * The campaign (src/archipelago/campaign.ts; lines 1108-1146; docs/RULES.md A-E13…): who
 * chooses a card and in which order, the draw as a chance node, the card choices as moves,
 * the next island laid with the cards kept and coins and bottles reset, the campaign's
 * winner, and that no player's view holds the next islands. Orders are worked out by hand
 * from lines 1110-1120.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { ARCHIPELAGO as G } from '../../src/archipelago/game.js';
import { checkState } from '../../src/archipelago/check.js';
import { endIsland } from '../../src/archipelago/campaign.js';
import {
  ABILITY, ABOARD, BOTTLES, CAMP_AT, CAMP_ORDER, CAMP_SEED, CARDS, COIN_SUPPLY, ISLAND, OUT, P_CELL, PHASE, Phase, RESULT, Result, SCORE, State, TURN,
} from '../../src/archipelago/state.js';
import { legal, PIECE, play } from './scene.js';

const campaign = (islands: string, mode = '4p', maxPlies = 3000): State =>
  G.newGame(G.checkOptions({ mode, campaign: islands, maxPlies }) as never, `campaign:${islands}`);

/** Ends the island being played with these coins aboard (crews in order). */
function finish(s: State, coins: number[]): void {
  coins.forEach((c, k) => { s.v[SCORE + k] = c; });
  s.v[COIN_SUPPLY] = 19 - coins.reduce((a, b) => a + b, 0); // (not checked: the island is over)
  s.v[RESULT] = Result.AllCoins;
  endIsland(s);
}

describe('who chooses, in which order (lines 1110-1120; A-E13)', () => {
  it('the winner first, then by coins; equal coins from the winner clockwise; only three; at least 3 coins', () => {
    const s = campaign('1,2');
    // Black wins with 6; red 4; white and yellow 3 each: clockwise from black, red then white, then yellow.
    finish(s, [3, 3, 6, 4]);
    expect(Array.from(s.u8.subarray(CAMP_ORDER, CAMP_ORDER + 3))).toEqual([2, 3, 0]); // yellow left out (line 1120)
    expect(s.v[PHASE]).toBe(Phase.Draw);
  });
  it('under 3 coins no card; nobody qualifying lays the next island at once', () => {
    const s = campaign('1,3');
    finish(s, [2, 2, 1, 0]);
    expect([s.v[PHASE], s.v[ISLAND], s.v[CAMP_AT]]).toEqual([Phase.Berth, 3, 1]);
  });
});

/** Every pirate aboard (the island's end counts the living), less those named. */
function crewsAboard(s: State, dead: string[] = []): void {
  for (let p = 0; p < 12; p++) s.u8[P_CELL + p] = ABOARD + ((p / 3) | 0);
  for (const name of dead) s.u8[P_CELL + PIECE(name)] = OUT;
}
const order = (s: State): number[] => Array.from(s.u8.subarray(CAMP_ORDER, CAMP_ORDER + 3));

describe('2v2: the team\'s pooled gold qualifies both its crews (lines 1110, 1160; A-E18)', () => {

  it('2 and 2 coins aboard a team\'s two ships make 4 of its gold: both crews choose, the other team (1 coin) not', () => {
    const s = campaign('1,2', '2v2');
    crewsAboard(s);
    finish(s, [2, 1, 2, 0]);
    expect([s.v[PHASE], ...order(s)]).toEqual([Phase.Draw, 0, 2, 255]); // counted per crew, nobody chose and island 2 was laid at once
  });
  it('the winning team first, its crew with more coins aboard its own ship first; then the other team\'s crew next clockwise from it', () => {
    const s = campaign('1,2', '2v2');
    crewsAboard(s);
    finish(s, [1, 3, 4, 0]); // white+black 5, yellow+red 3: black (4 aboard) first, white, then red (next clockwise from black)
    expect(order(s)).toEqual([2, 0, 3]);
  });
  it('teams equal in gold: the one with more living pirates wins (line 1104), and both its crews choose before the other team', () => {
    const s = campaign('1,2', '2v2');
    crewsAboard(s, ['Y1']);
    finish(s, [3, 1, 1, 3]); // 4 and 4; yellow+red have 5 living, white+black 6
    expect(order(s)).toEqual([0, 2, 1]); // yellow, next clockwise from white, comes after black, the other winner
    expect(G.show(s)).toContain('won 1:W,B');
  });
});

describe('a shared first place (line 1112: the winner first; A-E13)', () => {
  it('both winners choose before a crew with as many coins that lost on living pirates', () => {
    const s = campaign('1,2');
    crewsAboard(s, ['Y2']);
    finish(s, [4, 4, 4, 0]); // white and black share the island (4 coins, 3 living), yellow 4 coins with 2
    expect(order(s)).toEqual([0, 2, 1]); // yellow used to come second, clockwise from white
  });
});

describe('the draw and the choices (lines 1112-1125; A-E14)', () => {
  it('three cards face up from the box, every set equally likely; choices are moves; the cards stay', () => {
    const s = campaign('1,2');
    finish(s, [5, 3, 0, 0]);
    expect(G.isChance(s)).toBe(true);
    const moves = new Int32Array(G.maxMoves), probs = new Float64Array(G.maxMoves);
    expect(G.chanceOutcomes(s, moves, probs)).toBe(220); // C(12, 3)
    expect(probs[0]).toBeCloseTo(1 / 220, 12);
    play(s, 'draw musketeer porter tamer');
    expect([s.v[PHASE], s.v[TURN]]).toEqual([Phase.Card, 0]);
    expect(legal(s)).toHaveLength(3 * 3 + 1);
    expect(G.show(s)).toContain('campaign island 1 over (1 of 2), won 1:W; face up: musketeer porter tamer');
    play(s, 'card W2 porter');
    expect(s.v[TURN]).toBe(1);
    expect(legal(s)).not.toContain('card Y1 porter');
    play(s, 'card Y3 tamer');
    // Island 2 is laid: coins and bottles afresh (line 1128), the cards kept.
    expect([s.v[PHASE], s.v[ISLAND], s.v[SCORE], s.v[SCORE + 1], s.v[BOTTLES], s.v[COIN_SUPPLY]]).toEqual([Phase.Berth, 2, 0, 0, 0, 19]);
    expect([s.u8[ABILITY + PIECE('W2')], s.u8[ABILITY + PIECE('Y3')], s.v[CARDS]]).toEqual([2, 3, (1 << 2) | (1 << 3)]);
    expect(checkState(s)).toEqual([]);
    expect(G.show(s)).toContain('cards: W2 porter, Y3 tamer; campaign island 2 (2 of 2), won 1:W');
  });
  it('a card drawn later replaces a pirate\'s card, which goes back to the box (FAQ line 1257)', () => {
    const s = campaign('1,2,3');
    finish(s, [5, 0, 0, 0]);
    play(s, 'draw musketeer porter tamer', 'card W1 porter');
    finish(s, [5, 0, 0, 0]);
    const moves = new Int32Array(G.maxMoves), probs = new Float64Array(G.maxMoves);
    expect(G.chanceOutcomes(s, moves, probs)).toBe(165); // C(11, 3): the porter is held
    play(s, 'draw musketeer tamer bodyguard', 'card W1 musketeer');
    expect(s.v[CARDS]).toBe(1 << 1);
  });
  it('no card is a choice (line 1116)', () => {
    const s = campaign('1,2');
    finish(s, [5, 0, 0, 0]);
    play(s, 'draw musketeer porter tamer', 'no card');
    expect([s.v[ISLAND], s.v[CARDS]]).toEqual([2, 0]);
  });
});

describe('the campaign\'s winner (designed; A-E15) and its run', () => {
  it('most islands won, then coins; the end reason names each island\'s winners', () => {
    const s = campaign('1,2,3', '2p');
    finish(s, [1, 4]); // yellow wins island 1
    play(s, 'draw musketeer porter tamer', 'no card');
    finish(s, [6, 2]); // white island 2
    play(s, 'draw musketeer porter tamer', 'no card'); // yellow's 2 coins do not qualify
    finish(s, [3, 2]); // white island 3
    expect(G.isTerminal(s)).toBe(true);
    const o = G.outcome(s);
    expect(o.scores).toEqual([10, 8]);
    expect(o.ranks).toEqual([1, 2]);
    expect(o.reason).toBe('campaign 1:Y 2:W 3:W');
  });
  it('a seeded campaign of random moves runs to its end, sound after every move', () => {
    const s = campaign('1,2', '3p', 150), rng = new Rng('camp-random');
    const moves = new Int32Array(G.maxMoves);
    let plies = 0, islands = new Set<number>();
    while (!G.isTerminal(s) && plies < 5000) {
      const n = G.generateMoves(s, moves);
      G.applyMove(s, moves[rng.int(n)]);
      islands.add(s.v[ISLAND]);
      const bad = checkState(s);
      if (bad.length) throw new Error(`ply ${plies}: ${bad[0]}`);
      plies++;
    }
    expect(G.isTerminal(s)).toBe(true);
    expect([...islands]).toEqual([1, 2]);
    expect(G.outcome(s).reason).toMatch(/^campaign 1:[WYB,]+\*? 2:[WYB,]+\*?$/);
  });
});

describe('no view holds the next islands (the leak test of campaign state)', () => {
  it('an observation blanks the seed; determinizations lay different next islands', () => {
    const s = campaign('1,2');
    expect(s.v[CAMP_SEED]).not.toBe(0);
    const obs = G.observe(s, 0);
    expect(obs.v[CAMP_SEED]).toBe(0);
    const next = (seed: string): Uint8Array => {
      const d = G.clone(s);
      G.determinizeInto(d, obs, new Rng(seed));
      finish(d, [0, 0, 0, 0]);
      return d.under.slice();
    };
    const real = G.clone(s);
    finish(real, [0, 0, 0, 0]);
    const a = next('a'), b = next('b');
    expect(a).not.toEqual(b);
    expect(a).not.toEqual(real.under);
  });
});
