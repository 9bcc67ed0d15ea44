/**
 * Black-box scenarios on four players and the two-by-two game in the Archipelago (session 26),
 * written from the text (full-rules-ru.txt lines 621-1272) before reading the engine: the bank,
 * the missionary, the pit, the bear, the die and the cannon with an ally or a third crew, and who
 * rows whose ship. Each test is named after its line. Scenes of island 1 (scene.ts):
 *
 *   island 1      d3 e3 f3 g3             (row 3, north)
 *              c4 d4 e4 f4 g4 h4          (row 4)
 *              c5 d5 e5 f5                (row 5; g5, h5 a bay)
 *              c6 d6 e6 f6 g6 h6          (row 6)
 *                 d7 e7 f7 g7             (row 7)
 *
 * Ships W b4, Y i6, B e8, R e2 unless placed; 2v2 is white+black against yellow+red (A-R23). The
 * die's faces (A-R8): 1 N, 2 NE, 3 SE, 4 S, 5 SW, 6 NW.
 */
import { describe, expect, it } from 'vitest';
import { ABOARD, BEAR, COINS, FALLEN, LAB_MASK, LAB_SHIFT, LOST, OUT, P_CELL, P_STAT, SCORE, State } from '../../src/archipelago/state.js';
import { at, cell, legal, PIECE, play, scene } from './scene.js';

const coins = (s: State, c: string): number => s.u8[COINS + cell(c)];
const labStepOf = (s: State, name: string): number => (s.u8[P_STAT + PIECE(name)] & LAB_MASK) >> LAB_SHIFT;
const fallen = (s: State, name: string): boolean => (s.u8[P_STAT + PIECE(name)] & FALLEN) !== 0;

describe('allies and the bank, the missionary and the pit (788, 914, 762-764, 1152-1154)', () => {
  it('788 "В банке может стоять только один пират" over 1152 "Союзники могут стоять на одной клетке": 2v2, black does not join white in the bank', () => {
    const s = scene({ mode: '2v2', pieces: { W1: 'd5', B1: 'c5' }, open: { d5: 'bank' }, turn: 2 });
    expect(legal(s)).not.toContain('B1 d5');
    expect(legal(s)).toContain('B1 d4');
  });

  it('788 "Если на этой клетке стоит пират с монетой, его нельзя атаковать": 4p, neither yellow nor black strikes white holding the bank\'s coin', () => {
    for (const [who, turn] of [['Y1', 1], ['B1', 2]] as const) {
      const s = scene({ mode: '4p', pieces: { W1: 'd5', [who]: 'c5' }, open: { d5: 'bank' }, coins: { d5: 1 }, turn });
      expect(legal(s)).not.toContain(`${who} d5`);
    }
  });

  it('914 "враги не могут зайти на клетку с миссионером": 2v2, black (an ally) walks onto white\'s missionary; in 4p he may not', () => {
    const s = scene({ mode: '2v2', pieces: { B1: 'c4' }, missionary: { at: 'd4', crew: 0 }, turn: 2 });
    play(s, 'B1 d4');
    expect([at(s, 'B1'), at(s, 'M')]).toEqual([cell('d4'), cell('d4')]);
    const t = scene({ mode: '4p', pieces: { B1: 'c4' }, missionary: { at: 'd4', crew: 0 }, turn: 2 });
    expect(legal(t)).not.toContain('B1 d4');
  });

  it('764 "пират из дружественной команды тоже может выручить" then 762: 2v2, black raises white and does not fall; yellow coming strikes both and falls', () => {
    const s = scene({ mode: '2v2', pieces: { W1: 'd5', B1: 'c5', Y1: 'e5' }, open: { d5: 'pit' }, stat: { W1: FALLEN }, turn: 2 });
    play(s, 'B1 d5');
    expect([fallen(s, 'W1'), fallen(s, 'B1'), at(s, 'B1')]).toEqual([false, false, cell('d5')]);
    play(s, legal(s).find((t) => t.startsWith('sail')) as string); // red
    play(s, legal(s).find((t) => t.startsWith('sail')) as string); // white
    play(s, 'Y1 d5');
    expect([at(s, 'W1'), at(s, 'B1'), at(s, 'Y1'), fallen(s, 'Y1')]).toEqual([ABOARD + 0, ABOARD + 2, cell('d5'), true]);
  });
});

describe('the labyrinth among several crews (1078, 1081, 1152, 1154)', () => {
  it('1081 "пираты враждующих команд" + 1078 "он на цифре 3, вы на цифре 2": 3p, three crews in the labyrinth; white taking a step strikes yellow only', () => {
    const s = play(scene({ mode: '3p', pieces: { W1: 'd4', Y1: 'd4', B1: 'd4' }, open: { d4: 'lab4' }, stat: { W1: 1 << LAB_SHIFT, Y1: 2 << LAB_SHIFT, B1: 3 << LAB_SHIFT } }), 'W1 in');
    expect([at(s, 'Y1'), at(s, 'B1'), labStepOf(s, 'W1'), labStepOf(s, 'B1')]).toEqual([ABOARD + 1, cell('d4'), 2, 3]);
  });

  it('1152 "Союзники могут стоять на одной клетке": 2v2, black stepping onto white\'s step joins him', () => {
    const s = play(scene({ mode: '2v2', pieces: { W1: 'd4', B1: 'd4' }, open: { d4: 'lab3' }, stat: { W1: 3 << LAB_SHIFT, B1: 2 << LAB_SHIFT }, turn: 2 }), 'B1 in');
    expect([at(s, 'W1'), at(s, 'B1'), labStepOf(s, 'W1'), labStepOf(s, 'B1')]).toEqual([cell('d4'), cell('d4'), 3, 3]);
  });

  it('1075 "all the enemies" + 1154 "возвращается именно на свой корабль": 2v2, yellow stepping onto the step white and black share strikes both, each to his own ship', () => {
    const s = play(scene({ mode: '2v2', pieces: { W1: 'd4', B1: 'd4', Y1: 'd4' }, open: { d4: 'lab3' }, stat: { W1: 3 << LAB_SHIFT, B1: 3 << LAB_SHIFT, Y1: 2 << LAB_SHIFT }, turn: 1 }), 'Y1 in');
    expect([at(s, 'W1'), at(s, 'B1'), labStepOf(s, 'Y1')]).toEqual([ABOARD + 0, ABOARD + 2, 3]);
  });
});

describe('ships of a team (1152, 1237; 727, 848, 898)', () => {
  it('FAQ 1237 "Cоюзник не может двигать ваш корабль": 2v2, black with his only pirate aboard white\'s ship has no ship to sail; white aboard black\'s lands from it', () => {
    const s = scene({ mode: '2v2', pieces: { B1: 'ship', B2: 'd4', B3: 'd5' }, turn: 2 });
    s.u8[P_CELL + PIECE('B1')] = ABOARD + 0; // aboard white's ship
    expect(legal(s).filter((t) => t.startsWith('sail'))).toEqual([]);
    const w = scene({ mode: '2v2', pieces: { W1: 'ship', W2: 'dead', W3: 'dead' }, ships: { B: 'e8' } });
    w.u8[P_CELL + PIECE('W1')] = ABOARD + 2; // white's last pirate aboard black's ship: he lands from it, but does not row it
    expect(legal(w).filter((t) => t.startsWith('sail'))).toEqual([]);
    expect(legal(w)).toContain('W1 e7');
  });

  it('727 "Спасти его может только свой или дружественный корабль": 2v2, the cannon fires white with a coin onto black\'s ship; 4p, it kills him and the coin sinks', () => {
    const s = play(scene({ mode: '2v2', pieces: { W1: 'e6' }, coins: { e6: 1 }, open: { e7: 'cannon/2' } }), 'W1 e7$');
    expect([at(s, 'W1'), s.v[SCORE + 2], s.v[LOST]]).toEqual([ABOARD + 2, 1, 0]);
    const t = play(scene({ mode: '4p', pieces: { W1: 'e6' }, coins: { e6: 1 }, open: { e7: 'cannon/2' } }), 'W1 e7$');
    expect([at(t, 'W1'), t.v[SCORE + 2], t.v[LOST]]).toEqual([OUT, 0, 1]);
  });

  it('848 "Бросьте кубик" + 1152 "заходить на дружественные корабли, в том числе носить на них монеты": 2v2, the die sends white with a coin north-west onto black\'s ship', () => {
    const s = play(scene({ mode: '2v2', pieces: { W1: 'd4' }, coins: { d4: 1 }, open: { c4: 'dice' }, ships: { B: 'b3' } }), 'W1 c4$', 'roll 6');
    expect([at(s, 'W1'), s.v[SCORE + 2], s.v[LOST], coins(s, 'd4')]).toEqual([ABOARD + 2, 1, 0, 0]);
  });

  it('848 + 1208 "Пират может зайти только на свой или дружественный корабль": 4p, the same roll onto black\'s ship kills white and sinks the coin', () => {
    const s = play(scene({ mode: '4p', pieces: { W1: 'd4' }, coins: { d4: 1 }, open: { c4: 'dice' }, ships: { B: 'b3' } }), 'W1 c4$', 'roll 6');
    expect([at(s, 'W1'), s.v[SCORE + 2], s.v[LOST]]).toEqual([OUT, 0, 1]);
  });

  it('898 "Любой, кого вынесло на клетку с медведем — покусан и отправляется на свой корабль" + 1154: 2v2, an arrow (north-east) carries black onto white\'s bear: to black\'s own ship', () => {
    const s = play(scene({ mode: '2v2', pieces: { B1: 'c5', W1: 'f6' }, open: { d5: 'arrow1' }, bear: { at: 'e4', crew: 0 }, turn: 2 }), 'B1 d5');
    expect([at(s, 'B1'), s.v[BEAR]]).toEqual([ABOARD + 2, cell('e4')]);
  });
});
