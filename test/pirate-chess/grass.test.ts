/**
 * Grass (ruling PC24; seed: "Трава (2) – всё как в «Шакале»: каждый игрок делает по одному
 * ходу фигурами противника"; full-rules-ru.txt "Трава": from the next turn each crew is moved by
 * the next player for one round, "Командовать чужим ромом нельзя").
 */
import { describe, expect, it } from 'vitest';
import { PIRATE_CHESS } from '../../src/pirate-chess/game.js';
import { fromPosition, toPosition } from '../../src/pirate-chess/position.js';
import { BOTTLES, COINS, GRASS, LOST, SIDE, State, TRAPPED } from '../../src/pirate-chess/state.js';
import { cell, legal, play, scene } from './scene.js';

const K = { g1: 'wK', g11: 'bK' };
const who = (s: State): [number, number] => [s.v[SIDE], PIRATE_CHESS.currentPlayer(s)];

describe('grass (PC24)', () => {
  it('turned over, it burns for the next round: each side\'s pieces are moved by the other player, then play goes on as usual', () => {
    const s = play(scene({ pieces: { ...K, d1: 'wN', c10: 'bP', d3: 'wP' }, closed: { e3: 'grass' } }), 'd1-e3');
    expect(s.v[GRASS]).toBe(2);
    expect(who(s)).toEqual([1, 0]); // black's pieces, moved by white
    expect(legal(s)).toContain('c10-c9');
    expect(legal(s)).not.toContain('d3-d4');
    play(s, 'c10-c9');
    expect(who(s)).toEqual([0, 1]); // white's pieces, moved by black
    play(s, 'd3-d4');
    expect(who(s)).toEqual([1, 1]); // the grass is out: black moves his own
    expect(s.v[GRASS]).toBe(0);
  });

  it('while it burns nobody spends the other side\'s coins or rum: no buying back, no bottles', () => {
    const s = play(scene({ pieces: { ...K, d11: 'bN', c4: 'wP', a5: 'wP' }, closed: { e9: 'grass' }, open: { a5: 'trap' }, toMove: 'black' }), 'd11-e9');
    s.v[COINS] = 9; s.v[LOST + 4] = 1; s.v[BOTTLES] = 1; s.pstat[cell('a5')] = TRAPPED; // white: a queen lost, coins for her, a bottle, a trapped pawn
    expect(who(s)).toEqual([0, 1]);
    expect(legal(s).filter((m) => m.startsWith('buy') || m.startsWith('bottle'))).toEqual([]);
    play(s, 'c4-c5', 'e9-d11');
    expect(who(s)).toEqual([0, 0]);
    expect(legal(s)).toContain('buy Q@f1');
    expect(legal(s)).toContain('bottle a5');
  });

  it('burnt grass does not burn again', () => {
    const s = play(scene({ pieces: { ...K, d1: 'wN', c10: 'bP', d3: 'wP' }, closed: { e3: 'grass' } }), 'd1-e3', 'c10-c9', 'e3-d1', 'c9-c8');
    expect(who(s)).toEqual([0, 0]);
    play(s, 'd1-e3');
    expect([s.v[GRASS], ...who(s)]).toEqual([0, 1, 1]);
  });

  it('a burning grass is written and read back in the position', () => {
    const s = play(scene({ pieces: { ...K, d1: 'wN' }, closed: { e3: 'grass' } }), 'd1-e3');
    const pos = toPosition(s) as { grass?: number };
    expect(pos.grass).toBe(2);
    // a scenario board is no island's tile set: read as a study (position.ts)
    expect(toPosition(fromPosition(JSON.parse(JSON.stringify(pos)), { study: true }) as State)).toEqual(pos);
  });
});
