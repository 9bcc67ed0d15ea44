/**
 * The "original" expansion: the boat, the cannonballs and the wheelbarrow
 * (full-rules-ru.txt 409-431, tile-notes-ru.txt 69-88 and 187-210, FAQ 566 and 578;
 * docs/RULES.md X-R1..X-R14). Each test is named after the sentence it pins.
 */
import { describe, expect, it } from 'vitest';
import { aboard, board, can, cell, coinsAt, legal, lost, movesOf, play, setTurn, where } from './board.js';
import { quakeMovable } from '../../../src/jackal/treasure-island.js';
import { checkOptions, DEFAULT_OPTIONS } from '../../../src/jackal/options.js';
import { newGame } from '../../../src/jackal/setup.js';
import { checkState } from '../../../src/jackal/check.js';
import { fromPosition, isPositionError, toPosition } from '../../../src/jackal/position.js';
import { formatMove, legalMoves, parseMove } from '../../../src/jackal/notation.js';
import { ITEM_BALL1, ITEM_BALL2, ITEM_BARROW, ITEM_BOAT } from '../../../src/jackal/state.js';
import { item, xboard } from './items.js';
import { EXPANDED_SETS, TILE_SETS, TILE_TYPES, tileTypeId } from '../../../src/jackal/tiles.js';

const EXP = { expansion: 'original' as const };

describe('the expansion joins the island (X-R1)', () => {
  it('117 tiles: the boat, two cannonballs, the wheelbarrow and one more jungle take five empty tiles\' places (tn 214 "в оригинальном дополнении 4")', () => {
    for (const [name, empty, thicket] of [['classic', 35, 1], ['treasure-island', 13, 4]] as const) {
      const set = EXPANDED_SETS[name];
      const count = (t: string) => set.counts[tileTypeId(t)];
      expect(set.counts.reduce((a, b) => a + b, 0), name).toBe(117);
      expect([count('boat'), count('cannonball'), count('wheelbarrow'), count('empty'), count('thicket')], name).toEqual([1, 2, 1, empty, thicket]);
      // every other tile as in the base set
      for (let t = 1; t < TILE_TYPES.length; t++) {
        const n = TILE_TYPES[t].name;
        if (!['boat', 'cannonball', 'wheelbarrow', 'empty', 'thicket'].includes(n)) expect(count(n), `${name} ${n}`).toBe(TILE_SETS[name].counts[t]);
      }
    }
  });

  it('the option: `expansion: original` deals the expansion\'s tiles, the default deals none; a bad value is refused naming the field', () => {
    const dealt = (expansion: 'none' | 'original') => {
      const s = newGame({ ...DEFAULT_OPTIONS, expansion }, 7);
      const types = Array.from(s.layout, (b) => TILE_TYPES[b & 63]?.name);
      return ['boat', 'cannonball', 'wheelbarrow', 'thicket'].map((n) => types.filter((x) => x === n).length);
    };
    expect(dealt('original')).toEqual([1, 2, 1, 1]);
    expect(dealt('none')).toEqual([0, 0, 0, 0]);
    const bad = checkOptions({ expansion: 'deluxe' });
    expect('code' in bad && bad.field).toBe('expansion');
    expect(checkState(newGame({ ...DEFAULT_OPTIONS, ...EXP, tiles: 'treasure-island' }, 3))).toEqual([]);
  });

  it('a game without the expansion writes no expansion fields; one with it round-trips through the position format', () => {
    const plain = toPosition(newGame(DEFAULT_OPTIONS, 1));
    expect('items' in plain || 'expansion' in plain.options).toBe(false);
    const s = xboard({ items: { boat: 'afloat:w:e1', balls: ['c4', 'd4'], barrow: 'c4' }, tiles: { c4: 'cannonball', d4: 'cannonball', c5: 'boat', e5: 'wheelbarrow' }, coins: { e5: 1 } });
    const j = toPosition(s);
    expect(j.options.expansion).toBe('original');
    expect(j.items).toEqual({ boat: 'afloat:white:e1', cannonballs: ['c4', 'd4'], wheelbarrow: 'c4' });
    const back = fromPosition(JSON.parse(JSON.stringify(j)), { study: true });
    if (isPositionError(back)) throw new Error(`${back.field}: ${back.message}`);
    expect(toPosition(back).items).toEqual(j.items);
    const wrong = fromPosition({ ...JSON.parse(JSON.stringify(j)), items: { ...j.items, boat: 'afloat:white:g1' } }, { study: true });
    expect(isPositionError(wrong) && wrong.field).toBe('items.boat'); // g1 holds white's ship
  });

  it('the position reader names the field of a bad item place', () => {
    const s = xboard({ items: { balls: ['c4'] }, tiles: { c4: 'cannonball', c5: 'empty' }, coins: { c5: 1 }, hidden: { k10: 'boat', k9: 'wheelbarrow', k8: 'cannonball' } });
    const j = JSON.parse(JSON.stringify(toPosition(s)));
    const read = (patch: Record<string, unknown>) => {
      const r = fromPosition({ ...j, ...patch }, { study: true });
      return isPositionError(r) ? `${r.field}: ${r.message}` : 'read';
    };
    expect(read({})).toBe('read');
    expect(read({ items: { ...j.items, cannonballs: ['c4', 'c5'] } })).toMatch(/^items.cannonballs: 2 found but 1/); // one cannonball tile is revealed
    expect(read({ items: { ...j.items, wheelbarrow: 'c5' } })).toMatch(/^items.wheelbarrow: 1 found but 0/);
    expect(read({ items: { ...j.items, boat: 'afloat:white:c5' } })).toMatch(/^items.boat: /); // no sea cell
    expect(read({ items: { ...j.items, boat: 'held:w1' } })).toMatch(/^items.boat: w1 is not on a spinner/);
    expect(read({ items: { ...j.items, cannonballs: ['c4', 'carried'] } })).toMatch(/^items/);
    const plain = JSON.parse(JSON.stringify(toPosition(board({ coins: { c5: 1 }, tiles: { c5: 'empty' } }))));
    const r = fromPosition({ ...plain, items: j.items }, { study: true });
    expect(isPositionError(r) && r.field).toBe('items'); // a game without the expansion has no items
  });
});

describe('boat (шлюпка)', () => {
  it('"При открытии этой клетки поставьте на неё фигурку шлюпки": revealing the boat tile puts the boat there', () => {
    const s = xboard({ hidden: { g2: 'boat' } });
    play(s, 'w1 g2');
    expect(item(s, ITEM_BOAT)).toBe('g2');
  });

  it('"Её можно носить по тем же правилам, что и монету": carried to open tiles, never into a face-down one', () => {
    const s = xboard({ tiles: { e5: 'boat', e6: 'empty' }, items: { boat: 'e5' }, pirates: { w1: 'e5' } });
    expect(can(s, 'w1 e6 boat')).toBe(true);
    expect(can(s, 'w1 d6')).toBe(true);
    expect(can(s, 'w1 d6 boat')).toBe(false); // d6 is face down
    play(s, 'w1 e6 boat');
    expect(item(s, ITEM_BOAT)).toBe('e6');
  });

  it('"Для спуска шлюпки на воду не нужен отдельный ход: пират просто продолжает движение на ней": from the shore onto a free berth in one move', () => {
    const s = xboard({ tiles: { e2: 'boat' }, items: { boat: 'e2' }, pirates: { w1: 'e2' } });
    expect(movesOf(s, 'w1').filter((d) => d.includes('boat'))).toEqual(expect.arrayContaining(['w1 d1 boat', 'w1 e1 boat', 'w1 f1 boat']));
    expect(can(s, 'w1 e1')).toBe(false); // without the boat no pirate jumps from the shore into the sea
    play(s, 'w1 e1 boat');
    expect(item(s, ITEM_BOAT)).toBe('afloat:w:e1');
    expect(where(s, 'w1')).toBe('e1');
  });

  it('"Шлюпка может подбирать пиратов из воды в момент спуска на воду" and drowns enemy swimmers there (tn 209, 71)', () => {
    const s = xboard({ tiles: { e2: 'boat' }, items: { boat: 'e2' }, pirates: { w1: 'e2', w2: 'e1', y1: 'e1' } });
    play(s, 'w1 e1 boat');
    expect([where(s, 'w1'), where(s, 'w2'), where(s, 'y1')]).toEqual(['e1', 'e1', 'dead']);
    setTurn(s, 'w');
    expect(movesOf(s, 'w1')).toContain('w1 e2'); // aboard: they may land in front, as from a ship (w2 is w1's twin now, R18)
  });

  it('"Шлюпка может подбирать пиратов в воде или топить плещущихся врагов": sailing onto swimmers', () => {
    const s = xboard({ items: { boat: 'afloat:w:e1' }, pirates: { w1: 'e1', w2: 'd1', y1: 'f1' } });
    play(s, 'boat w d1');
    expect(where(s, 'w2')).toBe('d1');
    setTurn(s, 'w');
    play(s, 'boat w e1', );
    setTurn(s, 'w');
    play(s, 'boat w f1');
    expect(where(s, 'y1')).toBe('dead');
    expect([where(s, 'w1'), where(s, 'w2')]).toEqual(['f1', 'f1']);
  });

  it('"Без пирата внутри шлюпка не плавает"; "Пират на шлюпке умеет ходить" along its side only: "Спущенная шлюпка не плавает вокруг острова"', () => {
    const empty = xboard({ items: { boat: 'afloat:w:e1' } });
    expect(legal(empty).some((d) => d.startsWith('boat'))).toBe(false);
    const s = xboard({ items: { boat: 'afloat:w:c1' }, pirates: { w1: 'c1' } });
    // c1 is the side's end: no b1, no turning the corner; out to the second lane and along (X-R16)
    expect(legal(s).filter((d) => d.startsWith('boat'))).toEqual(['boat w d1', 'boat w d1+', 'boat w c1+']);
    const y = xboard({ items: { boat: 'afloat:y:e1' }, pirates: { w1: 'e1' } });
    expect(legal(y).some((d) => d.startsWith('boat'))).toBe(false); // only its crew's pirates sail it
  });

  it('"Корабли и спущенную на воду шлюпку нельзя захватывать ... или убить пиратов на них": an enemy stepping or swimming onto the boat dies', () => {
    const s = xboard({ items: { boat: 'afloat:w:e1' }, pirates: { w1: 'e1', y1: 'e2', y2: 'd1' }, tiles: { e2: 'empty' }, turn: 'y', aboard: { w: 2 } });
    play(s, 'y1 e1');
    expect([where(s, 'y1'), where(s, 'w1'), aboard(s, 'w')]).toEqual(['dead', 'e1', 2]);
    setTurn(s, 'y');
    play(s, 'y2 e1');
    expect(where(s, 'y2')).toBe('dead');
  });

  it('"В отношении переноса монет и других предметов спущенная на воду шлюпка полностью идентична кораблю": a coin brought aboard the boat counts as aboard', () => {
    const s = xboard({ items: { boat: 'afloat:w:e1' }, pirates: { w1: 'e2' }, tiles: { e2: 'empty' }, coins: { e2: 1 } });
    play(s, 'w1 e1 coin');
    expect([aboard(s, 'w'), coinsAt(s, 'e2'), where(s, 'w1')]).toEqual([1, 0, 'e1']);
  });

  it('"Если на клетке с которой спускается шлюпка лежит монета, ее нельзя взять с собой на шлюпку в тот же ход"', () => {
    const s = xboard({ tiles: { e2: 'boat' }, items: { boat: 'e2' }, pirates: { w1: 'e2' }, coins: { e2: 1 } });
    expect(movesOf(s, 'w1').filter((d) => d.startsWith('w1 e1'))).toEqual(['w1 e1 boat']);
    play(s, 'w1 e1 boat');
    expect([coinsAt(s, 'e2'), aboard(s, 'w')]).toEqual([1, 0]);
  });

  it('"Если вы несете в тачке шлюпку и монету, то шлюпка спускается на воду как обычно, при этом монета и тачка окажутся вместе с вами на шлюпке"', () => {
    const s = xboard({ tiles: { e2: 'boat' }, items: { boat: 'e2', barrow: 'e2' }, pirates: { w1: 'e2' }, coins: { e2: 1 } });
    play(s, 'w1 e1 coin boat barrow');
    expect([item(s, ITEM_BOAT), item(s, ITEM_BARROW), aboard(s, 'w'), coinsAt(s, 'e2')]).toEqual(['afloat:w:e1', 'aboard:w', 1, 0]);
  });

  it('"При заходе на пушку со шлюпкой в руках, она будет спущена на воду" (tn 84, 207)', () => {
    const s = xboard({ tiles: { e3: 'cannon:2', e4: 'boat' }, items: { boat: 'e4' }, pirates: { w1: 'e4' } });
    play(s, 'w1 e3 boat'); // the barrel points south: the first sea cell is the berth e1
    expect([item(s, ITEM_BOAT), where(s, 'w1')]).toEqual(['afloat:w:e1', 'e1']);
  });

  it('"Обычный миссионер и Пятница управлять кораблем и шлюпкой не могут": Friday aboard does not sail the boat, nor carries it (X-R12)', () => {
    const o = { tiles: 'treasure-island' };
    const s = xboard({ options: o, items: { boat: 'afloat:w:e1' }, pirates: { fri: { at: 'e1', crew: 'w' } } });
    expect(legal(s).some((d) => d.startsWith('boat'))).toBe(false);
    const ben = xboard({ options: o, items: { boat: 'afloat:w:e1' }, pirates: { ben: { at: 'e1', crew: 'w' } } });
    expect(legal(ben).filter((d) => d.startsWith('boat'))).toEqual(['boat w f1', 'boat w f1+', 'boat w e1+', 'boat w d1+', 'boat w d1']); // Ben Gunn is a pirate (X-R16: the boat tacks)
    const t = xboard({ options: o, tiles: { e2: 'boat' }, items: { boat: 'e2' }, pirates: { fri: { at: 'e2', crew: 'w' } } });
    expect(movesOf(t, 'fri').filter((d) => d.includes('boat'))).toEqual([]); // nothing around e2 is open, and no launch from the shore
    const u = xboard({ options: o, tiles: { e3: 'boat', e2: 'arrow1:2' }, items: { boat: 'e3' }, pirates: { fri: { at: 'e3', crew: 'w' } } });
    play(u, 'fri e2 boat'); // the arrow takes him and the boat into the sea at e1: he swims, the boat sinks
    expect([where(u, 'fri'), item(u, ITEM_BOAT)]).toEqual(['e1', 'gone']);
  });

  it('"Шлюпку нельзя поднять обратно на берег": no move takes the launched boat along, and landing leaves it afloat', () => {
    const s = xboard({ items: { boat: 'afloat:w:e1' }, pirates: { w1: 'e1' }, tiles: { e2: 'empty' } });
    expect(movesOf(s, 'w1')).toEqual(['w1 e2']);
    play(s, 'w1 e2');
    expect(item(s, ITEM_BOAT)).toBe('afloat:w:e1');
  });

  it('"Если зайти на клетку Пушка со шлюпкой, и на линии выстрела нет вражеского корабля…": an enemy vessel there kills him and what he carries is lost', () => {
    // Only white's ship sails the south side, so the enemy vessel in line is yellow's launched boat.
    const s = xboard({ tiles: { e3: 'cannon:2', e4: 'wheelbarrow' }, items: { boat: 'afloat:y:e1', barrow: 'e4' }, pirates: { w1: 'e4', y1: 'e1' } });
    play(s, 'w1 e3 barrow');
    expect([where(s, 'w1'), item(s, ITEM_BARROW), where(s, 'y1')]).toEqual(['dead', 'gone', 'e1']);
  });

  it('"Если шлюпка спущена на воду и стоит на соседней с вашим кораблем клетке, то можно переходить с корабля на шлюпку и обратно"', () => {
    const s = xboard({ items: { boat: 'afloat:w:f1' } });
    expect(movesOf(s, 'w1')).toEqual(['w1 g2', 'w1 f1']);
    play(s, 'w1 f1');
    setTurn(s, 'w');
    expect(movesOf(s, 'w1')).toEqual(['w1 f2', 'w1 g1']);
  });

  it('"Перемещение после удара или с воздушного шара осуществляется только на главный корабль, не на шлюпку"', () => {
    const s = xboard({ items: { boat: 'afloat:w:e1' }, pirates: { w1: 'e2', w2: 'e1', y1: 'e3' }, tiles: { e2: 'empty', e3: 'empty', f3: 'balloon' }, turn: 'y' });
    play(s, 'y1 e2');
    expect(where(s, 'w1')).toBe('g1');
    setTurn(s, 'w');
    play(s, 'w2 e2'); // strikes y1, who goes to his own ship
    setTurn(s, 'w');
    play(s, 'w2 f3');
    expect(where(s, 'w2')).toBe('g1');
  });

  it('an effect that brings the boat to a free berth launches it; onto a corner cell, no berth, it sinks (X-R7)', () => {
    const s = xboard({ tiles: { e3: 'boat', e2: 'arrow1:2' }, items: { boat: 'e3' }, pirates: { w1: 'e3' } });
    play(s, 'w1 e2 boat'); // the arrow points south, to the berth e1
    expect([item(s, ITEM_BOAT), where(s, 'w1')]).toEqual(['afloat:w:e1', 'e1']);
    const t = xboard({ tiles: { d3: 'boat', c2: 'arrow1d:2' }, items: { boat: 'd3' }, pirates: { w1: 'd3' } });
    play(t, 'w1 c2 boat'); // south-west from c2 is b1, the corner: no ship ever stands there
    expect([item(t, ITEM_BOAT), where(t, 'w1')]).toEqual(['gone', 'b1']);
  });

  it('swimmers of the crew climb aboard the boat as onto their ship (X-R10); the shot passes the boat by (X-R5)', () => {
    const s = xboard({ items: { boat: 'afloat:w:d1', balls: ['e4'] }, pirates: { w1: 'd1', w2: 'c1', w3: 'e4' }, tiles: { e4: 'cannonball', d4: 'cannon:2' } });
    play(s, 'w2 d1');
    expect(where(s, 'w2')).toBe('d1');
    setTurn(s, 'w');
    const t = xboard({ items: { boat: 'afloat:w:d1', balls: ['e4'] }, pirates: { w1: 'd1', w3: 'e4' }, tiles: { e4: 'cannonball', d4: 'cannon:2' } });
    play(t, 'w3 d4 ball'); // south: d3, d2, then d1 with the boat
    expect([where(t, 'w1'), item(t, ITEM_BOAT), where(t, 'w3')]).toEqual(['d1', 'afloat:w:d1', 'd4']);
  });

  it('no vessel sails onto another: the boat and the ship pass each other by the outer lane only (X-R11, X-R16)', () => {
    const s = xboard({ items: { boat: 'afloat:w:f1' }, pirates: { w3: 'f1' } });
    // the ship at g1: east, or out to g1+ (not west onto the boat); the boat: anywhere but g1
    expect(legal(s).filter((d) => d.startsWith('ship') || d.startsWith('boat')))
      .toEqual(['ship w h1', 'ship w g1+', 'boat w g1+', 'boat w f1+', 'boat w e1+', 'boat w e1']);
  });
});

describe('cannonballs (ядра)', () => {
  it('"Когда вы открываете такую клетку, сразу кладите на неё одно ядро"; "нельзя ходить с ядром в закрытую клетку"', () => {
    const s = xboard({ hidden: { g2: 'cannonball' } });
    play(s, 'w1 g2');
    expect(item(s, ITEM_BALL1)).toBe('g2');
    setTurn(s, 'w');
    expect(movesOf(s, 'w1').filter((d) => d.includes('ball'))).toEqual(['w1 g1 ball']); // aboard like a coin; never onto the face-down tiles around
    play(s, 'w1 g1'); // back aboard without it: nothing
    expect(item(s, ITEM_BALL1)).toBe('g2');
  });

  it('"Если принести ядро к пушке, то пират не полетит купаться, а вместо этого сделает один выстрел": everything in line is gone, the shooter stays', () => {
    const s = xboard({
      tiles: { e4: 'cannon:0', e5: 'cannonball', e8: 'empty', e9: 'empty', e10: 'empty', e11: 'wheelbarrow' },
      items: { balls: ['e5'], barrow: 'e11' },
      pirates: { w1: 'e5', w2: 'e10', y1: 'e8' },
      coins: { e9: 2 },
    });
    play(s, 'w1 e4 ball');
    expect(where(s, 'w1')).toBe('e4');
    expect([where(s, 'y1'), where(s, 'w2')]).toEqual(['dead', 'dead']); // "пираты погибают", his own too
    expect([coinsAt(s, 'e9'), lost(s)]).toEqual([0, 2]); // "монеты ... уничтожаются": counted as lost
    expect([item(s, ITEM_BARROW), item(s, ITEM_BALL1)]).toEqual(['gone', 'gone']); // "и другие штуки"; the ball is spent
    expect(checkState(s, false)).toEqual([]);
  });

  it('FAQ 578 "Я жахнул ядром по кораблю: что с ним и золотом? Да ничего": ships and those aboard are untouched; a swimmer in line dies', () => {
    const s = xboard({
      tiles: { e4: 'cannon:0', e5: 'cannonball', c5: 'cannon:3', c6: 'cannonball' },
      items: { balls: ['e5', 'c6'] },
      pirates: { w1: 'e5', w2: 'c6', y2: 'a5' },
      ships: { b: 'e13' },
      aboard: { b: 3 },
    });
    play(s, 'w1 e4 ball');
    expect([where(s, 'b1'), aboard(s, 'b')]).toEqual(['e13', 3]);
    setTurn(s, 'w');
    play(s, 'w2 c5 ball'); // west: b5, then the sea a5 where y2 swims
    expect(where(s, 'y2')).toBe('dead');
    expect(where(s, 'y1')).toBe('a7'); // yellow's ship at a7 is not in line
  });

  it('FAQ 566 "Я пальнул ядром из пушки и стою на клетке с ней. Ко мне подходит ещё пират": "Если это ваш пират — оба улетают по направлению ствола"', () => {
    const s = xboard({ tiles: { e4: 'cannon:0', e3: 'empty' }, pirates: { w1: 'e4', w2: 'e3' } });
    play(s, 'w2 e4');
    expect([where(s, 'w1'), where(s, 'w2')]).toEqual(['e13', 'e13']);
  });

  it('FAQ 566: "Если чужой пират — ваш оказывается побитым, а враг улетает"', () => {
    const s = xboard({ tiles: { e4: 'cannon:0', e3: 'empty' }, pirates: { w1: 'e4', y1: 'e3' }, turn: 'y' });
    play(s, 'y1 e4');
    expect([where(s, 'w1'), where(s, 'y1')]).toEqual(['g1', 'e13']);
  });

  it('one shot: with two cannonballs in the wheelbarrow the second stays on the cannon with the shooter', () => {
    const s = xboard({ tiles: { e4: 'cannon:0', e5: 'wheelbarrow' }, items: { balls: ['e5', 'e5'], barrow: 'e5' }, pirates: { w1: 'e5' } });
    play(s, 'w1 e4 ball ball barrow');
    const balls = [item(s, ITEM_BALL1), item(s, ITEM_BALL2)].sort();
    expect([balls, item(s, ITEM_BARROW), where(s, 'w1')]).toEqual([['e4', 'gone'], 'e4', 'e4']);
  });
});

describe('wheelbarrow (тачка)', () => {
  it('"Когда вы откроете эту клетку, положите на неё фигурку тачки"', () => {
    const s = xboard({ hidden: { g2: 'wheelbarrow' } });
    play(s, 'w1 g2');
    expect(item(s, ITEM_BARROW)).toBe('g2');
  });

  it('"Если у пирата есть тачка, он может перетаскивать в ней сразу два предмета": two coins, two balls, a coin and a ball; without it one', () => {
    const s = xboard({ tiles: { e5: 'empty', e6: 'empty' }, items: { balls: ['e5', 'e5'], barrow: 'e5' }, pirates: { w1: 'e5' }, coins: { e5: 3 } });
    const to6 = movesOf(s, 'w1').filter((d) => d.startsWith('w1 e6'));
    expect(to6.sort()).toEqual([
      'w1 e6', 'w1 e6 ball', 'w1 e6 ball barrow', 'w1 e6 ball ball barrow', 'w1 e6 barrow', 'w1 e6 coin', 'w1 e6 coin ball barrow',
      'w1 e6 coin barrow', 'w1 e6 coin coin barrow',
    ].sort());
    play(s, 'w1 e6 coin coin barrow');
    expect([coinsAt(s, 'e5'), coinsAt(s, 'e6'), item(s, ITEM_BARROW)]).toEqual([1, 2, 'e6']);
  });

  it('"Сама тачка двигается так же, как монеты, её даже можно грузить на корабль"', () => {
    const s = xboard({ tiles: { g2: 'empty' }, items: { barrow: 'g2' }, pirates: { w1: 'g2' }, coins: { g2: 2 } });
    play(s, 'w1 g1 coin coin barrow');
    expect([aboard(s, 'w'), item(s, ITEM_BARROW)]).toEqual([2, 'aboard:w']);
  });

  it('tn 169 "переносится то количество предметов, которое пират может унести т.е. в руках — 1, с тачкой — 2 + сама тачка": the airplane flies one thing in hand, two with the wheelbarrow', () => {
    const s = xboard({ tiles: { e5: 'airplane', k10: 'empty' }, items: { balls: ['e5'], barrow: 'e5' }, pirates: { w1: 'e5' }, coins: { e5: 2 } });
    const flights = movesOf(s, 'w1').filter((d) => d.startsWith('w1 k10'));
    // in hand: nothing, a coin or the ball; with the barrow: the barrow and up to two of coin, coin, ball
    expect(flights.sort()).toEqual([
      'w1 k10', 'w1 k10 ball', 'w1 k10 coin',
      'w1 k10 barrow', 'w1 k10 ball barrow', 'w1 k10 coin barrow', 'w1 k10 coin ball barrow', 'w1 k10 coin coin barrow',
    ].sort());
    play(s, 'w1 k10 coin ball barrow');
    expect([coinsAt(s, 'e5'), coinsAt(s, 'k10'), item(s, ITEM_BALL1), item(s, ITEM_BARROW)]).toEqual([1, 1, 'k10', 'k10']);
  });

  it('twins holding different things are not twins: an illegal text of the holder is explained with his own moves, not his comrade\'s', () => {
    const s = xboard({ tiles: { e5: 'jungle', e6: 'empty' }, items: {}, pirates: { w1: { at: 'e5', step: 1 }, w2: { at: 'e5', step: 1, holds: ['ball'] } } });
    expect([movesOf(s, 'w1'), movesOf(s, 'w2')]).toEqual([['w1 e5'], ['w2 e5']]); // both listed: not twins
    const bad = parseMove(s, 'w2-e6');
    expect(typeof bad === 'object' && bad.message).toMatch(/moves of w2: w2-e5$/);
  });

  it('a carrier struck or leaving a spinner: what he held stays at the exit, both coins and the items (R12 with two things)', () => {
    const s = xboard({ tiles: { e5: 'jungle', e4: 'empty' }, items: { barrow: 'e4', balls: ['e4'] }, pirates: { w1: 'e4' }, coins: { e4: 1 } });
    play(s, 'w1 e5 coin ball barrow');
    expect([coinsAt(s, 'e5'), item(s, ITEM_BARROW), item(s, ITEM_BALL1)]).toEqual([0, 'held:w1', 'held:w1']);
    setTurn(s, 'y');
    const t = xboard({ tiles: { e5: 'jungle', e6: 'empty' }, items: {}, pirates: { w1: { at: 'e5', carry: true, carry2: true, holds: ['barrow'] }, y1: 'e6' }, turn: 'y' });
    play(t, 'y1 e5'); // strikes w1 on step I
    expect([where(t, 'w1'), coinsAt(t, 'e5'), item(t, ITEM_BARROW)]).toEqual(['g1', 2, 'e5']);
  });
});

describe('the other tiles with items about (X-R13)', () => {
  it('the earthquake does not move a tile an item lies on, as with coins', () => {
    const s = xboard({ options: { tiles: 'treasure-island' }, tiles: { c4: 'empty', d4: 'empty', e4: 'empty' }, items: { balls: ['c4'], barrow: 'd4' } });
    expect([quakeMovable(s, cell('c4')), quakeMovable(s, cell('d4')), quakeMovable(s, cell('e4'))]).toEqual([false, false, true]);
  });
});

describe('notation', () => {
  it('loads and the boat\'s sails read and parse back', () => {
    const s = xboard({ tiles: { e2: 'boat', f2: 'empty' }, items: { boat: 'e2', barrow: 'e2', balls: ['e2'] }, pirates: { w1: 'e2', w2: { at: 'ship' } }, coins: { e2: 2 } });
    const texts = legalMoves(s).map((m) => formatMove(s, m));
    expect(texts).toContain('w1-e1$+boat+barrow');
    expect(texts).toContain('w1-f2$$+barrow');
    for (const m of legalMoves(s)) expect(parseMove(s, formatMove(s, m))).toBe(m);
    const t = xboard({ items: { boat: 'afloat:w:e1' }, pirates: { w1: 'e1' } });
    expect(legalMoves(t).map((m) => formatMove(t, m))).toContain('boat:w-d1');
    expect(parseMove(t, 'boat:w-d1')).toBe(legalMoves(t).find((m) => formatMove(t, m) === 'boat:w-d1'));
  });
});

void ITEM_BALL2;
