/**
 * Two rulings where the seed is not explicit: PC31, a pawn's step on a spinner is a pawn move
 * for the 50-move rule; PC32, the balloon flies a promoted pawn to the start cell of the piece
 * it became.
 */
import { describe, expect, it } from 'vitest';
import { HALFMOVE, RESULT, Result } from '../../src/pirate-chess/state.js';
import { cell, legal, pieces, play, scene } from './scene.js';

describe('PC31 (ruling): a pawn\'s step on a spinner is a pawn move for the 50-move rule', () => {
  it('it starts the count again, as a pawn\'s step off a cell does; a king\'s step on a spinner does not', () => {
    const pawn = scene({ pieces: { g1: 'wK', g11: 'bK', e5: 'wP' }, open: { e5: 'spinner-3' } });
    pawn.pstat[cell('e5')] = 1;
    pawn.v[HALFMOVE] = 99;
    play(pawn, 'step e5');
    expect(pawn.v[RESULT]).toBe(Result.Playing);
    expect(pawn.v[HALFMOVE]).toBe(0);
    const king = scene({ pieces: { e5: 'wK', g11: 'bK', c3: 'wP' }, open: { e5: 'spinner-3' } });
    king.pstat[cell('e5')] = 1;
    king.v[HALFMOVE] = 99;
    play(king, 'step e5');
    expect(king.v[RESULT]).toBe(Result.FiftyMoves);
  });
});

describe('PC32 (ruling): the balloon flies a promoted pawn to a start cell of the piece it became', () => {
  it('a queen promoted from a pawn flies to f1 (the queen\'s), not to a pawn\'s start cell; f1 taken, she stays on the balloon', () => {
    const s = play(scene({ pieces: { g1: 'wK', g11: 'bK', e4: 'wQ+' }, open: { e6: 'balloon' } }), 'e4-e6');
    expect(pieces(s).f1).toBe('wQ+');
    const held = play(scene({ pieces: { g1: 'wK', g11: 'bK', e4: 'wQ+', f1: 'wN' }, open: { e6: 'balloon' } }), 'e4-e6');
    expect(pieces(held).e6).toBe('wQ+');
    // a promoted knight chooses between the knights' start cells d1 and i1
    const knight = play(scene({ pieces: { g1: 'wK', g11: 'bK', c5: 'wN+' }, open: { e6: 'balloon' } }), 'c5-e6');
    expect(legal(knight)).toEqual(['> d1', '> i1']);
  });
});
