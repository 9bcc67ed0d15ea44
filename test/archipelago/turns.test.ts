/**
 * The turn, the seats, the bear's nose, the end's pooled score and the next island's crews
 * (full-rules-ru.txt lines 668, 689, 898, 1102-1104, 1136, 1156-1160; docs/RULES.md "Coverage:
 * Archipelago turns, die, bear, ending, expedition and solo"): the rows of that table no
 * other test pinned. Scenes of island 1 (scene.ts); expected values worked out by hand.
 */
import { describe, expect, it } from 'vitest';
import { ARCHIPELAGO as G } from '../../src/archipelago/game.js';
import { endIsland } from '../../src/archipelago/campaign.js';
import { ABOARD, BEAR, COIN_SUPPLY, OUT, P_CELL, PIECES, RESULT, Result, SCORE, State, TURN, isPirate } from '../../src/archipelago/state.js';
import { at, cell, legal, play, scene } from './scene.js';

describe('the turn (lines 668, 689)', () => {
  it('one action, then the next player clockwise; no passing while a move is left ("Пропускать ход нельзя")', () => {
    const s = scene({ mode: '3p', pieces: { W1: 'c4' } });
    expect(legal(s)).not.toContain('pass');
    const turns: number[] = [];
    for (const m of ['W1 d4', 'sail h7', 'sail d8', 'W1 e4']) { turns.push(s.v[TURN]); play(s, m); }
    expect(turns).toEqual([0, 1, 2, 0]); // white, yellow, black, white: each turn one move
  });
  it('2v2: the teams alternate, white and black against yellow and red (line 1156)', () => {
    const s = scene({ mode: '2v2' });
    const turns: number[] = [];
    for (const m of ['sail b3', 'sail h7', 'sail d8', 'sail d2', 'sail b4']) { turns.push(s.v[TURN]); play(s, m); }
    expect(turns).toEqual([0, 1, 2, 3, 0]);
  });
});

describe('the bear smells only pirates on land (line 898 "бежит за тем пиратом, который на суше")', () => {
  it('a swimmer next to it is passed by: it goes for the pirate on land farther off', () => {
    // Bear on d4; W1 swims at b5 (beside c5 and c4, two cells from the bear), Y1 stands on g4
    // (three steps over land). White's turn ends: the bear steps towards Y1, diagonally (e5,
    // as in rules.test.ts "the bear wakes…"), not towards the swimmer.
    const s = scene({ pieces: { W1: 'b5', Y1: 'g4' }, bear: { at: 'd4', crew: 0 } });
    play(s, 'sail b3');
    expect([s.v[BEAR], at(s, 'W1')]).toEqual([cell('e5'), cell('b5')]);
  });
});

describe('the end: a 2v2 team pools its gold (line 1160)', () => {
  it('each seat scores its team\'s coins; equal coins are broken by the team\'s living pirates', () => {
    const s = scene({ mode: '2v2', pieces: { Y1: 'dead' }, open: { g7: 'empty' } });
    s.v[SCORE] = 2; s.v[SCORE + 1] = 3; s.v[SCORE + 2] = 2; s.v[SCORE + 3] = 1; s.v[COIN_SUPPLY] = 11;
    play(s, 'sail b3');
    expect(s.v[RESULT]).toBe(Result.AllCoins);
    const o = G.outcome(s);
    expect(o.scores).toEqual([4, 4, 4, 4]);
    expect(o.ranks).toEqual([1, 3, 1, 3]); // white+black 6 living, yellow+red 5: both yellow and red seats rank after the two of the other team
  });
});

describe('the next island: a ship and three pirates each (line 1136)', () => {
  it('pirates lost on the island before come back; the islanders are not carried over', () => {
    const s: State = G.newGame(G.checkOptions({ mode: '2p', campaign: '1,2' }) as never, 'campaign:1,2');
    play(s, 'ship b4', 'ship i6');
    s.u8[P_CELL + 0] = OUT; s.u8[P_CELL + 4] = OUT; // W1 and Y2 dead
    s.u8[P_CELL + 12] = cell('d4'); s.u8[P_CELL + 14] = cell('e4'); // the missionary and Friday found
    s.v[SCORE] = 2; s.v[SCORE + 1] = 1; s.v[COIN_SUPPLY] = 16; s.v[RESULT] = Result.AllCoins;
    endIsland(s); // nobody has 3 coins: island 2 is laid at once
    play(s, ...legal(s).slice(0, 1));
    play(s, ...legal(s).slice(0, 1));
    for (let p = 0; p < PIECES; p++) {
      if (p < 6) expect(s.u8[P_CELL + p]).toBe(ABOARD + Math.floor(p / 3));
      else if (p >= 12 || !isPirate(s, p)) expect(s.u8[P_CELL + p]).toBe(OUT);
    }
  });
});
