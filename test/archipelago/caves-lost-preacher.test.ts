/**
 * The preaching missionary lost in the caves is out of reach (docs/RULES.md A-B24, after A-B9):
 * "опрокиньте своего пирата. Он потерялся в пещерах" (line 984) puts him in the caves, laid
 * over on the one open cave, which leads nowhere and is an empty tile for the others (A-B11).
 * Line 914 ("враги не могут зайти на клетку с миссионером"; "Пират, стоящий на одной клетке с
 * миссионером … лишается способности атаковать") is about the preacher standing there, and the
 * lost one is struck, met, moved by nobody (A-B9). Found by the differential test's slow model
 * once it covered box 6 (session 20). Scenes of island 1 (scene.ts): c4, d3, e4 and e5 touch d4.
 */
import { describe, expect, it } from 'vitest';
import { checkState } from '../../src/archipelago/check.js';
import { CAVED, MISSIONARY, P_STAT, State } from '../../src/archipelago/state.js';
import { at, cell, legal, play, scene } from './scene.js';

const sound = (s: State): void => expect(checkState(s, false)).toEqual([]);
const lostPreacher = (crew: number, pieces: Record<string, string>): State => {
  const s = scene({ open: { d4: 'cave' }, pieces, missionary: { at: 'd4', crew } });
  s.u8[P_STAT + MISSIONARY] = CAVED;
  return s;
};

describe('A-B24: the preacher lost in the caves bars no cell and shields no one', () => {
  it('an enemy pirate steps onto the one open cave where the enemy preacher lies lost, and stands there with him', () => {
    const s = lostPreacher(1, { W1: 'c4' });
    expect(legal(s)).toContain('W1 d4'); // refused on the old engine, as if the preacher stood there
    play(s, 'W1 d4');
    expect([at(s, 'W1'), s.u8[P_STAT + MISSIONARY]]).toEqual([cell('d4'), CAVED]);
    sound(s);
  });

  it('a pirate standing on the cave with his own lost preacher strikes from it', () => {
    const s = lostPreacher(0, { W1: 'd4', Y1: 'e4' });
    expect(legal(s)).toContain('W1 e4'); // refused on the old engine: the lost preacher still disarmed him
    play(s, 'W1 e4');
    expect(at(s, 'Y1')).not.toBe(cell('e4'));
  });

  it('the preacher standing (not lost) still bars the enemy and disarms his own (line 914)', () => {
    const s = scene({ open: { d4: 'cave' }, pieces: { W1: 'c4' }, missionary: { at: 'd4', crew: 1 } });
    expect(legal(s)).not.toContain('W1 d4');
    const t = scene({ open: { d4: 'cave' }, pieces: { W1: 'd4', Y1: 'e4' }, missionary: { at: 'd4', crew: 0 } });
    expect(legal(t)).not.toContain('W1 e4');
  });
});
