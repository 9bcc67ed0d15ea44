/**
 * Readings ruled in session 26 (docs/RULES.md A-R20, A-J3, A-J10): where the Archipelago text
 * (full-rules-ru.txt, bare line numbers) could be read two ways, the reading of record, each
 * test named after the passage it rests on. Hand-built scenes of island 1 (scene.ts):
 *
 *   island 1      d3 e3 f3 g3             (row 3; beach d3 g3)
 *              c4 d4 e4 f4 g4 h4          (row 4; beach c4 h4)
 *              c5 d5 e5 f5                (row 5; g5, h5 sea)
 *              c6 d6 e6 f6 g6 h6          (row 6; beach c6 h6)
 *                 d7 e7 f7 g7             (row 7; beach d7 g7)
 *
 * white's ship at b4 (against c4), yellow's at i6 (against h6).
 */
import { describe, expect, it } from 'vitest';
import { cellName } from '../../src/archipelago/geometry.js';
import { ARCHIPELAGO as G } from '../../src/archipelago/game.js';
import { TORTOISE, TORTOISE_CREW, TURN, UP, type State } from '../../src/archipelago/state.js';
import { withFriday } from './friday-scene.js';
import { cell, legal, PIECE, play, scene } from './scene.js';

const picks = (s: State): string[] => legal(s).filter((t) => t.startsWith('tide ')).map((t) => t.slice(5)).sort();
const sail = (s: State): State => play(s, legal(s).find((t) => t.startsWith('sail')) as string);

describe('A-R20 (kept): 788 "В банке может стоять только один пират" over "банк считается пустой клеткой"', () => {
  it('Friday alone in the bank without a coin: neither an enemy (to win him over) nor his own comrade steps in; once he leaves, both may', () => {
    const s = withFriday({ pieces: { Y1: 'c4', W1: 'd5' }, open: { d4: 'bank' }, turn: 1 }, 'd4', 0);
    expect(legal(s)).not.toContain('Y1 d4');
    s.v[TURN] = 0;
    expect(legal(s)).not.toContain('W1 d4');
    play(s, 'F e4'); // Friday steps out of the bank
    expect(legal(s)).toContain('Y1 d4');
  });
});

describe('A-J10 (kept): line 1050 "На клетке не должно быть никаких предметов или персонажей" and the palm\'s token (1038 "Поставьте сюда фишку пальмы")', () => {
  it('the token marks the tile and is no item (1042: items are what a pirate carries, "с предметами — оставляйте всё внизу"): the tide takes an open palm; not one with a pirate up it', () => {
    const s = scene({ closed: { e4: 'tide' }, open: { h4: 'palm', d3: 'palm' }, pieces: { W1: 'd4', Y1: 'd3' } });
    s.v[UP] |= 1 << PIECE('Y1');
    play(s, 'W1 e4');
    expect(picks(s)).toContain('h4');
    expect(picks(s)).not.toContain('d3');
  });
});

describe('A-J3 (kept): line 1022 "Она ходит после игрока, кто её нашел" in the smoke\'s round (line 880)', () => {
  it('the tortoise walks after its finder\'s crew\'s turn, whoever plays it: not after the turn its finder plays for another crew', () => {
    const s = scene({ pieces: { W1: 'c5' }, closed: { d5: 'smoke' } });
    s.v[TORTOISE] = cell('c4'); s.v[TORTOISE_CREW] = 0; // found by white
    play(s, 'W1 d5'); // white's own turn lights the smoke; the tortoise walks after it
    const walk: string[] = [cellName(s.v[TORTOISE])];
    const who: number[][] = [];
    for (let k = 0; k < 3; k++) {
      who.push([s.v[TURN], G.currentPlayer(s)]);
      sail(s);
      walk.push(cellName(s.v[TORTOISE]));
    }
    // yellow's crew played by white's player, white's crew by yellow's player, then yellow's own turn
    expect(who).toEqual([[1, 0], [0, 1], [1, 1]]);
    expect(walk).toEqual(['d3', 'd3', 'e3', 'e3']);
  });
});
