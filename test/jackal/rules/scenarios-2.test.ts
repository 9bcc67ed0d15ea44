/**
 * Black-box scenarios, second pass (session 24), written from the rules texts before reading
 * the engine, on ground the first pass (scenarios.test.ts) left: the English rulebook's
 * "Pair-Against-Pair (or Two-Player) Game" read for two players too, three players, the end
 * of the game and the count, moves a passage forbids, ships, and chains that end on a tile
 * that acts again. `rb` = rulebook-en.txt, bare numbers = full-rules-ru.txt, `tn` =
 * tile-notes-ru.txt. The Treasure Island and expansion scenes are in
 * treasure-island/scenarios-2.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { isTerminal, result, scores } from '../../../src/jackal/outcome.js';
import {
  BoardSpec, aboard, board, can, carries, coinsAt, isTrapped, legal, lost, movesOf, play, shipCell, stepOf, turn, untilTurn, where,
} from './board.js';

describe('two players: a player\'s two crews are partners (rb 125 "Pair-Against-Pair (or Two-Player) Game")', () => {
  it('rb 175 "in pair-against-pair play, a pirate may revive only the sailors of his own colour": white on the native woman does not revive black', () => {
    const s = board({ options: { mode: '2p' }, tiles: { e5: 'native' }, pirates: { w1: 'e5', b1: 'dead' } });
    expect(can(s, 'revive b1')).toBe(false);
    expect(legal(s).some((d) => d.startsWith('revive'))).toBe(false);
    const t = board({ options: { mode: '2p' }, tiles: { e5: 'native' }, pirates: { w1: 'e5', w3: 'dead', b1: 'dead' } });
    expect(legal(t).filter((d) => d.startsWith('revive'))).toEqual(['revive w3']);
  });

  it('rb 159 "a sailor from a friendly crew may also rescue a comrade": black steps into the trap and frees white', () => {
    const s = board({ options: { mode: '2p' }, tiles: { e5: 'trap', e6: 'empty' }, pirates: { w1: { at: 'e5', trapped: true }, b1: 'e6' }, turn: 'b' });
    play(s, 'b1 e5');
    expect([isTrapped(s, 'w1'), isTrapped(s, 'b1')]).toEqual([false, false]);
  });

  it('rb 169 "any number of pirates of your own or a friendly crew may stand in a fortress": black joins white there', () => {
    const s = board({ options: { mode: '2p' }, tiles: { e5: 'fortress', e6: 'empty' }, pirates: { w1: 'e5', b1: 'e6' }, turn: 'b' });
    play(s, 'b1 e5');
    expect([where(s, 'w1'), where(s, 'b1')]).toEqual(['e5', 'e5']);
  });

  it('rb 193 "the balloon carries a pirate to his own ship, not to a friendly ship": black goes to the north', () => {
    const s = board({ options: { mode: '2p' }, tiles: { e4: 'empty', e5: 'balloon' }, pirates: { b1: 'e4' }, coins: { e4: 1 }, turn: 'b' });
    play(s, 'b1 e5 coin');
    expect([where(s, 'b1'), aboard(s, 'b'), aboard(s, 'w')]).toEqual(['g13', 1, 0]);
  });

  it('rb 163 "Only his own or a friendly ship can save him" + rb 129 "the total gold … of each side": white fired onto black\'s ship scores for his player', () => {
    const s = board({ options: { mode: '2p' }, tiles: { f12: 'empty', g12: 'cannon:0' }, pirates: { w1: 'f12' }, coins: { f12: 1 } });
    play(s, 'w1 g12 coin');
    expect([where(s, 'w1'), aboard(s, 'b'), lost(s)]).toEqual(['g13', 1, 0]);
    expect(scores(s)).toEqual([1, 0]);
  });

  it('rb 127 "They may stand calmly on one tile": black advancing onto white\'s spinner step joins him', () => {
    const s = board({ options: { mode: '2p' }, tiles: { e5: 'desert' }, pirates: { w1: { at: 'e5', step: 2 }, b1: { at: 'e5', step: 1 } }, turn: 'b' });
    play(s, 'b1 e5');
    expect([where(s, 'w1'), stepOf(s, 'w1'), stepOf(s, 'b1')]).toEqual(['e5', 2, 2]);
  });

  it('rb 129 "The turn order is always observed!": white, yellow, black, red move in turn, the players alternating', () => {
    const s = board({ options: { mode: '2p' }, tiles: { c3: 'empty', c4: 'empty', c5: 'empty', c6: 'empty' }, pirates: { w1: 'c3', y1: 'c4', b1: 'c5', r1: 'c6' } });
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) { seen.push(turn(s)); play(s, legal(s).find((d) => !d.startsWith('ship'))!); }
    expect(seen).toEqual(['w', 'y', 'b', 'r']);
    expect(turn(s)).toBe('w');
  });
});

describe('pair against pair (rb 125-129; 142)', () => {
  it('2v2: a pirate entering a spinner where his ally stands on step I joins him; nobody is struck', () => {
    const s = board({ options: { mode: '2v2' }, tiles: { d5: 'empty', e5: 'jungle' }, pirates: { w1: { at: 'e5', step: 1 }, b1: 'd5' }, turn: 'b' });
    play(s, 'b1 e5');
    expect([where(s, 'w1'), stepOf(s, 'w1'), where(s, 'b1'), stepOf(s, 'b1')]).toEqual(['e5', 1, 'e5', 1]);
  });

  it('2v2: an arrow that ends on the ally\'s cell puts the pirate beside him (rb 127)', () => {
    const s = board({ options: { mode: '2v2' }, tiles: { d5: 'empty', e5: 'arrow1:1', f5: 'empty' }, pirates: { w1: 'd5', b1: 'f5' } });
    play(s, 'w1 e5');
    expect([where(s, 'w1'), where(s, 'b1')]).toEqual(['f5', 'f5']);
  });

  it('2v2, rb 59 "A pirate may board only his own ship or … a friendly ship": a swimmer climbs aboard his ally\'s ship', () => {
    const s = board({ options: { mode: '2v2' }, pirates: { w1: 'f13' } });
    play(s, 'w1 g13');
    expect(where(s, 'w1')).toBe('g13');
  });

  it('2v2, 142 "носить на них честно украденное золото": a coin brought onto the ally\'s ship counts for both partners', () => {
    const s = board({ options: { mode: '2v2' }, tiles: { f12: 'empty' }, pirates: { w1: 'f12' }, coins: { f12: 1 } });
    play(s, 'w1 g13 coin');
    expect(scores(s)).toEqual([1, 0, 1, 0]);
  });

  it('2v2, 73 "Для возвращения на корабль также можно воспользоваться … конём": a knight jump onto the ally\'s ship brings the coin aboard it', () => {
    const s = board({ options: { mode: '2v2' }, tiles: { e10: 'empty', f11: 'horse' }, pirates: { w1: 'e10' }, coins: { e10: 1 } });
    play(s, 'w1 f11 coin', 'w1 > g13');
    expect([where(s, 'w1'), aboard(s, 'b'), lost(s)]).toEqual(['g13', 1, 0]);
  });
});

describe('three players (54 "Для игры втроем понадобятся 3 корабля")', () => {
  it('the east has no ship: a pirate on its shore has no move into the sea', () => {
    const s = board({ options: { mode: '3p' }, tiles: { l7: 'empty' }, pirates: { w1: 'l7' } });
    expect(movesOf(s, 'w1').filter((d) => d.includes(' m'))).toEqual([]);
  });

  it('after black comes white again', () => {
    const s = board({ options: { mode: '3p' }, tiles: { e5: 'empty' }, pirates: { b1: 'e5' }, turn: 'b' });
    play(s, 'b1 e6');
    expect(turn(s)).toBe('w');
  });
});

describe('the end of the game and the count (rb 121-123; README ruling 6)', () => {
  it('rb 111 + README 6: the cannibal eating the last coin ends the game', () => {
    const s = board({ tiles: { e4: 'empty', e5: 'cannibal' }, pirates: { w1: 'e4' }, coins: { e4: 1 }, aboard: { w: 36 } });
    play(s, 'w1 e5 coin');
    expect([isTerminal(s), lost(s)]).toEqual([true, 1]);
  });

  it('rb 123 "Human losses do not count": a crew with every pirate dead still wins on coins', () => {
    const s = board({ tiles: { b6: 'empty' }, pirates: { w1: 'dead', w2: 'dead', w3: 'dead', y1: 'b6' }, coins: { b6: 1 }, aboard: { w: 20, y: 16 }, turn: 'y' });
    play(s, 'y1 a7 coin');
    expect(isTerminal(s)).toBe(true);
    const r = result(s);
    expect([r.scores, r.ranks]).toEqual([[20, 17, 0, 0], [1, 2, 3, 3]]);
  });

  it('rb 73 "the coin is then removed from the playing field into your treasury": no move takes a coin back off the ship', () => {
    const s = board({ aboard: { w: 5 } });
    expect(movesOf(s, 'w1').length).toBeGreaterThan(0);
    expect(movesOf(s, 'w1').filter((d) => d.includes('coin'))).toEqual([]);
  });

  it('README 6: a game whose coins are all aboard before a move ends with that move', () => {
    const s = board({ tiles: { e5: 'empty' }, pirates: { w1: 'e5' }, aboard: { w: 30, y: 7 } });
    play(s, 'w1 e6');
    expect(isTerminal(s)).toBe(true);
  });
});

describe('moves the texts forbid', () => {
  it('rb 93 "An enemy may be struck only with empty hands": no coin onto a spinner whose step I an enemy holds; empty-handed the pirate strikes', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'desert' }, pirates: { w1: 'd5', y1: { at: 'e5', step: 1 } }, coins: { d5: 1 } });
    expect(can(s, 'w1 e5 coin')).toBe(false);
    play(s, 'w1 e5');
    expect([where(s, 'y1'), where(s, 'w1'), coinsAt(s, 'd5')]).toEqual(['a7', 'e5', 1]);
  });

  it('rb 63 "cannot jump from the shore into the sea": not even onto an enemy swimming beside the shore', () => {
    const s = board({ tiles: { e2: 'empty' }, pirates: { w1: 'e2', y1: 'e1' } });
    expect(can(s, 'w1 e1')).toBe(false);
  });

  it('rb 57 + rb 63: a pirate aboard does not jump onto an enemy swimming beside the ship', () => {
    const s = board({ pirates: { y1: 'f1' } });
    expect(movesOf(s, 'w1').filter((d) => /1$/.test(d))).toEqual([]);
  });

  it('rb 63 "Nor can he climb out of the water onto land": not to strike an enemy on the shore either', () => {
    const s = board({ tiles: { e2: 'empty' }, pirates: { w1: 'e1', y1: 'e2' } });
    expect(can(s, 'w1 e2')).toBe(false);
    expect(movesOf(s, 'w1').every((d) => /[a-m]1$/.test(d))).toBe(true);
  });

  it('rb 97: from step I of the desert the pirate may not leave the tile sideways, only advance', () => {
    const s = board({ tiles: { e5: 'desert' }, pirates: { w1: { at: 'e5', step: 1 } } });
    expect(movesOf(s, 'w1')).toEqual(['w1 e5']);
  });

  it('rb 65 "on one turn you may move only one pirate or one ship": sailing moves the ship, and the turn passes', () => {
    const s = board({ tiles: { e5: 'empty' }, pirates: { w2: 'e5' } });
    play(s, 'ship w f1');
    expect([turn(s), where(s, 'w1'), where(s, 'w2')]).toEqual(['y', 'f1', 'e5']);
  });
});

describe('ships (rb 55-63; 70)', () => {
  it('rb 57 "only onto the tile directly in front of the ship": after sailing, the front is the new cell', () => {
    const s = board({ tiles: { g2: 'empty', h2: 'empty' } });
    play(s, 'ship w h1');
    untilTurn(s, 'w');
    expect([can(s, 'w1 h2'), can(s, 'w1 g2')]).toEqual([true, false]);
  });

  it('rb 59 boarding "from a tile diagonal to it" follows the ship: from h2 onto the ship at g1, not after it sailed to e1', () => {
    const s = board({ tiles: { h2: 'empty' }, pirates: { w2: 'h2' }, ships: { w: 'e1' } });
    expect(can(s, 'w2 e1')).toBe(false);
    const t = board({ tiles: { h2: 'empty' }, pirates: { w2: 'h2' } });
    expect(can(t, 'w2 g1')).toBe(true);
  });

  it('rb 107 "On contact with an enemy ship": a yellow ship sailing onto a white swimmer drowns him; the coin count is unchanged', () => {
    const s = board({ pirates: { w1: 'a6' }, turn: 'y' });
    play(s, 'ship y a6');
    expect([where(s, 'w1'), shipCell(s, 'y')]).toEqual(['dead', 'a6']);
  });
});

describe('landing on the tile in front of the ship (rb 57, 61 "carries out the action shown on it")', () => {
  it('onto a trap where an enemy is caught: he is struck and the lander is caught (FAQ 557)', () => {
    const s = board({ tiles: { g2: 'trap' }, pirates: { y1: { at: 'g2', trapped: true } } });
    play(s, 'w1 g2');
    expect([where(s, 'y1'), where(s, 'w1'), isTrapped(s, 'w1')]).toEqual(['a7', 'g2', true]);
  });

  it('onto a cannon aimed at the own ship: he flies back aboard, and the turn is over', () => {
    const s = board({ tiles: { g2: 'cannon:2' } });
    play(s, 'w1 g2');
    expect([where(s, 'w1'), turn(s)]).toEqual(['g1', 'y']);
  });

  it('onto an arrow pointing at the own ship: back aboard, no cycle', () => {
    const s = board({ tiles: { g2: 'arrow1:2' } });
    play(s, 'w1 g2');
    expect([where(s, 'w1'), turn(s)]).toEqual(['g1', 'y']);
  });
});

describe('chains that end on a tile that acts again', () => {
  it('FAQ 539 "Попался заново" + README 5: a carrier leaving the desert onto a crocodile comes back onto step I, where an enemy stands: he strikes him, and his coin lies on the desert', () => {
    const s = board({ tiles: { e5: 'desert', f5: 'crocodile' }, pirates: { w1: { at: 'e5', step: 3, carry: true }, y1: { at: 'e5', step: 1 } } });
    play(s, 'w1 f5 coin');
    expect([where(s, 'w1'), stepOf(s, 'w1'), carries(s, 'w1'), where(s, 'y1'), coinsAt(s, 'e5')]).toEqual(['e5', 1, false, 'a7', 1]);
  });

  it('rb 155 "if you came onto this tile from the left, go further right": ice after leaving a spinner\'s last step', () => {
    const s = board({ tiles: { e5: 'jungle', f5: 'ice', g5: 'empty' }, pirates: { w1: { at: 'e5', step: 2 } } });
    play(s, 'w1 f5');
    expect(where(s, 'w1')).toBe('g5');
  });

  it('152 + 210: an arrow into a trap with a coin: the pirate is caught and the coin lies in the trap with him', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'arrow1:1', f5: 'trap' }, pirates: { w1: 'd5' }, coins: { d5: 1 } });
    play(s, 'w1 e5 coin');
    expect([where(s, 'w1'), isTrapped(s, 'w1'), coinsAt(s, 'f5'), coinsAt(s, 'd5')]).toEqual(['f5', true, 1, 0]);
  });

  it('rb 142 + rb 179: a knight jump onto a rum barrel with a coin: the coin lies there and the pirate sleeps it off', () => {
    const s = board({ tiles: { e4: 'empty', e5: 'horse', f7: 'rum', c3: 'empty' }, pirates: { w1: 'e4', w2: 'c3' }, coins: { e4: 1 } });
    play(s, 'w1 e5 coin', 'w1 > f7');
    expect(coinsAt(s, 'f7')).toBe(1);
    untilTurn(s, 'w');
    expect(movesOf(s, 'w1')).toEqual([]);
  });

  it('rb 142 + README 5: a knight jump onto a spinner where the enemy stands on step II: both stand on it, nobody is struck', () => {
    const s = board({ tiles: { e4: 'empty', e5: 'horse', f7: 'desert' }, pirates: { w1: 'e4', y1: { at: 'f7', step: 2 } } });
    play(s, 'w1 e5', 'w1 > f7');
    expect([where(s, 'w1'), stepOf(s, 'w1'), where(s, 'y1'), stepOf(s, 'y1')]).toEqual(['f7', 1, 'f7', 2]);
  });

  it('rb 197 + README 5: a flight onto a spinner where the enemy stands on step I strikes him', () => {
    const s = board({ tiles: { e4: 'empty', e5: 'airplane', h9: 'swamp' }, pirates: { w1: 'e4', y1: { at: 'h9', step: 1 } } });
    play(s, 'w1 e5', 'w1 > h9');
    expect([where(s, 'w1'), where(s, 'y1')]).toEqual(['h9', 'a7']);
  });

  it('rb 159 "wait until a comrade comes onto the tile": a comrade who flies in frees him', () => {
    const s = board({ tiles: { e4: 'empty', e5: 'airplane', h9: 'trap' }, pirates: { w1: 'e4', w2: { at: 'h9', trapped: true } } });
    play(s, 'w1 e5', 'w1 > h9');
    expect([isTrapped(s, 'w1'), isTrapped(s, 'w2')]).toEqual([false, false]);
  });

  it('rb 159: a comrade brought by an arrow frees him', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'arrow1:1', f5: 'trap' }, pirates: { w1: 'd5', w2: { at: 'f5', trapped: true } } });
    play(s, 'w1 e5');
    expect([where(s, 'w1'), isTrapped(s, 'w1'), isTrapped(s, 'w2')]).toEqual(['f5', false, false]);
  });

  it('rb 155 + rb 163: ice slides the pirate onto a cannon, which fires him into the sea in the barrel\'s direction', () => {
    const s = board({ tiles: { d4: 'empty', e4: 'ice', f4: 'cannon:2' }, pirates: { w1: 'd4' } });
    play(s, 'w1 e4');
    expect(where(s, 'w1')).toBe('f1');
  });

  it('152 + rb 197: an arrow onto the unused airplane offers the flight in the same turn', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'arrow1:1', f5: 'airplane' }, pirates: { w1: 'd5' } });
    play(s, 'w1 e5');
    expect(turn(s)).toBe('w');
    expect(can(s, 'w1 > k10')).toBe(true);
  });
});

describe('the native woman (rb 115 e, rb 173)', () => {
  it('"one per turn": two dead come back in two turns, each born on her fortress', () => {
    const s = board({ tiles: { e5: 'native' }, pirates: { w1: 'e5', w2: 'dead', w3: 'dead' } });
    play(s, 'revive w2');
    expect([where(s, 'w2'), where(s, 'w3'), turn(s)]).toEqual(['e5', 'dead', 'y']);
    untilTurn(s, 'w');
    play(s, 'revive w3');
    expect(where(s, 'w3')).toBe('e5');
  });

  it('"A newly revived pirate begins his turn directly from the fortress": on his crew\'s next turn he steps off it', () => {
    const s = board({ tiles: { e5: 'native', e6: 'empty' }, pirates: { w1: 'e5', w2: 'dead' } });
    play(s, 'revive w2');
    untilTurn(s, 'w');
    expect(can(s, 'w1 e6')).toBe(true); // w1 and w2 are twins on the fortress: the move is listed under w1
    play(s, 'w1 e6');
    expect([where(s, 'w1'), where(s, 'w2')].sort()).toEqual(['e5', 'e6']);
  });
});

const X = (spec: BoardSpec): ReturnType<typeof board> => board({ ...spec, options: { expansion: 'original', ...spec.options } });

describe('the original expansion\'s loads in chains (415-431)', () => {
  it('423 "Ядра носятся так же, как и монеты" + rb 93: an arrow brings a ball to a cannon an enemy holds: the ball stays behind, he strikes and flies', () => {
    const s = X({ tiles: { c4: 'cannonball', d4: 'arrow1:1', e4: 'cannon:0' }, items: { balls: ['c4'] }, pirates: { w1: 'c4', y1: 'e4' } });
    expect(can(s, 'w1 d4 ball')).toBe(true);
    play(s, 'w1 d4 ball');
    expect([where(s, 'w1'), where(s, 'y1')]).toEqual(['e13', 'a7']);
  });

  it('431 + 210: two coins in the wheelbarrow carried into a trap both lie there with the caught pirate', () => {
    const s = X({ tiles: { d5: 'wheelbarrow', e5: 'trap' }, items: { barrow: 'd5' }, pirates: { w1: 'd5' }, coins: { d5: 2 } });
    play(s, 'w1 e5 coin coin barrow');
    expect([isTrapped(s, 'w1'), coinsAt(s, 'e5'), coinsAt(s, 'd5')]).toEqual([true, 2, 0]);
  });

  it('431 + 310 "перебрасывать монеты на корабль вместе с собой": the cannon aimed at the own ship takes both coins in the wheelbarrow aboard', () => {
    const s = X({ tiles: { f2: 'wheelbarrow', g2: 'cannon:2' }, items: { barrow: 'f2' }, pirates: { w1: 'f2' }, coins: { f2: 2 } });
    play(s, 'w1 g2 coin coin barrow');
    expect([where(s, 'w1'), aboard(s, 'w'), lost(s)]).toEqual(['g1', 2, 0]);
  });

  it('431 + 156 "Если стрелка указывает на воду": both coins in the wheelbarrow sink; the pirate swims', () => {
    const s = X({ tiles: { d2: 'wheelbarrow', e2: 'arrow1:2' }, items: { barrow: 'd2' }, pirates: { w1: 'd2' }, coins: { d2: 2 } });
    play(s, 'w1 e2 coin coin barrow');
    expect([where(s, 'w1'), lost(s)]).toEqual(['e1', 2]);
  });

  it('423 "пираты погибают, а монеты … уничтожаются": the shot kills a carrier on a spinner\'s step and his coin is lost', () => {
    const s = X({ tiles: { e3: 'cannonball', e4: 'cannon:0', e8: 'desert' }, items: { balls: ['e3'] }, pirates: { w1: 'e3', y1: { at: 'e8', step: 2, carry: true } } });
    play(s, 'w1 e4 ball');
    expect([where(s, 'y1'), lost(s), coinsAt(s, 'e8'), where(s, 'w1')]).toEqual(['dead', 1, 0, 'e4']);
  });
});
