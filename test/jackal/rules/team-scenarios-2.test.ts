/**
 * Black-box scenarios on three and four players and the two-by-two game, Treasure Island
 * (session 26; the classic scenes are in team-scenarios.test.ts), written from the rules texts
 * before reading the engine: the island's people (Ben Gunn, the missionary, Friday) of an ally
 * or of a third crew, the jungle and the caves among several crews, the grass's round in three,
 * bottles across crews, and the galleon treasure in the count. Bare numbers = full-rules-ru.txt,
 * `tn` = tile-notes-ru.txt, `rb` = rulebook-en.txt.
 */
import { describe, expect, it } from 'vitest';
import { currentPlayer, isTerminal, result } from '../../../src/jackal/outcome.js';
import { BoardSpec, aboard, board, can, crewOf, isTrapped, knownBy, legal, movesOf, pending, play, shipCell, treasureShip, turn, untilTurn, where } from './board.js';

const ti = (spec: BoardSpec): ReturnType<typeof board> => board({ ...spec, options: { tiles: 'treasure-island', ...spec.options } });

describe('the missionary among allies and enemies (341)', () => {
  it('341 "Пират, стоящий на одной клетке с миссионером тоже не может быть атакован": 2v2, black beside white\'s missionary is safe from yellow', () => {
    const s = ti({ options: { mode: '2v2' }, tiles: { d5: 'empty', e5: 'empty' }, pirates: { mis: { at: 'e5', crew: 'w' }, b1: 'e5', y1: 'd5' }, turn: 'y' });
    expect(can(s, 'y1 e5')).toBe(false);
  });

  it('341 "и лишается способности атаковать": 2v2, black standing with white\'s missionary may not strike yellow beside him', () => {
    const s = ti({ options: { mode: '2v2' }, tiles: { d5: 'empty', e5: 'empty' }, pirates: { mis: { at: 'e5', crew: 'w' }, b1: 'e5', y1: 'd5' }, turn: 'b' });
    expect(can(s, 'b1 d5')).toBe(false);
    expect(movesOf(s, 'b1').length).toBeGreaterThan(0);
  });

  it('341 "Миссионер не заходит на клетки с врагами": 2v2, white\'s missionary walks onto black\'s cell (an ally, no enemy)', () => {
    const s = ti({ options: { mode: '2v2' }, tiles: { d5: 'empty', e5: 'empty' }, pirates: { mis: { at: 'd5', crew: 'w' }, b1: 'e5' } });
    play(s, 'mis e5');
    expect([where(s, 'mis'), where(s, 'b1')]).toEqual(['e5', 'e5']);
  });

  it('341: 4p, the same step onto black\'s cell is refused: black is an enemy', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'empty' }, pirates: { mis: { at: 'd5', crew: 'w' }, b1: 'e5' } });
    expect(can(s, 'mis e5')).toBe(false);
  });
});

describe('Ben Gunn and Friday of an ally or a third crew (331, 351; 216)', () => {
  it('331 "станет ещё одним вашим пиратом" + 216: 2v2, black\'s Ben Gunn stepping into the trap frees white; neither is caught', () => {
    const s = ti({ options: { mode: '2v2' }, tiles: { d5: 'empty', e5: 'trap' }, pirates: { ben: { at: 'd5', crew: 'b' }, w1: { at: 'e5', trapped: true } }, turn: 'b' });
    play(s, 'ben e5');
    expect([isTrapped(s, 'w1'), isTrapped(s, 'ben'), where(s, 'ben')]).toEqual([false, false, 'e5']);
  });

  it('351 "если Пятницу атакуют он начинает играть за врага": 3p, black strikes yellow\'s Friday and wins him; white has no part', () => {
    const s = ti({ options: { mode: '3p' }, tiles: { d5: 'empty', e5: 'empty' }, pirates: { fri: { at: 'e5', crew: 'y' }, b1: 'd5' }, turn: 'b' });
    play(s, 'b1 e5');
    expect([crewOf(s, 'fri'), where(s, 'fri'), turn(s)]).toEqual(['b', 'e5', 'w']);
  });

  it('351 + rb 127: 2v2, red striking black and white\'s Friday on one cell: black to his ship, Friday to red', () => {
    const s = ti({ options: { mode: '2v2' }, tiles: { d5: 'empty', e5: 'empty' }, pirates: { fri: { at: 'e5', crew: 'w' }, b1: 'e5', r1: 'd5' }, turn: 'r' });
    play(s, 'r1 e5');
    expect([where(s, 'b1'), crewOf(s, 'fri'), where(s, 'fri')]).toEqual(['g13', 'r', 'e5']);
  });
});

describe('the island\'s people aboard an ally\'s ship (351, 331; 142)', () => {
  it('351 "сможет таскать монеты как настоящий морской волк" + 142 "пользоваться дружественными кораблями как своими": 2v2, white\'s Friday carries a coin onto black\'s ship', () => {
    const s = ti({ options: { mode: '2v2' }, tiles: { f12: 'empty' }, pirates: { fri: { at: 'f12', crew: 'w' } }, coins: { f12: 1 } });
    play(s, 'fri g13 coin');
    expect([where(s, 'fri'), aboard(s, 'b'), crewOf(s, 'fri')]).toEqual(['g13', 1, 'w']);
  });

  it('331 "легко станет ещё одним вашим пиратом" + FAQ 512 "пират дружественной команды может управлять кораблём": 2v2, white\'s Ben Gunn aboard black\'s ship sails it on white\'s turn', () => {
    const s = ti({ options: { mode: '2v2' }, pirates: { ben: { at: 'g13', crew: 'w' } } });
    play(s, 'ship b h13');
    expect([shipCell(s, 'b'), where(s, 'ben'), turn(s)]).toEqual(['h13', 'h13', 'y']);
  });
});

describe('the grass hands over the moves, not the sides (405; rb 127)', () => {
  it('405 "он ходит за красных": 2v2, yellow\'s player moving white\'s crew still strikes yellow and joins black', () => {
    const s = ti({ options: { mode: '2v2' }, tiles: { d5: 'empty', e5: 'empty', d6: 'empty' }, pirates: { w1: 'd5', y1: 'e5', b1: 'd6' }, grass: 1, turn: 'w' });
    expect(currentPlayer(s)).toBe(1);
    expect(can(s, 'w1 d6')).toBe(true);
    play(s, 'w1 e5');
    expect([where(s, 'y1'), where(s, 'w1')]).toEqual(['a7', 'e5']);
  });
});

describe('the jungle and the caves among several crews (397, 381)', () => {
  it('397 "здесь могут одновременно находиться пираты из разных команд": 4p, white walks into the jungle where yellow and black stand; nobody is struck', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'thicket' }, pirates: { w1: 'd5', y1: 'e5', b1: 'e5' } });
    play(s, 'w1 e5');
    expect([where(s, 'w1'), where(s, 'y1'), where(s, 'b1')]).toEqual(['e5', 'e5', 'e5']);
  });

  it('397 "В Джунглях нельзя сражаться": 2v2, red in the jungle beside white and black: still there after yellow joins', () => {
    const s = ti({ options: { mode: '2v2' }, tiles: { d5: 'empty', e5: 'thicket' }, pirates: { w1: 'e5', b1: 'e5', r1: 'e5', y1: 'd5' }, turn: 'y' });
    play(s, 'y1 e5');
    expect([where(s, 'w1'), where(s, 'b1'), where(s, 'r1'), where(s, 'y1')]).toEqual(['e5', 'e5', 'e5', 'e5']);
  });

  it('381 "Если на выходе из пещеры стоит ваш пират, то для врагов ход закрыт": 2v2, black on the far mouth does not bar white, his ally', () => {
    const s = ti({ options: { mode: '2v2' }, tiles: { c5: 'empty', d5: 'cave', h5: 'cave' }, pirates: { w1: 'c5', b1: 'h5' } });
    play(s, 'w1 d5');
    if (pending(s)) play(s, 'w1 > h5');
    expect([where(s, 'w1'), where(s, 'b1')]).toEqual(['h5', 'h5']);
  });

  it('381 "для врагов ход закрыт" + FAQ 587-588: 2v2, the same mouth bars yellow: he cannot come out there', () => {
    const s = ti({ options: { mode: '2v2' }, tiles: { c5: 'empty', d5: 'cave', h5: 'cave' }, pirates: { y1: 'c5', b1: 'h5' }, turn: 'y' });
    expect(movesOf(s, 'y1').some((d) => d.endsWith('h5'))).toBe(false);
    if (can(s, 'y1 d5')) {
      play(s, 'y1 d5');
      expect([where(s, 'b1'), where(s, 'y1') === 'h5']).toEqual(['h5', false]);
    }
  });
});

describe('the grass\'s round and the bottles across crews (405; 365)', () => {
  it('405 "каждый ходит пиратами своего соседа": 3p, black lights it: white is moved by yellow\'s player, yellow by black\'s, black by white\'s; then each his own', () => {
    const s = ti({ options: { mode: '3p' }, tiles: { d5: 'empty' }, pirates: { b1: 'd5' }, hidden: { e5: 'grass' }, turn: 'b' });
    const who = (): string => `${turn(s)}:${currentPlayer(s)}`;
    play(s, 'b1 e5');
    const seen = [who()];
    for (const sail of ['ship w f1', 'ship y a6', 'ship b f13']) {
      play(s, sail);
      seen.push(who());
    }
    expect(seen).toEqual(['w:1', 'y:2', 'b:0', 'w:0']);
  });

  it('365 "Ром можно использовать … любому члену своей или союзной команды": 4p, black is no ally: white caught in a trap cannot drink black\'s bottle', () => {
    const s = ti({ tiles: { e5: 'trap' }, pirates: { w1: { at: 'e5', trapped: true } }, bottles: { b: 2 } });
    expect(movesOf(s, 'w1').some((d) => d.endsWith(' rum'))).toBe(false);
    const t = ti({ options: { mode: '2v2' }, tiles: { e5: 'trap' }, pirates: { w1: { at: 'e5', trapped: true } }, bottles: { b: 2 } });
    expect(movesOf(t, 'w1').some((d) => d.endsWith(' rum'))).toBe(true);
  });
});

describe('the lighthouse in a team (321; README 9)', () => {
  it('321 "подсмотреть, что там, не показывая другим игрокам": 2v2, white\'s peek is his player\'s alone, not his ally\'s; in 2p it is the one player\'s', () => {
    for (const [mode, mask] of [['2v2', 1], ['2p', 1]] as const) {
      const s = ti({ options: { mode }, tiles: { d5: 'empty' }, pirates: { w1: 'd5' }, hidden: { e5: 'lighthouse', c3: 'trap', c4: 'rum' } });
      play(s, 'w1 e5', 'w1 > c3', 'w1 > c4', 'w1 > c6', 'w1 > c7');
      if (legal(s).some((d) => d.includes(' order '))) play(s, legal(s)[0]);
      expect([knownBy(s, 'c3'), knownBy(s, 'c4'), turn(s)], mode).toEqual([mask, mask, 'y']);
    }
  });
});

describe('the galleon treasure in the count (286; 142)', () => {
  it('286 "считается за целых 3 монеты": 3p, yellow brings the treasure aboard last: 3 and 3 share the second place behind black', () => {
    const s = ti({ options: { mode: '3p' }, tiles: { b7: 'empty' }, pirates: { y1: 'b7' }, treasure: 'b7', aboard: { w: 3, b: 34 }, turn: 'y' });
    play(s, 'y1 a7 treasure');
    const r = result(s);
    expect([isTerminal(s), treasureShip(s), r.scores, r.ranks]).toEqual([true, 'y', [3, 3, 34], [2, 2, 1]]);
  });

  it('94 "17 кладов … включая сокровище испанского галеона" + README 6: 2v2, every coin aboard but the treasure lies ashore: the game goes on until an arrow sinks it', () => {
    const s = ti({ options: { mode: '2v2' }, tiles: { c3: 'empty', b3: 'arrow1:3' }, pirates: { w1: 'c3' }, treasure: 'c3', aboard: { w: 10, b: 9, y: 9, r: 9 } });
    expect(isTerminal(play(ti({ options: { mode: '2v2' }, tiles: { c3: 'empty', d3: 'empty', b3: 'arrow1:3' }, pirates: { w1: 'c3' }, treasure: 'c3', aboard: { w: 10, b: 9, y: 9, r: 9 } }), 'w1 d3'))).toBe(false);
    play(s, 'w1 b3 treasure');
    const r = result(s);
    expect([where(s, 'w1'), treasureShip(s), isTerminal(s), r.scores]).toEqual(['a3', 'sunk', true, [19, 18, 19, 18]]);
  });

  it('142 "подсчитывается награбленное сообща золото" + rb 123: 2v2, black\'s crew all dead, the treasure on his ship still counts 3 for the team', () => {
    const s = ti({
      options: { mode: '2v2' }, tiles: { g2: 'empty' }, pirates: { w1: 'g2', b1: 'dead', b2: 'dead', b3: 'dead' }, coins: { g2: 1 },
      treasureAboard: 'b', aboard: { w: 15, b: 0, y: 10, r: 11 },
    });
    play(s, 'w1 g1 coin');
    const r = result(s);
    expect([isTerminal(s), r.scores, r.ranks]).toEqual([true, [19, 21, 19, 21], [3, 1, 3, 1]]);
  });
});

describe('the original expansion in a team (415, 423)', () => {
  const X = { expansion: 'original' } as const;

  it('423 "Во всех клетках по прямой от пушки … пираты погибают": 2v2, white\'s shot kills black, his ally, in line as well as yellow', () => {
    const s = board({ options: { mode: '2v2', ...X }, tiles: { e3: 'cannonball', e4: 'cannon:0', e6: 'empty', e9: 'empty' }, items: { balls: ['e3'] }, pirates: { w1: 'e3', b1: 'e6', y1: 'e9' } });
    play(s, 'w1 e4 ball');
    expect([where(s, 'w1'), where(s, 'b1'), where(s, 'y1')]).toEqual(['e4', 'dead', 'dead']);
  });

  it('415 "Шлюпка может подбирать пиратов в воде или топить плещущихся врагов": 2v2, white\'s boat takes black from the water and drowns yellow', () => {
    const s = board({ options: { mode: '2v2', ...X }, items: { boat: 'afloat:w:e1' }, pirates: { w1: 'e1', b1: 'd1' } });
    play(s, 'boat w d1');
    untilTurn(s, 'b');
    expect([where(s, 'b1'), movesOf(s, 'b1')]).toEqual(['d1', expect.arrayContaining(['b1 d2'])]);
    const t = board({ options: { mode: '2v2', ...X }, items: { boat: 'afloat:w:e1' }, pirates: { w1: 'e1', y1: 'd1' } });
    play(t, 'boat w d1');
    expect(where(t, 'y1')).toBe('dead');
  });
});
