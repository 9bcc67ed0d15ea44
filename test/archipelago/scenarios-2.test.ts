/**
 * The second black-box scenario hunt on the Archipelago (session 24): positions written from
 * the text (full-rules-ru.txt lines 621-1272) before reading how the engine plays them, on
 * ground the first hunt (scenarios.test.ts) left: the die and what it decides, the missionary's
 * limits, the sanctuary, ships meeting swimmers, striking in the bank and the labyrinth, ice, flights and
 * throws that open tiles or bring a coin aboard, the smoke's round, the end and the count
 * (the bear's scenarios are in scenarios-2-bear.test.ts).
 * Each test is named after the passage's line. Scenes of island 1 (scene.ts):
 *
 *   island 1      d3 e3 f3 g3             (row 3, north)
 *              c4 d4 e4 f4 g4 h4          (row 4)
 *              c5 d5 e5 f5                (row 5; g5, h5 a bay)
 *              c6 d6 e6 f6 g6 h6          (row 6)
 *                 d7 e7 f7 g7             (row 7)
 *
 * Ships W b4, Y i6, B e8, R e2 unless placed. The die's faces (A-R8): 1 N, 2 NE, 3 SE, 4 S,
 * 5 SW, 6 NW (turned with the tile).
 */
import { describe, expect, it } from 'vitest';
import { ARCHIPELAGO as G } from '../../src/archipelago/game.js';
import { checkState } from '../../src/archipelago/check.js';
import {
  ABOARD, BEN_GUNN, FALLEN, BOTTLES, COIN_SUPPLY, COINS, LAB_MASK, LAB_SHIFT, LOST, OUT, P_CELL, P_CREW, P_STAT, SCORE, State, TILE, TURN,
} from '../../src/archipelago/state.js';
import { at, cell, legal, PIECE, play, scene } from './scene.js';

const sound = (s: State): void => expect(checkState(s, false)).toEqual([]);
const coins = (s: State, c: string): number => s.u8[COINS + cell(c)];
const labStepOf = (s: State, name: string): number => (s.u8[P_STAT + PIECE(name)] & LAB_MASK) >> LAB_SHIFT;

describe('the dice crossroads (line 848 "Бросьте кубик, он определяет направление движения пирата")', () => {
  it('line 848: face 1 sends the pirate north (d4 to d3)', () => {
    expect(at(play(scene({ pieces: { W1: 'c4' }, open: { d4: 'dice' } }), 'W1 d4', 'roll 1'), 'W1')).toBe(cell('d3'));
  });
  it('line 848 with 1212 (tiles have a direction): the die turned a quarter sends face 1 east (d4 to e4)', () => {
    expect(at(play(scene({ pieces: { W1: 'c4' }, open: { d4: 'dice/1' } }), 'W1 d4', 'roll 1'), 'W1')).toBe(cell('e4'));
  });
  it('line 848 with 1065: the die sending a coin-bearer into the sea drowns the coin; he swims', () => {
    const s = play(scene({ pieces: { W1: 'd4' }, coins: { d4: 1 }, open: { d3: 'dice' } }), 'W1 d3$', 'roll 1');
    expect([at(s, 'W1'), s.v[LOST]]).toEqual([cell('d2'), 1]);
    sound(s);
  });
  it('line 848 with 1208: the die sending him onto his own ship takes him and his coin aboard', () => {
    const s = play(scene({ pieces: { W1: 'c4' }, coins: { c4: 1 }, open: { d4: 'dice' }, ships: { W: 'c3' } }), 'W1 d4$', 'roll 6');
    expect([at(s, 'W1'), s.v[SCORE]]).toEqual([ABOARD + 0, 1]);
  });
  it('line 1073: the die sending an empty-handed pirate onto an enemy strikes him', () => {
    const s = play(scene({ pieces: { W1: 'c4', Y1: 'e5' }, open: { d4: 'dice' } }), 'W1 d4', 'roll 3');
    expect([at(s, 'W1'), at(s, 'Y1')]).toEqual([cell('e5'), ABOARD + 1]);
  });
  it('line 754: ice after the die repeats the die\'s step (d4 SE to e5, ice, on to f6)', () => {
    expect(at(play(scene({ pieces: { W1: 'c4' }, open: { d4: 'dice', e5: 'ice' } }), 'W1 d4', 'roll 3'), 'W1')).toBe(cell('f6'));
  });
  it('line 780: the crocodile sends him back onto the die, which is thrown again', () => {
    const s = play(scene({ pieces: { W1: 'c4' }, open: { d4: 'dice', e5: 'crocodile' } }), 'W1 d4', 'roll 3');
    expect(G.isChance(s)).toBe(true);
    expect(at(play(s, 'roll 1'), 'W1')).toBe(cell('d3'));
  });
  it('line 1063 (coins only over open tiles): the die ending on a closed tile opens it; the coin stays where he began (A-R6)', () => {
    const s = play(scene({ pieces: { W1: 'c4' }, coins: { c4: 1 }, open: { d4: 'dice' }, closed: { e5: 'empty' } }), 'W1 d4$', 'roll 3');
    expect([at(s, 'W1'), coins(s, 'c4'), coins(s, 'e5')]).toEqual([cell('e5'), 1, 0]);
    sound(s);
  });
  it('line 1092: the die throwing him into an enemy-held fortress is an impossible move: he dies', () => {
    const s = play(scene({ pieces: { W1: 'c4', Y1: 'e5' }, open: { d4: 'dice', e5: 'fortress' } }), 'W1 d4', 'roll 3');
    expect([at(s, 'W1'), at(s, 'Y1')]).toEqual([OUT, cell('e5')]);
  });
});

describe('the missionary (lines 914-922)', () => {
  it('line 922 "Миссионер может открывать закрытые клетки": he turns over a chest; its coin lies there', () => {
    const s = play(scene({ closed: { d4: 'chest1' }, missionary: { at: 'c4', crew: 0 } }), 'M d4');
    expect([at(s, 'M'), coins(s, 'd4')]).toEqual([cell('d4'), 1]);
  });
  it('line 920 "не может носить никакие грузы": no step with a coin', () => {
    const l = legal(scene({ coins: { c4: 1 }, missionary: { at: 'c4', crew: 0 } }));
    expect(l).toContain('M d4');
    expect(l).not.toContain('M d4$');
  });
  it('line 916 "Миссионер не может «воскрешать» пиратов в святилище"; a pirate there does', () => {
    const x = { pieces: { W1: 'dead' }, open: { d4: 'sanctuary' } };
    expect(legal(scene({ ...x, missionary: { at: 'd4', crew: 0 } })).filter((t) => t.startsWith('revive'))).toEqual([]);
    expect(legal(scene({ ...x, pieces: { W1: 'dead', W2: 'd4' } }))).toContain('revive W1');
  });
});

describe('the musket (line 828)', () => {
  it('line 828 "считается побитым (как в драке)" with the tile notes ("защищает от атак, а не от выстрелов"): the preacher\'s company does not stop a bullet; the pirate beside him is hit', () => {
    const s = play(scene({ pieces: { W1: 'c4', Y1: 'f4' }, closed: { d4: 'musket' }, missionary: { at: 'f4', crew: 1 } }), 'W1 d4', 'shoot E');
    expect([at(s, 'Y1'), at(s, 'M')]).toEqual([ABOARD + 1, cell('f4')]);
  });
});

describe('the sanctuary (lines 836, 1096)', () => {
  it('line 1096 "Новорожденный пират начинает ход прямо из святилища": revived, he stands on it', () => {
    const s = play(scene({ pieces: { W1: 'dead', W2: 'd4' }, open: { d4: 'sanctuary' } }), 'revive W1');
    expect(at(s, 'W1')).toBe(cell('d4'));
  });
});

describe('the sanctuary, continued (lines 838, 1096; FAQ 1247)', () => {
  it('line 1096 "На возрождение одного пирата потребуется один ход": reviving is the turn; yellow moves next', () => {
    const s = play(scene({ pieces: { W1: 'dead', W2: 'd4' }, open: { d4: 'sanctuary' } }), 'revive W1');
    expect(s.v[TURN]).toBe(1);
  });
  it('line 838 with FAQ 1247 ("пока не получит бутылку"): the converted missionary is a third fighter: no revival', () => {
    const s = scene({ pieces: { W1: 'dead', W2: 'd4' }, open: { d4: 'sanctuary' }, missionary: { at: 'c4', crew: 0, converted: true } });
    expect(legal(s)).not.toContain('revive W1');
  });
});

describe('islanders found (lines 958, 994)', () => {
  it('line 958: Ben Gunn joins the crew whose pirate turned his tile over, standing on it', () => {
    const s = play(scene({ pieces: { W1: 'c4' }, closed: { d4: 'bengunn' } }), 'W1 d4');
    expect([s.u8[P_CELL + BEN_GUNN], s.u8[P_CREW + BEN_GUNN]]).toEqual([cell('d4'), 0]);
  });
});

describe('ships and swimmers (lines 684-691, 1089)', () => {
  it('line 1089 "При соприкосновении с вражеским кораблём": a ship sailing onto an enemy swimmer kills him', () => {
    const s = play(scene({ pieces: { Y1: 'b6' } }), 'sail b6');
    expect(at(s, 'Y1')).toBe(OUT);
  });
  it('line 684: a swimmer swims one cell along the shore; he does not climb onto land, nor swim off the shore', () => {
    const l = legal(scene({ pieces: { W1: 'b6' } })).filter((t) => t.startsWith('W1'));
    expect(l).toEqual(expect.arrayContaining(['W1 b5', 'W1 b7']));
    for (const t of ['W1 c5', 'W1 c6', 'W1 a6', 'W1 a5', 'W1 a7']) expect(l).not.toContain(t);
  });
  it('line 689 "Пропускать ход нельзя": no pass while a move exists', () => {
    expect(legal(scene({ pieces: { W1: 'd4' } }))).not.toContain('pass');
  });
  it('line 691: own pirates share a cell', () => {
    const s = play(scene({ pieces: { W1: 'c4', W2: 'd4' } }), 'W1 d4');
    expect([at(s, 'W1'), at(s, 'W2')]).toEqual([cell('d4'), cell('d4')]);
  });
});

describe('moves the text forbids (lines 772, 812, 1203)', () => {
  it('line 1203 "перешагивает": a ship never stops on another ship\'s cell, nor sails onto land', () => {
    const l = legal(scene({ ships: { Y: 'b5' } }));
    expect(l).not.toContain('sail b5');
    expect(l).toContain('sail b6');
    expect(l).not.toContain('sail c4');
  });
  it('line 772 "Использовать бутылку можно только в конце хода": no bottle before the turn\'s move', () => {
    const s = scene({ pieces: { W1: 'd4' }, open: { d4: 'pit' }, stat: { W1: FALLEN }, bottles: [1, 0] });
    expect(legal(s).filter((t) => t.startsWith('bottle'))).toEqual([]);
  });
  it('line 812: the lighthouse with one closed tile left peeks at that one, then play goes on', () => {
    const s = play(scene({ pieces: { W1: 'c4' }, closed: { d4: 'lighthouse' } }), 'W1 d4');
    expect(legal(s)).toEqual(['peek g7']);
    play(s, 'peek g7');
    expect(s.v[TURN]).toBe(1);
  });
});

describe('striking (lines 788, 1073-1081)', () => {
  it('line 1076: only with empty hands; he may put the coin down and strike', () => {
    const s = scene({ pieces: { W1: 'd4', Y1: 'e4' }, coins: { d4: 1 } });
    expect(legal(s)).not.toContain('W1 e4$');
    play(s, 'W1 e4');
    expect([at(s, 'Y1'), coins(s, 'd4')]).toEqual([ABOARD + 1, 1]);
  });
  it('line 788: in the bank with a coin he cannot be struck; without a coin the bank is an empty cell', () => {
    expect(legal(scene({ pieces: { W1: 'c4', Y1: 'd4' }, open: { d4: 'bank' }, coins: { d4: 1 } }))).not.toContain('W1 d4');
    const s = play(scene({ pieces: { W1: 'c4', Y1: 'd4' }, open: { d4: 'bank' } }), 'W1 d4');
    expect(at(s, 'Y1')).toBe(ABOARD + 1);
  });
  it('line 1078 "он на цифре 3, вы на цифре 2": one step behind, the next step strikes him', () => {
    const s = play(scene({ pieces: { W1: 'd4', Y1: 'd4' }, open: { d4: 'lab3' }, stat: { W1: 2 << LAB_SHIFT, Y1: 3 << LAB_SHIFT } }), 'W1 in');
    expect([at(s, 'Y1'), labStepOf(s, 'W1')]).toEqual([ABOARD + 1, 3]);
  });
});

describe('forced moves (lines 754, 780, 856, 864, 872, 820)', () => {
  it('line 754: two ices in a row repeat the step twice (c4, d4, e4, on to f4)', () => {
    expect(at(play(scene({ pieces: { W1: 'c4' }, open: { d4: 'ice', e4: 'ice' } }), 'W1 d4'), 'W1')).toBe(cell('f4'));
  });
  it('line 754 with 1062: the ice carries the coin along', () => {
    const s = play(scene({ pieces: { W1: 'c4' }, coins: { c4: 1 }, open: { d4: 'ice' } }), 'W1 d4$');
    expect([at(s, 'W1'), coins(s, 'e4'), coins(s, 'c4')]).toEqual([cell('e4'), 1, 0]);
  });
  it('line 754 with 682: the ice sliding onto a closed chest turns it over', () => {
    const s = play(scene({ pieces: { W1: 'c4' }, open: { d4: 'ice' }, closed: { e4: 'chest1' } }), 'W1 d4');
    expect([at(s, 'W1'), coins(s, 'e4')]).toEqual([cell('e4'), 1]);
    expect(s.u8[TILE + cell('e4')]).not.toBe(0);
  });
  it('line 754 with 1208: the ice sliding him onto his own ship takes his coin aboard (d4 west over c4 to b4)', () => {
    const s = play(scene({ pieces: { W1: 'd4' }, coins: { d4: 1 }, open: { c4: 'ice' } }), 'W1 c4$');
    expect([at(s, 'W1'), s.v[SCORE]]).toEqual([ABOARD + 0, 1]);
  });
  it('line 754 "пришли слева — идите дальше направо": off the ship onto ice slides on east (b4, c4 ice, d4)', () => {
    expect(at(play(scene({ open: { c4: 'ice' } }), 'W1 c4'), 'W1')).toBe(cell('d4'));
  });
  it('line 754 with 796: the ice slides him into a jungle where an enemy stands: they share it, nobody is struck', () => {
    const s = play(scene({ pieces: { W1: 'c4', Y1: 'e4' }, open: { d4: 'ice', e4: 'jungle' } }), 'W1 d4');
    expect([at(s, 'W1'), at(s, 'Y1')]).toEqual([cell('e4'), cell('e4')]);
  });
  it('line 1208 "или дружественный (при игре двое на двое)": an arrow onto the ally\'s ship takes him aboard it', () => {
    const s = play(scene({ mode: '2v2', pieces: { W1: 'c4' }, open: { d4: 'arrow1/3' }, ships: { B: 'c3' } }), 'W1 d4');
    expect(at(s, 'W1')).toBe(ABOARD + 2);
  });
  it('line 780: a pirate stepping off his ship onto a crocodile goes back aboard', () => {
    const s = play(scene({ open: { c4: 'crocodile' } }), 'W1 c4');
    expect(at(s, 'W1')).toBe(ABOARD + 0);
  });
  it('line 864 with 682: the flight onto a closed chest turns it over', () => {
    const s = play(scene({ pieces: { W1: 'c4' }, closed: { d4: 'airplane', f4: 'chest1' } }), 'W1 d4', '> f4');
    expect([at(s, 'W1'), coins(s, 'f4')]).toEqual([cell('f4'), 1]);
  });
  it('line 856 "С батута можно попадать на корабль": over one cell onto his own ship, the coin aboard', () => {
    const s = play(scene({ pieces: { W1: 'd4' }, coins: { d4: 1 }, open: { c4: 'trampoline' }, ships: { W: 'a4' } }), 'W1 c4$', '> a4');
    expect([at(s, 'W1'), s.v[SCORE]]).toEqual([ABOARD + 0, 1]);
  });
  it('line 872 "Можно использовать, чтобы попасть на свой корабль": the cannon (north) over e4, e3 onto the ship at e2, the coin aboard', () => {
    const s = play(scene({ pieces: { W1: 'e6' }, coins: { e6: 1 }, open: { e5: 'cannon' }, ships: { W: 'e2' } }), 'W1 e5$');
    expect([at(s, 'W1'), s.v[SCORE]]).toEqual([ABOARD + 0, 1]);
    sound(s);
  });
  it('line 820 "При игре двое на двое воздушный шар несёт пирата именно на свой": not the ally\'s ship beside it', () => {
    const s = play(scene({ mode: '2v2', pieces: { W1: 'e7' }, open: { e6: 'balloon' } }), 'W1 e6');
    expect(at(s, 'W1')).toBe(ABOARD + 0);
  });
  it('line 1092 with FAQ 1226 ("Монета остаётся там, где пират начинал ход"): the crocodile-arrow cycle kills him; his coin is back on c5', () => {
    const s = play(scene({ pieces: { W1: 'c5' }, coins: { c5: 1 }, open: { d5: 'arrow1', e4: 'crocodile' } }), 'W1 d5$');
    expect([at(s, 'W1'), coins(s, 'c5'), s.v[LOST]]).toEqual([OUT, 1, 0]);
    sound(s);
  });
  it('line 938 with FAQ 1226: an arrow carrying a coin-bearer onto an open cannibal kills him; the coin stays where he began', () => {
    const s = play(scene({ pieces: { W1: 'c4' }, coins: { c4: 1 }, open: { d4: 'arrow1', e3: 'cannibal' } }), 'W1 d4$');
    expect([at(s, 'W1'), coins(s, 'c4'), coins(s, 'e3')]).toEqual([OUT, 1, 0]);
  });
  it('line 938: the cannibal kills the pirate who turns it over', () => {
    expect(at(play(scene({ pieces: { W1: 'c4' }, closed: { d4: 'cannibal' } }), 'W1 d4'), 'W1')).toBe(OUT);
  });
});

describe('bottles and the smoke (lines 772, 880-882)', () => {
  it('line 772 "игрок берёт себе столько бутылок, сколько указано на клетке": two', () => {
    const s = play(scene({ pieces: { W1: 'c4' }, closed: { d4: 'bottle2' } }), 'W1 d4');
    expect([s.v[BOTTLES], s.v[BOTTLES + 1]]).toEqual([2, 0]);
  });
  it('line 880: after white turns over the smoke (2p), white moves yellow\'s crew, then yellow moves white\'s, then yellow its own', () => {
    const s = play(scene({ pieces: { W1: 'c4' }, closed: { d4: 'smoke' } }), 'W1 d4');
    const who: number[][] = [];
    for (let k = 0; k < 3; k++) {
      who.push([s.v[TURN], G.currentPlayer(s)]);
      play(s, legal(s).find((t) => t.startsWith('sail')) as string);
    }
    expect(who).toEqual([[1, 0], [0, 1], [1, 1]]);
  });
});

describe('the smoke in 3p (line 880)', () => {
  it('line 880: white turns it over; black moves yellow\'s crew, white black\'s, yellow white\'s; then yellow\'s own turn', () => {
    const s = play(scene({ mode: '3p', pieces: { W1: 'c4' }, closed: { d4: 'smoke' } }), 'W1 d4');
    const who: number[][] = [];
    for (let k = 0; k < 4; k++) {
      who.push([s.v[TURN], G.currentPlayer(s)]);
      play(s, legal(s).find((t) => t.startsWith('sail')) as string);
    }
    expect(who).toEqual([[1, 2], [2, 0], [0, 1], [1, 1]]);
  });
});

describe('turns, the end and the count (lines 1102-1104, 1156, 1160)', () => {
  it('line 1156: in 2v2 white, yellow, black, red in turn', () => {
    const s = scene({ mode: '2v2' });
    const turns: number[] = [];
    for (let k = 0; k < 4; k++) {
      play(s, legal(s).find((t) => t.startsWith('sail')) as string);
      turns.push(s.v[TURN]);
    }
    expect(turns).toEqual([1, 2, 3, 0]);
  });
  it('line 1102: every tile open, the last coin drowned by an arrow: the game is over, nobody scored it', () => {
    const s = play(scene({ pieces: { W1: 'd4' }, coins: { d4: 1 }, open: { c4: 'arrow1/3', g7: 'empty' } }), 'W1 c4$');
    expect([G.isTerminal(s), s.v[LOST], at(s, 'W1')]).toEqual([true, 1, cell('b3')]);
    expect(G.outcome(s).scores).toEqual([0, 0]);
  });
  it('line 1104 in 3p: two crews with 2 coins and three pirates each share the first place, the third with 1 is third', () => {
    const s = scene({ mode: '3p', pieces: { W1: 'c4' }, coins: { c4: 1 }, open: { g7: 'empty' } });
    s.v[SCORE] = 1; s.v[SCORE + 1] = 2; s.v[SCORE + 2] = 1; s.v[COIN_SUPPLY] -= 4;
    play(s, 'W1 b4$');
    expect(G.outcome(s).ranks).toEqual([1, 1, 3]);
  });
  it('line 1104 "больше всех живых пиратов" in 4p: equal coins, the crew with a dead pirate is behind', () => {
    const s = scene({ mode: '4p', pieces: { W1: 'c4', Y3: 'dead' }, coins: { c4: 1 }, open: { g7: 'empty' } });
    s.v[SCORE + 1] = 1; s.v[COIN_SUPPLY] -= 1;
    play(s, 'W1 b4$');
    expect(G.outcome(s).ranks).toEqual([1, 2, 3, 3]);
  });
  it('line 1160 with 1104: in 2v2 the team\'s gold is counted together: 1 + 1 beats 1 + 0 (both seats of a team share its place)', () => {
    const s = scene({ mode: '2v2', pieces: { W1: 'c4' }, coins: { c4: 1 }, open: { g7: 'empty' } });
    s.v[SCORE + 2] = 1; s.v[SCORE + 1] = 1; s.v[COIN_SUPPLY] -= 2;
    play(s, 'W1 b4$');
    expect(G.outcome(s).ranks).toEqual([1, 3, 1, 3]);
  });
});
