/**
 * Rum bottles (full-rules-ru.txt "Бутылки рома", "Пятница", "Миссионер", "Трава").
 * docs/RULES.md, section "Treasure Island", cites these names.
 */
import { describe, expect, it } from 'vitest';
import { BoardSpec, board, bottles, can, isConverted, legal, movesOf, pending, play, stepOf, tileArg, turn, where } from '../board.js';
import { Pending } from '../../../../src/jackal/state.js';
import { disagreementsAfter } from '../../../support/differential.js';
import { fromPosition, isPositionError, toPosition } from '../../../../src/jackal/position.js';
import { GRASS } from '../../../../src/jackal/state.js';

const ti = (spec: BoardSpec): ReturnType<typeof board> => board({ ...spec, options: { tiles: 'treasure-island', ...spec.options } });

describe('rum bottles', () => {
  for (const n of [1, 2, 3]) {
    it(`revealing bottles${n}: ${n} bottle(s) go to the finder crew's store at once, the tile is spent`, () => {
      const s = ti({ tiles: { d5: 'empty' }, pirates: { y1: 'd5' }, hidden: { e5: `bottles${n}` }, turn: 'y' });
      play(s, 'y1 e5');
      expect([bottles(s, 'y'), bottles(s, 'w'), tileArg(s, 'e5'), where(s, 'y1')]).toEqual([n, 0, 0, 'e5']);
    });
  }

  it('a bottle gets a trapped pirate out at once (the turn\'s move); without one he waits', () => {
    const spec = { tiles: { d5: 'empty', e5: 'trap' }, pirates: { w1: { at: 'e5', trapped: true } } } as const;
    expect(movesOf(ti(spec), 'w1')).toEqual([]);
    const s = ti({ ...spec, bottles: { w: 2 } });
    expect(movesOf(s, 'w1').length).toBe(8);
    expect(movesOf(s, 'w1').every((d) => d.endsWith(' rum'))).toBe(true);
    play(s, 'w1 d5 rum');
    expect([where(s, 'w1'), bottles(s, 'w'), turn(s)]).toEqual(['d5', 1, 'y']);
  });

  it('a bottle gets a pirate out of a spinner from any step at once', () => {
    const s = ti({ tiles: { e5: 'mountains', d5: 'empty' }, pirates: { w1: { at: 'e5', step: 2 } }, bottles: { w: 1 } });
    expect(movesOf(s, 'w1')).toContain('w1 e5'); // or advance as usual
    play(s, 'w1 d5 rum');
    expect([where(s, 'w1'), bottles(s, 'w')]).toEqual(['d5', 0]);
  });

  it('a crew uses its allies\' bottles, never its enemies\' (2v2)', () => {
    const spec = { options: { mode: '2v2' as const }, tiles: { d5: 'empty', e5: 'trap' }, pirates: { w1: { at: 'e5', trapped: true } } };
    expect(movesOf(ti({ ...spec, bottles: { y: 3, r: 3 } }), 'w1')).toEqual([]);
    const s = ti({ ...spec, bottles: { b: 1 } });
    play(s, 'w1 d5 rum');
    expect(bottles(s, 'b')).toBe(0);
  });

  it('a bottle given to Friday from a neighbouring cell: he leaves the game; the crew then makes its move (FAQ 563: at any moment)', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'empty' }, pirates: { w1: 'd5', fri: { at: 'e5', crew: 'y' } }, bottles: { w: 2 } });
    expect(legal(s)).toContain('rum fri');
    play(s, 'rum fri');
    expect([where(s, 'fri'), bottles(s, 'w'), turn(s)]).toEqual(['dead', 1, 'w']);
    expect(movesOf(s, 'w1')).toContain('w1 e5');
  });

  it('a bottle given to the missionary: he becomes an ordinary pirate of his own crew', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'empty' }, pirates: { w1: 'd5', mis: { at: 'e5', crew: 'y' } }, bottles: { w: 1 } });
    play(s, 'rum mis');
    expect([isConverted(s, 'mis'), where(s, 'mis'), bottles(s, 'w')]).toEqual([true, 'e5', 0]);
    expect(s.u8[692 + 13]).toBe(1); // P_CREW: still yellow
  });

  it('no bottle can be given from afar, nor with an empty store, nor by Friday or the missionary themselves', () => {
    expect(legal(ti({ tiles: { c5: 'empty', e5: 'empty' }, pirates: { w1: 'c5', fri: { at: 'e5', crew: 'y' } }, bottles: { w: 1 } }))).not.toContain('rum fri');
    expect(legal(ti({ tiles: { d5: 'empty', e5: 'empty' }, pirates: { w1: 'd5', fri: { at: 'e5', crew: 'y' } } }))).not.toContain('rum fri');
    expect(legal(ti({ tiles: { d5: 'empty', e5: 'empty' }, pirates: { mis: { at: 'd5', crew: 'w' }, fri: { at: 'e5', crew: 'w' } }, bottles: { w: 1 } })))
      .not.toContain('rum fri');
  });

  it('a pirate lost in a cave gives no bottle, even to a neighbour: he wanders underground (line 381)', () => {
    // Found by the differential test against the reference model (src/reference/): the engine
    // let a lost pirate give rum, though a lost Friday or missionary could not be given any.
    const lost = ti({ tiles: { d5: 'cave', e5: 'empty' }, pirates: { w1: { at: 'd5', lost: true }, fri: { at: 'e5', crew: 'y' } }, bottles: { w: 1 } });
    expect(legal(lost)).not.toContain('rum fri');
    const standing = ti({ tiles: { d5: 'cave', e5: 'empty' }, pirates: { w1: 'd5', fri: { at: 'e5', crew: 'y' } }, bottles: { w: 1 } });
    expect(legal(standing)).toContain('rum fri');
  });

  it('Friday revealing bottles drinks one and leaves the game; the rest go to his crew\'s store', () => {
    const s = ti({ tiles: { d5: 'empty' }, pirates: { fri: { at: 'd5', crew: 'w' } }, hidden: { e5: 'bottles3' } });
    play(s, 'fri e5');
    expect([where(s, 'fri'), bottles(s, 'w')]).toEqual(['dead', 2]);
  });

  it('the missionary revealing bottles drinks one and becomes a pirate; the rest go to the store', () => {
    const s = ti({ tiles: { d5: 'empty' }, pirates: { mis: { at: 'd5', crew: 'w' } }, hidden: { e5: 'bottles2' } });
    play(s, 'mis e5');
    expect([where(s, 'mis'), isConverted(s, 'mis'), bottles(s, 'w')]).toEqual(['e5', true, 1]);
  });

  it('no rum is used while the grass burns: the player moving the crew may not command its rum', () => {
    const spec = { tiles: { d5: 'empty', e5: 'trap', f5: 'empty', g5: 'empty' }, pirates: { w1: { at: 'e5', trapped: true }, w2: 'f5', fri: { at: 'g5', crew: 'y' } }, bottles: { w: 1 } };
    expect(can(ti(spec), 'w1 d5 rum')).toBe(true);
    expect(can(ti(spec), 'rum fri')).toBe(true);
    const s = ti({ ...spec, grass: 2 });
    expect(movesOf(s, 'w1')).toEqual([]);
    expect(legal(s)).not.toContain('rum fri');
  });

  it('a bottle does not help a pirate who skips a turn at a rum barrel, and Friday keeps his exit step', () => {
    const s = ti({ tiles: { e5: 'rum' }, pirates: { w1: { at: 'e5', drunk: true } }, bottles: { w: 1 } });
    expect(movesOf(s, 'w1')).toEqual([]);
    const t = ti({ tiles: { e5: 'desert' }, pirates: { fri: { at: 'e5', crew: 'w', step: 3 } }, bottles: { w: 1 } });
    expect(stepOf(t, 'fri')).toBe(3);
    expect(movesOf(t, 'fri').some((d) => d.endsWith('rum'))).toBe(false);
  });
});

describe('a bottle in the same turn as the step beside him (line 365 "можно на том же ходу передать"; FAQ 563; issue 26)', () => {
  // w1 on c5 steps to d5, beside e5; the team has a bottle
  const beside = (who: 'fri' | 'mis', crew: string): BoardSpec => ({
    tiles: { c5: 'empty', d5: 'empty', e5: 'empty' }, pirates: { w1: 'c5', [who]: { at: 'e5', crew } }, bottles: { w: 1 },
  });

  it('after the step the crew may give the missionary a bottle: he is converted, and then the turn passes', () => {
    const s = ti(beside('mis', 'w'));
    expect(disagreementsAfter(s, 'w1-d5')).toEqual([]);
    play(s, 'w1 d5');
    expect([pending(s), turn(s)]).toEqual([Pending.Gift, 'w']);
    expect(legal(s).sort()).toEqual(['pass', 'rum mis']);
    expect(disagreementsAfter(s, 'rum:mis')).toEqual([]);
    play(s, 'rum mis');
    expect([isConverted(s, 'mis'), bottles(s, 'w'), pending(s), turn(s)]).toEqual([true, 0, 0, 'y']);
  });

  it('the same for an enemy\'s Friday: he leaves the game', () => {
    const s = ti(beside('fri', 'y'));
    play(s, 'w1 d5');
    expect(legal(s).sort()).toEqual(['pass', 'rum fri']);
    expect(disagreementsAfter(s, 'rum:fri')).toEqual([]);
    play(s, 'rum fri');
    expect([where(s, 'fri'), bottles(s, 'w'), turn(s)]).toEqual(['dead', 0, 'y']);
  });

  it('declining (pass) keeps the bottle and passes the turn', () => {
    const s = ti(beside('fri', 'y'));
    play(s, 'w1 d5');
    expect(disagreementsAfter(s, 'pass')).toEqual([]);
    play(s, 'pass');
    expect([where(s, 'fri'), bottles(s, 'w'), pending(s), turn(s)]).toEqual(['e5', 1, 0, 'y']);
  });

  it('no gift decision without a bottle, nor with nobody beside him after the move', () => {
    const dry = ti({ ...beside('fri', 'y'), bottles: { w: 0 } });
    play(dry, 'w1 d5');
    expect([pending(dry), turn(dry)]).toEqual([0, 'y']);
    const away = ti(beside('fri', 'y'));
    play(away, 'w1 b5');
    expect([pending(away), turn(away)]).toEqual([0, 'y']);
  });

  it('grass lit by the step, then the gift: it burns from the next turn, so the gift is offered, and the position reads back', () => {
    const s = ti({ ...beside('fri', 'y'), tiles: { c5: 'empty', e5: 'friday!', k10: 'galleon' }, hidden: { d5: 'grass' }, treasureAboard: 'y' });
    expect(disagreementsAfter(s, 'w1-d5')).toEqual([]);
    play(s, 'w1 d5');
    expect([pending(s), s.u8[GRASS]]).toEqual([Pending.Gift, 5]); // 4 crews + 1: lit, burns from the next turn
    const back = fromPosition({ ...toPosition(s), study: true }); // a hand-built board holds no full tile set
    expect(isPositionError(back) ? back.message : 'read').toBe('read');
    expect(disagreementsAfter(s, 'rum:fri')).toEqual([]);
    play(s, 'rum fri');
    expect([turn(s), s.u8[GRASS]]).toEqual(['y', 4]);
  });
});
