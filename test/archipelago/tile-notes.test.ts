/**
 * The Archipelago lines of tile-notes-ru.txt ("tn"): each tile's "Общее количество" and its
 * Archipelago rows (carramba, smoke, fortress, airplane, jungle), and the water-and-ships notes
 * for Archipelago (tn 95-120). Each test is named after the sentence it pins; docs/RULES.md
 * "Coverage: tile-notes-ru.txt, line by line" lists them. Scenes are island 1 (scene.ts): ships
 * W b4, Y i6, B e8, R e2; beach d3 g3 c4 h4 c6 h6 d7 g7. Expected cells are worked out by hand.
 */
import { describe, expect, it } from 'vitest';
import { ARCHIPELAGO as G } from '../../src/archipelago/game.js';
import { ABOARD, FALLEN, FRIDAY, OUT, P_CELL, P_CREW, P_STAT, TURN } from '../../src/archipelago/state.js';
import { BOXES, Kind, KINDS, SET_COUNT } from '../../src/archipelago/tiles.js';
import { at, cell, legal, PIECE, play, scene } from './scene.js';
import { withFriday } from './friday-scene.js';

/** Tiles of one kind in box b, over the three backs. */
const inBox = (b: number, k: number): number => {
  let n = 0;
  for (let back = 1; back <= 3; back++) n += SET_COUNT[(b - 1) * 4 * KINDS + back * KINDS + k];
  return n;
};
/** Boxes holding a kind, with their counts (`box:count`), and the total. */
function census(k: number): [string[], number] {
  const where: string[] = [];
  let total = 0;
  for (let b = 1; b <= BOXES; b++) { const n = inBox(b, k); if (n) { where.push(`${b}:${n}`); total += n; } }
  return [where, total];
}
/** The base game is boxes 1-4 (line 1286); 7 is Friday's Isle, 8 Jolly Roger (docs/ARCHIPELAGO.md). */
const BASE = new Set([1, 2, 3, 4]);
const boxesOf = (k: number): string[] => census(k)[0].map((e) => e.split(':')[0]).map((b) => (BASE.has(Number(b)) ? 'base' : b)).filter((b, i, a) => a.indexOf(b) === i);

describe('tile counts: "Общее количество" and the versions that hold the tile', () => {
  it('tn 225-227 "Общее количество: 3 — Базовая версия, Остров Весёлого Роджера": three jungles, in the base game and Jolly Roger only', () => {
    expect(census(Kind.Jungle)[1]).toBe(3);
    expect(boxesOf(Kind.Jungle)).toEqual(['base', '8']);
  });
  it('tn 139-141 "Общее количество: 2 — Базовая версия, Остров Пятницы": two fortresses, in the base game and Friday\'s Isle', () => {
    expect(census(Kind.Fortress)[1]).toBe(2);
    expect(boxesOf(Kind.Fortress)).toEqual(['base', '7']);
  });
  it('tn 13, 36, 173 "Общее количество: 1 — Базовая версия": one carramba, one smoke, one airplane, in the base game', () => {
    for (const k of [Kind.Carramba, Kind.Smoke, Kind.Airplane]) expect([census(k)[1], boxesOf(k)], `kind ${k}`).toEqual([1, ['base']]);
  });
});

describe('smoke (tn 37-46)', () => {
  it('tn 45 "каждый игрок ходит пиратами своего соседа": in 3p and 2v2 too, each crew\'s turn is decided by the player after it, for one round', () => {
    // 3p: white, yellow, black; 2v2: white, yellow, black, red (teams alternate, line 1156).
    for (const [mode, players] of [['3p', [2, 0, 1, 1]], ['2v2', [2, 3, 0, 1, 1]]] as const) {
      const s = play(scene({ mode, pieces: { W1: 'c4' }, closed: { d4: 'smoke' } }), 'W1 d4');
      const seen: number[] = [];
      for (let i = 0; i < players.length; i++) {
        seen.push(G.currentPlayer(s));
        const l = legal(s);
        play(s, l.find((t) => t.startsWith('sail')) ?? l[0]);
      }
      expect(seen, mode).toEqual(players);
    }
  });
  it('tn 45-46 "сначала ходит игрок с чёрными пиратами … Командовать чужими бутылками нельзя": the turn the smoke is found is still its player\'s, own bottle included', () => {
    // W1 turns the smoke over; W2 lies fallen in the pit at f4 and white has a bottle. The smoke
    // burns from yellow's turn on: white's own turn ends as white's, with white's bottle.
    const s = play(scene({ pieces: { W1: 'c4', W2: 'f4' }, open: { f4: 'pit' }, stat: { W2: FALLEN }, closed: { d4: 'smoke' }, bottles: [1, 0] }), 'W1 d4');
    expect([G.currentPlayer(s), legal(s).sort()]).toEqual([0, ['bottle W2', 'no bottle']]);
    play(s, 'bottle W2');
    expect([s.u8[P_STAT + PIECE('W2')] & FALLEN, s.v[TURN], G.currentPlayer(s)]).toEqual([0, 1, 0]); // yellow's turn, decided by white
  });
});

describe('water and ships in Archipelago (tn 95-120)', () => {
  it('tn 106 "Пират умирает, если в море его ударил противник"', () => {
    const s = play(scene({ pieces: { W1: 'b5', Y1: 'b6' }, turn: 1 }), 'Y1 b5');
    expect([at(s, 'W1'), at(s, 'Y1')]).toEqual([OUT, cell('b5')]);
  });
  it('tn 107-108 "При игре двое на двое союзники могут заходить на дружественные корабли": stepping or swimming aboard the ally\'s ship', () => {
    const s = scene({ mode: '2v2', pieces: { B1: 'c4', B2: 'b5' }, turn: 2 });
    expect(legal(s)).toEqual(expect.arrayContaining(['B1 b4', 'B2 b4']));
    play(s, 'B2 b4');
    expect(at(s, 'B2')).toBe(ABOARD + 0);
  });
  it('tn 115 "сначала походить одним из пиратов или кораблём, а потом использовать бутылку": after sailing the ship too', () => {
    const s = scene({ pieces: { W1: 'd4' }, open: { d4: 'pit' }, stat: { W1: FALLEN }, bottles: [1, 0] });
    expect(legal(s).some((t) => t.startsWith('bottle'))).toBe(false); // not before the move
    play(s, 'sail b3');
    expect(legal(s).sort()).toEqual(['bottle W1', 'no bottle']);
    play(s, 'bottle W1');
    expect(s.u8[P_STAT + PIECE('W1')] & FALLEN).toBe(0);
  });
  it('tn 117 "При игре двое на двое воздушный шар несёт пирата именно на свой, а не на дружественный корабль"', () => {
    const s = play(scene({ mode: '2v2', pieces: { B1: 'c5' }, open: { d5: 'balloon' }, turn: 2 }), 'B1 d5');
    expect(at(s, 'B1')).toBe(ABOARD + 2); // black's own ship (e8), not white's at b4 next to him
  });
  it('tn 78 (the classic notes, and ruling of record 2) "Корабль наплывая на вражеского Пятницу убивает его": sailing onto the enemy Friday; onto its own, aboard', () => {
    const s = play(withFriday({}, 'b5', 1), 'sail b5');
    expect(s.u8[P_CELL + FRIDAY]).toBe(OUT);
    const own = play(withFriday({}, 'b5', 0), 'sail b5');
    expect([own.u8[P_CELL + FRIDAY], own.u8[P_CREW + FRIDAY]]).toEqual([ABOARD + 0, 0]);
  });
});

describe('fortress (tn 142-153)', () => {
  it('tn 150 "В крепости могут находиться сколько угодно пиратов из своей или дружественной команды": in 2v2 an ally steps in, or is carried in by an arrow, and stands', () => {
    const s = scene({ mode: '2v2', pieces: { W1: 'd4', B1: 'c4' }, open: { d4: 'fortress' }, turn: 2 });
    play(s, 'B1 d4');
    expect([at(s, 'B1'), at(s, 'W1')]).toEqual([cell('d4'), cell('d4')]);
    const t = play(scene({ mode: '2v2', pieces: { W1: 'e3', B1: 'c5' }, open: { d4: 'arrow1', e3: 'fortress' }, turn: 2 }), 'B1 d4');
    expect(at(t, 'B1')).toBe(cell('e3')); // the arrow points north-east, into the fortress his ally holds
  });
  it('tn 138 (the classic notes) "Крепость защищает от атак, а не от выстрелов": the musket\'s shot hits a pirate in a fortress; in the jungle too (ruling A-R10)', () => {
    for (const tile of ['fortress', 'jungle']) {
      const s = play(scene({ pieces: { W1: 'c4', Y1: 'f4', Y2: 'g4' }, open: { f4: tile }, closed: { d4: 'musket' } }), 'W1 d4', 'shoot E');
      expect([at(s, 'Y1'), at(s, 'Y2')], tile).toEqual([ABOARD + 1, cell('g4')]);
    }
  });
});

describe('airplane (tn 174-183)', () => {
  it('tn 178 "Возможность стоять: В первый заход — нельзя, в последующие — можно": flown once, it is a tile to stand on', () => {
    const s = play(scene({ pieces: { W1: 'c4', W2: 'c5' }, closed: { d4: 'airplane' } }), 'W1 d4', '> g6');
    play(s, 'sail h7'); // yellow
    play(s, 'W2 d4');
    expect([at(s, 'W2'), legal(s).some((t) => t.startsWith('>'))]).toEqual([cell('d4'), false]);
  });
  it('tn 182 "переносит любого участника": Friday turning it over flies too', () => {
    const s = play(withFriday({ closed: { d4: 'airplane' } }, 'c4', 0), 'F d4');
    expect(legal(s)).toHaveLength(23);
  });
});
