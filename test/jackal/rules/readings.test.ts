/**
 * Readings ruled in session 26 (docs/RULES.md X-R8, TI-R7, R23 with TI-R6): where the text
 * could be read two ways, the reading of record, each test named after the passage it rests
 * on. full-rules-ru.txt by bare line numbers, tile-notes-ru.txt as `tn`, the rules README's
 * rulings as "README". The Treasure Island scenes are cross-checked against the reference
 * model (cross-check.setup.ts); the expansion's are not (it does not cover the expansion).
 */
import { describe, expect, it } from 'vitest';
import type { State } from '../../../src/jackal/state.js';
import { BoardSpec, aboard, board, crewOf, legal, movesOf, play, setTurn, where } from './board.js';
import { boatAt, xboard } from './items.js';

const ti = (spec: BoardSpec): State => board({ ...spec, options: { tiles: 'treasure-island', ...spec.options } });

describe('X-R8 (changed): 415 "Её можно носить по тем же правилам, что и монету" takes the boat aboard by a step', () => {
  it('a pirate steps aboard his own ship with the boat, as with a coin: it is stowed there, out of play (the balloon does the same)', () => {
    const s = xboard({ tiles: { f2: 'boat' }, items: { boat: 'f2' }, pirates: { w1: 'f2' } });
    expect(movesOf(s, 'w1')).toEqual(expect.arrayContaining(['w1 g1 boat', 'w1 g1']));
    play(s, 'w1 g1 boat');
    expect([where(s, 'w1'), boatAt(s)]).toEqual(['g1', 'aboard:w']);
    setTurn(s, 'w');
    expect(legal(s).some((d) => d.startsWith('boat') || d.endsWith(' boat'))).toBe(false); // nobody launches or sails it again
  });

  it('the same step with a coin (the rule 415 points to) and, in 2v2, onto an ally\'s ship', () => {
    const c = xboard({ tiles: { f2: 'empty' }, pirates: { w1: 'f2' }, coins: { f2: 1 } });
    play(c, 'w1 g1 coin');
    expect(aboard(c, 'w')).toBe(1);
    const s = xboard({ options: { mode: '2v2' }, tiles: { f2: 'boat' }, items: { boat: 'f2' }, pirates: { b1: 'f2' }, turn: 'b' });
    play(s, 'b1 g1 boat'); // white's ship, black's ally
    expect([where(s, 'b1'), boatAt(s)]).toEqual(['g1', 'aboard:w']);
  });

  it('onto a free berth the same step launches it (X-R7): carrying aboard and launching are two moves', () => {
    const s = xboard({ tiles: { f2: 'boat' }, items: { boat: 'f2' }, pirates: { w1: 'f2' } });
    play(s, 'w1 f1 boat');
    expect([where(s, 'w1'), boatAt(s)]).toEqual(['f1', 'afloat:w:f1']);
  });
});

describe('TI-R7 (changed): 351 "никого атаковать не может" holds in the water: Friday swims onto no enemy', () => {
  it('Friday does not swim onto an enemy swimmer, as he does not step onto an enemy on land; beside him he swims on', () => {
    const s = ti({ pirates: { fri: { at: 'c1', crew: 'w' }, y1: 'd1' } });
    expect(movesOf(s, 'fri')).not.toContain('fri d1');
    expect(movesOf(s, 'fri')).toContain('fri b1');
    const land = ti({ tiles: { d5: 'empty', e5: 'empty' }, pirates: { fri: { at: 'd5', crew: 'w' }, y1: 'e5' } });
    expect(movesOf(land, 'fri')).not.toContain('fri e5');
  });

  it('tn 93 "Нападая миссионером на Пятницу в воде, и наоборот, умирают оба": onto the enemy missionary alone he still swims, and both vanish', () => {
    const s = ti({ pirates: { fri: { at: 'c1', crew: 'w' }, mis: { at: 'd1', crew: 'y' } } });
    play(s, 'fri d1');
    expect([where(s, 'fri'), where(s, 'mis')]).toEqual(['dead', 'dead']);
  });

  it('tn 92 is the missionary\'s alone: he still swims onto an enemy pirate and dies; Friday\'s own pirate still wins him over', () => {
    const m = ti({ pirates: { mis: { at: 'c1', crew: 'w' }, y1: 'd1' } });
    play(m, 'mis d1');
    expect([where(m, 'mis'), where(m, 'y1')]).toEqual(['dead', 'd1']);
    const p = ti({ pirates: { y1: 'c1', fri: { at: 'd1', crew: 'w' } }, turn: 'y' });
    play(p, 'y1 d1');
    expect([where(p, 'fri'), crewOf(p, 'fri')]).toEqual(['d1', 'y']);
  });

  it('README 2 "Entering an enemy ship\'s cell kills it": onto an enemy ship he may still swim, and dies (no attack: the ship is no swimmer)', () => {
    const s = ti({ pirates: { fri: { at: 'f1', crew: 'y' } }, turn: 'y' });
    play(s, 'fri g1');
    expect(where(s, 'fri')).toBe('dead');
  });

  it('with the original expansion the same: no swim onto an enemy swimmer', () => {
    const s = xboard({ options: { tiles: 'treasure-island', expansion: 'original' }, pirates: { fri: { at: 'c1', crew: 'w' }, y1: 'd1' } });
    expect(movesOf(s, 'fri')).not.toContain('fri d1');
    expect(movesOf(s, 'fri')).toContain('fri b1');
  });
});

describe('R23 with TI-R6 (kept): README 3 "so does a chain that ends where the pirate may not stand" for Friday', () => {
  it('the horse\'s jump onto an enemy is offered and kills him; his step and the airplane\'s flight onto one are not offered', () => {
    const jump = ti({ tiles: { c5: 'empty', d5: 'horse', f6: 'empty' }, pirates: { fri: { at: 'c5', crew: 'w' }, y1: 'f6' } });
    play(jump, 'fri d5');
    expect(legal(jump)).toContain('fri > f6');
    play(jump, 'fri > f6');
    expect([where(jump, 'fri'), where(jump, 'y1')]).toEqual(['dead', 'f6']);
    const flight = ti({ tiles: { d5: 'empty', e5: 'airplane', h8: 'empty' }, pirates: { fri: { at: 'd5', crew: 'w' }, y1: 'h8' } });
    play(flight, 'fri e5');
    expect(legal(flight)).toContain('fri > h9');
    expect(legal(flight)).not.toContain('fri > h8');
    const step = ti({ tiles: { g7: 'empty', h8: 'empty' }, pirates: { fri: { at: 'g7', crew: 'w' }, y1: 'h8' } });
    expect(movesOf(step, 'fri')).not.toContain('fri h8');
  });
});
