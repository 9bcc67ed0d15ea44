/**
 * Coverage-guided hunt on Archipelago, second pass (session 27; docs/RULES.md "Coverage-guided
 * hunt, Archipelago"): rule branches of src/archipelago that session 26's list marked as never
 * taken, each switched off in a private worktree and the Archipelago rule tests run; where none
 * failed, a scenario written here from the passage of full-rules-ru.txt (bare line numbers) or
 * the ruling of record: the position, and the consequence the text states. Hand-built scenes
 * of island 1 (scene.ts):
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
import { checkState } from '../../src/archipelago/check.js';
import { ABOARD, BEAR, CAVED, LAB_SHIFT, P_STAT, State, TORTOISE, TORTOISE_CREW, UP } from '../../src/archipelago/state.js';
import { at, cell, legal, PIECE, play, scene } from './scene.js';

const sound = (s: State): void => expect(checkState(s, false)).toEqual([]);
const labStep = (s: State, name: string): number => s.u8[P_STAT + PIECE(name)] >> LAB_SHIFT & 7;
/** Lays a piece over on its cave: lost in the caves (984 "опрокиньте своего пирата. Он потерялся в пещерах"). */
const lose = (s: State, name: string): State => { s.u8[P_STAT + PIECE(name)] |= CAVED; return s; };

describe('890 "На клетках-лабиринтах атаковать можно только того пирата, который стоит на одну клетку впереди вашего пирата" (A-R13)', () => {
  it('a pirate entering a labyrinth strikes the enemy on its first step, not the one further in', () => {
    const s = scene({ open: { d4: 'lab3' }, pieces: { W1: 'c4', Y1: 'd4', Y2: 'd4' }, stat: { Y1: 1 << LAB_SHIFT, Y2: 2 << LAB_SHIFT } });
    play(s, 'W1 d4');
    expect(at(s, 'W1')).toBe(cell('d4'));
    expect(labStep(s, 'W1')).toBe(1);
    expect(at(s, 'Y1')).toBe(ABOARD + 1); // one step ahead of him as he came: struck, to his ship
    expect(at(s, 'Y2')).toBe(cell('d4')); // two steps in: out of his reach
    expect(labStep(s, 'Y2')).toBe(2);
    sound(s);
  });
});

describe('1042 "С пальмы нельзя слезать, пока внизу кто-то стоит" with the tortoise (A-J9, designed: it is someone)', () => {
  it('the tortoise on the palm\'s beach cell keeps the pirate up there; once it has walked on he climbs down', () => {
    const s = scene({ open: { d3: 'palm' }, pieces: { W1: 'd3', W2: 'c5' } });
    s.v[UP] |= 1 << PIECE('W1');
    s.v[TORTOISE] = cell('d3'); s.v[TORTOISE_CREW] = 1; // yellow's: it walks at the end of yellow's turns
    expect(legal(s)).not.toContain('W1 down');
    play(s, 'W2 c6', 'sail i7'); // yellow's turn ends: the tortoise walks on round the coast
    expect(s.v[TORTOISE]).not.toBe(cell('d3'));
    expect(legal(s)).toContain('W1 down');
    sound(s);
  });
});

describe('the bear and a pirate lost in the caves (984 "Он потерялся в пещерах"; 898 "бежит за тем пиратом, который на суше"; A-B9: out of reach)', () => {
  // d4 is the only open cave: W1, who found it, lies lost on it until a second cave is found.
  it('the bear does not smell him: it walks to the pirate standing on the island, though he lies nearer', () => {
    const s = lose(scene({ open: { d4: 'cave' }, pieces: { W1: 'd4', Y1: 'g6' }, bear: { at: 'e4', crew: 0 } }), 'W1');
    play(s, 'sail b5'); // white's turn ends: the bear steps
    expect(s.v[BEAR]).toBe(cell('f5')); // the diagonal towards g6 (A-R14), not onto d4 beside it
    expect([at(s, 'W1'), s.u8[P_STAT + PIECE('W1')] & CAVED]).toEqual([cell('d4'), CAVED]);
    sound(s);
  });

  it('the bear stepping onto his cave bites the pirate standing there, not him', () => {
    // with one open cave, Y1 came onto it as onto an empty tile (984 "считайте ее пустой клеткой")
    const s = lose(scene({ open: { d4: 'cave' }, pieces: { W1: 'd4', Y1: 'd4' }, bear: { at: 'e4', crew: 0 } }), 'W1');
    play(s, 'sail b5');
    expect(s.v[BEAR]).toBe(cell('d4'));
    expect(at(s, 'Y1')).toBe(ABOARD + 1); // bitten: to his ship
    expect([at(s, 'W1'), s.u8[P_STAT + PIECE('W1')] & CAVED]).toEqual([cell('d4'), CAVED]); // still lost there
    sound(s);
  });
});

describe('the musket and a pirate lost in the caves (828 "Если на линии стоят несколько пиратов, пулю получает только первый"; A-B9, A-R10)', () => {
  it('the shot passes over the pirate lost on a cave (he stands nowhere on the line) and hits the first one standing', () => {
    // e4 the only open cave, Y1 lost on it; Y2 stands on f4, further along the same row
    const s = lose(scene({ open: { e4: 'cave' }, pieces: { W1: 'c4', Y1: 'e4', Y2: 'f4' }, closed: { d4: 'musket' } }), 'Y1');
    play(s, 'W1 d4', 'shoot E');
    expect(at(s, 'Y2')).toBe(ABOARD + 1);
    expect([at(s, 'Y1'), s.u8[P_STAT + PIECE('Y1')] & CAVED]).toEqual([cell('e4'), CAVED]);
    sound(s);
  });
});
