/**
 * The caves (line 984) where the second audit found the engine at odds with its own rulings
 * (docs/RULES.md A-B9, A-B10): the lost pirate's way out held by an enemy, and Friday on a
 * cave entrance. Scenes of island 1 (scene.ts): ship W b4 against beach c4; row 4 c4..h4,
 * row 5 c5..f5. Expected squares are worked out by hand from the text.
 */
import { describe, expect, it } from 'vitest';
import { checkState } from '../../src/archipelago/check.js';
import { CAVED, FRIDAY, MISSIONARY, OUT, P_CELL, P_CREW, P_STAT, State } from '../../src/archipelago/state.js';
import { at, cell, legal, PIECE, play, scene, Scene } from './scene.js';

const sound = (s: State): void => expect(checkState(s, false)).toEqual([]);
const caved = (s: State, name: string): boolean => (s.u8[P_STAT + PIECE(name)] & CAVED) !== 0;

/** A scene with Friday placed at `where` for crew `crew`. */
function withFriday(x: Scene, where: string, crew: number): State {
  const s = scene(x);
  s.u8[P_CELL + FRIDAY] = cell(where); s.u8[P_CREW + FRIDAY] = crew; s.u8[P_STAT + FRIDAY] = 0;
  return s;
}

describe('the second cave found while an enemy holds the first (line 984; A-B9)', () => {
  // 3p: white's W1 is lost in d4, black's B1 stands on it; yellow's Y1 turns over the cave f4.
  const held = (): State => scene({ mode: '3p', open: { d4: 'cave' }, closed: { f4: 'cave' }, pieces: { W1: 'd4', B1: 'd4', Y1: 'e5' }, stat: { W1: CAVED }, turn: 1 });

  it('the finder stays on the new cave, and the lost pirate, his enemy, stays lost: he may not come out where an enemy stands ("Нужно дождаться пока он не освободит вам проход")', () => {
    const s = play(held(), 'Y1 f4');
    expect([at(s, 'Y1'), at(s, 'B1')]).toEqual([cell('f4'), cell('d4')]);
    expect([at(s, 'W1'), caved(s, 'W1')]).toEqual([cell('d4'), true]); // he used to come out onto Y1 and be struck to his ship
    sound(s);
  });

  it('he comes out at the end of the turn in which the way is freed', () => {
    const s = play(held(), 'Y1 f4', 'B1 c5', 'W2 c4');
    expect(caved(s, 'W1')).toBe(true); // black left d4; f4 is still held by yellow
    play(s, 'Y1 g4');
    expect([at(s, 'W1'), caved(s, 'W1')]).toEqual([cell('f4'), false]);
    sound(s);
  });

  it('the finder of his own side does not hold him: he comes out onto the new cave with him', () => {
    const s = play(scene({ open: { d4: 'cave' }, closed: { f4: 'cave' }, pieces: { W1: 'd4', Y1: 'd4', W2: 'e5' }, stat: { W1: CAVED } }), 'W2 f4');
    expect([at(s, 'W2'), at(s, 'W1'), caved(s, 'W1'), at(s, 'Y1')]).toEqual([cell('f4'), cell('f4'), false, cell('d4')]);
    sound(s);
  });
});

describe('Friday on a cave entrance is met there (line 994; A-B10)', () => {
  it('a pirate passing through wins an enemy Friday over, as he strikes an enemy pirate there', () => {
    const s = play(withFriday({ open: { d4: 'cave', f4: 'cave' }, pieces: { W1: 'c4' } }, 'd4', 1), 'W1 d4');
    expect([at(s, 'W1'), s.u8[P_CELL + FRIDAY], s.u8[P_CREW + FRIDAY]]).toEqual([cell('f4'), cell('d4'), 0]); // he used to stay yellow's
    sound(s);
  });

  it('the preaching missionary coming onto the entrance meets Friday: both leave the game', () => {
    const s = withFriday({ open: { d4: 'cave', f4: 'cave' }, missionary: { at: 'c4', crew: 0 } }, 'd4', 1);
    play(s, 'M d4');
    expect([s.u8[P_CELL + MISSIONARY], s.u8[P_CELL + FRIDAY]]).toEqual([OUT, OUT]); // the missionary used to go through to f4
    sound(s);
  });

  it('Friday coming onto the entrance where his own preacher stands: both leave the game', () => {
    const s = withFriday({ open: { d4: 'cave', f4: 'cave' }, missionary: { at: 'd4', crew: 0 } }, 'c4', 0);
    play(s, 'F d4');
    expect([s.u8[P_CELL + MISSIONARY], s.u8[P_CELL + FRIDAY]]).toEqual([OUT, OUT]);
    sound(s);
  });

  it('a piece lost in the caves is out of reach: a pirate coming onto the one open cave does not win over a lost Friday', () => {
    const s = withFriday({ open: { d4: 'cave' }, pieces: { W1: 'c4' } }, 'd4', 1);
    s.u8[P_STAT + FRIDAY] = CAVED;
    play(s, 'W1 d4');
    expect([at(s, 'W1'), s.u8[P_CREW + FRIDAY], s.u8[P_STAT + FRIDAY]]).toEqual([cell('d4'), 1, CAVED]);
  });
});

describe('Friday and the enemy preacher through the caves (line 994; A-B16: Friday is none of line 914\'s "враги", so the preacher holds no exit against him)', () => {
  it('the only exit holds the enemy preacher: Friday comes out there and both leave the game (a pirate stays on the entrance)', () => {
    const s = play(withFriday({ open: { d4: 'cave', f4: 'cave' }, missionary: { at: 'f4', crew: 1 } }, 'c4', 0), 'F d4');
    expect([s.u8[P_CELL + FRIDAY], s.u8[P_CELL + MISSIONARY]]).toEqual([OUT, OUT]); // he used to stand on d4, the cave held
    sound(s);
    const t = play(scene({ open: { d4: 'cave', f4: 'cave' }, pieces: { W1: 'c4' }, missionary: { at: 'f4', crew: 1 } }), 'W1 d4');
    expect([at(t, 'W1'), t.u8[P_CELL + MISSIONARY]]).toEqual([cell('d4'), cell('f4')]);
  });

  it('with two exits he may pick the one the enemy preacher stands on', () => {
    const s = play(withFriday({ open: { d4: 'cave', f4: 'cave', e6: 'cave' }, missionary: { at: 'f4', crew: 1 } }, 'c4', 0), 'F d4');
    expect(legal(s).sort()).toEqual(['> e6', '> f4']); // '> f4' used to be refused
    play(s, '> f4');
    expect([s.u8[P_CELL + FRIDAY], s.u8[P_CELL + MISSIONARY]]).toEqual([OUT, OUT]);
    sound(s);
  });

  it('Friday turning over the second cave goes to the first though the enemy preacher stands there: both leave; the lost pirate comes out', () => {
    const s = withFriday({ open: { d4: 'cave' }, closed: { f4: 'cave' }, pieces: { Y1: 'd4' }, stat: { Y1: CAVED }, missionary: { at: 'd4', crew: 1 } }, 'e5', 0);
    play(s, 'F f4');
    expect([s.u8[P_CELL + FRIDAY], s.u8[P_CELL + MISSIONARY], at(s, 'Y1'), caved(s, 'Y1')]).toEqual([OUT, OUT, cell('f4'), false]);
    sound(s);
  });
});
