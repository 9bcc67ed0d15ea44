/**
 * Coverage-guided hunt (session 26), Pirate chess: scenarios for branches no rule test took
 * (docs/RULES.md "Coverage-guided hunt (session 26)"), each written from the seed's passage it
 * names (pirate-chess-ru.txt lines) before the branch's code was read: Ben Gunn with no free
 * cell beside his tile, Friday and the missionary lost in a cave and let out by the second.
 */
import { describe, expect, it } from 'vitest';
import { IN_CAVE, SIDE, State } from '../../src/pirate-chess/state.js';
import { cell, legal, pieces, play, scene } from './scene.js';

const K = { g1: 'wK', g11: 'bK' };
const lostIn = (s: State, name: string): boolean => (s.pstat[cell(name)] & IN_CAVE) !== 0;
/** The eight cells around e3, each held by a white pawn or a black piece. */
const RING = { d2: 'wP', e2: 'wP', f2: 'wP', d3: 'wP', f3: 'wP', d4: 'bP', e4: 'bP', f4: 'wP' };

describe('Ben Gunn with nowhere to appear (line 67 "Бен появляется на выбранной соседней клетке"; PC19)', () => {
  it('67 with 45 "Две шахматные фигуры не могут одновременно стоять на одной клетке": every neighbour held, no pirate joins and the turn passes', () => {
    const s = play(scene({ pieces: { ...K, c2: 'wN', ...RING }, closed: { e3: 'ben-gunn' } }), 'c2-e3');
    expect([s.v[SIDE], Object.values(pieces(s)).filter((p) => p === 'wA')]).toEqual([1, []]);
    expect(legal(s).some((m) => m.startsWith('>'))).toBe(false);
  });

  it('67 (PC19 "waits on his tile"): once a neighbour is free, the next white piece to stop on the tile brings him out there', () => {
    const s = play(scene({ pieces: { ...K, c2: 'wN', ...RING, a9: 'bR' }, closed: { e3: 'ben-gunn' } }), 'c2-e3', 'a9-a8', 'e3-c2', 'a8-a9', 'f4-f5', 'a9-a8', 'c2-e3');
    expect(legal(s)).toEqual(['> f4']);
    play(s, '> f4');
    expect([pieces(s).e3, pieces(s).f4, s.v[SIDE]]).toEqual(['wN', 'wA', 1]);
  });
});

describe('the island\'s people lost in a cave (line 77 "после открытия второй пещеры фигуры в пещерах меняются местами")', () => {
  it('77 with 69 (Friday "ничем не отличается от Пятницы из «Шакала»"): Friday lost in the first cave comes out of the second, the opener takes his place', () => {
    const s = play(scene({ pieces: { ...K, e4: 'wF', h10: 'bN', a3: 'wP' }, closed: { e5: 'cave', i8: 'cave' } }), 'e4-e5');
    expect(lostIn(s, 'e5')).toBe(true);
    play(s, 'h10-i8');
    expect([pieces(s).e5, pieces(s).i8, lostIn(s, 'e5'), lostIn(s, 'i8'), s.v[SIDE]]).toEqual(['bN', 'wF', false, false, 0]);
  });

  it('77 with 71 (the missionary "Сразу исчезает, если встретит Пятницу"): the missionary let out of a cave far from Friday stays on the board', () => {
    const s = play(scene({ pieces: { ...K, e4: 'wM', h10: 'bN', b5: 'bF' }, closed: { e5: 'cave', i8: 'cave' } }), 'e4-e5', 'h10-i8');
    expect([pieces(s).i8, pieces(s).b5]).toEqual(['wM', 'bF']);
  });

  it('77 with 71: let out of a cave beside Friday, the missionary and Friday both leave the game', () => {
    const s = play(scene({ pieces: { ...K, e4: 'wM', h10: 'bN', j8: 'bF' }, closed: { e5: 'cave', i8: 'cave' } }), 'e4-e5', 'h10-i8');
    expect([pieces(s).i8, pieces(s).j8, pieces(s).e5]).toEqual([undefined, undefined, 'bN']);
  });
});
