/**
 * Caves (ruling PC18; seed: "Пещера (4) – действует, как в обычном «Шакале». Попав в пещеру
 * первый раз за игру, фигура застревает; после открытия второй пещеры фигуры в пещерах
 * меняются местами, и после этого пещеры можно использовать, как в «Шакале»: за один ход войти
 * в одну и выйти через другую. Нельзя выходить из пещеры, на которой стоит своя или чужая
 * фигура").
 */
import { describe, expect, it } from 'vitest';
import { inCheck } from '../../src/pirate-chess/attack.js';
import { fromPosition, toPosition } from '../../src/pirate-chess/position.js';
import { controller, IN_CAVE, LOST, PHASE, Phase, SIDE, State } from '../../src/pirate-chess/state.js';
import { cell, legal, pieces, play, scene } from './scene.js';

const K = { g1: 'wK', g11: 'bK' };
const lostIn = (s: State, name: string): boolean => (s.pstat[cell(name)] & IN_CAVE) !== 0;

describe('caves (PC18)', () => {
  it('the first cave turned over: the piece is lost there; it neither moves nor controls', () => {
    // the rook on e5 would check the king on e9 along the e-file, were it not lost underground
    const s = play(scene({ pieces: { g1: 'wK', e9: 'bK', e2: 'wR', a3: 'wP' }, closed: { e5: 'cave' } }), 'e2-e5');
    expect(pieces(s).e5).toBe('wR');
    expect(lostIn(s, 'e5')).toBe(true);
    expect(inCheck(s, 1)).toBe(false);
    expect(legal(s)).toContain('e9-e8');
    play(s, 'e9-f9');
    expect(legal(s).filter((m) => m.startsWith('e5'))).toEqual([]);
    expect(legal(s)).toContain('a3-a4');
  });

  it('an enemy entering the only open cave takes the piece lost there and is lost in its turn', () => {
    const s = play(scene({ pieces: { ...K, e2: 'wR', a5: 'bR' }, closed: { e5: 'cave' } }), 'e2-e5', 'a5xe5');
    expect(pieces(s).e5).toBe('bR');
    expect(lostIn(s, 'e5')).toBe(true);
    expect(s.v[LOST + 3]).toBe(1); // white's rook (REVIVABLE index 3) may be bought back
  });

  it('a second cave turned over: the pieces in the caves change places, both free', () => {
    const s = play(scene({ pieces: { ...K, d1: 'wN', h10: 'bN' }, closed: { e3: 'cave', i8: 'cave' } }), 'd1-e3');
    expect(lostIn(s, 'e3')).toBe(true);
    play(s, 'h10-i8');
    const p = pieces(s);
    expect([p.e3, p.i8]).toEqual(['bN', 'wN']);
    expect([lostIn(s, 'e3'), lostIn(s, 'i8')]).toEqual([false, false]);
    expect(s.v[SIDE]).toBe(0);
    expect(legal(s)).toContain('i8-j10'); // the white knight is free again
  });

  it('with two or more open caves a piece goes in at one and comes out at another in the same move, its player choosing', () => {
    const open = { c5: 'cave', h5: 'cave', h8: 'cave' };
    const s = play(scene({ pieces: { ...K, c3: 'wR' }, open }), 'c3-c5');
    expect(s.v[SIDE]).toBe(0); // the exit is owed
    expect(legal(s)).toEqual(['> h5', '> h8']);
    play(s, '> h8');
    expect(pieces(s).h8).toBe('wR');
    expect(s.v[SIDE]).toBe(1);
  });

  it('an exit where any piece stands is closed; with every exit closed the piece stays at the mouth', () => {
    const open = { c5: 'cave', h5: 'cave', h8: 'cave' };
    const one = play(scene({ pieces: { ...K, c3: 'wR', h5: 'bP' }, open }), 'c3-c5');
    expect([pieces(one).h8, one.v[SIDE]]).toEqual(['wR', 1]); // a single free exit: no choice
    const none = play(scene({ pieces: { ...K, c3: 'wR', h5: 'bP', h8: 'wP' }, open }), 'c3-c5');
    expect([pieces(none).c5, none.v[SIDE]]).toEqual(['wR', 1]);
  });

  it('a piece standing at a mouth goes through only by stepping off and on again', () => {
    const s = scene({ pieces: { ...K, c5: 'wR', a9: 'bP' }, open: { c5: 'cave', h8: 'cave' } });
    expect(legal(s).filter((m) => m.includes('h8'))).toEqual([]); // standing there is not entering
    play(s, 'c5-c6', 'a9-a8', 'c6-c5');
    expect(pieces(s).h8).toBe('wR');
  });

  it('a king comes out only where he is not in check', () => {
    // the black rook on a8 holds h8: of the two exits only h5 is safe
    const s = play(scene({ pieces: { d4: 'wK', g11: 'bK', a8: 'bR' }, open: { c5: 'cave', h5: 'cave', h8: 'cave' } }), 'd4-c5');
    expect(legal(s)).toEqual(['> h5']);
  });

  describe('a king is a piece like any other in the caves (PC18 "фигура застревает"; PC9)', () => {
    // a black pawn is lost in the only open cave, c5, beside the white king on d4
    const lostPawn = (rook: string): State =>
      play(scene({ pieces: { d4: 'wK', f3: 'wN', g11: 'bK', c6: 'bP', [rook]: 'bR' }, closed: { c5: 'cave' } }), 'f3-e1', 'c6-c5');

    it('he may take a piece lost in the only open cave, and is lost there himself', () => {
      const s = play(lostPawn('j9'), 'd4xc5');
      expect(pieces(s).c5).toBe('wK');
      expect(lostIn(s, 'c5')).toBe(true);
    });

    it('lost there, he is in check from an enemy that could step in (control is what a piece could take next turn), and with nothing to stop it that is mate', () => {
      const s = play(lostPawn('j9'), 'd4xc5', 'j9-c9');
      expect(inCheck(s, 0)).toBe(true);
      expect(legal(s)).toEqual([]); // the knight on e1 cannot reach c6..c8; the king cannot move
    });

    it('so he may not go in where an enemy could follow', () => {
      expect(legal(lostPawn('c9'))).not.toContain('d4xc5');
    });
  });

  it('a piece lost in a cave is written and read back in the position', () => {
    const s = play(scene({ pieces: { ...K, e2: 'wR' }, closed: { e5: 'cave' } }), 'e2-e5');
    const pos = toPosition(s) as { cells: Record<string, { inCave?: boolean }> };
    expect(pos.cells.e5.inCave).toBe(true);
    // a scenario board is no island's tile set: read as a study (position.ts)
    expect(toPosition(fromPosition(JSON.parse(JSON.stringify(pos)), { study: true }) as State)).toEqual(pos);
  });
  describe('a pawn that comes out of a cave onto its last cell promotes (PC3, PC18)', () => {
    it('our own pawn: a follow-up of the turn, any of the four pieces on c–j', () => {
      // the white pawn lost at e6 comes out at h11 (its last rank) when the white knight turns the second cave over
      const s = play(scene({ pieces: { g1: 'wK', a8: 'bK', e5: 'wP', g9: 'wN', l7: 'bP' }, closed: { e6: 'cave', h11: 'cave' } }), 'e5-e6', 'l7-l6');
      expect(lostIn(s, 'e6')).toBe(true);
      play(s, 'g9-h11');
      expect([pieces(s).h11, pieces(s).e6]).toEqual(['wP', 'wN']);
      expect([s.v[PHASE], s.v[SIDE], controller(s)]).toEqual([Phase.Promote, 0, 0]);
      expect(legal(s)).toEqual(['=B', '=N', '=Q', '=R']);
      play(s, '=Q');
      expect(pieces(s).h11).toBe('wQ+');
      expect([s.v[PHASE], s.v[SIDE]]).toEqual([Phase.Play, 1]);
    });

    it('at a short file\'s end (a9): a knight or a bishop only', () => {
      const s = play(scene({ pieces: { g1: 'wK', g11: 'bK', e5: 'wP', c8: 'wN', l7: 'bP' }, closed: { e6: 'cave', a9: 'cave' } }), 'e5-e6', 'l7-l6', 'c8-a9');
      expect(pieces(s).a9).toBe('wP');
      expect(legal(s)).toEqual(['=B', '=N']);
    });

    it('the other side\'s pawn: its own player chooses, among the pieces that leave the mover\'s king safe', () => {
      // the black pawn lost at e6 comes out at d1 (black's last rank) when the white knight turns the second cave over;
      // a black rook or queen on d1 would check the white king on g1 along the first rank
      const s = play(scene({ pieces: { g1: 'wK', g11: 'bK', e7: 'bP', c3: 'wN' }, closed: { e6: 'cave', d1: 'cave' }, toMove: 'black' }), 'e7-e6');
      play(s, 'c3-d1');
      expect([pieces(s).d1, pieces(s).e6]).toEqual(['bP', 'wN']);
      expect([s.v[PHASE], s.v[SIDE], controller(s)]).toEqual([Phase.Promote, 0, 1]);
      expect(legal(s)).toEqual(['=B', '=N']);
      play(s, '=B');
      expect(pieces(s).d1).toBe('bB+');
      expect([s.v[PHASE], s.v[SIDE]]).toEqual([Phase.Play, 1]);
    });
  });
});
