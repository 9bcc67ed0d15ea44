/**
 * The end-of-turn bottle handed to Friday of any crew (docs/RULES.md A-B21): line 994 "Если
 * пятница найдёт или получит бутылку с посланием, он выбывает из игры" names no owner, and the
 * gift is made as to the missionary, by the piece that moved, on or next to him (line 918 "с
 * соседней клетки, придя на неё"; aboard: the ship's cell, A-R29). One lost in the caves is out
 * of reach (A-B9). Scenes of island 1 (scene.ts): the yellow ship lies on i6, whose only land
 * neighbour is h6; the sea cell i5 touches h6 and h4; d4 and e5 are neighbours, d4 and f5 are
 * not. Expected lists worked out by hand from the text.
 */
import { describe, expect, it } from 'vitest';
import { checkState } from '../../src/archipelago/check.js';
import { ABOARD, BOTTLES, CAVED, FRIDAY, MISSIONARY, OUT, P_CELL, P_STAT, State, TURN } from '../../src/archipelago/state.js';
import { cell, legal, play, PIECE, scene } from './scene.js';
import { withFriday } from './friday-scene.js';

const sound = (s: State): void => expect(checkState(s, false)).toEqual([]);

describe('A-B21: a bottle to Friday of any crew (line 994 "получит бутылку")', () => {
  for (const [mode, crew, whose] of [['2p', 1, 'the enemy'], ['2v2', 1, 'the enemy'], ['2v2', 2, 'the ally\'s']] as const) {
    it(`${mode}, ${whose} Friday on land: the pirate who came next to him hands it over, and Friday leaves the game`, () => {
      const s = withFriday({ mode, pieces: { W1: 'd3' }, bottles: [1, 0, 0, 0].slice(0, mode === '2p' ? 2 : 4) }, 'e5', crew);
      play(s, 'W1 d4');
      expect(legal(s).sort()).toEqual(['bottle F', 'no bottle']); // the turn used to pass: only his own crew's Friday was offered
      play(s, 'bottle F');
      expect([s.u8[P_CELL + FRIDAY], s.v[BOTTLES + 0], s.v[TURN]]).toEqual([OUT, 0, 1]);
      sound(s);
    });
  }

  it('the enemy Friday aboard his ship (A-R29) or swimming: handed the bottle from the land next to him', () => {
    for (const [where, cellOf] of [['aboard', ABOARD + 1], ['in the water', cell('i5')]] as const) {
      const s = withFriday({ pieces: { W1: 'g6' }, bottles: [1, 0] }, 'i5', 1);
      s.u8[P_CELL + FRIDAY] = cellOf;
      expect(legal(play(s, 'W1 h6')).sort(), where).toEqual(['bottle F', 'no bottle']);
      expect(play(s, 'bottle F').u8[P_CELL + FRIDAY], where).toBe(OUT);
    }
  });

  it('the converted missionary hands it like any pirate (line 918 "самым что ни на есть обычным пиратом"); the preacher, who carries nothing (line 920), does not', () => {
    const s = play(withFriday({ missionary: { at: 'd3', crew: 0, converted: true }, bottles: [1, 0] }, 'e5', 0), 'M d4');
    expect(legal(s).sort()).toEqual(['bottle F', 'no bottle']); // the converted missionary used to be refused as the hand
    const t = play(withFriday({ missionary: { at: 'd3', crew: 0 }, bottles: [1, 0] }, 'e5', 0), 'M d4');
    expect(t.v[TURN]).toBe(1);
  });

  it('"no bottle" keeps him: he stays and plays for his crew', () => {
    const s = play(withFriday({ pieces: { W1: 'd3' }, bottles: [1, 0] }, 'e5', 1), 'W1 d4', 'no bottle');
    expect([s.u8[P_CELL + FRIDAY], s.v[BOTTLES + 0], s.v[TURN]]).toEqual([cell('e5'), 1, 1]);
    expect(legal(s)).toContain('F e4'); // yellow's turn: his Friday moves
  });
});

describe('A-B21: what is not offered', () => {
  it('a step that ends two cells from him', () => {
    const s = play(withFriday({ pieces: { W1: 'd3' }, bottles: [1, 0] }, 'f5', 1), 'W1 d4');
    expect(s.v[TURN]).toBe(1);
    expect(legal(s)).not.toContain('bottle F');
  });

  it('another of the crew standing next to him, when he is not the one that moved', () => {
    const s = play(withFriday({ pieces: { W1: 'e4', W2: 'c6' }, bottles: [1, 0] }, 'e5', 1), 'W2 c5');
    expect(s.v[TURN]).toBe(1);
  });

  it('no bottle in the crew\'s store', () => {
    const s = play(withFriday({ pieces: { W1: 'd3' }, bottles: [0, 1] }, 'e5', 1), 'W1 d4');
    expect(s.v[TURN]).toBe(1);
  });

  it('Friday does not hand one to himself', () => {
    const s = play(withFriday({ bottles: [1, 0] }, 'e5', 0), 'F e4');
    expect(s.v[TURN]).toBe(1);
  });

  it('one lost in the caves is out of reach (A-B9): Friday of either crew, and the crew\'s own preacher', () => {
    for (const crew of [0, 1]) {
      const s = withFriday({ open: { e5: 'cave' }, pieces: { W1: 'd3' }, bottles: [1, 0] }, 'e5', crew);
      s.u8[P_STAT + FRIDAY] = CAVED;
      play(s, 'W1 d4');
      expect(s.v[TURN], `Friday of crew ${crew}`).toBe(1); // his own crew's lost Friday used to be offered
    }
    const m = scene({ open: { e5: 'cave' }, pieces: { W1: 'd3' }, missionary: { at: 'e5', crew: 0 }, bottles: [1, 0] });
    m.u8[P_STAT + MISSIONARY] = CAVED;
    play(m, 'W1 d4');
    expect(m.v[TURN]).toBe(1); // the lost preacher used to be offered
    expect(m.u8[P_CELL + PIECE('W1')]).not.toBe(OUT);
  });
});
