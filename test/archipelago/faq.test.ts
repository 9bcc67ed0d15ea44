/**
 * The Archipelago FAQ (full-rules-ru.txt lines 1214-1272), one scenario per answer not
 * pinned elsewhere (docs/RULES.md "Coverage: the Archipelago FAQ" lists every answer and its
 * test). Each test is named `FAQ <line>` after the answer's line; the expected squares are
 * worked out by hand from the answer on island 1's picture (scene.ts): ships W b4, Y i6,
 * B e8, R e2; row 4 c4 (beach) d4 e4 f4 g4 h4, row 5 c5 d5 e5 f5 (g5, h5 sea).
 */
import { describe, expect, it } from 'vitest';
import { checkState } from '../../src/archipelago/check.js';
import {
  ABOARD, BEAR, BEN_GUNN, BOTTLES, CONVERTED, COINS, FALLEN, OUT, P_CELL, P_CREW, P_STAT, PHASE, Phase, State, TILE,
} from '../../src/archipelago/state.js';
import { cardByName, giveCard } from '../../src/archipelago/abilities.js';
import { at, cell, legal, PIECE, play, scene } from './scene.js';

const sound = (s: State): void => expect(checkState(s, false)).toEqual([]);
const sails = (s: State): string[] => legal(s).filter((t) => t.startsWith('sail'));

describe('the Archipelago FAQ (lines 1214-1272)', () => {
  it('FAQ 1222: landing on ice from the airplane, the pirate flies again anywhere on the island', () => {
    const s = play(scene({ pieces: { W1: 'c4' }, closed: { d4: 'airplane' }, open: { f6: 'ice' } }), 'W1 d4', '> f6');
    // Not the flight's displacement again (f6 + (2, 2) is sea): a new flight, so every land
    // cell but the ice itself is offered, the far west c6 among them.
    expect(s.v[PHASE]).toBe(Phase.Choose);
    expect(legal(s)).toEqual(expect.arrayContaining(['> c6', '> e3', '> h4']));
    play(s, '> c6');
    expect(at(s, 'W1')).toBe(cell('c6'));
    sound(s);
  });

  it('FAQ 1225: running with a coin over ice into a fortress an enemy holds, the pirate dies and the coin stays where he began', () => {
    // c4 -> d4 (ice, moving east) -> e4: the fortress Y1 holds.
    const s = play(scene({ pieces: { W1: 'c4', Y1: 'e4' }, coins: { c4: 1 }, open: { d4: 'ice', e4: 'fortress' } }), 'W1 d4$');
    expect(at(s, 'W1')).toBe(OUT);
    expect(at(s, 'Y1')).toBe(cell('e4'));
    expect(s.u8[COINS + cell('c4')]).toBe(1);
    sound(s);
  });

  it('FAQ 1231: a ship with none of its pirates aboard does not sail', () => {
    expect(sails(scene({ pieces: { W1: 'c4', W2: 'c5', W3: 'd4' } }))).toEqual([]);
  });

  it('FAQ 1234: the missionary adds no speed; he may come aboard as a passenger', () => {
    const s = scene({ pieces: { W1: 'd4', W2: 'c5' }, missionary: { at: 'c4', crew: 0 } });
    expect(legal(s)).toContain('M b4');
    play(s, 'M b4', 'sail h7');
    expect(at(s, 'M')).toBe(ABOARD + 0);
    expect(sails(s)).toContain('sail b3'); // W3 rows: one step
    expect(sails(s)).not.toContain('sail b2');
    const alone = scene({ pieces: { W1: 'd4', W2: 'c5', W3: 'e4' }, missionary: { at: 'c4', crew: 0 } });
    play(alone, 'M b4', 'sail h7');
    expect(sails(alone)).toEqual([]); // a passenger does not row
  });

  it('FAQ 1237: two own pirates and two allies aboard sail at 2; the ally does not move my ship', () => {
    const s = scene({ mode: '2v2', pieces: { W3: 'c5', B3: 'd4' } });
    s.u8[P_CELL + PIECE('B1')] = ABOARD + 0; s.u8[P_CELL + PIECE('B2')] = ABOARD + 0; // black's two aboard white's ship
    expect(sails(s)).toContain('sail b2');
    expect(sails(s)).not.toContain('sail b1');
    const black = scene({ mode: '2v2', pieces: { W3: 'c5', B3: 'd4' }, turn: 2 });
    black.u8[P_CELL + PIECE('B1')] = ABOARD + 0; black.u8[P_CELL + PIECE('B2')] = ABOARD + 0;
    // Black's own ship e8 has nobody aboard; white's ship with black's two aboard is not black's to sail.
    expect(sails(black)).toEqual([]);
  });

  it('FAQ 1240: the last living pirate fallen in a pit: only an enemy frees him, by striking him', () => {
    const own = scene({ pieces: { W1: 'd4', W2: 'dead', W3: 'dead' }, open: { d4: 'pit' }, stat: { W1: FALLEN } });
    expect(legal(own)).toEqual(['pass']); // nothing to move: the one decision left (line 689 forbids skipping a move one has)
    const s = scene({ pieces: { W1: 'd4', W2: 'dead', W3: 'dead', Y1: 'e4' }, open: { d4: 'pit' }, stat: { W1: FALLEN }, turn: 1 });
    play(s, 'Y1 d4');
    expect(at(s, 'W1')).toBe(ABOARD + 0);
    expect(s.u8[P_STAT + PIECE('W1')] & FALLEN).toBe(0);
    expect(s.u8[P_STAT + PIECE('Y1')] & FALLEN).toBe(FALLEN); // alone on the pit, he falls (line 762)
    sound(s);
  });

  it('FAQ 1243: on step 3 of a labyrinth with the enemy on step 2, only forward; the enemy behind may catch up and strike', () => {
    const s = scene({ pieces: { W1: 'd4', Y1: 'd4' }, open: { d4: 'lab4' }, stat: { W1: 3 << 3, Y1: 2 << 3 } });
    expect(legal(s).filter((t) => t.startsWith('W1'))).toEqual(['W1 in']);
    play(s, 'sail b3'); // white waits on step 3
    expect(at(s, 'Y1')).toBe(cell('d4'));
    play(s, 'Y1 in');
    expect(at(s, 'W1')).toBe(ABOARD + 0);
    sound(s);
  });

  it('FAQ 1246: three pirates and the (preaching) missionary, one pirate dead: the sanctuary revives him', () => {
    const s = scene({ pieces: { W1: 'd5', W2: 'dead' }, open: { d5: 'sanctuary' }, missionary: { at: 'e4', crew: 0 } });
    expect(legal(s)).toContain('revive W2');
  });

  it('FAQ 1249: in 2v2 the sanctuary revives only its own colour, not an ally\'s pirate', () => {
    const s = scene({ mode: '2v2', pieces: { W1: 'd5', B2: 'dead' }, open: { d5: 'sanctuary' } });
    expect(legal(s).filter((t) => t.startsWith('revive'))).toEqual([]);
    const black = scene({ mode: '2v2', pieces: { W1: 'd5', B2: 'dead' }, open: { d5: 'sanctuary' }, turn: 2 });
    expect(legal(black).filter((t) => t.startsWith('revive'))).toEqual([]); // no black pirate stands there
  });

  it('FAQ 1256: cards change only between islands: during play no decision gives, takes or swaps one', () => {
    const s = scene({ pieces: { W1: 'c4' } });
    giveCard(s, PIECE('W1'), cardByName('porter'));
    expect(legal(s).filter((t) => t.startsWith('card') || t === 'no card')).toEqual([]);
    play(s, 'W1 d4', 'sail h7');
    expect(legal(s).filter((t) => t.startsWith('card') || t === 'no card')).toEqual([]);
  });

  it.each([['fortress'], ['jungle']])('FAQ 1261: the missionary in the %s is handed a bottle over the fence', (tile) => {
    const s = scene({ pieces: { W1: 'd5' }, open: { d4: tile }, missionary: { at: 'd4', crew: 0 }, bottles: [1, 0] });
    play(s, 'W1 c4');
    expect(legal(s)).toContain('bottle M');
    play(s, 'bottle M');
    expect(s.u8[P_STAT + PIECE('M')] & CONVERTED).toBe(CONVERTED);
    expect(s.v[BOTTLES]).toBe(0);
  });

  it('FAQ 1264: the bear bites everyone: its waker\'s own crew, Ben Gunn, and whoever is carried onto it', () => {
    const own = scene({ pieces: { W1: 'e4' }, bear: { at: 'e5', crew: 0 } });
    play(own, 'sail b3'); // white's turn ends: the bear steps onto white's own pirate
    expect(own.v[BEAR]).toBe(cell('e4'));
    expect(at(own, 'W1')).toBe(ABOARD + 0);
    const ben = scene({ bear: { at: 'e5', crew: 0 } });
    ben.u8[P_CELL + BEN_GUNN] = cell('e4'); ben.u8[P_CREW + BEN_GUNN] = 0; ben.u8[P_STAT + BEN_GUNN] = CONVERTED;
    play(ben, 'sail b3');
    expect(ben.u8[P_CELL + BEN_GUNN]).toBe(ABOARD + 0);
    // Carried by an arrow (d4, pointing north-east) onto the bear standing on a closed tile e3:
    // bitten, and the tile stays closed (line 904).
    const carried = play(scene({ pieces: { W1: 'c4' }, open: { d4: 'arrow1' }, closed: { e3: 'chest2' }, bear: { at: 'e3', crew: 1 } }), 'W1 d4');
    expect(at(carried, 'W1')).toBe(ABOARD + 0);
    expect(carried.u8[TILE + cell('e3')]).toBe(0);
    sound(carried);
  });

  it('FAQ 1267: a coin is never left on a horse or an arrow: a jump or an arrow into a closed tile leaves it where the move began', () => {
    const h = play(scene({ pieces: { W1: 'c4' }, coins: { c4: 1 }, open: { d4: 'horse' }, closed: { f5: 'empty' } }), 'W1 d4$', '> f5');
    expect(at(h, 'W1')).toBe(cell('f5'));
    expect([h.u8[COINS + cell('c4')], h.u8[COINS + cell('d4')], h.u8[COINS + cell('f5')]]).toEqual([1, 0, 0]);
    sound(h);
    const a = play(scene({ pieces: { W1: 'c4' }, coins: { c4: 1 }, open: { d4: 'arrow1' }, closed: { e3: 'empty' } }), 'W1 d4$');
    expect(at(a, 'W1')).toBe(cell('e3'));
    expect([a.u8[COINS + cell('c4')], a.u8[COINS + cell('d4')]]).toEqual([1, 0]);
    sound(a);
  });
});
