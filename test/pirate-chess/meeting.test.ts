/**
 * Ruling PC34: Friday and the missionary meet at a turn's end (PC20: both leave the game), and
 * the king's safety is judged after that, as the seed's FAQ judges it "в конце хода" (line 99)
 * and chess forbids a move that leaves one's own king in check (line 9). A decision after whose
 * turn end the meeting uncovers the mover's king is not legal, unless a bottle the mover may
 * still throw in the same turn (PC23) keeps the two apart and the king covered; a meeting that
 * uncovers the other king gives check, and mate when he has no way out. Every expectation comes
 * from the board (which line the two shielded), and each list is also asked of the copy-and-play
 * reference (test/support/pirate-chess-reference.ts), which must agree.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { inCheck } from '../../src/pirate-chess/attack.js';
import { checkState } from '../../src/pirate-chess/check.js';
import { setShortcuts } from '../../src/pirate-chess/legality.js';
import { BOTTLES, PHASE, Phase, RESULT, Result, State } from '../../src/pirate-chess/state.js';
import { fromPosition } from '../../src/pirate-chess/position.js';
import { bothLegal } from './both-legal.js';
import { cell, pieces, play, scene } from './scene.js';

afterEach(() => setShortcuts(true));

/** White's king g1, a black rook on g10 down the g file (nothing between but the shield on g2 or g3), Black's king out of the way. */
const LINE = { g1: 'wK', g10: 'bR', d11: 'bK' };

describe('the meeting at the turn\'s end and the mover\'s king (PC34)', () => {
  it('Friday shielding his king may not step, still on the file, next to the missionary: the meeting would open the file', () => {
    const s = scene({ pieces: { ...LINE, g2: 'wF', f4: 'bM' } }); // g3 touches f4
    expect(bothLegal(s)).toEqual(['g1-f1', 'g1-f2', 'g1-h1', 'g1-h2']); // the king's steps; every Friday step leaves the file or meets
  });

  it('the missionary may not step next to Friday who shields the king; elsewhere he may', () => {
    const s = scene({ pieces: { ...LINE, g3: 'wF', e3: 'wM' } });
    const moves = bothLegal(s);
    for (const m of ['e3-f2', 'e3-f3', 'e3-f4']) expect(moves).not.toContain(m); // each touches g3
    for (const m of ['e3-d2', 'e3-d3', 'e3-d4', 'e3-e2', 'e3-e4', 'g3-g2', 'g3-g4']) expect(moves).toContain(m);
  });

  it('a missionary turned over beside Friday may not be put where he would meet Friday on the file\'s guard', () => {
    // the knight j4-h3 turns the missionary over; he joins on a free cell next to h3 (PC19): g3 and h2 touch Friday on g2
    const s = play(scene({ pieces: { ...LINE, g2: 'wF', j4: 'wN' }, closed: { h3: 'missionary' } }), 'j4-h3');
    expect(bothLegal(s)).toEqual(['> g4', '> h4', '> i2', '> i3', '> i4']);
  });

  it('with a bottle in hand Friday may step next to the missionary, and must then throw it to him (he becomes a pirate and stays)', () => {
    const s = scene({ pieces: { ...LINE, g2: 'wF', f4: 'bM' } });
    s.v[BOTTLES] = 1;
    expect(bothLegal(s)).toContain('g2-g3');
    play(s, 'g2-g3');
    expect(s.v[PHASE]).toBe(Phase.Rum);
    expect(bothLegal(s)).toEqual(['rum f4']); // no rum: the two meet and the rook checks
    play(s, 'rum f4');
    expect([pieces(s).g3, pieces(s).f4]).toEqual(['wF', 'bA']);
    expect(inCheck(s, 0)).toBe(false);
    expect(checkState(s, false).filter((x) => !x.includes("tile"))).toEqual([]);
  });

  it('with a bottle in hand the shielding missionary may step next to Friday, and must then make Friday drink (Friday alone leaves)', () => {
    const s = scene({ pieces: { ...LINE, g2: 'wM', f4: 'bF' } });
    s.v[BOTTLES] = 1;
    expect(bothLegal(s)).toContain('g2-g3');
    play(s, 'g2-g3');
    expect(bothLegal(s)).toEqual(['rum f4']);
    play(s, 'rum f4');
    expect([pieces(s).g3, pieces(s).f4]).toEqual(['wM', undefined]);
    expect(inCheck(s, 0)).toBe(false);
    expect(checkState(s, false).filter((x) => !x.includes("tile"))).toEqual([]);
  });

  it('without a bottle the same step of the missionary is no move', () => {
    expect(bothLegal(scene({ pieces: { ...LINE, g2: 'wM', f4: 'bF' } }))).not.toContain('g2-g3');
  });

  it('a tile turned over that would carry Friday next to the missionary, off his guard of the file, does not act (PC5)', () => {
    // g3 hides an arrow pointing north: Friday on g4 would touch the missionary on f5 and the two would leave the g file open
    const s = scene({ pieces: { ...LINE, g2: 'wF', f5: 'bM' }, closed: { g3: 'arrow-1s/0' } });
    expect(bothLegal(s)).toContain('g2-g3'); // on the closed g3 he touches no one
    play(s, 'g2-g3');
    expect([pieces(s).g3, pieces(s).g4, pieces(s).f5]).toEqual(['wF', undefined, 'bM']);
    expect(inCheck(s, 0)).toBe(false);
  });

  it('the state checker finds Friday and the missionary side by side between turns', () => {
    const s = scene({ pieces: { g1: 'wK', d11: 'bK', e5: 'wF', f6: 'bM' }, toMove: 'black' });
    expect(checkState(s, false)).toContain('e5: Friday next to the missionary after the turn (PC20)');
  });
});

describe('a position from a random game where the engine before PC34 left the mover in check (PC34)', () => {
  it('Black\'s missionary stepped next to his Friday: no rum would let them meet and uncover the king, so only the throw is offered', () => {
    // deal pc-bench:1114, random play (Rng meet-count:1114) to ply 111, written by this engine: the missionary k8-j7 beside
    // Friday on k6, Black holding a bottle; the engine before offered `no rum` too, after which Black stood in check
    const s = fromPosition(JSON.parse(readFileSync(new URL('./data/meeting-pc-bench-1114-ply-111.json', import.meta.url), 'utf8'))) as State;
    expect(s).toBeInstanceOf(State);
    expect([pieces(s).j7, pieces(s).k6, s.v[PHASE]]).toEqual(['bM', 'bF', Phase.Rum]);
    expect(bothLegal(s)).toEqual(['rum k6']);
    // independently: with the two taken off the board (the meeting), Black's king stands in check
    s.piece[cell('j7')] = 0; s.piece[cell('k6')] = 0;
    expect(inCheck(s, 1)).toBe(true);
  });
});

describe('the meeting at the turn\'s end and the other king (PC34)', () => {
  it('a meeting that opens a line onto the other king gives check, and mate when he has no way out', () => {
    // Black's Friday on g10 shields his king g11 from White's rook g1; f10, h10, f11, h11 hold his own men
    const s = scene({ pieces: { a1: 'wK', g1: 'wR', g10: 'bF', g11: 'bK', f11: 'bR', h11: 'bR', f10: 'bP', h10: 'bP', e8: 'wM' } });
    expect(bothLegal(s)).toContain('e8-f9');
    play(s, 'e8-f9'); // f9 touches g10: both leave at the turn's end
    expect([pieces(s).f9, pieces(s).g10]).toEqual([undefined, undefined]);
    expect(inCheck(s, 1)).toBe(true);
    expect(s.v[RESULT]).toBe(Result.WhiteMates);
  });
});
