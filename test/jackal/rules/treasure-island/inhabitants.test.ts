/**
 * The island's inhabitants (full-rules-ru.txt "Бен Ганн", "Миссионер", "Пятница",
 * "Крепость с аборигенкой"; tile-notes-ru.txt, water and ships). docs/RULES.md,
 * section "Treasure Island", cites these names.
 */
import { describe, expect, it } from 'vitest';
import {
  BoardSpec, board, can, crewOf, isConverted, isTrapped, legal, movesOf, play, shipCell, stepOf, tileArg, turn, untilTurn, where,
} from '../board.js';
import { disagreementsAfter } from '../../../support/differential.js';

const TI = { tiles: 'treasure-island' } as const;
const ti = (spec: BoardSpec): ReturnType<typeof board> => board({ ...spec, options: { ...TI, ...spec.options } });

describe('Ben Gunn', () => {
  it('revealing him: he joins the revealer\'s crew on that cell, and the tile is spent', () => {
    const s = ti({ tiles: { d5: 'empty' }, pirates: { y1: 'd5' }, hidden: { e5: 'ben-gunn' }, turn: 'y' });
    play(s, 'y1 e5');
    expect([where(s, 'ben'), crewOf(s, 'ben'), tileArg(s, 'e5')]).toEqual(['e5', 'y', 0]);
    untilTurn(s, 'y');
    expect(movesOf(s, 'ben').length).toBe(8);
  });

  it('he is a full pirate: strikes enemies and is struck back to his crew\'s ship', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'empty' }, pirates: { ben: { at: 'd5', crew: 'w' }, y1: 'e5' } });
    play(s, 'ben e5');
    expect([where(s, 'y1'), where(s, 'ben')]).toEqual(['a7', 'e5']);
    const t = ti({ tiles: { d5: 'empty', e5: 'empty' }, pirates: { ben: { at: 'e5', crew: 'w' }, y1: 'd5' }, turn: 'y' });
    play(t, 'y1 e5');
    expect(where(t, 'ben')).toBe('g1');
  });

  it('he sails his crew\'s ship alone, and carries coins aboard', () => {
    const s = ti({ tiles: { g2: 'empty' }, pirates: { w1: 'dead', w2: 'dead', w3: 'dead', ben: { at: 'g2', crew: 'w' } }, coins: { g2: 1 } });
    play(s, 'ben g1 coin');
    expect(where(s, 'ben')).toBe('g1');
    untilTurn(s, 'w');
    expect(legal(s)).toEqual(['ben g2', 'ship w f1', 'ship w h1']);
  });

  it('he is never revived: only the crew\'s own pirates come back at the native woman', () => {
    const s = ti({ tiles: { e5: 'native' }, pirates: { w1: 'e5', w2: 'dead', w3: 'e5', ben: { at: 'dead', crew: 'w' } } });
    expect(legal(s).filter((d) => d.startsWith('revive'))).toEqual(['revive w2']);
    const t = ti({ tiles: { e5: 'native' }, pirates: { w1: 'e5', ben: { at: 'dead', crew: 'w' } } });
    expect(legal(t).filter((d) => d.startsWith('revive'))).toEqual([]);
  });
});

describe('native woman (Treasure Island)', () => {
  it('she does not revive while the crew has 3 fighters: Ben Gunn counts, so does a drunk missionary', () => {
    const base = { tiles: { e5: 'native', c3: 'empty' }, pirates: { w1: 'e5', w2: 'e5', w3: 'dead' } } as const;
    expect(can(ti(base), 'revive w3')).toBe(true);
    expect(can(ti({ ...base, pirates: { ...base.pirates, ben: { at: 'c3', crew: 'w' } } }), 'revive w3')).toBe(false);
    expect(can(ti({ ...base, pirates: { ...base.pirates, mis: { at: 'c3', crew: 'w', converted: true } } }), 'revive w3')).toBe(false);
  });

  it('Friday and a sober missionary are no fighters: with them the crew still revives', () => {
    const s = ti({ tiles: { e5: 'native', c3: 'empty', j9: 'empty' }, pirates: { w1: 'e5', w2: 'e5', w3: 'dead', fri: { at: 'c3', crew: 'w' }, mis: { at: 'j9', crew: 'w' } } });
    play(s, 'revive w3');
    expect(where(s, 'w3')).toBe('e5');
  });
});

describe('missionary', () => {
  it('revealing him: he joins the revealer\'s crew on that cell', () => {
    const s = ti({ tiles: { d5: 'empty' }, pirates: { w1: 'd5' }, hidden: { e5: 'missionary' } });
    play(s, 'w1 e5');
    expect([where(s, 'mis'), crewOf(s, 'mis'), tileArg(s, 'e5')]).toEqual(['e5', 'w', 0]);
  });

  it('he cannot strike, and does not enter a cell with enemies', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'empty', e4: 'fortress' }, pirates: { mis: { at: 'd5', crew: 'w' }, y1: 'e5', y2: 'e4' } });
    expect(movesOf(s, 'mis')).not.toContain('mis e5');
    expect(movesOf(s, 'mis')).toContain('mis d6');
  });

  it('he cannot be struck, and shields every piece on his cell: enemies may not enter it', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'empty' }, pirates: { mis: { at: 'e5', crew: 'w' }, w1: 'e5', y1: 'd5' }, turn: 'y' });
    expect(movesOf(s, 'y1')).not.toContain('y1 e5');
    expect(movesOf(s, 'y1')).toContain('y1 e6');
  });

  it('a chain that ends on his cell kills the enemy who moved (an impossible move)', () => {
    const s = ti({ tiles: { c5: 'empty', d5: 'arrow1:1', e5: 'empty' }, pirates: { mis: { at: 'e5', crew: 'w' }, w1: 'e5', y1: 'c5' }, turn: 'y' });
    play(s, 'y1 d5');
    expect([where(s, 'y1'), where(s, 'w1'), where(s, 'mis')]).toEqual(['dead', 'e5', 'e5']);
  });

  it('on a spinner he shields his own step only: from the last step, away from him, a pirate may strike out (TI-R4, step by step)', () => {
    // Found by the differential test against the reference model (src/reference/): the engine
    // treated the whole spinner as "his cell" when a pirate stepped off it.
    const apart = ti({ tiles: { e5: 'jungle', f5: 'empty' }, pirates: { mis: { at: 'e5', step: 1, crew: 'w' }, w1: { at: 'e5', step: 2 }, y1: 'f5' } });
    expect(movesOf(apart, 'w1')).toContain('w1 f5');
    const together = ti({ tiles: { e5: 'jungle', f5: 'empty' }, pirates: { mis: { at: 'e5', step: 2, crew: 'w' }, w1: { at: 'e5', step: 2 }, y1: 'f5' } });
    expect(movesOf(together, 'w1')).not.toContain('w1 f5');
    expect(movesOf(together, 'w1')).toContain('w1 f6');
  });

  it('on a spinner he shields his own step only: a piece entering strikes the enemies on step 1 while he stands on step 2 (TI-R4; differential D7)', () => {
    // Found by the long differential run (seed differential-treasure-island-615): the engine
    // offered the move, then killed the striker as if the missionary shielded the whole spinner.
    const s = ti({ tiles: { d5: 'empty', e5: 'jungle' }, pirates: { ben: { at: 'd5', crew: 'w' }, y1: { at: 'e5', step: 1 }, y2: { at: 'e5', step: 2 }, mis: { at: 'e5', step: 2, crew: 'y' } } });
    expect(disagreementsAfter(s, 'ben-e5')).toEqual([]); // the reference model says the same
    play(s, 'ben e5');
    expect([where(s, 'ben'), stepOf(s, 'ben'), where(s, 'y1'), where(s, 'y2'), where(s, 'mis')]).toEqual(['e5', 1, shipCell(s, 'y'), 'e5', 'e5']);
    const w = ti({ tiles: { d5: 'empty', e5: 'jungle' }, pirates: { w1: { at: 'd5' }, y1: { at: 'e5', step: 1 }, mis: { at: 'e5', step: 1, crew: 'y' } } });
    expect(movesOf(w, 'w1')).not.toContain('w1 e5'); // on his own step he shields them
  });

  it('a pirate on his cell may not strike out by a direct move', () => {
    const s = ti({ tiles: { e5: 'empty', f5: 'empty' }, pirates: { mis: { at: 'e5', crew: 'w' }, w1: 'e5', y1: 'f5' } });
    expect(movesOf(s, 'w1')).not.toContain('w1 f5');
    expect(movesOf(s, 'w1')).toContain('w1 f6');
  });

  it('he carries nothing: no coin, no treasure', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'empty', g2: 'empty' }, pirates: { mis: { at: 'd5', crew: 'w' } }, coins: { d5: 2 }, treasure: 'd5' });
    expect(movesOf(s, 'mis').filter((d) => d.includes('coin') || d.includes('treasure'))).toEqual([]);
  });

  it('he does not sail a ship; once drunk (converted) he does', () => {
    const spec = { tiles: { g2: 'empty' }, pirates: { w1: 'dead', w2: 'dead', w3: 'dead', mis: { at: 'g1', crew: 'w' } } } as const;
    expect(legal(ti(spec))).toEqual(['mis g2']);
    expect(legal(ti({ ...spec, pirates: { ...spec.pirates, mis: { ...spec.pirates.mis, converted: true } } }))).toEqual(['mis g2', 'ship w f1', 'ship w h1']);
  });

  it('a rum barrel makes him an ordinary pirate of his crew, who strikes and is struck', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'rum', f5: 'empty' }, pirates: { mis: { at: 'd5', crew: 'w' }, y1: 'f5' } });
    play(s, 'mis e5');
    expect(isConverted(s, 'mis')).toBe(true);
    untilTurn(s, 'w');
    play(s, 'mis f5');
    expect([where(s, 'y1'), where(s, 'mis')]).toEqual([shipCell(s, 'y'), 'f5']);
  });

  it('a trapped missionary who uses a bottle to get out has drunk it: he is a pirate now', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'trap' }, pirates: { mis: { at: 'e5', crew: 'w', trapped: true } }, bottles: { w: 1 } });
    expect(movesOf(s, 'mis')).toContain('mis d5 rum');
    play(s, 'mis d5 rum');
    expect([where(s, 'mis'), isConverted(s, 'mis')]).toEqual(['d5', true]);
  });

  it('on a spinner he does not advance onto a step held by enemies, nor do they onto his step', () => {
    const s = ti({ tiles: { e5: 'mountains' }, pirates: { mis: { at: 'e5', crew: 'w', step: 2 }, y1: { at: 'e5', step: 3 }, y2: { at: 'e5', step: 1 } } });
    expect(movesOf(s, 'mis')).toEqual([]);
    const t = ti({ tiles: { e5: 'mountains' }, pirates: { mis: { at: 'e5', crew: 'w', step: 2 }, y2: { at: 'e5', step: 1 } }, turn: 'y' });
    expect(movesOf(t, 'y2')).toEqual([]);
    const u = ti({ tiles: { e5: 'mountains' }, pirates: { mis: { at: 'e5', crew: 'w', step: 2 }, w1: { at: 'e5', step: 2 }, y1: { at: 'e5', step: 3 } } });
    expect(movesOf(u, 'w1')).toEqual([]); // beside his missionary he strikes no one
    const v = ti({ tiles: { e5: 'mountains' }, pirates: { w1: { at: 'e5', step: 2 }, y1: { at: 'e5', step: 3 } } });
    play(v, 'w1 e5');
    expect(where(v, 'y1')).toBe('a7'); // the classic strike, for contrast
  });
});

describe('Friday', () => {
  it('revealing him: he joins the revealer\'s crew on that cell and carries coins like a pirate', () => {
    const s = ti({ tiles: { g3: 'empty' }, pirates: { w1: 'g3' }, hidden: { g2: 'friday' }, coins: { g2: 0 } });
    play(s, 'w1 g2');
    expect([where(s, 'fri'), crewOf(s, 'fri')]).toEqual(['g2', 'w']);
    const t = ti({ tiles: { g2: 'empty' }, pirates: { fri: { at: 'g2', crew: 'w' } }, coins: { g2: 1 } });
    play(t, 'fri g1 coin');
    expect(where(t, 'fri')).toBe('g1');
    expect(t.u8[728]).toBe(1); // SHIP_COINS of white
  });

  it('struck, he changes sides and stays on his cell', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'empty' }, pirates: { fri: { at: 'e5', crew: 'y' }, w1: 'd5' } });
    play(s, 'w1 e5');
    expect([crewOf(s, 'fri'), where(s, 'fri'), where(s, 'w1')]).toEqual(['w', 'e5', 'e5']);
  });

  it('he cannot strike', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'empty' }, pirates: { fri: { at: 'd5', crew: 'w' }, y1: 'e5' } });
    expect(movesOf(s, 'fri')).not.toContain('fri e5');
    const t = ti({ tiles: { c5: 'empty', d5: 'arrow1:1', e5: 'empty' }, pirates: { fri: { at: 'c5', crew: 'w' }, y1: 'e5' } });
    play(t, 'fri d5'); // a chain onto an enemy: an impossible move kills
    expect([where(t, 'fri'), where(t, 'y1')]).toEqual(['dead', 'e5']);
  });

  it('the cannibal does not eat him', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'cannibal' }, pirates: { fri: { at: 'd5', crew: 'w' } } });
    play(s, 'fri e5');
    expect(where(s, 'fri')).toBe('e5');
    untilTurn(s, 'w');
    expect(movesOf(s, 'fri').length).toBe(8);
  });

  it('he does not fall into traps', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'trap' }, pirates: { fri: { at: 'd5', crew: 'w' } } });
    play(s, 'fri e5');
    expect(isTrapped(s, 'fri')).toBe(false);
    untilTurn(s, 'w');
    expect(movesOf(s, 'fri').length).toBe(8);
  });

  it('arriving at a trap, he frees a caught comrade (he is one of the crew)', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'trap' }, pirates: { fri: { at: 'd5', crew: 'w' }, w1: { at: 'e5', trapped: true } } });
    play(s, 'fri e5');
    expect([isTrapped(s, 'w1'), isTrapped(s, 'fri')]).toEqual([false, false]);
  });

  it('he crosses any spinner in one move: he stands at its exit at once', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'mountains' }, pirates: { fri: { at: 'd5', crew: 'w' } } });
    play(s, 'fri e5');
    expect(stepOf(s, 'fri')).toBe(5);
    untilTurn(s, 'w');
    expect(movesOf(s, 'fri').length).toBe(8);
  });

  it('a rum barrel: he drinks and leaves the game', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'rum' }, pirates: { fri: { at: 'd5', crew: 'w' } } });
    play(s, 'fri e5');
    expect(where(s, 'fri')).toBe('dead');
  });

  it('he does not sail a ship', () => {
    const s = ti({ tiles: { g2: 'empty' }, pirates: { w1: 'dead', w2: 'dead', w3: 'dead', fri: { at: 'g1', crew: 'w' } } });
    expect(legal(s)).toEqual(['fri g2']);
  });
});

describe('Friday meets the missionary', () => {
  it('on one cell they both vanish, whichever comes to the other and whoever owns them', () => {
    const s = ti({ tiles: { d5: 'empty', e5: 'empty' }, pirates: { mis: { at: 'd5', crew: 'w' }, fri: { at: 'e5', crew: 'y' } } });
    play(s, 'mis e5');
    expect([where(s, 'mis'), where(s, 'fri')]).toEqual(['dead', 'dead']);
    const t = ti({ tiles: { d5: 'empty', e5: 'empty' }, pirates: { mis: { at: 'd5', crew: 'y' }, w1: 'd5', fri: { at: 'e5', crew: 'w' } } });
    play(t, 'fri d5');
    expect([where(t, 'mis'), where(t, 'fri'), where(t, 'w1')]).toEqual(['dead', 'dead', 'd5']);
  });

  it('the missionary revealing Friday\'s tile (or Friday the missionary\'s): both vanish at once', () => {
    const s = ti({ tiles: { d5: 'empty' }, pirates: { mis: { at: 'd5', crew: 'w' } }, hidden: { e5: 'friday' } });
    play(s, 'mis e5');
    expect([where(s, 'mis'), where(s, 'fri')]).toEqual(['dead', 'dead']);
  });
});

describe('inhabitants in the water (tile-notes-ru.txt, water and ships)', () => {
  it('a pirate swimming onto Friday makes him change sides; he does not die', () => {
    const s = ti({ pirates: { w1: 'd1', fri: { at: 'c1', crew: 'y' } } });
    play(s, 'w1 c1');
    expect([where(s, 'fri'), crewOf(s, 'fri'), where(s, 'w1')]).toEqual(['c1', 'w', 'c1']);
  });

  it('a pirate swimming onto the missionary dies', () => {
    const s = ti({ pirates: { w1: 'd1', mis: { at: 'c1', crew: 'y' } } });
    play(s, 'w1 c1');
    expect([where(s, 'w1'), where(s, 'mis')]).toEqual(['dead', 'c1']);
  });

  it('the missionary swimming onto a pirate dies', () => {
    const s = ti({ pirates: { mis: { at: 'd1', crew: 'w' }, y1: 'c1' } });
    play(s, 'mis c1');
    expect([where(s, 'mis'), where(s, 'y1')]).toEqual(['dead', 'c1']);
  });

  it('the missionary and Friday meeting in the water: both die, whoever swims', () => {
    const s = ti({ pirates: { mis: { at: 'd1', crew: 'w' }, fri: { at: 'c1', crew: 'y' } } });
    play(s, 'mis c1');
    expect([where(s, 'mis'), where(s, 'fri')]).toEqual(['dead', 'dead']);
    const t = ti({ pirates: { fri: { at: 'd1', crew: 'w' }, mis: { at: 'c1', crew: 'y' } } });
    play(t, 'fri c1');
    expect([where(t, 'mis'), where(t, 'fri')]).toEqual(['dead', 'dead']);
  });

  it('a ship sailing onto an enemy Friday kills him; onto its own Friday it picks him up', () => {
    const s = ti({ pirates: { fri: { at: 'f1', crew: 'y' } } });
    play(s, 'ship w f1');
    expect(where(s, 'fri')).toBe('dead');
    const t = ti({ pirates: { fri: { at: 'f1', crew: 'w' } } });
    play(t, 'ship w f1');
    expect(where(t, 'fri')).toBe('f1');
    untilTurn(t, 'w');
    expect(movesOf(t, 'fri')).toEqual(['fri f2']);
    expect(turn(t)).toBe('w');
  });
});
