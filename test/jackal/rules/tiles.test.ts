/**
 * Every classic tile (rulebook "Meaning of Field Tiles"; full-rules-ru.txt tile
 * texts; tile-notes-ru.txt for the fortress and the airplane). Arrows and the horse
 * are in arrows.test.ts. Each describe block is named after the tile; docs/RULES.md
 * cites these names.
 */
import { describe, expect, it } from 'vitest';
import {
  aboard, board, can, carries, coinsAt, isTrapped, kindAt, legal, lost, movesOf, pending, play, setTurn, stepOf, tileArg, turn, untilTurn, where,
} from './board.js';

const RING = ['d4', 'd5', 'd6', 'e4', 'e6', 'f4', 'f5', 'f6'];

describe('empty', () => {
  it('an empty tile does nothing: the pirate stops there and may step to any of its 8 neighbours', () => {
    const s = board({ tiles: { d5: 'empty' }, pirates: { w1: 'd5' } });
    play(s, 'w1 e5');
    expect(where(s, 'w1')).toBe('e5');
    expect(kindAt(s, 'e5')).toBe('empty');
    expect(turn(s)).toBe('y');
    setTurn(s, 'w');
    expect(movesOf(s, 'w1').sort()).toEqual(RING.map((c) => `w1 ${c}`));
  });
});

describe('chest', () => {
  for (let n = 1; n <= 5; n++) {
    it(`revealing chest${n} puts ${n} coin(s) on the cell`, () => {
      const s = board({ tiles: { d5: 'empty' }, pirates: { w1: 'd5' }, hidden: { e5: `chest${n}` } });
      play(s, 'w1 e5');
      expect(kindAt(s, 'e5')).toBe('chest');
      expect(coinsAt(s, 'e5')).toBe(n);
    });
  }

  it('a pirate may reveal a face-down tile only with empty hands', () => {
    const s = board({ tiles: { d5: 'empty' }, pirates: { w1: 'd5' }, coins: { d5: 1 } });
    expect(can(s, 'w1 e5')).toBe(true);
    expect(can(s, 'w1 e5 coin')).toBe(false);
  });
});

describe('ice', () => {
  it('after a step the pirate slides on one more step the same way (straight and diagonal)', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'ice' }, pirates: { w1: 'd5' } });
    play(s, 'w1 e5');
    expect(where(s, 'w1')).toBe('f5');
    const t = board({ tiles: { d4: 'empty', e5: 'ice' }, pirates: { w1: 'd4' } });
    play(t, 'w1 e5');
    expect(where(t, 'w1')).toBe('f6');
  });

  it('after an arrow the pirate goes on in the arrow\'s direction (FAQ 482)', () => {
    const s = board({ tiles: { d4: 'empty', d5: 'arrow1:1', e5: 'ice' }, pirates: { w1: 'd4' } });
    play(s, 'w1 d5');
    expect(where(s, 'w1')).toBe('f5');
  });

  it('ice after ice slides on again; landing onto ice slides inland', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'ice', f5: 'ice' }, pirates: { w1: 'd5' } });
    play(s, 'w1 e5');
    expect(where(s, 'w1')).toBe('g5');
    const t = board({ tiles: { g2: 'ice' } });
    play(t, 'w1 g2');
    expect(where(t, 'w1')).toBe('g3');
  });

  it('ice by the water throws the pirate into the sea; his coin sinks (FAQ 485)', () => {
    const s = board({ tiles: { e3: 'empty', e2: 'ice' }, pirates: { w1: 'e3' }, coins: { e3: 1 } });
    play(s, 'w1 e2 coin');
    expect(where(s, 'w1')).toBe('e1');
    expect(lost(s)).toBe(1);
  });

  it('after a knight jump the ice offers a new knight jump in any direction (FAQ 494)', () => {
    const s = board({ tiles: { f6: 'empty', f7: 'horse', g9: 'ice' }, pirates: { w1: 'f6' } });
    play(s, 'w1 f7', 'w1 > g9');
    expect(where(s, 'w1')).toBe('g9');
    expect(turn(s)).toBe('w');
    expect(legal(s).sort()).toEqual(['e10', 'e8', 'f11', 'f7', 'h11', 'h7', 'i10', 'i8'].map((c) => `w1 > ${c}`));
  });

  it('after a flight the ice offers another flight anywhere, with no staying (FAQ 500)', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'airplane', j10: 'ice' }, pirates: { w1: 'd5' } });
    play(s, 'w1 e5', 'w1 > j10');
    expect(where(s, 'w1')).toBe('j10');
    expect(turn(s)).toBe('w');
    const l = legal(s);
    expect(l.length).toBe(116);
    expect(l.some((d) => d.endsWith('stay'))).toBe(false);
    play(s, 'w1 > c3');
    expect(where(s, 'w1')).toBe('c3');
    expect(turn(s)).toBe('y');
  });
});

describe('spinner', () => {
  const SPINNERS: [string, number][] = [['jungle', 2], ['desert', 3], ['swamp', 4], ['mountains', 5]];
  for (const [name, steps] of SPINNERS) {
    it(`${name}: the pirate stands on steps I..${steps}, one a turn, and leaves only from the last`, () => {
      const s = board({ tiles: { d5: 'empty', e5: name }, pirates: { w1: 'd5' } });
      play(s, 'w1 e5');
      expect(stepOf(s, 'w1')).toBe(1);
      for (let k = 2; k <= steps; k++) {
        untilTurn(s, 'w');
        expect(movesOf(s, 'w1')).toEqual(['w1 e5']); // only onward
        play(s, 'w1 e5');
        expect(where(s, 'w1')).toBe('e5');
        expect(stepOf(s, 'w1')).toBe(k);
      }
      untilTurn(s, 'w');
      expect(movesOf(s, 'w1').sort()).toEqual(RING.map((c) => `w1 ${c}`));
    });
  }

  it('an enemy on step I is struck by a pirate entering the tile (FAQ 521)', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'desert' }, pirates: { w1: 'd5', y1: { at: 'e5', step: 1 } } });
    play(s, 'w1 e5');
    expect(where(s, 'y1')).toBe('a7');
    expect(where(s, 'w1')).toBe('e5');
  });

  it('an enemy on a later step is not struck by a pirate entering: both stand on the spinner', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'desert' }, pirates: { w1: 'd5', y1: { at: 'e5', step: 2 } } });
    play(s, 'w1 e5');
    expect([where(s, 'w1'), where(s, 'y1')]).toEqual(['e5', 'e5']);
    expect([stepOf(s, 'w1'), stepOf(s, 'y1')]).toEqual([1, 2]);
  });

  it('a pirate may carry a coin onto a spinner where an enemy stands on a later step (no one is struck)', () => {
    const s = board({ tiles: { d5: 'chest1', e5: 'desert' }, pirates: { w1: 'd5', y1: { at: 'e5', step: 2 } } });
    expect(can(s, 'w1 e5 coin')).toBe(true);
    play(s, 'w1 e5 coin');
    expect([where(s, 'y1'), carries(s, 'w1')]).toEqual(['e5', true]);
  });

  it('a pirate one step behind strikes the enemy by advancing onto his step (rulebook d)', () => {
    const s = board({ tiles: { e5: 'swamp' }, pirates: { w1: { at: 'e5', step: 2 }, y1: { at: 'e5', step: 3 } } });
    play(s, 'w1 e5');
    expect(stepOf(s, 'w1')).toBe(3);
    expect(where(s, 'y1')).toBe('a7');
  });

  it('a pirate ahead cannot strike back at an enemy behind him (FAQ 442)', () => {
    const s = board({ tiles: { e5: 'swamp' }, pirates: { w1: { at: 'e5', step: 3 }, y1: { at: 'e5', step: 2 } } });
    expect(movesOf(s, 'w1')).toEqual(['w1 e5']);
    play(s, 'w1 e5');
    expect(stepOf(s, 'w1')).toBe(4);
    expect([where(s, 'y1'), stepOf(s, 'y1')]).toEqual(['e5', 2]);
  });

  it('a coin carried onto a spinner travels with its pirate from step to step (R12)', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'jungle', f5: 'empty' }, pirates: { w1: 'd5' }, coins: { d5: 1 } });
    play(s, 'w1 e5 coin');
    expect(carries(s, 'w1')).toBe(true);
    expect(coinsAt(s, 'e5')).toBe(0);
    untilTurn(s, 'w');
    play(s, 'w1 e5');
    untilTurn(s, 'w');
    expect(can(s, 'w1 f5 coin')).toBe(true);
    play(s, 'w1 f5 coin');
    expect(coinsAt(s, 'f5')).toBe(1);
  });

  it('a struck carrier leaves his coin at the spinner\'s exit, where only a pirate on the last step may take it (R12)', () => {
    const s = board({
      tiles: { d5: 'empty', e5: 'desert' },
      pirates: { w1: { at: 'e5', step: 2, carry: true }, y1: { at: 'e5', step: 1 } }, turn: 'y',
    });
    play(s, 'y1 e5');
    expect(where(s, 'w1')).toBe('g1');
    expect(coinsAt(s, 'e5')).toBe(1);
    expect(movesOf(s, 'y1')).toEqual([]); // not yellow's turn; check on yellow's next turn
    untilTurn(s, 'y');
    expect(movesOf(s, 'y1')).toEqual(['y1 e5']); // step II of III: no coin yet
    play(s, 'y1 e5');
    untilTurn(s, 'y');
    expect(movesOf(s, 'y1')).toContain('y1 d5 coin');
  });
  it('a carrier who strikes the enemy on the next step leaves his coin at the spinner\'s exit (R12)', () => {
    const s = board({ tiles: { e5: 'swamp' }, pirates: { w1: { at: 'e5', step: 2, carry: true }, y1: { at: 'e5', step: 3 } } });
    play(s, 'w1 e5');
    expect(where(s, 'y1')).toBe('a7');
    expect(carries(s, 'w1')).toBe(false);
    expect(coinsAt(s, 'e5')).toBe(1);
  });
});

describe('trap', () => {
  it('a pirate caught in a trap cannot move until a comrade comes; then both are free (FAQ 524)', () => {
    const s = board({ tiles: { d5: 'empty', d4: 'empty', e5: 'trap' }, pirates: { w1: 'd5', w2: 'd4' } });
    play(s, 'w1 e5');
    expect(isTrapped(s, 'w1')).toBe(true);
    untilTurn(s, 'w');
    expect(movesOf(s, 'w1')).toEqual([]);
    play(s, 'w2 e5');
    expect([isTrapped(s, 'w1'), isTrapped(s, 'w2')]).toEqual([false, false]);
    untilTurn(s, 'w');
    expect(movesOf(s, 'w1').length).toBe(8);
    expect(movesOf(s, 'w2')).toEqual([]); // freed together, w2 is w1's twin: listed once (R18)
  });

  it('2v2: an ally frees a caught pirate (rulebook Trap)', () => {
    const s = board({ options: { mode: '2v2' }, tiles: { d5: 'empty', e5: 'trap' }, pirates: { w1: { at: 'e5', trapped: true }, b1: 'd5' }, turn: 'b' });
    play(s, 'b1 e5');
    expect([isTrapped(s, 'w1'), isTrapped(s, 'b1')]).toEqual([false, false]);
  });

  it('a pirate entering a trap where a comrade already stands is not caught (R13)', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'trap' }, pirates: { w1: 'e5', w2: 'd5' } });
    play(s, 'w2 e5');
    expect([isTrapped(s, 'w1'), isTrapped(s, 'w2')]).toEqual([false, false]);
  });

  it('an enemy stepping into the trap strikes the caught pirate and is caught himself (FAQ 557)', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'trap' }, pirates: { w1: { at: 'e5', trapped: true }, y1: 'd5' }, turn: 'y' });
    play(s, 'y1 e5');
    expect(where(s, 'w1')).toBe('g1');
    expect(isTrapped(s, 'w1')).toBe(false);
    expect(isTrapped(s, 'y1')).toBe(true);
  });
});

describe('crocodile', () => {
  it('sends the pirate back to the cell he came from (R8)', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'crocodile' }, pirates: { w1: 'd5' }, coins: { d5: 1 } });
    play(s, 'w1 e5 coin');
    expect(where(s, 'w1')).toBe('d5');
    expect(coinsAt(s, 'd5')).toBe(1);
    expect(turn(s)).toBe('y');
  });

  it('a crocodile in front of the ship sends a landing pirate back aboard', () => {
    const s = board({ tiles: { g2: 'crocodile' } });
    play(s, 'w1 g2');
    expect(where(s, 'w1')).toBe('g1');
  });

  it('the cell he is sent back to acts again: a multi-way arrow offers its choice again', () => {
    const s = board({ tiles: { d4: 'empty', e5: 'arrow4d', f6: 'crocodile' }, pirates: { w1: 'd4' } });
    play(s, 'w1 e5', 'w1 > f6');
    expect(where(s, 'w1')).toBe('e5');
    expect(turn(s)).toBe('w');
    play(s, 'w1 > f4');
    expect(where(s, 'w1')).toBe('f4');
  });

  it('sent back onto ice, the pirate slides on the way he was sent back (R8)', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'ice', f5: 'crocodile' }, pirates: { w1: 'd5' } });
    play(s, 'w1 e5');
    expect(where(s, 'w1')).toBe('d5');
    expect(turn(s)).toBe('y');
  });

  it('a crocodile after a spinner catches the pirate again: he is back on step I (FAQ 539)', () => {
    const s = board({ tiles: { e5: 'jungle', f5: 'crocodile' }, pirates: { w1: { at: 'e5', step: 2 } } });
    play(s, 'w1 f5');
    expect(where(s, 'w1')).toBe('e5');
    expect(stepOf(s, 'w1')).toBe(1);
  });
});

describe('cannibal', () => {
  it('the cannibal kills the pirate and eats his coin (rulebook Death c; FAQ 545)', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'cannibal' }, pirates: { w1: 'd5' }, coins: { d5: 2 } });
    play(s, 'w1 e5 coin');
    expect(where(s, 'w1')).toBe('dead');
    expect(lost(s)).toBe(1);
    expect(coinsAt(s, 'd5')).toBe(1);
    expect(coinsAt(s, 'e5')).toBe(0);
  });
});

describe('fortress', () => {
  it('a pirate in a fortress cannot be struck: no move enters a fortress held by an enemy (FAQ 530)', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'fortress' }, pirates: { w1: 'd5', y1: 'e5' } });
    expect(movesOf(s, 'w1')).not.toContain('w1 e5');
    expect(movesOf(s, 'w1').length).toBe(7);
  });

  it('no gold may be brought into a fortress', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'fortress' }, pirates: { w1: 'd5' }, coins: { d5: 1 } });
    expect(can(s, 'w1 e5')).toBe(true);
    expect(can(s, 'w1 e5 coin')).toBe(false);
  });

  it('any number of pirates of the own crew, or in 2v2 an allied crew, may stand in it', () => {
    const s = board({ options: { mode: '2v2' }, tiles: { d5: 'empty', e5: 'fortress' }, pirates: { w1: 'e5', w2: 'e5', w3: 'd5', b1: 'e5' } });
    play(s, 'w3 e5');
    expect([where(s, 'w1'), where(s, 'w2'), where(s, 'w3'), where(s, 'b1')]).toEqual(['e5', 'e5', 'e5', 'e5']);
  });

  it('a chain ending in a fortress held by an enemy kills the pirate; his coin stays where the turn began (tile-notes Fortress)', () => {
    const s = board({ tiles: { c5: 'empty', d5: 'arrow1:1', e5: 'fortress' }, pirates: { w1: 'c5', y1: 'e5' }, coins: { c5: 1 } });
    play(s, 'w1 d5 coin');
    expect(where(s, 'w1')).toBe('dead');
    expect(where(s, 'y1')).toBe('e5');
    expect(coinsAt(s, 'c5')).toBe(1);
    expect(lost(s)).toBe(0);
  });
});

describe('native', () => {
  it('a pirate on the native woman\'s fortress revives one dead comrade there; it takes the turn (FAQ 533)', () => {
    const s = board({ tiles: { e5: 'native' }, pirates: { w1: 'e5', w2: 'dead', w3: 'dead' } });
    expect(legal(s).filter((d) => d.startsWith('revive'))).toEqual(['revive w2']);
    play(s, 'revive w2');
    expect(where(s, 'w2')).toBe('e5');
    expect(where(s, 'w3')).toBe('dead');
    expect(turn(s)).toBe('y');
    untilTurn(s, 'w');
    // the revived pirate stands with w1 as his twin; the pair moves from the fortress (R18)
    expect(movesOf(s, 'w1').length).toBe(8);
  });

  it('no reviving without a pirate of the crew on the tile, nor beyond three pirates', () => {
    const s = board({ tiles: { e5: 'native', d5: 'empty' }, pirates: { w1: 'd5', w2: 'dead' } });
    expect(legal(s).some((d) => d.startsWith('revive'))).toBe(false);
    const t = board({ tiles: { e5: 'native' }, pirates: { w1: 'e5' } });
    expect(legal(t).some((d) => d.startsWith('revive'))).toBe(false);
  });

  it('2v2: a pirate revives only his own colour (rulebook Fortress with the Native)', () => {
    const s = board({ options: { mode: '2v2' }, tiles: { e5: 'native' }, pirates: { b1: 'e5', w1: 'dead' } });
    expect(legal(s).some((d) => d.startsWith('revive'))).toBe(false);
  });

  it('it is a fortress: no enemy enters while a pirate is inside, and no gold', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'native' }, pirates: { w1: 'd5', y1: 'e5' }, coins: { d5: 1 } });
    expect(movesOf(s, 'w1').some((d) => d.startsWith('w1 e5'))).toBe(false);
    const t = board({ tiles: { d5: 'empty', e5: 'native' }, pirates: { w1: 'd5' }, coins: { d5: 1 } });
    expect(can(t, 'w1 e5 coin')).toBe(false);
  });
});

describe('rum', () => {
  it('the pirate skips his crew\'s next turn; his comrades may move meanwhile (R14)', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'rum' }, pirates: { w1: 'd5' } });
    play(s, 'w1 e5');
    untilTurn(s, 'w');
    expect(movesOf(s, 'w1')).toEqual([]);
    expect(movesOf(s, 'w2')).toEqual(['w2 g2']);
    play(s, 'w2 g2');
    untilTurn(s, 'w');
    expect(movesOf(s, 'w1').length).toBe(8);
  });
});

describe('balloon', () => {
  it('the balloon carries the pirate with his coin to his own ship at once (FAQ 497)', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'balloon' }, pirates: { w1: 'd5' }, coins: { d5: 1 } });
    play(s, 'w1 e5 coin');
    expect(where(s, 'w1')).toBe('g1');
    expect(aboard(s, 'w')).toBe(1);
    expect(turn(s)).toBe('y');
  });

  it('2v2: the balloon carries a pirate to his own ship, not to the nearer ally\'s', () => {
    const s = board({ options: { mode: '2v2' }, tiles: { g11: 'empty', g12: 'balloon' }, pirates: { w1: 'g11' }, coins: { g11: 1 } });
    play(s, 'w1 g12 coin');
    expect(where(s, 'w1')).toBe('g1');
    expect(aboard(s, 'w')).toBe(1);
    expect(aboard(s, 'b')).toBe(0);
  });
});

describe('airplane', () => {
  it('classic: entering the unused airplane offers a flight to any land cell (not a ship) or staying (R11)', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'airplane' }, pirates: { w1: 'd5' } });
    play(s, 'w1 e5');
    const l = legal(s);
    expect(l).toContain('w1 stay');
    expect(l.filter((d) => d.includes('>')).length).toBe(116);
    expect(l).not.toContain('w1 > g1');
    play(s, 'w1 > k11');
    expect(where(s, 'w1')).toBe('k11');
    expect(tileArg(s, 'e5')).toBe(0); // used
    expect(turn(s)).toBe('y');
  });

  it('classic: a pirate may wait on the airplane; leaving it later is flying it, once per game (FAQ 542)', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'airplane' }, pirates: { w1: 'd5' } });
    play(s, 'w1 e5', 'w1 stay');
    expect(turn(s)).toBe('y');
    expect(tileArg(s, 'e5')).toBe(1);
    untilTurn(s, 'w');
    expect(movesOf(s, 'w1').length).toBe(116);
    play(s, 'w1 d5');
    expect(where(s, 'w1')).toBe('d5');
    expect(tileArg(s, 'e5')).toBe(0);
    untilTurn(s, 'w');
    play(s, 'w1 e5'); // now an empty tile: no flight offered
    expect(pending(s)).toBe(0);
    expect(turn(s)).toBe('y');
  });

  it('a comrade brings a coin onto the airplane; the pirate waiting there flies off with it (FAQ 542)', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'airplane', g2: 'empty' }, pirates: { w1: 'e5', w2: 'd5' }, coins: { d5: 1 } });
    play(s, 'w2 e5 coin', 'w2 stay');
    expect(coinsAt(s, 'e5')).toBe(1);
    untilTurn(s, 'w');
    play(s, 'w1 g2 coin');
    expect([where(s, 'w1'), where(s, 'w2')]).toEqual(['g2', 'e5']);
    expect(coinsAt(s, 'g2')).toBe(1);
    expect(coinsAt(s, 'e5')).toBe(0);
  });

  it('striking an enemy waiting on the unused airplane lets the striker fly (FAQ 548)', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'airplane' }, pirates: { w1: 'd5', y1: 'e5' } });
    play(s, 'w1 e5');
    expect(where(s, 'y1')).toBe('a7');
    expect(legal(s)).toContain('w1 > k11');
    expect(legal(s)).toContain('w1 stay');
  });

  it('a pirate arriving on the airplane flies with the coin he brought, not one lying there (R17)', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'airplane', k11: 'empty' }, pirates: { w1: 'd5' }, coins: { e5: 2 } });
    play(s, 'w1 e5');
    expect(legal(s).some((d) => d.endsWith('coin'))).toBe(false);
    play(s, 'w1 > k11');
    expect([coinsAt(s, 'k11'), coinsAt(s, 'e5')]).toEqual([0, 2]);
  });

  it('only one coin flies, with its pirate (FAQ 551)', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'airplane', k11: 'empty' }, pirates: { w1: 'd5' }, coins: { d5: 5 } });
    play(s, 'w1 e5 coin', 'w1 > k11');
    expect(coinsAt(s, 'k11')).toBe(1);
    expect(coinsAt(s, 'd5')).toBe(4);
  });

  it('flying onto a crocodile sends the pirate back to the airplane, now used (tile-notes Airplane)', () => {
    const s = board({ tiles: { d5: 'empty', e5: 'airplane', k11: 'crocodile' }, pirates: { w1: 'd5' } });
    play(s, 'w1 e5', 'w1 > k11');
    expect(where(s, 'w1')).toBe('e5');
    expect(tileArg(s, 'e5')).toBe(0);
    expect(turn(s)).toBe('y');
  });

  it('--airplane-immediate (2020 edition): the pirate must fly at once; no staying', () => {
    const s = board({ options: { airplaneImmediate: true }, tiles: { d5: 'empty', e5: 'airplane' }, pirates: { w1: 'd5' } });
    play(s, 'w1 e5');
    const l = legal(s);
    expect(l).not.toContain('w1 stay');
    expect(l.length).toBe(116);
  });
});

describe('cannon', () => {
  const SHOTS: [number, string][] = [[0, 'e13'], [1, 'm5'], [2, 'e1'], [3, 'a5']];
  for (const [q, sea] of SHOTS) {
    it(`a cannon turned ${q * 90}° fires the pirate into the sea at ${sea}; his coin sinks (R10)`, () => {
      const s = board({ tiles: { d6: 'empty', e5: `cannon:${q}` }, pirates: { w1: 'd6' }, coins: { d6: 1 } });
      play(s, 'w1 e5 coin');
      expect(where(s, 'w1')).toBe(sea);
      expect(lost(s)).toBe(1);
    });
  }

  it('a cannon aimed at the own ship puts the pirate aboard with his coin (FAQ 554)', () => {
    const s = board({ tiles: { f6: 'empty', g6: 'cannon:2' }, pirates: { w1: 'f6' }, coins: { f6: 1 } });
    play(s, 'w1 g6 coin');
    expect(where(s, 'w1')).toBe('g1');
    expect(aboard(s, 'w')).toBe(1);
  });

  it('a cannon aimed at an enemy ship kills the pirate', () => {
    const s = board({ tiles: { f6: 'empty', g6: 'cannon:0' }, pirates: { w1: 'f6' } });
    play(s, 'w1 g6');
    expect(where(s, 'w1')).toBe('dead');
  });
});
