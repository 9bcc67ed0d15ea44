/**
 * Coverage-guided hunt on Archipelago (session 26; docs/RULES.md "Coverage-guided hunt,
 * Archipelago"): for each branch of src/archipelago that no Archipelago test took and that
 * carries a rule, a scenario written from its passage of full-rules-ru.txt (bare line numbers)
 * before the branch was read: the position, and the consequence the text states. Hand-built
 * scenes of island 1 (scene.ts):
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
import { ARCHIPELAGO as G } from '../../src/archipelago/game.js';
import { checkState } from '../../src/archipelago/check.js';
import { cardByName, giveCard } from '../../src/archipelago/abilities.js';
import {
  ABOARD, BEAR, CAVED, COINS, FRIDAY, LAB_SHIFT, MISSIONARY, OUT, P_CELL, P_CREW, P_STAT, PEEKS, PHASE, Phase, KNOWN, State, TERRAIN, TILE, TORTOISE, TORTOISE_CREW, TURN, UP,
} from '../../src/archipelago/state.js';
import { readMission } from '../../src/archipelago/solo-mission.js';
import { Kind } from '../../src/archipelago/tiles.js';
import { withFriday } from './friday-scene.js';
import { at, cell, legal, PIECE, play, scene } from './scene.js';

const sound = (s: State): void => expect(checkState(s, false)).toEqual([]);
/** Gives pirates cards by name: `card(s, 'W1', 'tamer')`. */
function card(s: State, ...pairs: string[]): State {
  for (let i = 0; i < pairs.length; i += 2) giveCard(s, PIECE(pairs[i]), cardByName(pairs[i + 1]));
  return s;
}
const lost = (s: State, name: string): State => { s.u8[P_STAT + PIECE(name)] |= CAVED; return s; };

describe('the bear at a cave\'s exit (898 "Любой, кого вынесло на клетку с медведем — покусан и отправляется на свой корабль"; 984)', () => {
  // Caves d4 and f4 open: a pirate coming onto d4 is carried at once to f4, its only exit.
  const caves = (): State => scene({ open: { d4: 'cave', f4: 'cave' }, pieces: { W1: 'c4' }, bear: { at: 'f4', crew: 1 } });
  it('898: carried through the cave onto the bear, he is bitten and goes to his ship', () => {
    const s = play(caves(), 'W1 d4');
    expect([at(s, 'W1'), s.v[BEAR]]).toEqual([ABOARD + 0, cell('f4')]);
    sound(s);
  });
  it('1265 "Всех, если только на карте способности не написано иное": the tamer comes out beside the bear and stays', () => {
    const s = play(card(caves(), 'W1', 'tamer'), 'W1 d4');
    expect([at(s, 'W1'), s.v[BEAR]]).toEqual([cell('f4'), cell('f4')]);
    sound(s);
  });
  it('984, 898: the pirate lost in the caves, coming out where the bear stands, is bitten; the tamer is not', () => {
    // W1 lost in d4; f4 is held by Y1 (984: no way out where an enemy stands); e6, a third cave, has
    // the bear on it (white's bear: it does not walk at the end of yellow's turn). Yellow's turn
    // ends: the way out at e6 is free of enemies, W1 comes out there, onto the bear.
    const lay = (): State => lost(scene({ open: { d4: 'cave', f4: 'cave', e6: 'cave' }, pieces: { W1: 'd4', Y1: 'f4', Y2: 'g6' }, bear: { at: 'e6', crew: 0 }, turn: 1 }), 'W1');
    const s = play(lay(), 'Y2 h6');
    expect(at(s, 'W1')).toBe(ABOARD + 0);
    const t = play(card(lay(), 'W1', 'tamer'), 'Y2 h6');
    expect([at(t, 'W1'), t.u8[P_STAT + PIECE('W1')] & CAVED]).toEqual([cell('e6'), 0]);
  });
});

describe('Friday on a cave entrance (994; 984; A-B10, A-B22)', () => {
  it('994 "Если его атакуют, начинает играть за врага": the pirate coming onto the cave where the enemy Friday stands wins him over and goes through', () => {
    const s = play(withFriday({ open: { d4: 'cave', f4: 'cave' }, pieces: { W1: 'c4' } }, 'd4', 1), 'W1 d4');
    expect([s.u8[P_CREW + FRIDAY], at(s, 'W1'), s.u8[P_CELL + FRIDAY]]).toEqual([0, cell('f4'), cell('d4')]);
    sound(s);
  });
  it('994 "Пятница не может атаковать": Friday may not come onto a cave entrance an enemy pirate holds', () => {
    const s = withFriday({ open: { d4: 'cave', f4: 'cave' }, pieces: { Y1: 'd4' } }, 'c4', 0);
    expect(legal(s)).not.toContain('F d4');
    expect(legal(s)).toContain('F d5');
  });
  it('994 "Если он окажется с миссионером на одной клетке, оба выбывают из игры": Friday onto the cave where the preacher stands', () => {
    const s = withFriday({ open: { d4: 'cave', f4: 'cave' }, missionary: { at: 'd4', crew: 1 } }, 'c4', 0);
    play(s, 'F d4');
    expect([s.u8[P_CELL + FRIDAY], s.u8[P_CELL + MISSIONARY]]).toEqual([OUT, OUT]);
  });
  it('994: the preacher onto the cave where Friday stands: both leave the game', () => {
    const s = withFriday({ open: { d4: 'cave', f4: 'cave' }, missionary: { at: 'c4', crew: 0 } }, 'd4', 1);
    play(s, 'M d4');
    expect([s.u8[P_CELL + FRIDAY], s.u8[P_CELL + MISSIONARY]]).toEqual([OUT, OUT]);
  });
});

describe('the musketeer struck where the strike is special (FAQ 1253; 1078; 984; A-E1)', () => {
  it('1078 "атаковать можно только того пирата, который стоит на одну клетку впереди": the labyrinth step onto the musketeer rolls the die', () => {
    const lay = (): State => card(scene({ open: { d4: 'lab3' }, pieces: { W1: 'd4', Y1: 'd4', Y2: 'g6' }, stat: { W1: 1 << LAB_SHIFT, Y1: 2 << LAB_SHIFT } }), 'Y1', 'musketeer');
    const s = play(lay(), 'W1 in');
    expect([s.v[PHASE], G.isChance(s)]).toEqual([Phase.Duel, true]);
    play(s, 'roll 4'); // 4-6: he parries, the attacker to its own ship
    expect([at(s, 'W1'), at(s, 'Y1')]).toEqual([ABOARD + 0, cell('d4')]);
    const t = play(lay(), 'W1 in', 'roll 2'); // 1-3: the musketeer to his ship
    expect([at(t, 'W1'), at(t, 'Y1')]).toEqual([cell('d4'), ABOARD + 1]);
    sound(t);
  });
  it('FAQ 1253 on a cave entrance: the musketeer standing there rolls before anyone goes through', () => {
    const lay = (): State => card(scene({ open: { d4: 'cave', f4: 'cave' }, pieces: { W1: 'c4', Y1: 'd4', Y2: 'g6' } }), 'Y1', 'musketeer');
    const s = play(lay(), 'W1 d4');
    expect([s.v[PHASE], G.isChance(s)]).toEqual([Phase.Duel, true]);
    play(s, 'roll 6');
    expect([at(s, 'W1'), at(s, 'Y1')]).toEqual([ABOARD + 0, cell('d4')]);
    const t = play(lay(), 'W1 d4', 'roll 1');
    expect(at(t, 'Y1')).toBe(ABOARD + 1);
  });
});

describe('the daredevil strikes on a cave entrance holding his coin (A-E11; 984)', () => {
  it('A-E11 "May strike holding a coin; the coin comes onto the cell with him": the enemy on the entrance struck, he goes through with it', () => {
    const s = card(scene({ open: { d4: 'cave', f4: 'cave' }, pieces: { W1: 'c4', Y1: 'd4', Y2: 'g6' }, coins: { c4: 1 } }), 'W1', 'daredevil');
    expect(legal(s)).toContain('W1 d4$');
    play(s, 'W1 d4$');
    expect([at(s, 'Y1'), at(s, 'W1'), s.u8[COINS + cell('f4')], s.u8[COINS + cell('c4')]]).toEqual([ABOARD + 1, cell('f4'), 1, 0]);
    sound(s);
    const plain = scene({ open: { d4: 'cave', f4: 'cave' }, pieces: { W1: 'c4', Y1: 'd4', Y2: 'g6' }, coins: { c4: 1 } });
    expect(legal(plain)).not.toContain('W1 d4$'); // 1076: only with empty hands
  });
});

describe('the tide leaves characters\' beach cells (1052 "На клетке не должно быть никаких предметов или персонажей")', () => {
  // The tide found at e4; the free beach cells are c6 d3 g7 h4 (c4, h6: ships against them; d7, g3 below).
  it('1052, 898: not the beach where the bear stands', () => {
    const s = play(scene({ closed: { e4: 'tide' }, pieces: { W1: 'd4', Y1: 'g3' }, coins: { d7: 1 }, bear: { at: 'd3', crew: 1 } }), 'W1 e4');
    expect(legal(s).sort()).toEqual(['tide c6', 'tide g7', 'tide h4']);
  });
  it('1052, 1022: not the beach where the tortoise stands', () => {
    const s = scene({ closed: { e4: 'tide' }, pieces: { W1: 'd4', Y1: 'g3' }, coins: { d7: 1 } });
    s.v[TORTOISE] = cell('h4'); s.v[TORTOISE_CREW] = 1;
    play(s, 'W1 e4');
    expect(legal(s).sort()).toEqual(['tide c6', 'tide d3', 'tide g7']);
  });
  it('1052, 989: not the beach where Friday stands', () => {
    const s = play(withFriday({ closed: { e4: 'tide' }, pieces: { W1: 'd4', Y1: 'g3' }, coins: { d7: 1 } }, 'c6', 1), 'W1 e4');
    expect(legal(s).sort()).toEqual(['tide d3', 'tide g7', 'tide h4']);
  });
});

describe('the earthquake swaps two cells where no one stands and nothing lies (930)', () => {
  // W1 finds it at d4 from c4, where W2 stays; W3 e4, Y1 h6, Y2 g6; a coin on each other open cell
  // but `free`: the cells left are g7 (closed, empty) and `free`.
  const lay = (free: string[], extra: Record<string, unknown> = {}): State => {
    const coins: Record<string, number> = {};
    for (const c of 'd3 e3 f3 g3 f4 g4 h4 c5 d5 e5 f5 c6 d6 e6 f6 d7 e7 f7'.split(' ')) if (!free.includes(c)) coins[c] = 1;
    return scene({ closed: { d4: 'earthquake' }, pieces: { W1: 'c4', W2: 'c4', W3: 'e4', Y1: 'h6', Y2: 'g6' }, coins, ...extra });
  };
  it('930: two cells free: its finder picks among them', () => {
    const s = play(lay(['f7']), 'W1 d4');
    expect(s.v[PHASE]).toBe(Phase.Quake);
    expect(legal(s).sort()).toEqual(['quake f7', 'quake g7']);
  });
  it('930: one cell free: there is no pair to swap, the turn passes', () => {
    const s = play(lay([]), 'W1 d4');
    expect([s.v[PHASE], s.v[TURN]]).toEqual([Phase.Play, 1]);
    sound(s);
  });
  it('930, 898: the bear\'s cell is not free ("где никто не стоит")', () => {
    const s = play(lay(['f7', 'e7'], { bear: { at: 'e7', crew: 1 } }), 'W1 d4');
    expect(legal(s).sort()).toEqual(['quake f7', 'quake g7']);
  });
  it('930, 1024: nor the tortoise\'s ("Клетки и способности на неё не действуют")', () => {
    const s = lay(['f7', 'e7']);
    s.v[TORTOISE] = cell('e7'); s.v[TORTOISE_CREW] = 1;
    play(s, 'W1 d4');
    expect(legal(s).sort()).toEqual(['quake f7', 'quake g7']);
  });
});

describe('the lighthouse with fewer than four closed cells (812 "перевернуть 4 любые неоткрытые клетки")', () => {
  it('812: the last closed cell but itself: nothing to look at, the turn passes', () => {
    // g7 open: the lighthouse is the island's last closed tile; coins lie about, so the game goes on.
    const s = play(scene({ closed: { d4: 'lighthouse' }, open: { g7: 'empty' }, pieces: { W1: 'c4' }, coins: { f5: 1 } }), 'W1 d4');
    expect([s.v[PHASE], s.v[TURN], at(s, 'W1')]).toEqual([Phase.Play, 1, cell('d4')]);
    sound(s);
  });
  it('812: two closed cells left: he looks at both', () => {
    const s = play(scene({ closed: { d4: 'lighthouse', e6: 'chest1' }, pieces: { W1: 'c4' }, coins: { f5: 1 } }), 'W1 d4');
    expect([s.v[PHASE], s.v[PEEKS]]).toEqual([Phase.Peek, 2]);
  });
});

describe('the palm (1040-1042)', () => {
  it('1042 "С пальмы нельзя слезать, пока внизу кто-то стоит. Даже если это … медведь"', () => {
    const s = scene({ open: { e4: 'palm' }, pieces: { W1: 'e4', Y1: 'h6' }, bear: { at: 'e4', crew: 1 } });
    s.v[UP] |= 1 << PIECE('W1');
    expect(legal(s).filter((t) => t.startsWith('W1'))).toEqual([]);
  });
  it('1042 "Нельзя залезать на занятую пальму": an enemy up there keeps the pirate below', () => {
    const s = scene({ open: { e4: 'palm' }, pieces: { W1: 'e4', Y1: 'e4' }, turn: 1 });
    s.v[UP] |= 1 << PIECE('W1');
    expect(legal(s)).not.toContain('Y1 up');
  });
});

describe('the bear (898)', () => {
  it('898 "Если все пираты находятся на кораблях, медведь стоит на месте"', () => {
    const s = play(scene({ bear: { at: 'e5', crew: 1 }, turn: 1 }), 'sail i7');
    expect(s.v[BEAR]).toBe(cell('e5'));
  });
  it('1040 "Медведь его не чует и не идёт к нему": the only pirate on land is up a palm, the bear stays', () => {
    const s = scene({ open: { e4: 'palm' }, pieces: { W1: 'e4' }, bear: { at: 'e6', crew: 1 }, turn: 1 });
    s.v[UP] |= 1 << PIECE('W1');
    play(s, 'sail i7');
    expect(s.v[BEAR]).toBe(cell('e6'));
  });
});

describe('Friday walks over pits, labyrinths and the cannibal as over empty cells (991)', () => {
  for (const tile of ['pit', 'lab2', 'lab3', 'lab4', 'cannibal']) {
    it(`991 "Пятница ходит по ямам, лабиринтам и людоеду как по пустым клеткам": ${tile}`, () => {
      const s = play(withFriday({ open: { d4: tile }, pieces: { W1: 'g6' } }, 'c4', 0), 'F d4', 'sail i7');
      expect(s.u8[P_CELL + FRIDAY]).toBe(cell('d4'));
      expect(legal(s)).toContain('F e4'); // the next turn he walks on: neither fallen nor held a turn per step
      sound(s);
    });
  }
});

describe('the bank (788 "В банке может стоять только один пират. Если пират стоит в банке без монеты, то банк считается пустой клеткой")', () => {
  it('788: an enemy in the bank without a coin is struck as on an empty cell', () => {
    const s = play(scene({ open: { d4: 'bank' }, pieces: { W1: 'c4', Y1: 'd4', Y2: 'g6' } }), 'W1 d4');
    expect([at(s, 'Y1'), at(s, 'W1')]).toEqual([ABOARD + 1, cell('d4')]);
    sound(s);
  });
  it('788 "Если на этой клетке стоит пират с монетой, его нельзя атаковать"; only one pirate: not a comrade either', () => {
    const held = scene({ open: { d4: 'bank' }, pieces: { W1: 'c4', Y1: 'd4', Y2: 'g6' }, coins: { d4: 1 } });
    expect(legal(held)).not.toContain('W1 d4');
    const own = scene({ open: { d4: 'bank' }, pieces: { W1: 'c4', W2: 'd4' } });
    expect(legal(own)).not.toContain('W1 d4');
  });
});

describe("Roger's wheel (1012 \"В конце вашего хода поверните эту клетку на 90°\")", () => {
  it('1012: two wheels passed in one move both turn a quarter at the turn\'s end', () => {
    // e4 and f4 point east (one quarter turn from north): W1 from d4 goes on to g4
    const s = play(scene({ open: { e4: 'wheel/1', f4: 'wheel/1' }, pieces: { W1: 'd4' } }), 'W1 e4');
    expect(at(s, 'W1')).toBe(cell('g4'));
    expect([s.u8[TILE + cell('e4')] >> 6, s.u8[TILE + cell('f4')] >> 6]).toEqual([2, 2]);
    sound(s);
  });
  it('1012, 930: the wheel passed, then moved by the earthquake its passer found, still turns at the turn\'s end ("эту клетку")', () => {
    // e4 east: W1 from d4 goes on to f4, a closed earthquake; he swaps the wheel (e4) with e6.
    const s = play(scene({ open: { e4: 'wheel/1' }, closed: { f4: 'earthquake' }, pieces: { W1: 'd4' } }), 'W1 e4');
    expect([at(s, 'W1'), s.v[PHASE]]).toEqual([cell('f4'), Phase.Quake]);
    play(s, 'quake e4', 'quake e6');
    expect(s.v[TURN]).toBe(1);
    expect(s.u8[TILE + cell('e6')] & 63).toBe(Kind.Wheel);
    expect(s.u8[TILE + cell('e6')] >> 6).toBe(2);
    sound(s);
  });
});

describe('A-S8: what a card may hold (full-rules-ru.txt 1268 "можно только на тех клетках, где можно останавливаться"; one line naming the field)', () => {
  const base = { mission: 4, rows: ['bank empty+1 den'], goal: { turns: 5, survivors: 2 } };
  const errs: [unknown, string, RegExp][] = [
    [{ ...base, rows: ['bank arrow1+1 empty+1 den'] }, 'rows[0][1]', /lie only on a tile a pirate stands on/],
    [{ ...base, rows: ['bank empty+0 den'] }, 'rows[0][1]', /coins \(1-19\)/],
    [{ ...base, rows: ['bank empty+20 den'] }, 'rows[0][1]', /coins \(1-19\)/],
    [{ ...base, rows: ['bank arrow1/4 empty+1 den'] }, 'rows[0][1]', /quarter turns 0-3/],
    [{ ...base, rows: ['bank empty+1 bank den'] }, 'rows[0][2]', /second bank/],
    [['bank'], 'mission', /JSON object/],
    [{ ...base, mission: 0 }, 'mission', /1\.\.999/],
    [{ ...base, title: 7 }, 'title', /text/],
    [{ ...base, rows: 'bank den' }, 'rows', /1\.\./],
    [{ ...base, rows: [] }, 'rows', /1\.\./],
    [{ ...base, rows: [7] }, 'rows[0]', /string/],
    [{ ...base, goal: 5 }, 'goal', /turns, survivors/],
    [{ ...base, goal: { turns: 5, survivors: 2, bonus: 1 } }, 'goal.bonus', /not a goal field/],
    [{ ...base, goal: { turns: 5, survivors: 2, alive: 'red' } }, 'goal.alive', /list of pirates/],
  ];
  it.each(errs)('%j is refused at %s', (input, field, message) => {
    const r = readMission(input);
    expect('code' in r && r.field).toBe(field);
    expect('code' in r && r.message).toMatch(message);
  });
});

describe('cards at their edges (docs/ARCHIPELAGO.md "The expedition"; A-E6, A-E7, A-E12)', () => {
  it('A-E7 "fallen comrades on his cell or next to it": not one two cells off, not an enemy, not from aboard', () => {
    const mk = (): State => card(scene({ pieces: { W1: 'c4', W2: 'd4', W3: 'f4', Y1: 'c5', Y2: 'g6' }, open: { d4: 'pit', f4: 'pit', c5: 'pit' }, stat: { W2: 1, W3: 1, Y1: 1 } }), 'W1', 'rescuer');
    const fallen = (s: State, name: string): number => s.u8[P_STAT + PIECE(name)] & 1;
    const s = play(mk(), 'W1 d5'); // next to d4 (W2) and c5 (Y1), two cells from f4 (W3)
    expect([fallen(s, 'W2'), fallen(s, 'W3'), fallen(s, 'Y1')]).toEqual([0, 1, 1]);
    const aboard = play(mk(), 'W1 b4'); // back aboard: no longer on land by them
    expect(fallen(aboard, 'W2')).toBe(1);
  });
  it('A-E6 "instead of a move he fires": a gunner fallen in a pit cannot (762: he waits for a comrade)', () => {
    const s = card(scene({ pieces: { W1: 'd4', Y1: 'g4' }, open: { d4: 'pit' }, stat: { W1: 1 } }), 'W1', 'gunner');
    expect(legal(s)).not.toContain('W1 fire');
  });
  it('A-E12: the lookout aboard his ship sees nothing of the island', () => {
    const s = play(card(scene({ pieces: { W1: 'c4' }, closed: { d4: 'chest3' } }), 'W1', 'lookout'), 'W1 b4');
    expect(s.u8[KNOWN + cell('d4')]).toBe(0);
  });
});

describe('the bear picks its prey (898 "При равном количестве ходов до пиратов — медведь выбирает жертвой первого пирата по часовой стрелке, отсчитывая от северной точки острова")', () => {
  it('898 (figure 2; A-R14): two pirates two steps away, north and south: it goes for the one first clockwise from the north mark', () => {
    // Island 1's north mark stands above the land's centre, between columns e and f (the picture):
    // f3 lies just east of north, first clockwise; e7 just west of south. Both two steps from e5.
    const s = play(scene({ pieces: { W1: 'f3', W2: 'e7' }, bear: { at: 'e5', crew: 1 }, turn: 1 }), 'sail i7');
    const b = s.v[BEAR], row = (c: number): number => (c / 16) | 0;
    expect(row(b)).toBe(row(cell('e4'))); // one step north: e4 or f4
    expect(Math.abs((b % 16) - (cell('f3') % 16))).toBeLessThanOrEqual(1);
    // and mirrored: e3 lies just west of north, last clockwise; f7 just east of south comes first
    const t = play(scene({ pieces: { W1: 'e3', W2: 'f7' }, bear: { at: 'e5', crew: 1 }, turn: 1 }), 'sail i7');
    expect(row(t.v[BEAR])).toBe(row(cell('e6')));
  });
});

describe('the tortoise found inland (1028 "Если черепаха появилась не у воды, сначала идет к крайней клетке")', () => {
  it('1028: found at e5, after its finder\'s move it steps onto a cell at the water\'s edge', () => {
    const s = play(scene({ closed: { e5: 'tortoise' }, pieces: { W1: 'd4' } }), 'W1 e5');
    const t = s.v[TORTOISE], dist = Math.max(Math.abs((t % 16) - (cell('e5') % 16)), Math.abs(((t / 16) | 0) - ((cell('e5') / 16) | 0)));
    expect(dist).toBe(1);
    let bySea = false;
    for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) if (s.u8[TERRAIN + t + dy * 16 + dx] === 0) bySea = true;
    expect(bySea).toBe(true);
  });
});

describe('Friday met with a coin in hand (994; 1076; A-B22, A-E11)', () => {
  it('979 "Он потерялся в пещерах": Friday lost in the only open cave is not on its cell: a pirate with a coin walks onto it', () => {
    const s = withFriday({ open: { d4: 'cave' }, pieces: { W1: 'c4' }, coins: { c4: 1 } }, 'd4', 1);
    s.u8[P_STAT + FRIDAY] |= CAVED;
    expect(legal(s)).toContain('W1 d4$');
    play(s, 'W1 d4$');
    expect([at(s, 'W1'), s.u8[COINS + cell('d4')], s.u8[P_CREW + FRIDAY], s.u8[P_STAT + FRIDAY] & CAVED]).toEqual([cell('d4'), 1, 1, CAVED]);
  });
  it('A-E11 with 994: the daredevil steps onto the enemy Friday with his coin, wins him over, and the coin comes with him', () => {
    const s = card(withFriday({ pieces: { W1: 'd4' }, coins: { d4: 1 } }, 'e4', 1), 'W1', 'daredevil');
    play(s, 'W1 e4$');
    expect([at(s, 'W1'), s.u8[P_CREW + FRIDAY], s.u8[COINS + cell('e4')], s.u8[COINS + cell('d4')]]).toEqual([cell('e4'), 0, 1, 0]);
    sound(s);
  });
});

describe('the bodyguard and the jungle (A-E4; 796 "В джунглях нельзя сражаться … здесь могут одновременно находиться пираты из разных команд")', () => {
  it('A-E4: no enemy steps onto the bodyguard\'s cell, nor onto his comrade there', () => {
    const s = card(scene({ pieces: { W1: 'd4', Y1: 'e4', Y2: 'e4' } }), 'Y1', 'bodyguard');
    expect(legal(s)).not.toContain('W1 e4');
  });
  it('796: into the jungle where the bodyguard stands an enemy may come: no strike there, so nothing to guard', () => {
    const s = card(scene({ open: { e4: 'jungle' }, pieces: { W1: 'd4', Y1: 'e4' } }), 'Y1', 'bodyguard');
    play(s, 'W1 e4');
    expect([at(s, 'W1'), at(s, 'Y1')]).toEqual([cell('e4'), cell('e4')]);
    sound(s);
  });
});
