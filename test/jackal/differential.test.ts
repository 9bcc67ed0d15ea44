/**
 * The engine against the reference model (src/reference/): seeded random games in every
 * mode with the edition options, compared at every ply (the same set of legal moves, the
 * same position after each move), for both tile sets, without and with the "original"
 * expansion. `npm run test:long` plays 20 games per tile set (and 20 more with the
 * expansion) here, `npm run differential` the long version (`--expansion original`).
 * A few games more are played under the rare policy (test/support/differential.ts
 * `POLICIES`: every other move drawn among the kinds the game has played least), which
 * reaches the rules' rare branches (the shot, staying on the airplane, reviving, rescues
 * from a trap, entering an enemy ship) several times as often as uniform play.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { formatMove, legalMoves } from '../../src/jackal/notation.js';
import { toPosition } from '../../src/jackal/position.js';
import { comparable, jsonDiff, optionMix, pickRare, playDifferential } from '../support/differential.js';
import { moveKind, type Pos } from '../support/move-kinds.js';
import { games } from '../support/size.js';
import { board, play } from './rules/board.js';

/**
 * Games per tile set: 12 in `npm test`, the fewest of optionMix's games that meet every
 * pair of mode and airplane rule, mode and lighthouse rule, airplane and lighthouse rule
 * (checked below), as 20 do; `npm run differential -- --games N` plays more.
 */
const GAMES = games(12, 20);
const PLIES = 400;
/** Games per tile set under the rare policy, without the expansion and as many with it (seeds test-<set>-rare-N, test-<set>-exp-rare-N). */
const RARE = games(6, 12);

describe('differential: engine and reference model agree', () => {
  for (const tiles of ['classic', 'treasure-island']) {
    const prefix = tiles === 'classic' ? 'classic' : 'ti';
    it(`${tiles}: ${GAMES} seeded games (every mode, edition options), every ply`, () => {
      let plies = 0;
      for (let i = 0; i < GAMES; i++) {
        // seeds test-classic-N, test-ti-N (test-ti-18, played by `npm run test:long`, found the
        // Friday-meets-missionary case D5, pinned in rules/treasure-island/friday-leaves.test.ts)
        const r = playDifferential(`test-${prefix}-${i}`, optionMix(i, [tiles]), PLIES);
        expect(r.disagreement).toBeNull();
        plies += r.plies;
      }
      // Random games rarely end before 400 plies; most of the budget is played.
      expect(plies).toBeGreaterThan(GAMES * PLIES * 0.5);
    });
  }

  for (const tiles of ['classic', 'treasure-island']) {
    const prefix = tiles === 'classic' ? 'classic' : 'ti';
    it(`${tiles} with the original expansion: ${GAMES} seeded games (every mode, edition options), every ply`, () => {
      let plies = 0;
      for (let i = 0; i < GAMES; i++) {
        // seeds test-classic-exp-N, test-ti-exp-N; every other move drawn from those that carry a load
        const r = playDifferential(`test-${prefix}-exp-${i}`, { ...optionMix(i, [tiles]), expansion: 'original' }, PLIES);
        expect(r.disagreement).toBeNull();
        plies += r.plies;
      }
      expect(plies).toBeGreaterThan(GAMES * PLIES * 0.5);
    });
  }

  for (const tiles of ['classic', 'treasure-island']) {
    const prefix = tiles === 'classic' ? 'classic' : 'ti';
    it(`${tiles}: ${RARE} seeded games under the rare policy, without and with the original expansion, every ply`, () => {
      let plies = 0;
      for (let i = 0; i < RARE; i++) {
        for (const exp of ['', '-exp']) {
          // seeds test-classic-rare-N, test-classic-exp-rare-N, test-ti-rare-N, test-ti-exp-rare-N
          const options = exp ? { ...optionMix(i, [tiles]), expansion: 'original' as const } : optionMix(i, [tiles]);
          const r = playDifferential(`test-${prefix}${exp}-rare-${i}`, options, PLIES, undefined, { policy: 'rare' });
          expect(r.disagreement).toBeNull();
          plies += r.plies;
        }
      }
      expect(plies).toBeGreaterThan(2 * RARE * PLIES * 0.5);
    });
  }

  it('the rare policy draws a kind first: staying on the airplane (one move among a hundred flights) is drawn on about half the rare draws', () => {
    const s = play(board({ tiles: { d5: 'empty', e5: 'airplane' }, pirates: { w1: 'd5' } }), 'w1 e5');
    const texts = legalMoves(s).map((m) => formatMove(s, m));
    const before = toPosition(s) as unknown as Pos;
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.filter((t) => moveKind(before, t) === 'stay:airplane-or-stay')).toEqual(['stay']);
    const rng = new Rng('rare-stay');
    let stays = 0;
    // With no kind played yet, half the draws are rare ones, and half of those take the lone kind `stay`.
    for (let n = 0; n < 400; n++) if (texts[pickRare(texts, before, rng, false, new Map())] === 'stay') stays++;
    expect(stays).toBeGreaterThan(60); // uniform drawing: about 4 in 400
    expect(stays).toBeLessThan(140);
  });

  it('the rare policy is played from the seed alone, and differs from uniform play', () => {
    const kinds = (policy: 'uniform' | 'rare'): string[] => {
      const out: string[] = [];
      playDifferential('rare-determinism', { mode: '2v2', tiles: 'treasure-island', expansion: 'original' }, 120, undefined, { policy, observe: (e) => out.push(e[0]) });
      return out;
    };
    const rare = kinds('rare');
    expect(rare).toEqual(kinds('rare'));
    expect(rare).not.toEqual(kinds('uniform'));
  });

  it('the comparison sees a difference in the expansion\'s items: a cannonball put elsewhere is reported; the two balls are compared as a set', () => {
    // Tampering at ply 3: both balls face down at the start of a game, one is moved to "gone".
    const r = playDifferential('tamper-exp', { mode: '4p', expansion: 'original' }, 60, (ref, ply) => {
      if (ply === 3) ref.items!.balls[0] = 'gone';
    });
    expect(r.disagreement?.ply).toBe(3);
    expect(r.disagreement?.what).toContain('items.cannonballs');
    expect(comparable({ items: { cannonballs: ['e5', 'c4'] } })).toEqual(comparable({ items: { cannonballs: ['c4', 'e5'] } }));
  });

  it(`the ${GAMES} games of a tile set meet every pair of mode, airplane and lighthouse rule`, () => {
    const pairs = new Set<string>();
    for (let i = 0; i < GAMES; i++) {
      const o = optionMix(i, ['classic']);
      pairs.add(`${o.mode} ${o.airplaneImmediate}`).add(`${o.mode} ${o.lighthouse}`).add(`${o.airplaneImmediate} ${o.lighthouse}`);
    }
    expect(pairs.size).toBe(4 * 2 + 4 * 2 + 2 * 2);
  });

  it('the comparison sees a difference: a coin taken off the reference board is reported with seed and ply', () => {
    const r = playDifferential('tamper', { mode: '4p' }, 60, (ref, ply) => {
      if (ply === 5) ref.lost++;
    });
    expect(r.disagreement).not.toBeNull();
    expect(r.disagreement!.ply).toBe(5);
    expect(r.disagreement!.seed).toBe('tamper');
    expect(r.disagreement!.what).toContain('lost: engine 0 reference 1');
  });

  it('jsonDiff names the differing paths and ignores key order', () => {
    expect(jsonDiff({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 })).toEqual([]);
    expect(jsonDiff({ a: 1, b: { c: 2 } }, { a: 1, b: { c: 3 } })).toEqual(['b.c: engine 2 reference 3']);
  });
});
