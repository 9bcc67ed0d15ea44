/**
 * Black-box hunt on Friday and the missionary (session 25), part 3: the order of things when
 * several rules fire in one move (who is eaten, caught, won over or vanishes first), rum given
 * across crews, loads kept through a change of sides. Written from the text before the engine
 * was read: full-rules-ru.txt 341, 351, 365, the trap 214, the cannibal 232, carramba 294,
 * FAQ 476 (the cannibal eats before Friday is won over), 563; tn 91-93.
 */
import { describe, expect, it } from 'vitest';
import type { State } from '../../../../src/jackal/state.js';
import {
  BoardSpec, board, bottles, carries, coinTotal, coinsAt, crewOf, isConverted, isTrapped, legal, movesOf, play, stepOf, where,
} from '../board.js';

const ti = (spec: BoardSpec): State => board({ ...spec, options: { tiles: 'treasure-island', ...spec.options } });

describe('several rules at once', () => {
  it('FAQ 476, 232: the enemy missionary stepping onto the cannibal where Friday rests is eaten before he meets Friday (TI-R21)', () => {
    // found by this hunt: both vanished (the reference model had it right)
    const s = ti({ tiles: { e5: 'cannibal', f5: 'empty' }, pirates: { fri: { at: 'e5', crew: 'w' }, mis: { at: 'f5', crew: 'y' } }, turn: 'y' });
    play(s, 'mis e5');
    expect([where(s, 'mis'), where(s, 'fri'), crewOf(s, 'fri')]).toEqual(['dead', 'e5', 'w']);
  });

  it('FAQ 476, 232: an arrow carrying his own missionary onto the cannibal where Friday rests: eaten, Friday stays (TI-R21)', () => {
    const s = ti({ tiles: { c5: 'empty', d5: 'arrow1:1', e5: 'cannibal' }, pirates: { fri: { at: 'e5', crew: 'w' }, mis: { at: 'c5', crew: 'w' } } });
    play(s, 'mis d5');
    expect([where(s, 'mis'), where(s, 'fri')]).toEqual(['dead', 'e5']);
  });

  it('341, 351: the enemy missionary stepping into a trap where Friday stands: they meet and both vanish', () => {
    const s = ti({ tiles: { e5: 'trap', f5: 'empty' }, pirates: { fri: { at: 'e5', crew: 'w' }, mis: { at: 'f5', crew: 'y' } }, turn: 'y' });
    play(s, 'mis e5');
    expect([where(s, 'mis'), where(s, 'fri')]).toEqual(['dead', 'dead']);
  });

  it('341, 351: Friday stepping into a trap where the enemy missionary is caught: both vanish', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'trap' }, pirates: { fri: { at: 'd5', crew: 'w' }, mis: { at: 'e5', crew: 'y', trapped: true } } });
    play(s, 'fri e5');
    expect([where(s, 'mis'), where(s, 'fri')]).toEqual(['dead', 'dead']);
  });

  it('341, README 5: the missionary advancing on a spinner onto the enemy Friday alone on the last step: both vanish (TI-R22)', () => {
    // found by this hunt: the missionary was refused the step (as if he had to strike Friday) and had no move at all
    const s = ti({ tiles: { e5: 'jungle' }, pirates: { fri: { at: 'e5', crew: 'y', step: 2 }, mis: { at: 'e5', crew: 'w', step: 1 } } });
    play(s, 'mis e5');
    expect([where(s, 'mis'), where(s, 'fri')]).toEqual(['dead', 'dead']);
  });

  it('341, README 5: the missionary advancing onto his own Friday\'s step: both vanish, Friday\'s coin stays on the tile (TI-R22)', () => {
    // found by this hunt: the two stood together on the last step, a position the rules never allow
    const s = ti({ tiles: { e5: 'desert' }, pirates: { fri: { at: 'e5', crew: 'w', step: 3, carry: true }, mis: { at: 'e5', crew: 'w', step: 2 } } });
    const total = coinTotal(s);
    play(s, 'mis e5');
    expect([where(s, 'mis'), where(s, 'fri'), coinsAt(s, 'e5'), coinTotal(s)]).toEqual(['dead', 'dead', 1, total]);
  });

  it('341, README 5: the missionary two steps behind Friday advances without meeting him', () => {
    const s = ti({ tiles: { e5: 'desert' }, pirates: { fri: { at: 'e5', crew: 'y', step: 3 }, mis: { at: 'e5', crew: 'w', step: 1 } } });
    play(s, 'mis e5');
    expect([where(s, 'mis'), stepOf(s, 'mis'), where(s, 'fri')]).toEqual(['e5', 2, 'e5']);
  });

  it('341, README 5: the missionary may not advance onto the enemy Friday with an enemy pirate on his step', () => {
    const s = ti({ tiles: { e5: 'jungle' }, pirates: { fri: { at: 'e5', crew: 'y', step: 2 }, y1: { at: 'e5', step: 2 }, mis: { at: 'e5', crew: 'w', step: 1 } } });
    expect(movesOf(s, 'mis')).toEqual([]);
  });

  it('351, README 5: an enemy advancing onto Friday and his pirate on the last step strikes the pirate and wins Friday over', () => {
    const s = ti({ tiles: { e5: 'desert' }, pirates: { fri: { at: 'e5', crew: 'w', step: 3 }, w1: { at: 'e5', step: 3 }, y1: { at: 'e5', step: 2 } }, turn: 'y' });
    play(s, 'y1 e5');
    expect([where(s, 'w1'), crewOf(s, 'fri'), stepOf(s, 'fri'), stepOf(s, 'y1')]).toEqual(['g1', 'y', 3, 3]);
  });

  it('351: Friday holding a coin on a spinner\'s last step, won over there: no coin appears or vanishes', () => {
    const s = ti({ tiles: { e5: 'desert' }, pirates: { fri: { at: 'e5', crew: 'w', step: 3, carry: true }, y1: { at: 'e5', step: 2 } }, turn: 'y' });
    const total = coinTotal(s);
    play(s, 'y1 e5');
    expect(crewOf(s, 'fri')).toBe('y');
    expect(coinTotal(s)).toBe(total);
    expect(coinsAt(s, 'e5') + (carries(s, 'fri') ? 1 : 0)).toBe(1);
  });

  it('294: Friday turning over carramba and keeping silent is lost; the carramba asks nothing of the next comer', () => {
    const s = ti({ tiles: { d5: 'empty', f5: 'empty' }, hidden: { e5: 'carramba' }, pirates: { fri: { at: 'd5', crew: 'w' }, y1: 'f5' } });
    play(s, 'fri e5');
    expect(legal(s)).toEqual(['fri stay', 'fri > e5']);
    play(s, 'fri > e5');
    expect(where(s, 'fri')).toBe('dead');
    play(s, 'y1 e5');
    expect(where(s, 'y1')).toBe('e5');
  });

  it('341, 214: a missionary caught in a trap is freed when a pirate of his crew comes', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'trap' }, pirates: { w1: 'd5', mis: { at: 'e5', crew: 'w', trapped: true } } });
    play(s, 'w1 e5');
    expect([isTrapped(s, 'mis'), isTrapped(s, 'w1')]).toEqual([false, false]);
  });
});

describe('rum across crews (365, FAQ 563)', () => {
  it('341, 365: a bottle given to the enemy missionary converts him for his own crew', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'empty' }, pirates: { w1: 'd5', mis: { at: 'e5', crew: 'y' } }, bottles: { w: 1 } });
    play(s, 'rum mis');
    expect([isConverted(s, 'mis'), crewOf(s, 'mis'), bottles(s, 'w')]).toEqual([true, 'y', 0]);
  });

  it('351, 365: a bottle given to the enemy Friday holding a coin on a spinner\'s last step: he leaves and the coin stays on the tile', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'desert' }, pirates: { w1: 'd5', fri: { at: 'e5', crew: 'y', step: 3, carry: true } }, bottles: { w: 1 } });
    const total = coinTotal(s);
    play(s, 'rum fri');
    expect([where(s, 'fri'), coinsAt(s, 'e5'), coinTotal(s)]).toEqual(['dead', 1, total]);
  });

  it('341: the missionary cannot give a bottle (only the crew\'s fighters give, TI-R8)', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'empty', c3: 'empty', c4: 'empty', c6: 'empty' }, pirates: { w1: 'c3', w2: 'c4', w3: 'c6', mis: { at: 'd5', crew: 'w' }, fri: { at: 'e5', crew: 'y' } }, bottles: { w: 1 } });
    expect(legal(s)).not.toContain('rum fri');
  });
});

describe('the missionary and Friday in the water (tn 89-93)', () => {
  it('tn 92: the missionary swimming onto an enemy pirate dies; the pirate swims on', () => {
    const s = ti({ pirates: { mis: { at: 'c1', crew: 'w' }, y1: 'd1' } });
    play(s, 'mis d1');
    expect([where(s, 'mis'), where(s, 'y1')]).toEqual(['dead', 'd1']);
  });

  it('ruling 1: the sober missionary swims aboard his own ship', () => {
    const s = ti({ pirates: { mis: { at: 'f1', crew: 'w' } } });
    play(s, 'mis g1');
    expect(where(s, 'mis')).toBe('g1');
  });

  it('TI-R19: Ben Gunn swimming with his own missionary may not swim onto the enemy Friday', () => {
    const s = ti({ pirates: { ben: { at: 'c1', crew: 'w' }, mis: { at: 'c1', crew: 'w' }, fri: { at: 'd1', crew: 'y' } } });
    expect(movesOf(s, 'ben')).not.toContain('ben d1');
  });

  it('TI-R6, tn 93: Friday may not swim onto the enemy missionary where an enemy pirate swims with him (351, TI-R7); fired there he dies alone; the two swim on (TI-R23)', () => {
    // found by this hunt: Friday and the missionary vanished, leaving the pirate, as on land before issue 26;
    // since session 26 (TI-R7) the swim itself is no move, as his step on land, and the cannon shows the chain
    const s = ti({ pirates: { fri: { at: 'c1', crew: 'w' }, mis: { at: 'd1', crew: 'y' }, y1: 'd1' } });
    expect(legal(s)).not.toContain('fri d1');
    const t = ti({ tiles: { d2: 'empty', e2: 'cannon:2' }, pirates: { fri: { at: 'd2', crew: 'w' }, mis: { at: 'e1', crew: 'y' }, y1: 'e1' } });
    play(t, 'fri e2');
    expect([where(t, 'fri'), where(t, 'mis'), where(t, 'y1')]).toEqual(['dead', 'e1', 'e1']);
  });

  it('TI-R6, tn 92: the missionary swimming onto the enemy Friday where an enemy pirate swims with him dies alone (TI-R23)', () => {
    const s = ti({ pirates: { mis: { at: 'c1', crew: 'y' }, fri: { at: 'd1', crew: 'w' }, w1: 'd1' }, turn: 'y' });
    play(s, 'mis d1');
    expect([where(s, 'mis'), where(s, 'fri'), crewOf(s, 'fri'), where(s, 'w1')]).toEqual(['dead', 'd1', 'w', 'd1']);
  });

  it('tn 93: the missionary swimming onto his own Friday and his own pirate: the two meet and vanish, the pirate swims on', () => {
    const s = ti({ pirates: { mis: { at: 'c1', crew: 'w' }, fri: { at: 'd1', crew: 'w' }, w1: 'd1' } });
    play(s, 'mis d1');
    expect([where(s, 'mis'), where(s, 'fri'), where(s, 'w1')]).toEqual(['dead', 'dead', 'd1']);
  });
});
