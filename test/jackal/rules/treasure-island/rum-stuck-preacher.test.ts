/**
 * The crew's own sober missionary caught in a trap or on a spinner, a fighter of the crew
 * beside him (docs/RULES.md TI-R5, TI-R8; the Archipelago's A-B25 asks the same of the pit and
 * the labyrinth): two decisions, both open. The rum that gets a piece out at once (365
 * "самостоятельно вылезать из ям-ловушек или выбираться из любых лабиринтов сразу напрямую", a
 * move marked `rum`) is drunk, so he steps out a pirate (TI-R5: 341 "если последний выпьет
 * рому … станет самым что ни на есть обычным пиратом"); the rum given to him (365 "если встать
 * на соседнюю клетку … можно на том же ходу передать"; FAQ 563, `rum mis`) makes him a pirate
 * where he stands, caught still or on his step. Found in session 21 as already so; pinned here.
 */
import { describe, expect, it } from 'vitest';
import { BoardSpec, board, bottles, isConverted, isTrapped, legal, movesOf, play, stepOf, where } from '../board.js';

const ti = (spec: BoardSpec): ReturnType<typeof board> => board({ ...spec, options: { tiles: 'treasure-island', ...spec.options } });
const inTrap = (): BoardSpec => ({ tiles: { d5: 'empty', e5: 'trap' }, pirates: { w1: 'd5', mis: { at: 'e5', crew: 'w', trapped: true } }, bottles: { w: 2 } });

describe('TI-R8: the own missionary in a trap or on a spinner, a fighter beside him', () => {
  it('in a trap: the rum step out (drunk: a pirate, out) and the gift (a pirate, caught still) are both offered', () => {
    const s = ti(inTrap());
    expect(legal(s)).toContain('rum mis');
    expect(movesOf(s, 'mis')).toContain('mis d4 rum');
    play(s, 'mis d4 rum');
    expect([where(s, 'mis'), isConverted(s, 'mis'), isTrapped(s, 'mis'), bottles(s, 'w')]).toEqual(['d4', true, false, 1]);
    const g = play(ti(inTrap()), 'rum mis');
    expect([where(g, 'mis'), isConverted(g, 'mis'), isTrapped(g, 'mis'), bottles(g, 'w')]).toEqual(['e5', true, true, 1]);
  });

  it('on a spinner\'s step: the same two, the gift leaving him on his step', () => {
    const s = ti({ tiles: { e5: 'mountains', d5: 'empty' }, pirates: { w1: 'd5', mis: { at: 'e5', crew: 'w', step: 2 } }, bottles: { w: 1 } });
    expect(legal(s)).toContain('rum mis');
    expect(movesOf(s, 'mis')).toContain('mis d4 rum');
    play(s, 'rum mis');
    expect([where(s, 'mis'), isConverted(s, 'mis'), stepOf(s, 'mis'), bottles(s, 'w')]).toEqual(['e5', true, 2, 0]);
  });
});
