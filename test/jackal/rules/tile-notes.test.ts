/**
 * tile-notes-ru.txt ("tn") for the ordinary game, the sentences no other test pinned (the audit
 * of 2026-12-02; docs/RULES.md "Coverage: tile-notes-ru.txt, line by line" names the test of
 * every sentence). Each test is named after its sentence; expected squares are worked out by
 * hand: white's ship g1 (south), yellow's a7, black's g13, red's m7.
 */
import { describe, expect, it } from 'vitest';
import { board, BoardSpec, coinsAt, grass, kindAt, legal, movesOf, play, tileArg, turn, where } from './board.js';
import { currentPlayer } from '../../../src/jackal/outcome.js';
import { HOLD_AFLOAT, ITEM_BOAT, ITEM_CELL, ITEM_HOLD } from '../../../src/jackal/state.js';
import { cellName } from '../../../src/jackal/geometry.js';
import { fromPosition, isPositionError, toPosition } from '../../../src/jackal/position.js';

const ti = (spec: BoardSpec): ReturnType<typeof board> => board({ ...spec, options: { tiles: 'treasure-island', ...spec.options } });
const tix = (spec: BoardSpec): ReturnType<typeof board> => ti({ ...spec, options: { expansion: 'original', ...spec.options } });

describe('carramba (tn 1-12)', () => {
  it('tn 3 "Умерщвляет пирата, если игрок не выругался" (TN4, ruling): Ben Gunn, the missionary and Friday, first in, swear or are lost too', () => {
    for (const who of ['ben', 'mis', 'fri']) {
      const s = ti({ tiles: { d5: 'empty' }, hidden: { e5: 'carramba' }, pirates: { [who]: { at: 'd5', crew: 'w' } } });
      play(s, `${who} e5`);
      expect(legal(s), who).toEqual([`${who} stay`, `${who} > e5`]);
      play(s, `${who} > e5`);
      expect([where(s, who), tileArg(s, 'e5')], who).toEqual(['dead', 0]);
    }
  });
});

describe('grass (tn 24-35)', () => {
  it('tn 32 "Теперь каждый ходит пиратами своего соседа": 2v2 and 2p likewise, each crew moved by the player of the crew after it, one round', () => {
    // 2v2: one player a crew; 2p: player 0 white and black, player 1 yellow and red (R2).
    for (const [mode, seen] of [['2v2', ['y:2:4', 'b:3:3', 'r:0:2', 'w:1:1', 'y:1:0']], ['2p', ['y:0:4', 'b:1:3', 'r:0:2', 'w:1:1', 'y:1:0']]] as const) {
      const s = ti({ options: { mode }, tiles: { d5: 'empty' }, pirates: { w1: 'd5' }, hidden: { e5: 'grass' } });
      play(s, 'w1 e5');
      const got: string[] = [];
      for (let i = 0; i < 5; i++) {
        got.push(`${turn(s)}:${currentPlayer(s)}:${grass(s)}`);
        play(s, legal(s).find((d) => d.startsWith('ship')) ?? legal(s)[0]);
      }
      expect(got, mode).toEqual(seen);
    }
  });
  it('tn 32 with tn 35: grass lit from the old lighthouse in a turn the grass already burns: the neighbour still makes the turn (the earthquake\'s picks), then a new round', () => {
    // Yellow's turn under the burning grass (4 turns left: moved by black's player, 2). The old
    // lighthouse opens the second grass and an earthquake: the picks are still player 2's.
    const s = ti({
      options: { lighthouse: 'open' }, tiles: { d5: 'empty', e5: 'lighthouse', h8: 'grass!', k10: 'galleon' }, pirates: { y1: 'd5' },
      hidden: { j10: 'grass', c3: 'earthquake' }, grass: 4, turn: 'y', treasureAboard: 'b',
    });
    expect(currentPlayer(s)).toBe(2);
    play(s, 'y1 e5', 'y1 > j10', 'y1 > c3', 'y1 > k11', 'y1 > b5');
    expect([turn(s), currentPlayer(s)]).toEqual(['y', 2]); // the earthquake's first pick
    const back = fromPosition(JSON.parse(JSON.stringify(toPosition(s))), { study: true });
    if (isPositionError(back)) throw new Error(`${back.field}: ${back.message}`);
    expect([grass(back), currentPlayer(back)]).toEqual([grass(s), 2]); // the position format keeps it
    play(s, 'y1 > f7');
    expect(currentPlayer(s)).toBe(2);
    play(s, 'y1 > f8');
    expect([turn(s), grass(s), currentPlayer(s)]).toEqual(['b', 4, 3]); // a new round from black's turn
  });
});

describe('water and ships (tn 48-93)', () => {
  it('tn 78 "можно намерено убить своего Пятницу о чужой корабль": from the cell in front of it, or swimming', () => {
    const s = ti({ tiles: { b7: 'empty' }, pirates: { fri: { at: 'b7', crew: 'w' } } });
    play(s, 'fri a7'); // yellow's ship
    expect(where(s, 'fri')).toBe('dead');
    const t = ti({ pirates: { fri: { at: 'a6', crew: 'w' } } });
    play(t, 'fri a7');
    expect(where(t, 'fri')).toBe('dead');
  });

  it('tn 78 with tn 206 "спущенная на воду шлюпка полностью идентична кораблю": the launched boat kills the enemy Friday it sails or is launched onto', () => {
    const s = tix({ items: { boat: 'afloat:w:e1' }, pirates: { w1: 'e1', fri: { at: 'd1', crew: 'y' } } });
    play(s, 'boat w d1');
    expect([where(s, 'fri'), where(s, 'w1')]).toEqual(['dead', 'd1']);
    const t = tix({ tiles: { e2: 'boat' }, items: { boat: 'e2' }, pirates: { w1: 'e2', fri: { at: 'e1', crew: 'y' } } });
    play(t, 'w1 e1 boat');
    expect([where(t, 'fri'), t.u8[ITEM_HOLD + ITEM_BOAT] === HOLD_AFLOAT, cellName(t.u8[ITEM_CELL + ITEM_BOAT])]).toEqual(['dead', true, 'e1']);
  });
});

describe('fortress (tn 124-138)', () => {
  it('tn 136 "на крепость, занятую игроком другой команды — приводит к смерти": only another team\'s; an ally\'s fortress takes him (2v2, 2p)', () => {
    for (const mode of ['2v2', '2p'] as const) {
      const s = board({ options: { mode }, tiles: { d3: 'empty', e4: 'arrow1:0', e5: 'fortress' }, pirates: { w1: 'e5', b2: 'd3' }, turn: 'b' });
      play(s, 'b2 e4'); // the arrow points north, into the fortress white (black's ally) holds
      expect([where(s, 'b2'), where(s, 'w1')], mode).toEqual(['e5', 'e5']);
    }
  });

  it('tn 134 "Миссионера (и Пятницу) можно споить даже если он стоит в крепости или в джунглях": Friday too', () => {
    for (const tile of ['fortress', 'native', 'thicket']) {
      const s = ti({ tiles: { e4: 'empty', e5: tile }, pirates: { w1: 'e4', fri: { at: 'e5', crew: 'y' } }, bottles: { w: 1 } });
      play(s, 'rum fri');
      expect(where(s, 'fri'), tile).toBe('dead');
    }
  });

  it('tn 138 "Если на линии выстрела есть пираты засевшие в крепости, их это не спасет": the cannonball\'s shot kills in a fortress, the native\'s, and the jungle', () => {
    const s = tix({
      tiles: { e4: 'cannon:0', e5: 'cannonball', e8: 'fortress', e9: 'thicket', e10: 'native' },
      items: { balls: ['e5'] }, pirates: { w1: 'e5', y1: 'e8', y2: 'e9', b1: 'e10', fri: { at: 'e9', crew: 'r' } },
    });
    play(s, 'w1 e4 ball'); // the barrel points north: e5 (now empty) .. e12
    expect([where(s, 'y1'), where(s, 'y2'), where(s, 'b1'), where(s, 'fri'), where(s, 'w1')]).toEqual(['dead', 'dead', 'dead', 'dead', 'e4']);
  });
});

describe('airplane (tn 155-172)', () => {
  it('tn 163 "перенести любого участника": Friday and the missionary fly too, or wait', () => {
    for (const who of ['fri', 'mis']) {
      const s = ti({ tiles: { e4: 'empty', e5: 'airplane' }, pirates: { [who]: { at: 'e4', crew: 'w' } } });
      play(s, `${who} e5`);
      expect(legal(s).length, who).toBe(117); // stay, or any of the 116 other land cells
      play(s, `${who} > k11`);
      expect([where(s, who), tileArg(s, 'e5')], who).toEqual(['k11', 0]); // used: an empty tile
    }
  });

  it('tn 166 "позвать второго пирата (например с монетой) и перенести его вместе с поклажей": the comrade arriving flies with his coin', () => {
    const s = board({ tiles: { e4: 'empty', e5: 'airplane', k11: 'empty' }, pirates: { w1: 'e5', w2: 'e4' }, coins: { e4: 1 } });
    play(s, 'w2 e5 coin', 'w2 > k11');
    expect([where(s, 'w2'), coinsAt(s, 'k11'), coinsAt(s, 'e4'), where(s, 'w1'), tileArg(s, 'e5')]).toEqual(['k11', 1, 0, 'e5', 0]);
  });

  it('tn 172 "При открытии с маяка, самолет остается невостребованным до момента прихода первого пирата, из любой команды"', () => {
    const s = ti({ options: { lighthouse: 'open' }, tiles: { d5: 'empty', e5: 'lighthouse', i9: 'empty' }, pirates: { w1: 'd5', y1: 'i9' }, hidden: { j10: 'airplane' } });
    play(s, 'w1 e5', 'w1 > j10', 'w1 > c3', 'w1 > k11', 'w1 > b5');
    expect([kindAt(s, 'j10'), turn(s)]).toEqual(['airplane', 'y']);
    play(s, 'y1 j10');
    expect(movesOf(s, 'y1').slice(0, 2)).toEqual(['y1 stay', 'y1 > c12']);
    play(s, 'y1 > c12');
    expect([where(s, 'y1'), tileArg(s, 'j10')]).toEqual(['c12', 0]);
  });
});
