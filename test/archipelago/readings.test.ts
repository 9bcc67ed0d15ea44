/**
 * Readings ruled in sessions 26-27 (docs/RULES.md A-R20, A-J3, A-J10, A-R14, A-J5, A-J15): where the Archipelago text
 * (full-rules-ru.txt, bare line numbers) could be read two ways, the reading of record, each
 * test named after the passage it rests on. Hand-built scenes of island 1 (scene.ts):
 *
 *   island 1      d3 e3 f3 g3             (row 3; beach d3 g3)
 *              c4 d4 e4 f4 g4 h4          (row 4; beach c4 h4)
 *              c5 d5 e5 f5                (row 5; g5, h5 sea)
 *              c6 d6 e6 f6 g6 h6          (row 6; beach c6 h6)
 *                 d7 e7 f7 g7             (row 7; beach d7 g7)
 *
 * white's ship at b4 (against c4), yellow's at i6 (against h6).
 */
import { describe, expect, it } from 'vitest';
import { checkState } from '../../src/archipelago/check.js';
import { cellName } from '../../src/archipelago/geometry.js';
import { ARCHIPELAGO as G } from '../../src/archipelago/game.js';
import { ABOARD, BEAR, BOTTLES, COINS, CONVERTED, FALLEN, FRIDAY, MISSIONARY, OUT, P_CELL, P_CREW, P_STAT, TORTOISE, TORTOISE_CREW, TURN, UP, type State } from '../../src/archipelago/state.js';
import { withFriday } from './friday-scene.js';
import { cell, legal, PIECE, play, scene } from './scene.js';

const picks = (s: State): string[] => legal(s).filter((t) => t.startsWith('tide ')).map((t) => t.slice(5)).sort();
const sail = (s: State): State => play(s, legal(s).find((t) => t.startsWith('sail')) as string);

describe('A-R20 (kept): 788 "В банке может стоять только один пират" over "банк считается пустой клеткой"', () => {
  it('Friday alone in the bank without a coin: neither an enemy (to win him over) nor his own comrade steps in; once he leaves, both may', () => {
    const s = withFriday({ pieces: { Y1: 'c4', W1: 'd5' }, open: { d4: 'bank' }, turn: 1 }, 'd4', 0);
    expect(legal(s)).not.toContain('Y1 d4');
    s.v[TURN] = 0;
    expect(legal(s)).not.toContain('W1 d4');
    play(s, 'F e4'); // Friday steps out of the bank
    expect(legal(s)).toContain('Y1 d4');
  });
});

describe('A-J10 (kept): line 1050 "На клетке не должно быть никаких предметов или персонажей" and the palm\'s token (1038 "Поставьте сюда фишку пальмы")', () => {
  it('the token marks the tile and is no item (1042: items are what a pirate carries, "с предметами — оставляйте всё внизу"): the tide takes an open palm; not one with a pirate up it', () => {
    const s = scene({ closed: { e4: 'tide' }, open: { h4: 'palm', d3: 'palm' }, pieces: { W1: 'd4', Y1: 'd3' } });
    s.v[UP] |= 1 << PIECE('Y1');
    play(s, 'W1 e4');
    expect(picks(s)).toContain('h4');
    expect(picks(s)).not.toContain('d3');
  });
});

describe('A-J3 (kept): line 1022 "Она ходит после игрока, кто её нашел" in the smoke\'s round (line 880)', () => {
  it('the tortoise walks after its finder\'s crew\'s turn, whoever plays it: not after the turn its finder plays for another crew', () => {
    const s = scene({ pieces: { W1: 'c5' }, closed: { d5: 'smoke' } });
    s.v[TORTOISE] = cell('c4'); s.v[TORTOISE_CREW] = 0; // found by white
    play(s, 'W1 d5'); // white's own turn lights the smoke; the tortoise walks after it
    const walk: string[] = [cellName(s.v[TORTOISE])];
    const who: number[][] = [];
    for (let k = 0; k < 3; k++) {
      who.push([s.v[TURN], G.currentPlayer(s)]);
      sail(s);
      walk.push(cellName(s.v[TORTOISE]));
    }
    // yellow's crew played by white's player, white's crew by yellow's player, then yellow's own turn
    expect(who).toEqual([[1, 0], [0, 1], [1, 1]]);
    expect(walk).toEqual(['d3', 'd3', 'e3', 'e3']);
  });
});

/**
 * Plays `turns` whole turns by sailing, recording before each whose turn it is and who plays it
 * ([crew, player]) and after it whether the bear took a step.
 */
function sailTurns(s: State, turns: number): { who: number[][]; stepped: boolean[] } {
  const who: number[][] = [], stepped: boolean[] = [];
  for (let k = 0; k < turns; k++) {
    who.push([s.v[TURN], G.currentPlayer(s)]);
    const b = s.v[BEAR];
    sail(s);
    stepped.push(s.v[BEAR] !== b);
  }
  return { who, stepped };
}

describe('A-R14 (kept, session 27): line 898 "В конце каждого следующего хода разбудившего его игрока" in the smoke\'s round (line 880)', () => {
  // 880 names each turn of the round by the crew it is made for: "он ходит за красных", "ваш
  // сосед ходит за вас", and after it "ваш сосед … делает свой обычный ход": the turn a player
  // makes for another crew is that crew's, not his own. So the waker's turn in the smoke's round
  // is the one his neighbour makes for him, and the bear steps at its end, once a round as ever;
  // not after the turn the waker makes for another crew, and not skipped.
  it('2p: the bear, woken by white, steps after white\'s crew\'s turn played by yellow\'s player, not after yellow\'s crew\'s turn played by white\'s player', () => {
    const s = scene({ pieces: { W1: 'c5' }, closed: { d5: 'smoke' }, bear: { at: 'h4', crew: 0 } });
    const b0 = s.v[BEAR];
    play(s, 'W1 d5'); // white's own turn lights the smoke (its end is white's: TN6); the bear steps after it
    expect(s.v[BEAR]).not.toBe(b0);
    const { who, stepped } = sailTurns(s, 3);
    // yellow's crew played by white's player, white's crew by yellow's player, then yellow's own turn
    expect(who).toEqual([[1, 0], [0, 1], [1, 1]]);
    expect(stepped).toEqual([false, true, false]);
  });

  it('4p: yellow lights the smoke with the bear white\'s; it steps after white\'s crew\'s turn (played by yellow\'s player), not after red\'s (played by white\'s)', () => {
    const s = scene({ mode: '4p', pieces: { Y1: 'h6' }, closed: { g6: 'smoke' }, bear: { at: 'c4', crew: 0 }, turn: 1 });
    const b0 = s.v[BEAR];
    play(s, 'Y1 g6'); // yellow's own turn: not the waker's, the bear stays
    expect(s.v[BEAR]).toBe(b0);
    const { who, stepped } = sailTurns(s, 4);
    // 880's round from the next crew: black by red's player, red by white's, white by yellow's, yellow by black's
    expect(who).toEqual([[2, 3], [3, 0], [0, 1], [1, 2]]);
    expect(stepped).toEqual([false, false, true, false]);
  });
});

/** The tortoise found by white, standing on `c`. */
function withTortoise(s: State, c: string): State {
  s.v[TORTOISE] = cell(c); s.v[TORTOISE_CREW] = 0;
  return s;
}

describe('A-J5 (ruled, session 27): line 1026 "Пираты могут выбираться из воды на клетку с черепахой" lifts line 684\'s "Выбираться на сушу из воды — тоже" for every piece 684 lets swim', () => {
  // 684 "Пираты могут плавать и выбираться из воды на свой корабль" lets Friday and the preacher
  // swim and board; 1026 lifts its last bar with the same subject and verb, and neither
  // islander's passage (914-924, 994) names an exception. The tortoise's cell is a pit here,
  // so the climb is an arrival: the preacher falls (A-R21), Friday walks over it (994).
  it('Friday swimming at b5 climbs out onto the tortoise at c5 and does not fall in its pit; not onto land without it', () => {
    const s = withTortoise(withFriday({ open: { c5: 'pit' } }, 'b5', 0), 'c5');
    expect(legal(s)).toContain('F c5');
    expect(legal(s)).not.toContain('F c4'); // land without the tortoise: never from the water (684)
    play(s, 'F c5');
    expect(s.u8[P_CELL + FRIDAY]).toBe(cell('c5'));
    expect(s.u8[P_STAT + FRIDAY] & FALLEN).toBe(0);
  });

  it('the preaching missionary swimming at b5 climbs out onto the tortoise at c5 and falls in its pit; not where another character stands', () => {
    const s = withTortoise(scene({ open: { c5: 'pit' }, missionary: { at: 'b5', crew: 0 } }), 'c5');
    expect(legal(s)).toContain('M c5');
    play(s, 'M c5');
    expect(s.u8[P_CELL + MISSIONARY]).toBe(cell('c5'));
    expect(s.u8[P_STAT + MISSIONARY] & FALLEN).toBe(FALLEN);
    const t = withTortoise(withFriday({ missionary: { at: 'b5', crew: 0 } }, 'c5', 0), 'c5');
    expect(legal(t)).not.toContain('M c5'); // Friday is on the tortoise's cell: "если на клетке нет других персонажей"
  });
});

describe('A-J15 (ruled, session 27): line 1038 "А можно потратить ещё ход, чтобы с этой клетки залезть на саму пальму" names no climber', () => {
  // 1038's climb, like "На эту клетку можно заходить" before it, has no subject, and neither
  // islander's passage (914-924, 994) names the palm: Friday and the preacher climb. Up there
  // 1040 holds for them ("с ним нельзя драться", the bear); rules of the cell stay (914, 994).
  it('Friday climbs the palm; an enemy with a coin walks in below without winning him over, and keeps him up', () => {
    const s = withFriday({ open: { e4: 'palm' }, pieces: { Y1: 'f4' }, coins: { f4: 1 } }, 'e4', 0);
    expect(legal(s)).toContain('F up');
    play(s, 'F up');
    expect(s.v[UP] & (1 << FRIDAY)).not.toBe(0);
    expect(legal(s)).toContain('Y1 e4$'); // no fight below him: a coin in hand does not bar the step (1064 is for fights)
    play(s, 'Y1 e4$');
    expect(s.u8[P_CREW + FRIDAY]).toBe(0); // "Если его атакуют, начинает играть за врага": up a palm nobody attacks him
    expect(s.u8[P_CELL + FRIDAY]).toBe(cell('e4'));
    expect(s.u8[COINS + cell('e4')]).toBe(1);
    expect(legal(s).filter((t) => t.startsWith('F '))).toEqual([]); // "С пальмы нельзя слезать, пока внизу кто-то стоит"
    expect(checkState(s, false)).toEqual([]);
  });

  it('the preacher up the palm still shields his comrade below: 914 "Пират, стоящий на одной клетке с миссионером … лишается способности атаковать", a rule of the cell (*designed*)', () => {
    const s = scene({ open: { e4: 'palm' }, pieces: { W2: 'e4', Y1: 'f4' }, missionary: { at: 'e4', crew: 0 } });
    play(s, 'M up', 'Y1 f5'); // yellow stays next to the cell
    expect(s.v[UP] & (1 << MISSIONARY)).not.toBe(0);
    expect(legal(s)).not.toContain('W2 f5'); // W2 shares the preacher's cell: he strikes nobody
    const bare = scene({ open: { e4: 'palm' }, pieces: { W2: 'e4', Y1: 'f5' } });
    expect(legal(bare)).toContain('W2 f5'); // the same strike with no preacher on the cell
  });

  it('a bottle is handed up the palm: 1042 "На пальму нельзя залезать с предметами — оставляйте всё внизу" bars climbing with things, not giving; the preacher takes it up there and stays up', () => {
    // *ruling* (session 27, the engine as it was): the bottle comes from the crew's stock, not a
    // thing carried up (1042 is about the climber's load), and giving is no fight and no card's
    // ability (1040 "с ним нельзя драться. На него не действуют способности"); 918's "Передать
    // миссионеру бутылку можно и с соседней клетки" names no exception
    const s = scene({ open: { e4: 'palm' }, pieces: { W1: 'c4', Y1: 'h6' }, missionary: { at: 'e4', crew: 0 }, bottles: [1, 0] });
    play(s, 'M up', 'Y1 g6', 'W1 d4');
    expect(legal(s)).toContain('bottle M');
    play(s, 'bottle M');
    expect(s.u8[P_STAT + MISSIONARY] & CONVERTED).toBe(CONVERTED);
    expect(s.v[BOTTLES]).toBe(0);
    expect(s.v[UP] & (1 << MISSIONARY)).not.toBe(0); // still up the palm, now a pirate of white's
    expect(checkState(s, false)).toEqual([]);
  });

  it('the preaching missionary climbs the palm; the bear walks in below, bites his comrade there and spares him; his cell stays barred to enemies, and Friday coming below meets him', () => {
    const s = scene({ open: { e4: 'palm' }, pieces: { W2: 'e4' }, missionary: { at: 'e4', crew: 0 }, bear: { at: 'e5', crew: 0 } });
    expect(legal(s)).toContain('M up');
    play(s, 'M up'); // white's turn ends: its bear steps from e5 onto W2 below the palm
    expect(s.v[BEAR]).toBe(cell('e4'));
    expect(s.u8[P_CELL + PIECE('W2')]).toBe(ABOARD + 0); // bitten
    expect(s.u8[P_CELL + MISSIONARY]).toBe(cell('e4')); // "Медведь его не чует и не идёт к нему": not killed (902)
    const t = withFriday({ open: { e4: 'palm' }, pieces: { Y1: 'f4' }, missionary: { at: 'e4', crew: 0 } }, 'd4', 1);
    play(t, 'M up', 'Y1 f5', 'W1 c4'); // up; yellow and white move on
    expect(legal(t)).not.toContain('Y1 e4'); // "враги не могут зайти на клетку с миссионером": a rule of the cell (A-R30)
    play(t, 'F e4'); // "Если он окажется с миссионером на одной клетке, оба выбывают из игры"
    expect(t.u8[P_CELL + FRIDAY]).toBe(OUT);
    expect(t.u8[P_CELL + MISSIONARY]).toBe(OUT);
  });
});
