/**
 * Ruling PC35 (docs/RULES.md; PC34's corners): Friday and the missionary meet at the turn's end
 * (PC20), so what the rest of the turn does after the two have come together counts, and the
 * king is judged after all of it, "в конце хода" (FAQ line 99).
 * - A follow-up after the pair came together: Friday or the missionary finds Ben Gunn beside the
 *   other (PC19): Ben's cell is chosen after, and Ben's own chain follows; the two still meet
 *   unless Ben takes an enemy Friday, or a bottle thrown beside Ben parts them (PC23).
 * - The promotion of an enemy pawn freed from a cave (PC18) comes after the meeting of the piece
 *   that freed it: the cave acts only when some piece of the pawn's spares the king once the two
 *   have gone (or once the bottle thrown first has parted them), and no bottle is thrown after it.
 * Every expectation comes from the board (which line the two shielded, which cell Ben blocks),
 * checked independently where it matters by taking the pieces off and asking attack.inCheck;
 * each list is also asked of the copy-and-play reference (both-legal.ts), which must agree.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { inCheck } from '../../src/pirate-chess/attack.js';
import { checkState } from '../../src/pirate-chess/check.js';
import { setShortcuts } from '../../src/pirate-chess/legality.js';
import { BOTTLES, IN_CAVE, PHASE, Phase, SIDE, State } from '../../src/pirate-chess/state.js';
import { bothLegal } from './both-legal.js';
import { cell, pieces, play, scene } from './scene.js';

afterEach(() => setShortcuts(true));

/** White's king g1, a black rook g10 down the g file, Black's king out of the way; an open Ben Gunn tile on g3 that has not acted (he found no free cell when it was turned over). */
const LINE = { g1: 'wK', g10: 'bR', d11: 'bK' };
const BEN = { g3: 'ben-gunn' };

/** The state checker's findings but the tiles' tally (a scene's tiles are no deal). */
const problems = (s: State): string[] => checkState(s, false).filter((x) => !x.includes('tile'));

describe('Friday or the missionary finds Ben Gunn beside the other: the meeting is judged after Ben (PC35)', () => {
  it('Friday, the file\'s guard, may step beside the missionary onto Ben Gunn only to put Ben on the file', () => {
    const s = scene({ pieces: { ...LINE, g2: 'wF', f4: 'bM' }, open: BEN });
    expect(bothLegal(s)).toContain('g2-g3');
    play(s, 'g2-g3');
    // Ben joins on a free cell beside g3: only g2 and g4 keep the rook off g1 once Friday and the missionary have gone
    expect(bothLegal(s)).toEqual(['> g2', '> g4']);
    play(s, '> g4');
    expect([pieces(s).g3, pieces(s).f4, pieces(s).g4, s.v[SIDE]]).toEqual([undefined, undefined, 'wA', 1]);
    expect(inCheck(s, 0)).toBe(false);
    expect(problems(s)).toEqual([]);
  });

  it('the cells where Ben is lost (an open cannibal) are not offered: the two still meet', () => {
    const s = play(scene({ pieces: { ...LINE, g2: 'wF', f4: 'bM' }, open: { ...BEN, g4: 'cannibal' } }), 'g2-g3');
    expect(bothLegal(s)).toEqual(['> g2']);
  });

  it('Ben sent on by an arrow onto the enemy Friday takes him: no meeting, and the missionary stays on the file', () => {
    // f3 holds an arrow pointing north: Ben put there is pushed to f4 and takes Black's Friday
    const s = play(scene({ pieces: { ...LINE, g2: 'wM', f4: 'bF' }, open: { ...BEN, f3: 'arrow-1s/0' } }), 'g2-g3');
    expect(bothLegal(s)).toEqual(['> f3', '> g2', '> g4']);
    play(s, '> f3');
    expect([pieces(s).g3, pieces(s).f4, pieces(s).f3]).toEqual(['wM', 'wA', undefined]);
    expect(inCheck(s, 0)).toBe(false);
    expect(problems(s)).toEqual([]);
  });

  it('with a bottle in hand, Ben put beside the missionary must make him drink: he becomes a pirate, and Friday stays on the file', () => {
    const s = scene({ pieces: { ...LINE, g2: 'wF', f4: 'bM' }, open: BEN });
    s.v[BOTTLES] = 1;
    play(s, 'g2-g3');
    // f3 touches the missionary on f4 (g4 too, but it blocks anyway); every cell touches Friday on g3, whose drinking alone leaves the file open
    expect(bothLegal(s)).toEqual(['> f3', '> g2', '> g4']);
    play(s, '> f3');
    expect(s.v[PHASE]).toBe(Phase.Rum);
    expect(bothLegal(s)).toEqual(['rum f4']);
    play(s, 'rum f4');
    expect([pieces(s).g3, pieces(s).f4, pieces(s).f3]).toEqual(['wF', 'bA', 'wA']);
    expect(inCheck(s, 0)).toBe(false);
  });

  it('with the shortcuts off (the reference) the same choices', () => {
    setShortcuts(false);
    const s = play(scene({ pieces: { ...LINE, g2: 'wF', f4: 'bM' }, open: BEN }), 'g2-g3');
    expect(bothLegal(s)).toEqual(['> g2', '> g4']);
  });

  it('Friday finding Ben away from the missionary: no meeting, every cell offered', () => {
    const s = play(scene({ pieces: { ...LINE, g2: 'wF', e5: 'bM' }, open: BEN }), 'g2-g3');
    expect(bothLegal(s)).toEqual(['> f2', '> f3', '> f4', '> g2', '> g4', '> h2', '> h3', '> h4']);
  });
});

/**
 * White's king d5; White's Friday a4 steps onto b3, a cave still face down; a black pawn lost in
 * the first cave, c4, beside White's missionary on c5, who stands on an open arrow pointing east
 * (to d5). The cave turns over: Friday and the pawn change places, the pawn on b3 is on its last
 * cell (a short file: a knight or a bishop), Friday on c4 beside the missionary. With the two on
 * the board a knight on b3 is harmless (it cannot take the missionary on c5's arrow); once they
 * have gone, a bishop checks along b3-c4-d5 and a knight through c5's arrow.
 */
function caveScene(bottles = 0): State {
  const s = scene({ pieces: { d5: 'wK', a4: 'wF', c5: 'wM', c4: 'bP', e11: 'bK' }, open: { c4: 'cave', c5: 'arrow-1s/1' }, closed: { b3: 'cave' } });
  s.pstat[cell('c4')] |= IN_CAVE;
  s.v[BOTTLES] = bottles;
  return s;
}

describe('a freed pawn\'s promotion is judged after the meeting (PC35, PC34, PC18)', () => {
  it('the board: each piece of the freed pawn checks once Friday and the missionary have gone, the knight not before', () => {
    const s = caveScene();
    s.piece[cell('b3')] = s.piece[cell('c4')]; s.piece[cell('c4')] = 0; s.pstat[cell('c4')] = 0; // the swap
    s.piece[cell('a4')] = 0; s.piece[cell('c4')] = 0;
    const withPair = (p: string): boolean => { const t = scene({ pieces: { d5: 'wK', b3: p, c4: 'wF', c5: 'wM', e11: 'bK' }, open: { c5: 'arrow-1s/1' } }); return inCheck(t, 0); };
    const without = (p: string): boolean => { const t = scene({ pieces: { d5: 'wK', b3: p, e11: 'bK' }, open: { c5: 'arrow-1s/1' } }); return inCheck(t, 0); };
    expect([withPair('bN+'), withPair('bB+'), without('bN+'), without('bB+')]).toEqual([false, false, true, true]);
  });

  it('with no bottle the cave does not act (PC5): Friday stays on it, the pawn stays lost', () => {
    const s = caveScene();
    expect(bothLegal(s)).toContain('a4-b3');
    play(s, 'a4-b3');
    expect([pieces(s).b3, pieces(s).c4, s.pstat[cell('c4')] & IN_CAVE, s.v[SIDE]]).toEqual(['wF', 'bP', IN_CAVE, 1]);
    expect(inCheck(s, 0)).toBe(false);
  });

  it('with a bottle the cave acts, and the throw to the missionary is owed first: then only the bishop spares the king', () => {
    const s = play(caveScene(1), 'a4-b3');
    expect([pieces(s).b3, pieces(s).c4, s.v[PHASE]]).toEqual(['bP', 'wF', Phase.Rum]);
    expect(bothLegal(s)).toEqual(['rum c5']); // no rum: the two meet and every piece checks
    play(s, 'rum c5'); // the missionary, a pirate now, can be taken on the arrow, and the knight goes on to d5
    expect(s.v[PHASE]).toBe(Phase.Promote);
    expect(bothLegal(s)).toEqual(['=B']);
    play(s, '=B');
    expect(inCheck(s, 0)).toBe(false);
  });

  it('no bottle is thrown after the promotion: kept in hand, it does not make a piece that checks once the two meet legal', () => {
    // White's king c1, Black's missionary e1 on the first rank; Friday h2 frees the pawn lost in d2 (beside e1) through g1's cave
    const s = scene({ pieces: { c1: 'wK', e1: 'bM', h2: 'wF', d2: 'bP', e11: 'bK' }, open: { d2: 'cave' }, closed: { g1: 'cave' } });
    s.pstat[cell('d2')] |= IN_CAVE;
    s.v[BOTTLES] = 1;
    play(s, 'h2-g1');
    expect(bothLegal(s)).toEqual(['no rum', 'rum e1']);
    play(s, 'no rum');
    expect(bothLegal(s)).toEqual(['=B', '=N']); // a rook or queen on g1 checks c1 along the rank the meeting opens
  });
});
