/**
 * Ruling PC34 on the cave's path (PC18): a piece going into the second cave turned over changes
 * places with the one lost in the first, and a freed enemy pawn on its last cell is promoted by
 * its player, choosing among the pieces that do not check the mover's king (chain.cave: with none,
 * the cave does not act, PC5). When the mover's piece comes out next to the other islander, the
 * two leave at the turn's end (PC20), so the promotions are judged after that meeting, as the
 * king is (PC34: "Главное, чтобы король не находился под шахом в конце хода", FAQ line 99).
 * Expectations come from the board: which line the missionary shielded. Each list is also asked
 * of the copy-and-play reference (test/support/pirate-chess-reference.ts), which must agree.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { inCheck } from '../../src/pirate-chess/attack.js';
import { setShortcuts } from '../../src/pirate-chess/legality.js';
import { IN_CAVE, PHASE, Phase, SIDE, State } from '../../src/pirate-chess/state.js';
import { bothLegal } from './both-legal.js';
import { cell, legal, pieces, play, scene } from './scene.js';

afterEach(() => setShortcuts(true));

/**
 * White's king c1; Black's missionary e1 shields him along the first rank from g1, a cave still
 * face down; a black pawn lost in the first cave, d2 (next to e1). White's Friday h2 steps onto g1:
 * the cave turns over, Friday and the pawn change places, the pawn stands on its last cell.
 */
function caveScene(extra: Record<string, string> = {}): State {
  const s = scene({ pieces: { c1: 'wK', e1: 'bM', h2: 'wF', d2: 'bP', e11: 'bK', ...extra }, open: { d2: 'cave' }, closed: { g1: 'cave' } });
  s.pstat[cell('d2')] |= IN_CAVE;
  return s;
}

describe('a pawn freed from a cave beside a meeting (PC34, PC18)', () => {
  it('the freed pawn may not become a piece that checks the king along the rank the meeting opens', () => {
    const s = caveScene();
    expect(bothLegal(s)).toContain('h2-g1');
    play(s, 'h2-g1');
    expect([pieces(s).g1, pieces(s).d2, s.v[PHASE], s.v[SIDE]]).toEqual(['bP', 'wF', Phase.Promote, 0]);
    // Friday on d2 touches the missionary on e1: both leave at the turn's end, and c1-d1-e1-f1-g1 is open;
    // a rook or queen on g1 checks c1 there, a knight or bishop does not
    expect(bothLegal(s)).toEqual(['=B', '=N']);
    play(s, '=N');
    expect([pieces(s).d2, pieces(s).e1, pieces(s).g1]).toEqual([undefined, undefined, 'bN+']); // the meeting took both off
    expect(inCheck(s, 0)).toBe(false);
  });

  it('the same with the shortcuts off (the reference the shortcuts are held to)', () => {
    setShortcuts(false);
    const s = play(caveScene(), 'h2-g1');
    expect(legal(s)).toEqual(['=B', '=N']);
  });

  it('with Friday come out away from the missionary there is no meeting: every promotion that spares the king is offered', () => {
    // the lost pawn in f4's cave instead: Friday comes out there, touching no one, and e1 still shields c1
    const s = scene({ pieces: { c1: 'wK', e1: 'bM', h2: 'wF', f4: 'bP', e11: 'bK' }, open: { f4: 'cave' }, closed: { g1: 'cave' } });
    s.pstat[cell('f4')] |= IN_CAVE;
    play(s, 'h2-g1');
    expect([pieces(s).g1, pieces(s).f4, s.v[PHASE]]).toEqual(['bP', 'wF', Phase.Promote]);
    expect(bothLegal(s)).toEqual(['=B', '=N', '=Q', '=R']);
  });
});

describe('Friday freed from a cave beside the missionary (PC34, PC18, PC5)', () => {
  it('a cave turned over that would free Friday next to the missionary shielding the king does not act', () => {
    // Black's missionary e1 shields White's king c1 from the rook i1; Black's Friday is lost in h5's cave. The knight
    // f4-e2 turns e2's cave over: the two would change places, Friday on e2 beside e1, and both leave at the turn's end
    const s = scene({ pieces: { c1: 'wK', e1: 'bM', i1: 'bR', f4: 'wN', h5: 'bF', e11: 'bK' }, open: { h5: 'cave' }, closed: { e2: 'cave' } });
    s.pstat[cell('h5')] |= IN_CAVE;
    expect(bothLegal(s)).toContain('f4-e2');
    play(s, 'f4-e2');
    const p = pieces(s);
    expect([p.e2, p.h5, p.e1, (s.pstat[cell('h5')] & IN_CAVE) !== 0, s.v[SIDE]]).toEqual(['wN', 'bF', 'bM', true, 1]);
    expect(inCheck(s, 0)).toBe(false);
  });

  it('castling: the rook\'s cave turned over with the king\'s tile that would free Friday beside the missionary does not act', () => {
    // O-O: the king g1-i1, the rook j1-h1, both cells face down; h1 hides the second cave, Black's Friday lost in c5's.
    // Black's missionary i2 shields i1 from the rook i9: Friday freed on h1 would meet him and open the i file
    const s = scene({ pieces: { g1: 'wK', j1: 'wR', i2: 'bM', i9: 'bR', c5: 'bF', g11: 'bK' }, open: { c5: 'cave' }, closed: { h1: 'cave', i1: '*' }, castling: 3 });
    s.pstat[cell('c5')] |= IN_CAVE;
    expect(bothLegal(s)).toContain('O-O');
    play(s, 'O-O');
    const p = pieces(s);
    expect([p.i1, p.h1, p.c5, p.i2, s.v[SIDE]]).toEqual(['wK', 'wR', 'bF', 'bM', 1]);
    expect(inCheck(s, 0)).toBe(false);
  });
});
