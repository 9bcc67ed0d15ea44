/**
 * Black-box scenarios on three and four players and the two-by-two game (session 26), written
 * from the rules texts before reading the engine: turn order, allies (the trap, the fortress,
 * the native woman, ships, swimmers, arrows, the cannon, the balloon, the airplane), enemies of
 * several crews on one spinner or one cell, and the end and the count with teams. Each test is
 * named after its passage: `rb` = rulebook-en.txt, bare numbers = full-rules-ru.txt. The Treasure
 * Island scenes are in team-scenarios-2.test.ts.
 *
 * Seats (R2): 2v2 white+black against yellow+red, one player a crew; 2p player 0 white and black,
 * player 1 yellow and red; 3p white, yellow, black, the east empty sea. Ships g1 (white), a7
 * (yellow), g13 (black), m7 (red).
 */
import { describe, expect, it } from 'vitest';
import { isTerminal, result, scores } from '../../../src/jackal/outcome.js';
import { aboard, board, can, coinsAt, isTrapped, legal, lost, movesOf, play, shipCell, stepOf, tileArg, turn, untilTurn, where } from './board.js';

describe('who moves when (rb 53, 129; 66, 142; README 7)', () => {
  it('66 "Далее участники ходят по очереди по часовой стрелке" + README 7: 3p with yellow first: yellow, black, white', () => {
    const s = board({ options: { mode: '3p', firstCrew: 1 } });
    const seen = [turn(s)];
    for (const sail of ['ship y a6', 'ship b f13', 'ship w f1', 'ship y a5']) seen.push(turn(play(s, sail)));
    expect(seen.join('')).toBe('ybwyb');
  });

  it('rb 129 "The turn order is always observed!": 2v2, after white boards his ally\'s ship the turn is yellow\'s, not black\'s', () => {
    const s = board({ options: { mode: '2v2' }, tiles: { f12: 'empty' }, pirates: { w1: 'f12' } });
    play(s, 'w1 g13');
    expect([where(s, 'w1'), turn(s)]).toEqual(['g13', 'y']);
  });

  it('rb 65 "you may move only one pirate or one ship": 2p, on white\'s turn player 0 moves no black piece', () => {
    const s = board({ options: { mode: '2p' }, tiles: { e5: 'empty', e9: 'empty' }, pirates: { w1: 'e5', b1: 'e9' } });
    expect(legal(s).filter((d) => d.startsWith('b') || d.startsWith('ship b'))).toEqual([]);
  });
});

describe('a turn in a team (rb 55, 65, 179; R3, R5)', () => {
  it('rb 179 "The lucky one skips one turn": 2p, white\'s pirate on the rum barrel sits out white\'s next turn, not black\'s, and walks at the one after', () => {
    const s = board({ options: { mode: '2p' }, tiles: { d5: 'empty', e5: 'rum', e9: 'empty' }, pirates: { w1: 'd5', b1: 'e9' } });
    play(s, 'w1 e5');
    untilTurn(s, 'b');
    expect(movesOf(s, 'b1').length).toBeGreaterThan(0);
    untilTurn(s, 'w');
    expect(movesOf(s, 'w1')).toEqual([]);
    play(s, legal(s).find((d) => d.startsWith('ship '))!);
    untilTurn(s, 'w');
    expect(movesOf(s, 'w1')).toContain('w1 d5');
  });

  it('rb 55 "The ship (with at least one pirate on board)" + rb 65 "A turn may not be skipped": 2v2, black\'s crew all dead, white aboard black\'s ship: black passes, white sails it', () => {
    const s = board({ options: { mode: '2v2' }, pirates: { w1: 'g13', b1: 'dead', b2: 'dead', b3: 'dead' }, turn: 'b' });
    expect(legal(s)).toEqual(['pass']);
    const t = board({ options: { mode: '2v2' }, pirates: { w1: 'g13', b1: 'dead', b2: 'dead', b3: 'dead' } });
    play(t, 'ship b f13');
    expect([shipCell(t, 'b'), where(t, 'w1'), turn(t)]).toEqual(['f13', 'f13', 'y']);
  });

  it('rb 197 "carry any participant … to any tile" + rb 91: 2v2, a flight onto yellow and red together strikes both, each to his own ship', () => {
    const s = board({ options: { mode: '2v2' }, tiles: { d5: 'empty', e5: 'airplane', j9: 'empty' }, pirates: { w1: 'd5', y1: 'j9', r1: 'j9' } });
    play(s, 'w1 e5', 'w1 > j9');
    expect([where(s, 'w1'), where(s, 'y1'), where(s, 'r1')]).toEqual(['j9', 'a7', 'm7']);
  });
});

describe('coins among allies and enemies (rb 79, 93; R7)', () => {
  it('rb 79 "You cannot strike an enemy while holding a coin": 2v2, white walks onto black\'s cell with his coin, onto yellow\'s only empty-handed', () => {
    const s = board({ options: { mode: '2v2' }, tiles: { d5: 'empty', e5: 'empty', d6: 'empty' }, pirates: { w1: 'd5', b1: 'e5', y1: 'd6' }, coins: { d5: 1 } });
    expect([can(s, 'w1 e5 coin'), can(s, 'w1 d6 coin'), can(s, 'w1 d6')]).toEqual([true, false, true]);
    play(s, 'w1 e5 coin');
    expect([where(s, 'w1'), coinsAt(s, 'e5'), coinsAt(s, 'd5')]).toEqual(['e5', 1, 0]);
  });

  it('rb 93 "leave the coin where it is" + README 3: 2v2, an arrow carries white with a coin onto black: the coin goes along; onto red: it stays behind and red is struck', () => {
    const s = board({ options: { mode: '2v2' }, tiles: { d5: 'empty', e5: 'arrow1:1', f5: 'empty' }, pirates: { w1: 'd5', b1: 'f5' }, coins: { d5: 1 } });
    play(s, 'w1 e5 coin');
    expect([where(s, 'w1'), coinsAt(s, 'f5'), coinsAt(s, 'd5')]).toEqual(['f5', 1, 0]);
    const t = board({ options: { mode: '2v2' }, tiles: { d5: 'empty', e5: 'arrow1:1', f5: 'empty' }, pirates: { w1: 'd5', r1: 'f5' }, coins: { d5: 1 } });
    play(t, 'w1 e5 coin');
    expect([where(t, 'w1'), where(t, 'r1'), coinsAt(t, 'f5'), coinsAt(t, 'd5')]).toEqual(['f5', 'm7', 0, 1]);
  });
});

describe('allies in the trap (rb 159; 216; FAQ 524, 557)', () => {
  it('FAQ 524 "спасаются оба?" "Да" then FAQ 557: 2v2, black frees white; red stepping in strikes both, each to his own ship, and is caught', () => {
    const s = board({ options: { mode: '2v2' }, tiles: { e5: 'trap', e6: 'empty', f5: 'empty' }, pirates: { w1: { at: 'e5', trapped: true }, b1: 'e6', r1: 'f5' }, turn: 'b' });
    play(s, 'b1 e5');
    expect([isTrapped(s, 'w1'), isTrapped(s, 'b1'), turn(s)]).toEqual([false, false, 'r']);
    play(s, 'r1 e5');
    expect([where(s, 'w1'), where(s, 'b1'), where(s, 'r1'), isTrapped(s, 'r1')]).toEqual(['g1', 'g13', 'e5', true]);
  });

  it('216 + 156 "Без лишних слов … идите": 2v2, an ally carried into the trap by an arrow frees the caught pirate', () => {
    const s = board({ options: { mode: '2v2' }, tiles: { d5: 'empty', e5: 'arrow1:1', f5: 'trap' }, pirates: { w1: { at: 'f5', trapped: true }, b1: 'd5' }, turn: 'b' });
    play(s, 'b1 e5');
    expect([where(s, 'b1'), isTrapped(s, 'w1'), isTrapped(s, 'b1')]).toEqual(['f5', false, false]);
  });

  it('rb 159 "a sailor from a friendly crew" is only in pair-against-pair: 4p, black is an enemy: he strikes caught white and is caught', () => {
    const s = board({ tiles: { e5: 'trap', e6: 'empty' }, pirates: { w1: { at: 'e5', trapped: true }, b1: 'e6' }, turn: 'b' });
    play(s, 'b1 e5');
    expect([where(s, 'w1'), isTrapped(s, 'b1')]).toEqual(['g1', true]);
  });

  it('FAQ 557 "Враг попадётся, а ваш пират будет побит": 2v2, white is no comrade of caught red: he strikes him and is caught', () => {
    const s = board({ options: { mode: '2v2' }, tiles: { e5: 'trap', d5: 'empty' }, pirates: { r1: { at: 'e5', trapped: true }, w1: 'd5' } });
    play(s, 'w1 e5');
    expect([where(s, 'r1'), where(s, 'w1'), isTrapped(s, 'w1')]).toEqual(['m7', 'e5', true]);
  });
});

describe('allies in a fortress and at the native woman (rb 167-175; 242, 250-252)', () => {
  it('rb 169 "any number of pirates of your own or a friendly crew": 2v2, yellow may not enter the fortress white and black hold', () => {
    const s = board({ options: { mode: '2v2' }, tiles: { e5: 'fortress', d5: 'empty' }, pirates: { w1: 'e5', b1: 'e5', y1: 'd5' }, turn: 'y' });
    expect(can(s, 'y1 e5')).toBe(false);
  });

  it('rb 167 "gold cannot be brought in here" + 242: 2v2, an arrow carries white with a coin into the fortress his ally holds: he stands there, the coin stays where he began', () => {
    const s = board({ options: { mode: '2v2' }, tiles: { d5: 'empty', e5: 'arrow1:1', f5: 'fortress' }, pirates: { w1: 'd5', b1: 'f5' }, coins: { d5: 1 } });
    play(s, 'w1 e5 coin');
    expect([where(s, 'w1'), where(s, 'b1'), coinsAt(s, 'd5'), coinsAt(s, 'f5'), lost(s)]).toEqual(['f5', 'f5', 1, 0, 0]);
  });

  it('tn 136 "на крепость, занятую игроком другой команды — приводит к смерти": 2v2, the same arrow into a fortress red holds kills white; the coin stays', () => {
    const s = board({ options: { mode: '2v2' }, tiles: { d5: 'empty', e5: 'arrow1:1', f5: 'fortress' }, pirates: { w1: 'd5', r1: 'f5' }, coins: { d5: 1 } });
    play(s, 'w1 e5 coin');
    expect([where(s, 'w1'), where(s, 'r1'), coinsAt(s, 'd5')]).toEqual(['dead', 'f5', 1]);
  });

  it('rb 175 "a pirate may revive only the sailors of his own colour": 2v2, black on the native woman does not let white revive; white\'s own pirate there does', () => {
    const s = board({ options: { mode: '2v2' }, tiles: { e5: 'native' }, pirates: { b1: 'e5', w1: 'dead' } });
    expect(legal(s).filter((d) => d.startsWith('revive'))).toEqual([]);
    const t = board({ options: { mode: '2v2' }, tiles: { e5: 'native' }, pirates: { b1: 'e5', w2: 'e5', w1: 'dead' } });
    expect(legal(t).filter((d) => d.startsWith('revive'))).toEqual(['revive w1']);
  });

  it('rb 173 "None of the enemies may push into the fortress while you are inside": 2v2, yellow stays out of the native woman\'s fortress black holds; white comes in', () => {
    const s = board({ options: { mode: '2v2' }, tiles: { e5: 'native', d5: 'empty', f5: 'empty' }, pirates: { b1: 'e5', y1: 'd5', w1: 'f5' }, turn: 'y' });
    expect(can(s, 'y1 e5')).toBe(false);
    const t = board({ options: { mode: '2v2' }, tiles: { e5: 'native', d5: 'empty', f5: 'empty' }, pirates: { b1: 'e5', y1: 'd5', w1: 'f5' } });
    play(t, 'w1 e5');
    expect([where(t, 'w1'), where(t, 'b1')]).toEqual(['e5', 'e5']);
  });
});

describe('allies\' ships (rb 59, 127, 163, 193; 75, 142; README 2)', () => {
  it('rb 163 "Only his own or a friendly ship can save him": 2v2, the cannon fires white with a coin onto black\'s ship; the team counts it', () => {
    const s = board({ options: { mode: '2v2' }, tiles: { f12: 'empty', g12: 'cannon:0' }, pirates: { w1: 'f12' }, coins: { f12: 1 } });
    play(s, 'w1 g12 coin');
    expect([where(s, 'w1'), aboard(s, 'b'), lost(s)]).toEqual(['g13', 1, 0]);
    expect(scores(s)).toEqual([1, 0, 1, 0]);
  });

  it('rb 59 "To return to the ship, a pirate may also use … arrows": 2v2, an arrow at black\'s ship brings white and his coin aboard it', () => {
    const s = board({ options: { mode: '2v2' }, tiles: { f11: 'empty', g12: 'arrow1:0' }, pirates: { w1: 'f11' }, coins: { f11: 1 } });
    play(s, 'w1 g12 coin');
    expect([where(s, 'w1'), aboard(s, 'b'), lost(s)]).toEqual(['g13', 1, 0]);
  });

  it('rb 59 "Upon contact with an enemy ship, the pirate dies": 4p, the same arrow at black\'s ship kills white and sinks his coin', () => {
    const s = board({ tiles: { f11: 'empty', g12: 'arrow1:0' }, pirates: { w1: 'f11' }, coins: { f11: 1 } });
    play(s, 'w1 g12 coin');
    expect([where(s, 'w1'), aboard(s, 'b'), lost(s)]).toEqual(['dead', 0, 1]);
  });

  it('rb 193 "the balloon carries a pirate to his own ship, not to a friendly ship": 2v2, white in front of black\'s ship flies with his coin to the south', () => {
    const s = board({ options: { mode: '2v2' }, tiles: { f12: 'empty', g12: 'balloon' }, pirates: { w1: 'f12' }, coins: { f12: 1 } });
    play(s, 'w1 g12 coin');
    expect([where(s, 'w1'), aboard(s, 'w'), aboard(s, 'b')]).toEqual(['g1', 1, 0]);
  });

  it('rb 183 crocodile "Go back to where you came from" + rb 127 "use friendly ships as their own": white landing from black\'s ship onto a crocodile goes back aboard it', () => {
    const s = board({ options: { mode: '2v2' }, tiles: { g12: 'crocodile' }, pirates: { w1: 'g13' } });
    play(s, 'w1 g12');
    expect([where(s, 'w1'), shipCell(s, 'b')]).toEqual(['g13', 'g13']);
  });

  it('70 (2020) "если по пути попадётся ваш пират, улетевший в воду, он встаёт на корабль" + rb 127: 2v2, black\'s ship sailing onto white\'s swimmer takes him aboard', () => {
    const s = board({ options: { mode: '2v2' }, pirates: { w1: 'f13' }, turn: 'b' });
    play(s, 'ship b f13');
    expect([where(s, 'w1'), shipCell(s, 'b')]).toEqual(['f13', 'f13']);
    untilTurn(s, 'w');
    expect(movesOf(s, 'w1')).toContain('w1 f12');
  });

  it('rb 107 "On contact with an enemy ship": 2v2, yellow\'s ship sailing onto white and black swimming together drowns both', () => {
    const s = board({ options: { mode: '2v2' }, pirates: { w1: 'a6', b1: 'a6' }, turn: 'y' });
    play(s, 'ship y a6');
    expect([where(s, 'w1'), where(s, 'b1'), shipCell(s, 'y')]).toEqual(['dead', 'dead', 'a6']);
  });

  it('rb 67 "several pirates from your own ship, or from a friendly ship … may stand on the same tile": 2v2, white swims onto black\'s swimmer; both swim on', () => {
    const s = board({ options: { mode: '2v2' }, pirates: { w1: 'c1', b1: 'd1' } });
    play(s, 'w1 d1');
    expect([where(s, 'w1'), where(s, 'b1')]).toEqual(['d1', 'd1']);
  });

  it('rb 109 "If, at sea, an opponent struck him": 4p, white swimming onto black\'s swimmer kills him (black is no ally here)', () => {
    const s = board({ pirates: { w1: 'c1', b1: 'd1' } });
    play(s, 'w1 d1');
    expect([where(s, 'w1'), where(s, 'b1')]).toEqual(['d1', 'dead']);
  });

  it('rb 163 cannon + rb 67: 2v2, fired into the sea where black swims, white swims beside him; where yellow swims, yellow dies (rb 109)', () => {
    const s = board({ options: { mode: '2v2' }, tiles: { c4: 'empty', b4: 'cannon:3' }, pirates: { w1: 'c4', b1: 'a4' } });
    play(s, 'w1 b4');
    expect([where(s, 'w1'), where(s, 'b1')]).toEqual(['a4', 'a4']);
    const t = board({ options: { mode: '2v2' }, tiles: { c4: 'empty', b4: 'cannon:3' }, pirates: { w1: 'c4', y1: 'a4' } });
    play(t, 'w1 b4');
    expect([where(t, 'w1'), where(t, 'y1')]).toEqual(['a4', 'dead']);
  });

  it('70 (2020) + rb 127: 2v2, black\'s ship sailing onto black and white swimming together takes both aboard', () => {
    const s = board({ options: { mode: '2v2' }, pirates: { w1: 'f13', b1: 'f13' }, turn: 'b' });
    play(s, 'ship b f13');
    untilTurn(s, 'w');
    expect(movesOf(s, 'w1')).toContain('w1 f12');
    expect(where(s, 'b1')).toBe('f13');
  });

  it('rb 127 "if a pirate is struck by a rival, he returns precisely to his own ship": white struck in front of black\'s ship goes south', () => {
    const s = board({ options: { mode: '2v2' }, tiles: { g12: 'empty', h12: 'empty' }, pirates: { w1: 'g12', b1: 'g12', r1: 'h12' }, turn: 'r' });
    play(s, 'r1 g12');
    expect([where(s, 'w1'), where(s, 'b1'), where(s, 'r1')]).toEqual(['g1', 'g13', 'g12']);
  });
});

describe('several crews on one spinner or one cell (rb 91, 97, 99; 110-115)', () => {
  it('rb 97 "he stands on tile III and you stand on tile II": 3p, three crews on the desert; white advancing strikes yellow only', () => {
    const s = board({ options: { mode: '3p' }, tiles: { e5: 'desert' }, pirates: { w1: { at: 'e5', step: 1 }, y1: { at: 'e5', step: 2 }, b1: { at: 'e5', step: 3 } } });
    play(s, 'w1 e5');
    expect([where(s, 'y1'), stepOf(s, 'w1'), where(s, 'b1'), stepOf(s, 'b1')]).toEqual(['a7', 2, 'e5', 3]);
  });

  it('rb 99 "the only tile on which sailors of opposing crews may stand": 4p, red entering the desert beside three other crews strikes nobody on a later step', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'mountains' }, pirates: { w1: { at: 'e5', step: 2 }, y1: { at: 'e5', step: 3 }, b1: { at: 'e5', step: 4 }, r1: 'd5' }, turn: 'r' });
    play(s, 'r1 e5');
    expect([where(s, 'w1'), where(s, 'y1'), where(s, 'b1'), where(s, 'r1'), stepOf(s, 'r1')]).toEqual(['e5', 'e5', 'e5', 'e5', 1]);
  });

  it('rb 91 "If there were several enemies on the tile, all of them" + rb 127: 2v2, yellow advancing onto the step white and black share strikes both, each to his own ship', () => {
    const s = board({ options: { mode: '2v2' }, tiles: { e5: 'desert' }, pirates: { w1: { at: 'e5', step: 2 }, b1: { at: 'e5', step: 2 }, y1: { at: 'e5', step: 1 } }, turn: 'y' });
    play(s, 'y1 e5');
    expect([where(s, 'w1'), where(s, 'b1'), stepOf(s, 'y1')]).toEqual(['g1', 'g13', 2]);
  });

  it('rb 155 ice + FAQ 509 "он бьёт всех врагов на клетке": 2v2, ice slides white onto yellow and red together: both struck to their own ships', () => {
    const s = board({ options: { mode: '2v2' }, tiles: { c5: 'empty', d5: 'ice', e5: 'empty' }, pirates: { w1: 'c5', y1: 'e5', r1: 'e5' } });
    play(s, 'w1 d5');
    expect([where(s, 'w1'), where(s, 'y1'), where(s, 'r1')]).toEqual(['e5', 'a7', 'm7']);
  });

  it('rb 197 "carry any participant … only once per game": 2v2, white arriving on the unused airplane where black waits may fly; then black only walks', () => {
    const s = board({ options: { mode: '2v2' }, tiles: { d5: 'empty', e5: 'airplane', j9: 'empty' }, pirates: { w1: 'd5', b1: 'e5' } });
    play(s, 'w1 e5');
    expect(legal(s)).toContain('w1 > j9');
    play(s, 'w1 > j9');
    expect([where(s, 'w1'), where(s, 'b1'), tileArg(s, 'e5')]).toEqual(['j9', 'e5', 0]);
    untilTurn(s, 'b');
    expect(movesOf(s, 'b1').sort()).toEqual(['b1 d4', 'b1 d5', 'b1 d6', 'b1 e4', 'b1 e6', 'b1 f4', 'b1 f5', 'b1 f6']);
  });
});

describe('three players and the empty east (54; rb 163)', () => {
  it('rb 163 "the pirate flies into the sea in the direction of the barrel": 3p, the cannon aimed east where no ship is: he swims, the coin sinks, and with it the last coin the game ends in a three-way tie', () => {
    const s = board({ options: { mode: '3p' }, tiles: { k7: 'empty', l7: 'cannon:1' }, pirates: { w1: 'k7' }, coins: { k7: 1 }, aboard: { w: 12, y: 12, b: 12 } });
    play(s, 'w1 l7 coin');
    expect([where(s, 'w1'), lost(s), isTerminal(s)]).toEqual(['m7', 1, true]);
    const r = result(s);
    expect([r.scores, r.ranks]).toEqual([[12, 12, 12], [1, 1, 1]]);
  });

  it('rb 47 "Whoever brings the largest number of coins to his ship wins": 3p, black brings the last coin and is first alone', () => {
    const s = board({ options: { mode: '3p' }, tiles: { g12: 'empty' }, pirates: { b1: 'g12' }, coins: { g12: 1 }, aboard: { w: 12, y: 12, b: 12 }, turn: 'b' });
    play(s, 'b1 g13 coin');
    const r = result(s);
    expect([isTerminal(s), r.scores, r.ranks]).toEqual([true, [12, 12, 13], [2, 2, 1]]);
  });
});

describe('the end and the count with teams (rb 123, 129; 138, 142, 480)', () => {
  it('rb 129 "the total gold plundered by each side is counted": 2v2, the last coin onto black\'s ship: 19 against 18', () => {
    const s = board({ options: { mode: '2v2' }, tiles: { f12: 'empty' }, pirates: { w1: 'f12' }, coins: { f12: 1 }, aboard: { w: 10, b: 8, y: 9, r: 9 } });
    play(s, 'w1 g13 coin');
    const r = result(s);
    expect([isTerminal(s), r.scores, r.ranks]).toEqual([true, [19, 18, 19, 18], [1, 3, 1, 3]]);
  });

  it('rb 129 + README 6 "equal coins share the place": 2v2, the cannibal eats the last coin: 18 all, the teams tie', () => {
    const s = board({ options: { mode: '2v2' }, tiles: { d5: 'empty', e5: 'cannibal' }, pirates: { w1: 'd5' }, coins: { d5: 1 }, aboard: { w: 10, b: 8, y: 10, r: 8 } });
    play(s, 'w1 e5 coin');
    const r = result(s);
    expect([isTerminal(s), where(s, 'w1'), r.scores, r.ranks]).toEqual([true, 'dead', [18, 18, 18, 18], [1, 1, 1, 1]]);
  });

  it('rb 123 "Human losses do not count": 2v2, black\'s crew all dead, his ship\'s gold still counts for the team', () => {
    const s = board({
      options: { mode: '2v2' }, tiles: { g2: 'empty' }, pirates: { w1: 'g2', b1: 'dead', b2: 'dead', b3: 'dead' }, coins: { g2: 1 },
      aboard: { w: 6, b: 12, y: 9, r: 9 },
    });
    play(s, 'w1 g1 coin');
    const r = result(s);
    expect([isTerminal(s), r.scores, r.ranks]).toEqual([true, [19, 18, 19, 18], [1, 3, 1, 3]]);
  });

  it('480 "Монеты, добытые одним игроком, попадают в общий котёл": 2p, yellow brings the last coin to red\'s ship: player 1 has 22 to 15', () => {
    const s = board({ options: { mode: '2p' }, tiles: { l6: 'empty' }, pirates: { y1: 'l6' }, coins: { l6: 1 }, aboard: { w: 10, b: 5, y: 12, r: 9 }, turn: 'y' });
    play(s, 'y1 m7 coin');
    const r = result(s);
    expect([isTerminal(s), aboard(s, 'r'), r.scores, r.ranks]).toEqual([true, 10, [15, 22], [2, 1]]);
  });

  it('README 6: 2v2, every other coin aboard, the last one carried by red on a spinner\'s step: the game goes on', () => {
    const s = board({ options: { mode: '2v2' }, tiles: { e5: 'desert', c3: 'empty' }, pirates: { r1: { at: 'e5', step: 2, carry: true }, w1: 'c3' }, aboard: { w: 9, b: 9, y: 9, r: 9 } });
    play(s, 'w1 c4');
    expect(isTerminal(s)).toBe(false);
  });

  it('README 6 "The game ends when every coin is either on a ship or lost": 4p, the last coin sunk by an arrow into the sea ends it with pirates still ashore', () => {
    const s = board({ tiles: { c3: 'empty', b3: 'arrow1:3', e5: 'empty' }, pirates: { w1: 'c3', y1: 'e5' }, coins: { c3: 1 }, aboard: { w: 9, y: 9, b: 9, r: 9 } });
    play(s, 'w1 b3 coin');
    const r = result(s);
    expect([where(s, 'w1'), where(s, 'y1'), lost(s), isTerminal(s), r.ranks]).toEqual(['a3', 'e5', 1, true, [1, 1, 1, 1]]);
  });
});
