/**
 * Every tile of the seed's list with its chess effect ("Клетки", pirate-chess-ru.txt), and
 * buying back lost pieces. Scenarios on open empty tiles unless the tile under test is
 * face down (`closed`), so the move's effect is the tile's alone.
 */
import { describe, expect, it } from 'vitest';
import { inCheck } from '../../src/pirate-chess/attack.js';
import { ASIDE, BOTTLES, COINS, LIGHT, LIGHT_N, LOST, PHASE, Phase, State, TRAPPED } from '../../src/pirate-chess/state.js';
import { determinizeInto, observeInto } from '../../src/pirate-chess/observation.js';
import { Tile } from '../../src/pirate-chess/tiles.js';
import { Rng } from '../../src/core/rng.js';
import { lightArrange, lightExtend, lightPick } from '../../src/pirate-chess/lighthouse.js';
import { checkOptions, ChessOptions } from '../../src/pirate-chess/options.js';
import { newGame } from '../../src/pirate-chess/setup.js';
import { cell, legal, pieces, play, scene, tileByte } from './scene.js';

const K = { g1: 'wK', g11: 'bK' };

describe('tiles', () => {
  it('empty and carramba: no effect (PC12)', () => {
    for (const t of ['empty', 'carramba']) expect(pieces(play(scene({ pieces: { ...K, d1: 'wN' }, closed: { e3: t } }), 'd1-e3')).e3).toBe('wN');
  });

  describe('arrows', () => {
    it('a single arrow pushes one cell, and may take there', () => {
      // arrow-1s at quarter turn 0 points north
      expect(pieces(play(scene({ pieces: { ...K, d1: 'wN' }, closed: { e3: 'arrow-1s/0' } }), 'd1-e3')).e4).toBe('wN');
      const p = pieces(play(scene({ pieces: { ...K, d1: 'wN', e4: 'bP' }, closed: { e3: 'arrow-1s/0' } }), 'd1-e3'));
      expect([p.e3, p.e4]).toEqual([undefined, 'wN']);
    });
    it('a multi-way arrow asks which way; a way off the board is offered to all but a king', () => {
      const s = play(scene({ pieces: { ...K, c5: 'wR' }, closed: { a5: 'arrow-4s/0' } }), 'c5-a5');
      expect(legal(s)).toEqual(['> a4', '> a6', '> b5', '> off']);
      play(s, '> off');
      expect(pieces(s).a5).toBeUndefined();
      expect(s.v[LOST + 3]).toBe(1);
    });
    it('a multi-way arrow with two ways off the board offers "off" once: the piece is lost either way', () => {
      // arrow-4d points along the four diagonals; from a5, on the west edge, north-west and south-west leave the board
      expect(legal(play(scene({ pieces: { ...K, c5: 'wR' }, closed: { a5: 'arrow-4d/0' } }), 'c5-a5'))).toEqual(['> b4', '> b6', '> off']);
    });
    it('an arrow off the board kills a piece, never moves a king off', () => {
      expect(pieces(play(scene({ pieces: { ...K, c5: 'wR' }, closed: { a5: 'arrow-1s/3' } }), 'c5-a5')).a5).toBeUndefined(); // quarter turn 3: west
      expect(pieces(play(scene({ pieces: { b5: 'wK', g11: 'bK' }, closed: { a5: 'arrow-1s/3' } }), 'b5-a5')).a5).toBe('wK');
    });
    it('an arrow whose every target holds one\'s own piece does not act', () => {
      expect(pieces(play(scene({ pieces: { ...K, d1: 'wN', e4: 'wP' }, closed: { e3: 'arrow-1s/0' } }), 'd1-e3')).e3).toBe('wN');
    });
  });

  it('horse: the piece jumps on as a knight, its choice, and may take', () => {
    const s = play(scene({ pieces: { ...K, e3: 'wR', f7: 'bB' }, closed: { e5: 'horse' } }), 'e3-e5');
    expect(legal(s)).toContain('> f7');
    expect(pieces(play(s, '> f7')).f7).toBe('wR');
  });

  describe('spinners: only kings and pawns (PC7)', () => {
    it('a pawn walks a spinner step by step and leaves from the last', () => {
      const s = play(scene({ pieces: { ...K, e4: 'wP', a9: 'bP' }, closed: { e5: 'spinner-3' } }), 'e4-e5');
      expect(s.pstat[cell('e5')] & 7).toBe(1);
      play(s, 'a9-a8', 'step e5', 'a8-a7', 'step e5', 'a7-a6');
      expect(legal(s)).toContain('e5-e6');
      expect(legal(s)).not.toContain('step e5');
    });
    it('a slider or a knight is not held: it moves on next turn like from any cell', () => {
      const s = play(scene({ pieces: { ...K, d1: 'wN', a9: 'bP' }, closed: { e3: 'spinner-5' } }), 'd1-e3', 'a9-a8');
      expect(legal(s)).toContain('e3-f5');
    });
    it('a piece past the first step is taken only by a slider (it may stop on any step)', () => {
      const s = scene({ pieces: { ...K, e5: 'wP', c6: 'bN', e9: 'bR' }, open: { e5: 'spinner-3' }, toMove: 'black' });
      s.pstat[cell('e5')] = 2;
      expect(legal(s)).not.toContain('c6xe5');
      expect(legal(s)).toContain('e9xe5');
    });
  });

  describe('ice', () => {
    it('repeats the move: a rook two cells on, a knight its jump again', () => {
      expect(pieces(play(scene({ pieces: { ...K, c3: 'wR' }, closed: { c5: 'ice' } }), 'c3-c5')).c7).toBe('wR');
      expect(pieces(play(scene({ pieces: { ...K, d1: 'wN' }, closed: { e3: 'ice' } }), 'd1-e3')).f5).toBe('wN');
    });
    it('a slider strikes the first enemy on the repeated way', () => {
      const p = pieces(play(scene({ pieces: { ...K, c2: 'wR', c6: 'bN' }, closed: { c4: 'ice' } }), 'c2-c4'));
      expect([p.c4, p.c6]).toEqual([undefined, 'wR']);
    });
    it('a knight controls the cell one more jump past an open ice it can jump onto (PC9); the king may not step there', () => {
      // d1→e3 onto the ice, which repeats the jump to f5: the black king on f6 may not go to f5
      const s = scene({ pieces: { g1: 'wK', f6: 'bK', d1: 'wN' }, open: { e3: 'ice' }, toMove: 'black' });
      expect(inCheck(scene({ pieces: { g1: 'wK', f5: 'bK', d1: 'wN' }, open: { e3: 'ice' }, toMove: 'black' }), 1)).toBe(true);
      expect(legal(s)).not.toContain('f6-f5');
      expect(legal(s)).toContain('f6-e6');
    });
    it('sends a piece off the board to its death, but never a king', () => {
      expect(pieces(play(scene({ pieces: { ...K, c5: 'wR' }, closed: { a5: 'ice' } }), 'c5-a5')).a5).toBeUndefined();
      expect(pieces(play(scene({ pieces: { b5: 'wK', g11: 'bK' }, closed: { a5: 'ice' } }), 'b5-a5')).a5).toBe('wK');
    });
  });

  it('trap: holds the piece until a bottle frees it; the trap acts once', () => {
    const s = play(scene({ pieces: { ...K, d1: 'wN', a9: 'bP' }, closed: { e3: 'trap' } }), 'd1-e3', 'a9-a8');
    expect(legal(s).some((m) => m.startsWith('e3'))).toBe(false);
    expect(legal(s)).not.toContain('bottle e3');
    s.v[BOTTLES] = 1;
    play(s, 'bottle e3', 'a8-a7');
    expect(s.v[BOTTLES]).toBe(0);
    expect(legal(s)).toContain('e3-f5');
    play(s, 'e3-f5', 'a7-a6', 'f5-e3');
    expect(s.pstat[cell('e3')] & TRAPPED).toBe(0);
  });

  it('crocodile: back to the cell the piece came from; a step onto an open crocodile is no move (PC8)', () => {
    const s = play(scene({ pieces: { ...K, e2: 'wP' }, closed: { e4: 'crocodile' } }), 'e2-e4');
    expect(pieces(s).e2).toBe('wP');
    expect(legal(play(s, 'g11-g10'))).not.toContain('e2-e4');
    expect(legal(s)).toContain('e2-e3');
    // a capture on an open crocodile still takes
    const t = play(scene({ pieces: { ...K, e2: 'wR', e4: 'bN' }, open: { e4: 'crocodile' } }), 'e2xe4');
    expect(pieces(t)).toMatchObject({ e2: 'wR' });
    expect(pieces(t).e4).toBeUndefined();
  });

  it('cannibal: eats any piece but a king (it acts as a crocodile on him) or Friday; a king may not step on it knowingly', () => {
    expect(pieces(play(scene({ pieces: { ...K, d1: 'wN' }, closed: { e3: 'cannibal' } }), 'd1-e3')).e3).toBeUndefined();
    expect(pieces(play(scene({ pieces: { e2: 'wK', g11: 'bK' }, closed: { e3: 'cannibal' } }), 'e2-e3')).e2).toBe('wK');
    expect(pieces(play(scene({ pieces: { ...K, e2: 'wF' }, closed: { e3: 'cannibal' } }), 'e2-e3')).e3).toBe('wF');
    expect(legal(scene({ pieces: { e2: 'wK', g11: 'bK' }, open: { e3: 'cannibal' } }))).not.toContain('e2-e3');
  });

  it('fortress: its piece cannot be taken; it does not shield a king from check', () => {
    expect(legal(scene({ pieces: { ...K, e3: 'wR', e6: 'bN' }, open: { e6: 'fortress' } }))).not.toContain('e3xe6');
    const s = scene({ pieces: { e5: 'wK', g11: 'bK', a5: 'bR' }, open: { e5: 'fortress' } });
    expect(inCheck(s, 0)).toBe(true);
  });

  it('native woman\'s fortress: a fortress, and with a king, queen or pawn of ours on it, free pawn revivals', () => {
    const s = scene({ pieces: { ...K, e6: 'wP' }, open: { e6: 'native-fortress' } });
    s.v[LOST] = 2;
    play(s, 'free P@c2');
    expect([pieces(s).c2, s.v[LOST], s.v[COINS]]).toEqual(['wP', 1, 0]);
    expect(legal(scene({ pieces: { ...K, e3: 'bR', e6: 'wP' }, open: { e6: 'native-fortress' }, toMove: 'black' }))).not.toContain('e3xe6');
  });

  it('chests and the galleon: coins to the treasury at once; the chest is then empty', () => {
    const s = play(scene({ pieces: { ...K, d1: 'wN', a9: 'bP' }, closed: { e3: 'chest-4', f5: 'galleon' } }), 'd1-e3');
    expect(s.v[COINS]).toBe(4);
    play(s, 'a9-a8', 'e3-f5', 'a8-a7', 'f5-e3');
    expect(s.v[COINS]).toBe(7);
  });

  it('airplane: flies the piece to any cell, once a game', () => {
    const s = play(scene({ pieces: { ...K, d1: 'wN', e1: 'wR', a9: 'bP' }, closed: { e3: 'airplane' } }), 'd1-e3');
    expect(legal(s)).toContain('> l5');
    expect(legal(s)).toContain('> a9'); // it may take there
    expect(legal(s).length).toBeGreaterThan(100);
    play(s, '> l5', 'a9-a8');
    expect(pieces(s).l5).toBe('wN');
    play(s, 'e1-e3'); // onto the spent airplane: no flight, black to move
    expect(pieces(s).e3).toBe('wR');
    expect(legal(s)).toContain('a8-a7');
  });

  it('balloon: to a free start cell of the piece (its choice), or it stays when none is free', () => {
    const s = play(scene({ pieces: { ...K, e4: 'wN' }, closed: { d6: 'balloon' } }), 'e4-d6');
    expect(legal(s)).toEqual(['> d1', '> i1']);
    expect(pieces(play(s, '> i1')).i1).toBe('wN');
    expect(pieces(play(scene({ pieces: { ...K, e4: 'wN', d1: 'wB', i1: 'wB' }, closed: { d6: 'balloon' } }), 'e4-d6')).d6).toBe('wN');
  });

  it('cannon: fires the piece along its line to the edge, stopping before a piece standing there (PC11)', () => {
    expect(pieces(play(scene({ pieces: { ...K, d1: 'wN' }, closed: { e3: 'cannon/0' } }), 'd1-e3')).e11).toBe('wN');
    expect(pieces(play(scene({ pieces: { ...K, d1: 'wN', e11: 'bB' }, closed: { e3: 'cannon/0' } }), 'd1-e3')).e10).toBe('wN');
    expect(pieces(play(scene({ pieces: { ...K, d1: 'wN' }, closed: { e3: 'cannon/1' } }), 'd1-e3')).l3).toBe('wN');
  });

  it('safe jungle: its piece cannot be taken, takes nothing and gives no check', () => {
    const s = scene({ pieces: { ...K, e5: 'wR', e8: 'bN' }, open: { e5: 'jungle' } });
    expect(legal(s)).not.toContain('e5xe8');
    expect(legal(scene({ pieces: { ...K, e5: 'wR', d7: 'bN' }, open: { e5: 'jungle' }, toMove: 'black' }))).not.toContain('d7xe5');
    expect(inCheck(scene({ pieces: { g1: 'wK', e11: 'bK', e5: 'wR' }, open: { e5: 'jungle' } }), 1)).toBe(false);
  });

  it('rum barrel: the piece skips its side\'s next turn; the barrel acts once', () => {
    const s = play(scene({ pieces: { ...K, d1: 'wN', a9: 'bP' }, closed: { e3: 'rum-barrel' } }), 'd1-e3', 'a9-a8');
    expect(legal(s).some((m) => m.startsWith('e3'))).toBe(false);
    play(s, 'g1-g2', 'a8-a7');
    expect(legal(s)).toContain('e3-f5');
  });

  it('rum bottles: bottles to the side at once', () => {
    expect(play(scene({ pieces: { ...K, d1: 'wN' }, closed: { e3: 'bottles-3' } }), 'd1-e3').v[BOTTLES]).toBe(3);
  });
});

describe('the island\'s people (PC19, PC20)', () => {
  it('Ben Gunn: a new pirate of ours on a free neighbouring cell of our choice; he moves and takes like a king, with no royal status', () => {
    const s = play(scene({ pieces: { ...K, d1: 'wN', f5: 'bB' }, closed: { e3: 'ben-gunn' } }), 'd1-e3');
    expect(legal(s)).toEqual(['> d2', '> d3', '> d4', '> e2', '> e4', '> f2', '> f3', '> f4']);
    play(s, '> f4');
    expect(pieces(s).f4).toBe('wA');
    play(s, 'g11-g10');
    expect(legal(s)).toContain('f4xf5');
    const t = play(scene({ pieces: { ...K, f4: 'wA', f8: 'bR' }, toMove: 'black' }), 'f8xf4');
    expect(pieces(t).f4).toBe('bR');
  });

  it('the missionary: moves like a king, neither takes nor can be taken; rum makes him a pirate', () => {
    const s = play(scene({ pieces: { ...K, d1: 'wN' }, closed: { e3: 'missionary' } }), 'd1-e3', '> e4');
    expect(pieces(s).e4).toBe('wM');
    expect(legal(scene({ pieces: { ...K, e4: 'wM', e8: 'bR' }, toMove: 'black' }))).not.toContain('e8xe4');
    expect(legal(scene({ pieces: { ...K, e4: 'wM', e5: 'bN' } }))).not.toContain('e4xe5');
    expect(pieces(play(scene({ pieces: { ...K, e4: 'wM' }, closed: { e5: 'rum-barrel' } }), 'e4-e5')).e5).toBe('wA');
  });

  it('Friday: moves like a king, takes nothing, not held by traps; rum takes him out of the game', () => {
    const s = play(scene({ pieces: { ...K, d1: 'wN' }, closed: { e3: 'friday' } }), 'd1-e3', '> e4');
    expect(pieces(s).e4).toBe('wF');
    const trap = play(scene({ pieces: { ...K, e4: 'wF', a9: 'bP' }, closed: { e5: 'trap' } }), 'e4-e5', 'a9-a8');
    expect(legal(trap)).toContain('e5-e6');
    expect(pieces(play(scene({ pieces: { ...K, e4: 'wF' }, closed: { e5: 'rum-barrel' } }), 'e4-e5')).e5).toBeUndefined();
    const bottles = play(scene({ pieces: { ...K, e4: 'wF' }, closed: { e5: 'bottles-2' } }), 'e4-e5');
    expect([pieces(bottles).e5, bottles.v[BOTTLES]]).toEqual([undefined, 1]);
  });

  it('a bottle thrown in the same turn to Friday or the missionary next to the piece that stopped: Friday leaves, the missionary becomes a pirate', () => {
    const s = scene({ pieces: { ...K, e1: 'wR', f5: 'bM', d6: 'bF' } });
    s.v[BOTTLES] = 2;
    play(s, 'e1-e4');
    expect(legal(s)).toEqual(['no rum', 'rum f5']);
    play(s, 'rum f5');
    expect([pieces(s).f5, s.v[BOTTLES]]).toEqual(['bA', 1]);
    play(s, 'g11-g10', 'e4-e7');
    expect(legal(s)).toEqual(['no rum', 'rum d6']);
    play(s, 'rum d6');
    expect(pieces(s).d6).toBeUndefined();
    const none = play(scene({ pieces: { ...K, e1: 'wR', f5: 'bM' } }), 'e1-e4');
    expect(legal(none)).toContain('g11-g10'); // no bottle: nothing to throw, black to move
  });

  it('Friday meeting the missionary: both leave the game', () => {
    const s = play(scene({ pieces: { ...K, e4: 'wF', g5: 'bM' } }), 'e4-f4');
    expect([pieces(s).f4, pieces(s).g5]).toEqual([undefined, undefined]);
  });

  it('earthquake: the player swaps two open tiles no one stands on, in two picks', () => {
    const s = play(scene({ pieces: { ...K, d1: 'wN', c5: 'bP' }, open: { a5: 'ice', l9: 'fortress', c5: 'horse' }, closed: { e3: 'earthquake' } }), 'd1-e3');
    expect(legal(s)).toContain('> a5');
    expect(legal(s)).not.toContain('> c5'); // someone stands there
    expect(legal(s)).not.toContain('> e3');
    play(s, '> a5');
    expect(legal(s)).not.toContain('> a5');
    play(s, '> l9');
    expect([s.tile[cell('a5')], s.tile[cell('l9')]]).toEqual([tileByte('fortress'), tileByte('ice')]);
    expect(legal(s)).toContain('c5-c4'); // black to move
  });
});

describe('the lighthouse (PC22)', () => {
  const start = () => play(scene({ pieces: { ...K, d1: 'wN', a9: 'bP' }, closed: { e3: 'lighthouse', c5: 'ice', c6: 'trap', c7: 'chest-5' }, aside: 'crocodile' }), 'd1-e3');

  it('its finder picks three closed cells, sees them and the set-aside tile in private, adds the fourth tile as b2, k2, b10 or k10 and lays all four back in any order', () => {
    const s = start();
    expect(legal(s)).toEqual(['> c5', '> c6', '> c7']);
    play(s, '> c5', '> c6', '> c7');
    const white = observeInto(new State(), s, 0), black = observeInto(new State(), s, 1);
    expect([white.under[cell('c5')], white.v[ASIDE]]).toEqual([tileByte('ice'), tileByte('crocodile')]);
    expect([black.under[cell('c5')], black.v[ASIDE]]).toEqual([0, 0]);
    expect(legal(s)).toEqual(['> b10', '> b2', '> k10', '> k2']);
    play(s, '> b2');
    expect(legal(s)).toHaveLength(24);
    play(s, 'order 3012'); // c5 ← the set-aside crocodile, c6 ← ice, c7 ← trap, b2 ← the chest
    expect([s.under[cell('c5')], s.under[cell('c6')], s.under[cell('c7')], s.under[cell('b2')]]).toEqual(['crocodile', 'ice', 'trap', 'chest-5'].map(tileByte));
    expect([s.tile[cell('b2')], s.v[ASIDE]]).toEqual([Tile.FaceDown, 0]);
    expect(legal(s)).toContain('a9-a8'); // black to move
    expect(observeInto(new State(), s, 1).under[cell('b2')]).toBe(0);
    expect(observeInto(new State(), s, 0).under[cell('b2')]).toBe(tileByte('chest-5'));
  });

  it('a sample for the finder keeps what he saw; one for the other player does not know it', () => {
    const s = newGame(checkOptions({}) as ChessOptions, 'lighthouse-sample');
    const picks = ['e5', 'e6', 'e7'].map(cell);
    s.v[PHASE] = Phase.Light; s.v[LIGHT_N] = 0;
    for (const c of picks) lightPick(s, c);
    lightExtend(s, cell('k10'));
    lightArrange(s, 23);
    const seen = [...picks, cell('k10')].map((c) => s.under[c]);
    let differs = 0;
    for (let seed = 0; seed < 8; seed++) {
      const w = new State(), b = new State();
      determinizeInto(w, observeInto(new State(), s, 0), new Rng(seed));
      determinizeInto(b, observeInto(new State(), s, 1), new Rng(seed));
      expect([...picks, cell('k10')].map((c) => w.under[c])).toEqual(seen);
      if ([...picks, cell('k10')].some((c, i) => b.under[c] !== seen[i])) differs++;
    }
    expect(differs).toBeGreaterThan(0);
  });

  it('a lighthouse reached with the king in check does not act: the chain falls back to where the king was safe (PC5)', () => {
    // the balloon on d4 would fly the king home to g1, a lighthouse held by the rook on g9
    const s = play(scene({ pieces: { e4: 'wK', g11: 'bK', e9: 'bR', g9: 'bR' }, closed: { d4: 'balloon', g1: 'lighthouse' }, allClosed: true }), 'e4-d4');
    expect(pieces(s).d4).toBe('wK');
    expect(s.tile[cell('g1')]).toBe(Tile.FaceDown);
    expect(legal(s)).toContain('g11-h11'); // black to move, no lighthouse pending
  });

  it('a pawn reaching the extension cell at the end of a short file may also become a rook', () => {
    const s = scene({ pieces: { ...K, b8: 'wP' } });
    s.tile[cell('b10')] = Tile.FaceDown; s.under[cell('b10')] = tileByte('empty'); s.v[LIGHT + 3] = cell('b10');
    play(s, 'b8-b9', 'g11-g10', 'b9-b10');
    expect(legal(s)).toEqual(['=B', '=N', '=R']);
  });
});

describe('tiles and the king (PC5)', () => {
  it('a tile turned over whose effect would leave the mover\'s king in check does not act', () => {
    // the rook shields e1 from the black rook on e9; the arrow under e3 would push it off the file
    const p = pieces(play(scene({ pieces: { e1: 'wK', g11: 'bK', e2: 'wR', e9: 'bR' }, closed: { e4: 'arrow-1s/1' } }), 'e2-e4'));
    expect(p.e4).toBe('wR');
    // the same arrow with nothing behind: it acts
    expect(pieces(play(scene({ pieces: { e1: 'wK', g11: 'bK', e2: 'wR' }, closed: { e4: 'arrow-1s/1' } }), 'e2-e4')).f4).toBe('wR');
  });

  it('an open tile whose forced effect would leave the king in check makes the move illegal', () => {
    expect(legal(scene({ pieces: { e1: 'wK', g11: 'bK', e2: 'wR', e9: 'bR' }, open: { e4: 'arrow-1s/1' } }))).not.toContain('e2-e4');
  });

  it('the king may not step onto an open tile that would push him off the board; face down it does not act (line 15: "Специально ходить королём на такие клетки, открытые ранее, нельзя")', () => {
    // arrow-1s at quarter turn 3 points west: from a5 off the board. Face down, the king turns it over and stays (lines 15, 38)
    const king = { b5: 'wK', g11: 'bK' };
    expect(legal(scene({ pieces: king, open: { a5: 'arrow-1s/3' } }))).not.toContain('b5-a5');
    expect(pieces(play(scene({ pieces: king, closed: { a5: 'arrow-1s/3' } }), 'b5-a5')).a5).toBe('wK');
    // a two-way arrow with one way on the board sends him there (it forces nothing off)
    expect(pieces(play(scene({ pieces: king, open: { a5: 'arrow-2s/1' } }), 'b5-a5')).b5).toBe('wK');
    // ice on a5: stepping west the repeat leaves the board (line 43: "лёд не может заставить короля покинуть доску"); stepping north it slides on to a6
    expect(legal(scene({ pieces: king, open: { a5: 'ice' } }))).not.toContain('b5-a5');
    expect(pieces(play(scene({ pieces: king, closed: { a5: 'ice' } }), 'b5-a5')).a5).toBe('wK');
    expect(pieces(play(scene({ pieces: { a4: 'wK', g11: 'bK' }, open: { a5: 'ice' } }), 'a4-a5')).a6).toBe('wK');
    // castling onto an open arrow that points off the board (south of i1): O-O is no move; face down it is, and the arrow does not act
    const castle = { g1: 'wK', j1: 'wR', g11: 'bK' };
    expect(legal(scene({ pieces: castle, open: { i1: 'arrow-1s/2' }, castling: 1 }))).not.toContain('O-O');
    expect(pieces(play(scene({ pieces: castle, closed: { i1: 'arrow-1s/2' }, castling: 1 }), 'O-O')).i1).toBe('wK');
    // reached through a chain: an open arrow pushes him west onto an open arrow pointing off the board
    expect(legal(scene({ pieces: { c6: 'wK', g11: 'bK' }, open: { b5: 'arrow-1s/3', a5: 'arrow-1s/3' } }))).not.toContain('c6-b5');
  });
});

describe('buying back lost pieces', () => {
  it('costs pawn 1, knight or bishop 3, rook 5, queen 9, and puts the piece on a free start cell of its own', () => {
    const s = scene({ pieces: { ...K, c1: 'wB' } });
    s.v[LOST] = 1; s.v[LOST + 1] = 1; s.v[LOST + 2] = 1; s.v[LOST + 3] = 1; s.v[LOST + 4] = 1; s.v[COINS] = 5;
    const buys = legal(s).filter((m) => m.startsWith('buy'));
    expect(buys).toContain('buy R@j1');
    expect(buys).not.toContain('buy R@c1'); // taken by a piece
    expect(buys).not.toContain('buy Q@f1'); // 9 coins
    expect(buys.filter((m) => m.startsWith('buy P')).length).toBe(8);
    play(s, 'buy R@j1');
    expect([pieces(s).j1, s.v[COINS], s.v[LOST + 3]]).toEqual(['wR', 0, 0]);
  });

  it('a promoted pawn lost comes back as a pawn', () => {
    const s = play(scene({ pieces: { ...K, e5: 'wQ+', e9: 'bR' }, toMove: 'black' }), 'e9xe5');
    expect([s.v[LOST], s.v[LOST + 4]]).toEqual([1, 0]);
  });

  it('a face-down start cell is turned over and acts on the piece bought back', () => {
    const s = scene({ pieces: K, closed: { d1: 'chest-2' } });
    s.v[LOST + 1] = 1; s.v[COINS] = 3;
    play(s, 'buy N@d1');
    expect([pieces(s).d1, s.v[COINS]]).toEqual(['wN', 2]);
  });
});
