/**
 * A pirate swimming beside his own missionary (full-rules-ru.txt 341 "Пират, стоящий на одной
 * клетке с миссионером тоже не может быть атакован и лишается способности атаковать";
 * docs/RULES.md TI-R19). The sea is a cell like any (the inhabitants meet and fight there,
 * tile-notes-ru.txt "water and ships"), so a pirate in the missionary's cell of water strikes
 * no one, as on land (TI-R4). Expected moves by hand: c1 lies on the south edge; its sea
 * neighbours are b1, d1 and the corner b2 (c2 and d2 are land).
 */
import { describe, expect, it } from 'vitest';
import { BoardSpec, board, crewOf, movesOf, play, where } from '../board.js';
import { disagreementsAfter } from '../../../support/differential.js';

const ti = (spec: BoardSpec): ReturnType<typeof board> => board({ ...spec, options: { tiles: 'treasure-island', ...spec.options } });
const sorted = (a: string[]): string[] => [...a].sort();

describe('a pirate swimming with his missionary strikes no one (TI-R19)', () => {
  it('no swim onto an enemy swimmer; the other swims stay', () => {
    const s = ti({ pirates: { w1: 'c1', mis: { at: 'c1', crew: 'w' }, y1: 'd1' } });
    expect(sorted(movesOf(s, 'w1'))).toEqual(['w1 b1', 'w1 b2']);
    expect(disagreementsAfter(s, 'w1-b1')).toEqual([]); // the reference model lists the same moves
    const x = ti({ options: { expansion: 'original' }, pirates: { w1: 'c1', mis: { at: 'c1', crew: 'w' }, y1: 'd1' } });
    expect(sorted(movesOf(x, 'w1'))).toEqual(['w1 b1', 'w1 b2']); // with the original expansion's sea too (X-R17: no outer lane cell next to c1 holds a vessel)
  });

  it('nor onto an enemy Friday: winning him over is attacking him (line 351 "если Пятницу атакуют")', () => {
    const s = ti({ pirates: { w1: 'c1', mis: { at: 'c1', crew: 'w' }, fri: { at: 'd1', crew: 'y' } } });
    expect(sorted(movesOf(s, 'w1'))).toEqual(['w1 b1', 'w1 b2']);
    expect(disagreementsAfter(s, 'w1-b1')).toEqual([]);
  });

  it('away from his missionary he strikes again: the swimmer dies, Friday changes sides (TI-R7)', () => {
    const s = ti({ pirates: { w1: 'c1', mis: { at: 'b1', crew: 'w' }, y1: 'd1' } });
    expect(sorted(movesOf(s, 'w1'))).toEqual(['w1 b1', 'w1 b2', 'w1 d1']);
    play(s, 'w1 d1');
    expect([where(s, 'w1'), where(s, 'y1')]).toEqual(['d1', 'dead']);
    const t = ti({ pirates: { w1: 'c1', mis: { at: 'b1', crew: 'w' }, fri: { at: 'd1', crew: 'y' } } });
    play(t, 'w1 d1');
    expect([where(t, 'fri'), crewOf(t, 'fri')]).toEqual(['d1', 'w']);
  });

  it('beside his missionary he may still swim onto an enemy ship and die there (not a strike; rulebook: by choice)', () => {
    const s = ti({ ships: { y: 'a3' }, pirates: { w1: 'a2', mis: { at: 'a2', crew: 'w' } } });
    expect(movesOf(s, 'w1')).toContain('w1 a3');
  });
});
