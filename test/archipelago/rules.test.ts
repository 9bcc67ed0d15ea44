/**
 * Rule scenarios from the text (full-rules-ru.txt, Archipelago, lines 621-1295), one per
 * rule or ruling (docs/RULES.md A-R…), on hand-built scenes of island 1 (scene.ts). The
 * expected squares and counts are worked out by hand from the text and the island picture.
 */
import { describe, expect, it } from 'vitest';
import { ARCHIPELAGO as G } from '../../src/archipelago/game.js';
import { checkState } from '../../src/archipelago/check.js';
import {
  ABOARD, BEAR, BOTTLES, COIN_SUPPLY, COINS, DRUNK_MASK, FALLEN, KNOWN, LOST, MISSIONARY, OUT, P_CELL, P_STAT, PHASE, Phase, RESULT, SCORE, State,
  TILE, CONVERTED,
} from '../../src/archipelago/state.js';
import { Kind } from '../../src/archipelago/tiles.js';
import { at, cell, legal, PIECE, play, scene } from './scene.js';

const sound = (s: State): void => expect(checkState(s, false)).toEqual([]);

describe('ships (lines 676, 1190, 1203, 1238; A-R3, A-R4)', () => {
  it('berths: in turn from white, against beach, not next to another ship (A-R3)', () => {
    const s = G.newGame(G.checkOptions({ island: 1, mode: '2p' }) as never, 'berth');
    expect(legal(s)).toContain('ship b4');
    expect(legal(s)).not.toContain('ship b5'); // b5 touches forest c5 only
    play(s, 'ship b4');
    expect(legal(s)).not.toContain('ship c3'); // diagonal neighbour of b4
    expect(legal(s)).toContain('ship b6');
    play(s, 'ship b6');
    expect(s.v[PHASE]).toBe(Phase.Play);
    expect(at(s, 'W1')).toBe(ABOARD + 0);
    expect(at(s, 'Y3')).toBe(ABOARD + 1);
  });
  it('speed is the crew\'s own pirates aboard (line 676)', () => {
    expect(legal(scene({}))).toContain('sail b1');
    const two = scene({ pieces: { W1: 'c4' } });
    expect(legal(two)).not.toContain('sail b1');
    expect(legal(two)).toContain('sail b2');
  });
  it('allies aboard do not row (line 1238)', () => {
    const s = scene({ mode: '2v2', pieces: { W1: 'c4', W2: 'c5', W3: 'dead' } });
    s.u8[P_CELL + PIECE('B1')] = ABOARD + 0; // black, white's partner, aboard white's ship
    expect(legal(s).filter((t) => t.startsWith('sail'))).toEqual([]);
  });
  it('a row of touching ships is stepped over as one step (line 1203)', () => {
    const s = scene({ pieces: { W2: 'dead', W3: 'dead' }, ships: { W: 'b4', Y: 'b3' } });
    expect(legal(s)).toContain('sail b2');
    expect(legal(s)).not.toContain('sail b3');
  });
  it('a ship sailing onto an enemy swimmer drowns it (ruling of record 2)', () => {
    const s = play(scene({ pieces: { Y1: 'c3' } }), 'sail c3');
    expect(at(s, 'Y1')).toBe(OUT);
  });
});

describe('pirates on land and at sea (lines 680-690; A-R5)', () => {
  it('off the ship to the land next to it; never into the sea from the shore', () => {
    const s = scene({ pieces: { W1: 'c4' } });
    expect(legal(s)).toEqual(expect.arrayContaining(['W1 d3', 'W1 d4', 'W1 d5', 'W1 c5', 'W1 b4', 'W2 c4', 'W2 c5']));
    expect(legal(s)).not.toContain('W1 b5');
    expect(legal(s)).not.toContain('W1 c3');
  });
  it('a swimmer moves one cell along the shore or onto its ship, never onto land', () => {
    const s = scene({ pieces: { W1: 'b5' } });
    const w1 = legal(s).filter((t) => t.startsWith('W1'));
    expect(w1.sort()).toEqual(['W1 b4', 'W1 b6']);
  });
  it('stepping onto an enemy ship kills the pirate (FAQ line 1228)', () => {
    const s = play(scene({ pieces: { W1: 'h6' } }), 'W1 i6');
    expect(at(s, 'W1')).toBe(OUT);
  });
});

describe('coins (lines 1062-1069; A-R6)', () => {
  it('carried only onto open tiles a coin may enter, and scored aboard', () => {
    const s = scene({ pieces: { W1: 'c4' }, coins: { c4: 2 }, closed: { d3: 'empty' }, open: { d4: 'jungle' } });
    const l = legal(s);
    expect(l).toContain('W1 c5$');
    expect(l).not.toContain('W1 d3$');
    expect(l).not.toContain('W1 d4$');
    play(s, 'W1 b4$');
    expect(s.v[SCORE]).toBe(1);
    expect(s.u8[COINS + cell('c4')]).toBe(1);
    sound(s);
  });
  it('an arrow into the sea drowns the coin, not the pirate (line 1065, FAQ line 1270)', () => {
    const s = play(scene({ pieces: { W1: 'c5' }, coins: { c5: 1 }, open: { d4: 'arrow1/3' } }), 'W1 d4$');
    expect(at(s, 'W1')).toBe(cell('c3'));
    expect(s.v[LOST]).toBe(1);
    sound(s);
  });
  it('an arrow onto the own ship brings the coin home', () => {
    const s = play(scene({ pieces: { W1: 'c5' }, coins: { c5: 1 }, open: { c4: 'arrow1/3' }, ships: { W: 'b3' } }), 'W1 c4$');
    expect(at(s, 'W1')).toBe(ABOARD);
    expect(s.v[SCORE]).toBe(1);
  });
});

describe('striking (lines 1071-1083)', () => {
  it('the struck enemy goes to its ship; not with a coin in hand; not in a fortress; not in the jungle', () => {
    let s = play(scene({ pieces: { W1: 'c4', Y1: 'd4' } }), 'W1 d4');
    expect(at(s, 'Y1')).toBe(ABOARD + 1);
    s = scene({ pieces: { W1: 'c4', Y1: 'd4' }, coins: { c4: 1 } });
    expect(legal(s)).toContain('W1 d4');
    expect(legal(s)).not.toContain('W1 d4$');
    s = scene({ pieces: { W1: 'c4', Y1: 'd4' }, open: { d4: 'fortress' } });
    expect(legal(s)).not.toContain('W1 d4');
    s = play(scene({ pieces: { W1: 'c4', Y1: 'd4' }, open: { d4: 'jungle' } }), 'W1 d4');
    expect(at(s, 'Y1')).toBe(cell('d4'));
  });
  it('the bank: one pirate; one holding coins there cannot be struck (line 788; A-R20)', () => {
    expect(legal(scene({ pieces: { W1: 'c4', Y1: 'd4' }, open: { d4: 'bank' }, coins: { d4: 1 } }))).not.toContain('W1 d4');
    expect(legal(scene({ pieces: { W1: 'c4', Y1: 'd4' }, open: { d4: 'bank' } }))).toContain('W1 d4');
    expect(legal(scene({ pieces: { W1: 'c4', W2: 'd4' }, open: { d4: 'bank' } }))).not.toContain('W1 d4');
  });
});

describe('forced moves (A-R7)', () => {
  it('two arrows pointing at each other are a cycle: death, the coin back at the start (line 1092, FAQ line 1226)', () => {
    const s = play(scene({ pieces: { W1: 'c4' }, coins: { c4: 1 }, open: { d4: 'arrow1', e3: 'arrow1/2' } }), 'W1 d4$');
    expect(at(s, 'W1')).toBe(OUT);
    expect(s.u8[COINS + cell('c4')]).toBe(1);
    sound(s);
  });
  it('an arrow into an enemy-held fortress kills (FAQ line 1226)', () => {
    const s = play(scene({ pieces: { W1: 'c4', Y1: 'e3' }, open: { d4: 'arrow1', e3: 'fortress' } }), 'W1 d4');
    expect(at(s, 'W1')).toBe(OUT);
    expect(at(s, 'Y1')).toBe(cell('e3'));
  });
  it('crocodile: back where it came from; ice: the same step again', () => {
    expect(at(play(scene({ pieces: { W1: 'c4' }, open: { d4: 'crocodile' } }), 'W1 d4'), 'W1')).toBe(cell('c4'));
    expect(at(play(scene({ pieces: { W1: 'c4' }, open: { d4: 'ice' } }), 'W1 d4'), 'W1')).toBe(cell('e4'));
  });
  it('horse and trampoline leave the choice to the player', () => {
    const h = play(scene({ pieces: { W1: 'c4' }, open: { d4: 'horse' } }), 'W1 d4');
    expect(legal(h)).toEqual(expect.arrayContaining(['> e6', '> f5', '> f3', '> e2', '> c2', '> b3', '> b5', '> c6']));
    expect(at(play(h, '> f5'), 'W1')).toBe(cell('f5'));
    const t = play(scene({ pieces: { W1: 'c4' }, open: { d4: 'trampoline' } }), 'W1 d4');
    expect(legal(t)).toContain('> f4');
    expect(at(play(t, '> f4'), 'W1')).toBe(cell('f4'));
  });
  it('the cannon throws the pirate along its barrel into the sea (line 872)', () => {
    const s = play(scene({ pieces: { W1: 'e6' }, open: { e5: 'cannon' } }), 'W1 e5');
    expect(at(s, 'W1')).toBe(cell('e2'));
  });
  it('the balloon carries the pirate and its coin to its own ship (line 820)', () => {
    const s = play(scene({ pieces: { W1: 'c5' }, coins: { c5: 1 }, open: { d5: 'balloon' } }), 'W1 d5$');
    expect(at(s, 'W1')).toBe(ABOARD);
    expect(s.v[SCORE]).toBe(1);
  });
  it('the cannibal kills; the coin stays where the move began', () => {
    const s = play(scene({ pieces: { W1: 'c4' }, coins: { c4: 1 }, open: { d4: 'cannibal' } }), 'W1 d4$');
    expect(at(s, 'W1')).toBe(OUT);
    expect(s.u8[COINS + cell('c4')]).toBe(1);
  });
});

describe('tiles that hold a pirate (lines 725-770, 888-894)', () => {
  it('pit: fallen until a comrade comes (line 762)', () => {
    const s = play(scene({ pieces: { W1: 'c4', W2: 'c5' }, open: { d4: 'pit' } }), 'W1 d4', 'sail h7');
    expect(s.u8[P_STAT + PIECE('W1')] & FALLEN).toBe(FALLEN);
    expect(legal(s).some((t) => t.startsWith('W1'))).toBe(false);
    play(s, 'W2 d4', 'sail h5');
    expect(s.u8[P_STAT + PIECE('W1')] & FALLEN).toBe(0);
    expect(s.u8[P_STAT + PIECE('W2')] & FALLEN).toBe(0);
  });
  it('pit: the preaching missionary falls like a pirate, and a comrade raises him (line 762; A-R21: only Friday and the bear are spared pits, lines 994, 898)', () => {
    const s = play(scene({ pieces: { W1: 'c5' }, open: { d4: 'pit' }, missionary: { at: 'c4', crew: 0 } }), 'M d4', 'sail h7');
    expect(s.u8[P_STAT + MISSIONARY] & FALLEN).toBe(FALLEN);
    expect(legal(s).some((t) => t.startsWith('M'))).toBe(false);
    play(s, 'W1 d4', 'sail h5');
    expect([s.u8[P_STAT + MISSIONARY] & FALLEN, s.u8[P_STAT + PIECE('W1')] & FALLEN]).toEqual([0, 0]);
    sound(s);
  });
  it('barrel: the pirate skips its crew\'s next turn (line 727)', () => {
    const s = play(scene({ pieces: { W1: 'c4' }, open: { d4: 'barrel' } }), 'W1 d4', 'sail h7');
    expect(legal(s).some((t) => t.startsWith('W1'))).toBe(false);
    play(s, 'W2 c4', 'sail h5');
    expect(s.u8[P_STAT + PIECE('W1')] & DRUNK_MASK).toBe(0);
    expect(legal(s).some((t) => t.startsWith('W1'))).toBe(true);
  });
  it('labyrinth: one step a turn; strike only the enemy one step ahead (lines 890, 1078; FAQ line 1243)', () => {
    const s = scene({ pieces: { W1: 'd4', Y1: 'd4' }, open: { d4: 'lab3' }, stat: { W1: 1 << 3, Y1: 2 << 3 } });
    expect(legal(s).filter((t) => t.startsWith('W1'))).toEqual(['W1 in']);
    play(s, 'W1 in');
    expect(at(s, 'Y1')).toBe(ABOARD + 1);
    const back = scene({ pieces: { W1: 'd4', Y1: 'd4' }, open: { d4: 'lab3' }, stat: { W1: 3 << 3, Y1: 2 << 3 }, turn: 0 });
    play(back, 'W1 c4');
    expect(at(back, 'Y1')).toBe(cell('d4')); // leaving from the last step strikes no one behind
  });
  it('a bottle raises a fallen pirate at the end of the turn (line 772)', () => {
    const s = scene({ pieces: { W1: 'd4', W2: 'c5' }, open: { d4: 'pit' }, stat: { W1: FALLEN }, bottles: [1, 0] });
    play(s, 'W2 c6');
    expect(legal(s).sort()).toEqual(['bottle W1', 'no bottle']);
    play(s, 'bottle W1');
    expect(s.u8[P_STAT + PIECE('W1')] & FALLEN).toBe(0);
    expect(s.v[BOTTLES]).toBe(0);
  });
  it('sanctuary: revive one a turn while fewer than three fight (line 836)', () => {
    const s = scene({ pieces: { W1: 'd5', W2: 'dead' }, open: { d5: 'sanctuary' } });
    expect(legal(s)).toContain('revive W2');
    play(s, 'revive W2');
    expect(at(s, 'W2')).toBe(cell('d5'));
    expect(legal(scene({ pieces: { W1: 'd5' }, open: { d5: 'sanctuary' } }))).not.toContain('revive W2');
    // The converted missionary is a pirate: it may stand for the crew there, and it fights (counts to three).
    const m = scene({ pieces: { W2: 'dead', W3: 'dead' }, open: { d5: 'sanctuary' }, missionary: { at: 'd5', crew: 0, converted: true } });
    expect(legal(m)).toContain('revive W2');
    const full = scene({ pieces: { W2: 'dead' }, open: { d5: 'sanctuary' }, missionary: { at: 'd5', crew: 0, converted: true } });
    expect(legal(full)).not.toContain('revive W2');
  });
});

describe('tiles turned over (lines 731-940)', () => {
  it('a chest puts its coins from the bank', () => {
    const s = play(scene({ pieces: { W1: 'c4' }, closed: { d4: 'chest3' } }), 'W1 d4');
    expect(s.u8[COINS + cell('d4')]).toBe(3);
    expect(s.v[COIN_SUPPLY]).toBe(16);
    expect(s.u8[TILE + cell('d4')]).toBe(Kind.Empty);
  });
  it('the musket shoots the first pirate on the line (line 828)', () => {
    const s = play(scene({ pieces: { W1: 'c4', Y1: 'f4', Y2: 'g4' }, closed: { d4: 'musket' } }), 'W1 d4', 'shoot E');
    expect(at(s, 'Y1')).toBe(ABOARD + 1);
    expect(at(s, 'Y2')).toBe(cell('g4'));
  });
  it('the dice crossroads is a chance node; a forced roll is a move (line 848)', () => {
    const s = play(scene({ pieces: { W1: 'c4' }, open: { d4: 'dice' } }), 'W1 d4');
    expect(G.isChance(s)).toBe(true);
    const moves = new Int32Array(8), probs = new Float64Array(8);
    expect(G.chanceOutcomes(s, moves, probs)).toBe(6);
    expect(Array.from(probs.subarray(0, 6))).toEqual([1, 1, 1, 1, 1, 1].map((x) => x / 6));
    play(s, 'roll 3');
    expect(at(s, 'W1')).toBe(cell('e5')); // face 3: south-east
  });
  it('the lighthouse: four private peeks (line 812)', () => {
    const s = play(scene({ pieces: { W1: 'c4' }, closed: { d4: 'lighthouse', e4: 'bank', f4: 'horse', e5: 'ice', f5: 'pit', d5: 'empty' } }), 'W1 d4');
    expect(s.v[PHASE]).toBe(Phase.Peek);
    play(s, 'peek e4', 'peek f4', 'peek e5', 'peek f5');
    expect(s.v[PHASE]).toBe(Phase.Play);
    expect(s.u8[KNOWN + cell('e4')]).toBe(1);
    expect(G.observe(s, 0).under[cell('e4')]).toBe(Kind.Bank);
    expect(G.observe(s, 1).under[cell('e4')]).toBe(0);
    expect(G.observe(s, 0).under[cell('d5')]).toBe(0);
  });
  it('the bear wakes, bites its waker, steps to the nearest pirate and walks after its waker\'s turns (line 898)', () => {
    const s = play(scene({ pieces: { W1: 'c4', Y1: 'g4' }, closed: { d4: 'den' } }), 'W1 d4');
    expect(at(s, 'W1')).toBe(ABOARD);
    // Towards Y1 on g4 (three steps) the diagonal steps e3 and e5 are as good; the step
    // tie goes to the first clockwise from the north mark above e.5: e5 (bearing 270°)
    // before e3 (bearing about 346°).
    expect(s.v[BEAR]).toBe(cell('e5'));
    play(s, 'sail h7');
    expect(s.v[BEAR]).toBe(cell('e5')); // yellow's turn: the bear waits
    play(s, 'sail b2');
    expect(s.v[BEAR]).toBe(cell('f4')); // diagonal f4 before straight f5
    play(s, 'sail h5', 'sail b4');
    expect(s.v[BEAR]).toBe(cell('g4'));
    expect(at(s, 'Y1')).toBe(ABOARD + 1);
  });
  it('the bear prefers the diagonal, and between pirates equally near the first clockwise from north (line 900)', () => {
    // Bear on e5; W1 on g3 and Y1 on c3 are both two steps away; clockwise from north (above
    // the middle of the picture) g3 comes first, so the bear goes north-east to f4.
    const s = scene({ pieces: { W1: 'g3', Y1: 'd3' }, bear: { at: 'e5', crew: 0 } });
    play(s, 'sail b2');
    expect(s.v[BEAR]).toBe(cell('f4'));
  });
  it('the missionary joins its finder; enemies may not enter its cell; a bottle makes him a pirate (lines 914-922)', () => {
    const s = play(scene({ pieces: { W1: 'c4', Y1: 'e4' }, closed: { d4: 'missionary' }, bottles: [1, 0] }), 'W1 d4');
    expect(at(s, 'M')).toBe(cell('d4'));
    play(s, 'no bottle'); // W1 stands on the missionary's cell with a bottle: offered, declined
    expect(legal(s)).not.toContain('Y1 d4');
    play(s, 'sail h7');
    expect(legal(s)).toContain('M d5');
    expect(legal(s)).not.toContain('M b4$');
    play(s, 'W2 c5');
    expect(legal(s)).toContain('bottle M');
    play(s, 'bottle M');
    expect(s.u8[P_STAT + MISSIONARY] & CONVERTED).toBe(CONVERTED);
  });
  it('the earthquake swaps two tiles where nobody stands and nothing lies (line 930)', () => {
    const s = play(scene({ pieces: { W1: 'c4' }, closed: { d4: 'earthquake', f6: 'chest4' }, open: { e4: 'fortress' } }), 'W1 d4');
    expect(s.v[PHASE]).toBe(Phase.Quake);
    expect(legal(s)).not.toContain('quake d4'); // W1 stands there
    play(s, 'quake e4', 'quake f6');
    expect(s.u8[TILE + cell('f6')]).toBe(Kind.Fortress);
    expect(s.under[cell('e4')]).toBe(Kind.Chest4);
  });
  it('the airplane flies the pirate at once anywhere on the island (tile notes)', () => {
    const s = play(scene({ pieces: { W1: 'c4' }, closed: { d4: 'airplane' } }), 'W1 d4');
    expect(legal(s)).toHaveLength(23);
    play(s, '> g6');
    expect(at(s, 'W1')).toBe(cell('g6'));
  });
  it('the smoke: for a round each crew is moved by the player after it (line 880)', () => {
    const s = play(scene({ pieces: { W1: 'c4' }, closed: { d4: 'smoke' } }), 'W1 d4');
    expect(G.currentPlayer(s)).toBe(0); // yellow's turn, decided by white
    play(s, 'sail h7');
    expect(G.currentPlayer(s)).toBe(1); // white's turn, decided by yellow
    play(s, 'sail b2');
    expect(G.currentPlayer(s)).toBe(1);
  });
  it('carramba is empty for a pirate who swears (A-R9)', () => {
    const s = play(scene({ pieces: { W1: 'c4' }, open: { d4: 'carramba' } }), 'W1 d4');
    expect(at(s, 'W1')).toBe(cell('d4'));
  });
});

describe('the end (lines 1102-1104; A-R22)', () => {
  it('every tile open and no coin left: most coins, then most living pirates', () => {
    const s = scene({ pieces: { W1: 'c4', Y1: 'dead' }, coins: { c4: 1 }, open: { g7: 'empty' } });
    s.v[SCORE + 1] = 1; s.v[COIN_SUPPLY] = 17;
    play(s, 'W1 b4$');
    expect(s.v[RESULT]).toBe(1);
    const o = G.outcome(s);
    expect(o.scores).toEqual([1, 1]);
    expect(o.ranks).toEqual([1, 2]); // white has 3 living pirates, yellow 2
  });
});
