/**
 * The twelve ability cards (src/archipelago/abilities.ts; docs/RULES.md A-E…): for each, a
 * scene of island 1 (scene.ts) where the card's text changes what the base rule does, played
 * with and without the card. Expected cells and counts are worked out by hand from the card
 * texts of docs/ARCHIPELAGO.md "The expedition" and the base rules they override.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { ARCHIPELAGO as G } from '../../src/archipelago/game.js';
import { checkState } from '../../src/archipelago/check.js';
import { cardByName, giveCard } from '../../src/archipelago/abilities.js';
import {
  ABILITY, ABOARD, BEAR, CARDS, COINS, FALLEN, FIRED, KNOWN, LAB_MASK, LAB_SHIFT, P_STAT, PHASE, Phase, SCORE, State,
} from '../../src/archipelago/state.js';
import { at, cell, legal, PIECE, play, scene } from './scene.js';

const sound = (s: State): void => expect(checkState(s, false)).toEqual([]);
/** Gives pirates cards by name: `card(s, 'W1', 'porter')`. */
function card(s: State, ...pairs: string[]): State {
  for (let i = 0; i < pairs.length; i += 2) giveCard(s, PIECE(pairs[i]), cardByName(pairs[i + 1]));
  return s;
}

describe('the musketeer: struck, he rolls the die (FAQ line 1253; A-E1)', () => {
  const fight = (): State => card(scene({ pieces: { W1: 'd4', Y1: 'e4', Y2: 'e4' } }), 'Y1', 'musketeer');
  it('the one without a card goes to its ship at once; the die is a chance node', () => {
    const s = play(fight(), 'W1 e4');
    expect(at(s, 'Y2')).toBe(ABOARD + 1);
    expect(at(s, 'Y1')).toBe(cell('e4'));
    expect(s.v[PHASE]).toBe(Phase.Duel);
    expect(G.isChance(s)).toBe(true);
    const moves = new Int32Array(G.maxMoves), probs = new Float64Array(G.maxMoves);
    expect(G.chanceOutcomes(s, moves, probs)).toBe(6);
    expect(Array.from(probs.subarray(0, 6))).toEqual([1, 1, 1, 1, 1, 1].map((x) => x / 6));
    sound(s);
  });
  it('1-3: the musketeer goes to his ship, the attacker stays', () => {
    const s = play(fight(), 'W1 e4', 'roll 3');
    expect(at(s, 'Y1')).toBe(ABOARD + 1);
    expect(at(s, 'W1')).toBe(cell('e4'));
    sound(s);
  });
  it('4-6: he parries, the attacker goes to its own ship', () => {
    const s = play(fight(), 'W1 e4', 'roll 4');
    expect(at(s, 'Y1')).toBe(cell('e4'));
    expect(at(s, 'W1')).toBe(ABOARD + 0);
    sound(s);
  });
  it('without the card both are struck at once (line 1076)', () => {
    const s = play(scene({ pieces: { W1: 'd4', Y1: 'e4', Y2: 'e4' } }), 'W1 e4');
    expect([at(s, 'Y1'), at(s, 'Y2'), s.v[PHASE]]).toEqual([ABOARD + 1, ABOARD + 1, Phase.Play]);
  });
});

describe('the porter carries two coins (line 1122; A-E2)', () => {
  it('two-coin steps onto land and aboard', () => {
    const s = card(scene({ pieces: { W1: 'd4' }, coins: { d4: 3 } }), 'W1', 'porter');
    expect(legal(s)).toContain('W1 e4$$');
    play(s, 'W1 c4$$');
    expect([s.u8[COINS + cell('c4')], s.u8[COINS + cell('d4')]]).toEqual([2, 1]);
    sound(s);
    const t = card(scene({ pieces: { W1: 'c4' }, coins: { c4: 2 } }), 'W1', 'porter');
    play(t, 'W1 b4$$');
    expect(t.v[SCORE]).toBe(2);
  });
  it('one coin on the cell: no two-coin step; without the card: never', () => {
    expect(legal(card(scene({ pieces: { W1: 'd4' }, coins: { d4: 1 } }), 'W1', 'porter')).filter((t) => t.endsWith('$$'))).toEqual([]);
    expect(legal(scene({ pieces: { W1: 'd4' }, coins: { d4: 3 } })).filter((t) => t.endsWith('$$'))).toEqual([]);
  });
});

describe('the tamer: the bear neither smells nor bites him (lines 898, 1265; A-E3)', () => {
  it('he walks onto the bear with a coin and stays', () => {
    const s = card(scene({ pieces: { W1: 'd4' }, coins: { d4: 1 }, bear: { at: 'e5', crew: 1 } }), 'W1', 'tamer');
    play(s, 'W1 e5$');
    expect(at(s, 'W1')).toBe(cell('e5'));
    expect(s.u8[COINS + cell('e5')]).toBe(1);
    sound(s);
    const plain = scene({ pieces: { W1: 'd4' }, coins: { d4: 1 }, bear: { at: 'e5', crew: 1 } });
    expect(legal(plain)).not.toContain('W1 e5$');
    expect(at(play(plain, 'W1 e5'), 'W1')).toBe(ABOARD + 0);
  });
  it('the bear walks past him to another pirate', () => {
    // Bear at e5 walks after yellow's turns; W1 (tamer) at e4 is next to it, Y1 at g3 further.
    const s = card(scene({ pieces: { W1: 'e4', Y1: 'g3', Y2: 'c6' }, bear: { at: 'e5', crew: 1 }, turn: 1 }), 'W1', 'tamer');
    play(s, 'sail i7');
    expect(at(s, 'W1')).toBe(cell('e4'));
    expect(s.v[BEAR]).not.toBe(cell('e4'));
  });
  it('waking the bear, he is not bitten', () => {
    const s = card(scene({ pieces: { W1: 'c4' }, closed: { d4: 'den' } }), 'W1', 'tamer');
    play(s, 'W1 d4');
    expect(at(s, 'W1')).toBe(cell('d4'));
    const plain = play(scene({ pieces: { W1: 'c4' }, closed: { d4: 'den' } }), 'W1 d4');
    expect(at(plain, 'W1')).toBe(ABOARD + 0);
  });
});

describe('the bodyguard: no enemy strikes on his cell (A-E4)', () => {
  it('an enemy may not step onto his cell; without the card it strikes', () => {
    const s = card(scene({ pieces: { W1: 'd4', Y1: 'e4', Y2: 'e4' } }), 'Y1', 'bodyguard');
    expect(legal(s)).not.toContain('W1 e4');
    expect(legal(scene({ pieces: { W1: 'd4', Y1: 'e4', Y2: 'e4' } }))).toContain('W1 e4');
  });
  it('his own side still strikes from elsewhere: the card guards only his cell', () => {
    const s = card(scene({ pieces: { W1: 'd4', Y1: 'f5', Y2: 'e4' } }), 'Y1', 'bodyguard');
    expect(legal(s)).toContain('W1 e4');
  });
});

describe('the navigator: aboard, the ship sails one further (line 676; A-E5)', () => {
  it('one pirate aboard, the navigator: speed 2', () => {
    const s = card(scene({ pieces: { W2: 'c4', W3: 'c5' } }), 'W1', 'navigator');
    expect(legal(s)).toContain('sail b2');
    expect(legal(scene({ pieces: { W2: 'c4', W3: 'c5' } }))).not.toContain('sail b2');
  });
});

describe('the gunner fires once an island (line 828; A-E6)', () => {
  it('instead of a move he shoots along the land', () => {
    const s = card(scene({ pieces: { W1: 'c4', Y1: 'f4', Y2: 'g4' } }), 'W1', 'gunner');
    play(s, 'W1 fire', 'shoot E');
    expect(at(s, 'Y1')).toBe(ABOARD + 1);
    expect(at(s, 'Y2')).toBe(cell('g4'));
    sound(s);
    play(s, 'sail i7');
    expect(legal(s)).not.toContain('W1 fire'); // fired this island
    expect(legal(scene({ pieces: { W1: 'c4' } }))).not.toContain('W1 fire');
  });
});

describe('the rescuer raises fallen comrades next to him (line 762; A-E7)', () => {
  it('at his crew\'s turn end a comrade in the pit next to him climbs out', () => {
    const mk = (): State => scene({ pieces: { W1: 'c4', W2: 'd4' }, open: { d4: 'pit' }, stat: { W2: FALLEN } });
    const s = play(card(mk(), 'W1', 'rescuer'), 'sail b5');
    expect(s.u8[P_STAT + PIECE('W2')] & FALLEN).toBe(0);
    expect(play(mk(), 'sail b5').u8[P_STAT + PIECE('W2')] & FALLEN).toBe(FALLEN);
  });
});

describe('the swimmer dives from the shore and climbs onto land (line 684; A-E8)', () => {
  it('off the beach into the sea, and back onto the land', () => {
    const s = card(scene({ pieces: { W1: 'c4' } }), 'W1', 'swimmer');
    expect(legal(scene({ pieces: { W1: 'c4' } }))).not.toContain('W1 b5');
    play(s, 'W1 b5');
    expect(at(s, 'W1')).toBe(cell('b5'));
    play(s, 'sail i7');
    expect(legal(s)).toContain('W1 c5');
    sound(s);
  });
});

describe('the runner passes a labyrinth in one move (line 890; A-E9)', () => {
  it('on a 2-step labyrinth he is through at once', () => {
    const s = play(card(scene({ pieces: { W1: 'c4' }, open: { d4: 'lab2' } }), 'W1', 'runner'), 'W1 d4');
    expect((s.u8[P_STAT + PIECE('W1')] & LAB_MASK) >> LAB_SHIFT).toBe(2);
    play(s, 'sail i7');
    expect(legal(s)).not.toContain('W1 in');
    const plain = play(scene({ pieces: { W1: 'c4' }, open: { d4: 'lab2' } }), 'W1 d4', 'sail i7');
    expect(legal(plain)).toContain('W1 in');
  });
});

describe('the acrobat never falls into a pit (line 762; A-E10)', () => {
  it('alone on a pit he stands', () => {
    const s = play(card(scene({ pieces: { W1: 'c4' }, open: { d4: 'pit' } }), 'W1', 'acrobat'), 'W1 d4');
    expect(s.u8[P_STAT + PIECE('W1')] & FALLEN).toBe(0);
    expect(play(scene({ pieces: { W1: 'c4' }, open: { d4: 'pit' } }), 'W1 d4').u8[P_STAT + PIECE('W1')] & FALLEN).toBe(FALLEN);
  });
});

describe('the daredevil strikes with a coin in hand (line 1076; A-E11)', () => {
  it('the coin comes with him onto the struck enemy\'s cell', () => {
    const s = card(scene({ pieces: { W1: 'd4', Y1: 'e4' }, coins: { d4: 1 } }), 'W1', 'daredevil');
    play(s, 'W1 e4$');
    expect([at(s, 'Y1'), at(s, 'W1'), s.u8[COINS + cell('e4')]]).toEqual([ABOARD + 1, cell('e4'), 1]);
    sound(s);
    expect(legal(scene({ pieces: { W1: 'd4', Y1: 'e4' }, coins: { d4: 1 } }))).not.toContain('W1 e4$');
  });
});

describe('the lookout peeks at the closed tiles next to him (line 812; A-E12)', () => {
  it('at his crew\'s turn end, for his crew only', () => {
    const s = play(card(scene({ pieces: { W1: 'c4' }, closed: { d4: 'chest3', d3: 'empty' } }), 'W1', 'lookout'), 'sail b5');
    expect(s.u8[KNOWN + cell('d4')]).toBe(1);
    expect(s.u8[KNOWN + cell('d3')]).toBe(1);
    expect(G.observe(s, 0).under[cell('d4')]).toBe(s.under[cell('d4')]);
    expect(G.observe(s, 1).under[cell('d4')]).toBe(0);
  });
});

describe('cards as options and positions', () => {
  it('--ability names the field on a wrong card, pirate or repeat', () => {
    expect(G.checkOptions({ abilities: 'W1=musketer' })).toMatchObject({ field: 'abilities' });
    expect(G.checkOptions({ mode: '2p', abilities: 'R1=porter' })).toMatchObject({ field: 'abilities' });
    expect(G.checkOptions({ abilities: 'W1=porter,W1=tamer' })).toMatchObject({ field: 'abilities' });
    expect(G.checkOptions({ abilities: 'W1=porter,Y2=porter' })).toMatchObject({ field: 'abilities' });
    const s = G.newGame(G.checkOptions({ mode: '2p', abilities: 'W1=porter,Y3=gunner' }) as never, 1);
    expect(s.v[CARDS]).toBe((1 << 2) | (1 << 6));
  });
  it('a position keeps the cards and the gunner\'s shot', () => {
    const s = G.newGame(G.checkOptions({ mode: '2p', abilities: 'W1=gunner,Y1=musketeer' }) as never, 'pos');
    s.u8[ABILITY + PIECE('W1')] |= FIRED;
    const pos = G.toPosition(s) as { expedition: unknown };
    expect(pos.expedition).toEqual({ abilities: { W1: 'gunner', Y1: 'musketeer' }, fired: ['W1'] });
    const back = G.fromPosition(pos);
    expect(back).toBeInstanceOf(State);
    expect(G.toPosition(back as State)).toEqual(pos);
    expect(G.fromPosition({ ...pos, expedition: { abilities: { W1: 'sailor' } } })).toMatchObject({ field: 'expedition.abilities.W1' });
  });
  it('a game without cards writes no expedition key', () => {
    expect(G.toPosition(scene({}))).not.toHaveProperty('expedition');
  });
});

describe('random games with all twelve cards held stay sound', () => {
  it('islands 1-4, 4p, the state checker after every move', () => {
    const cards = 'W1=musketeer,W2=porter,W3=tamer,Y1=bodyguard,Y2=navigator,Y3=gunner,B1=rescuer,B2=swimmer,B3=runner,R1=acrobat,R2=daredevil,R3=lookout';
    const moves = new Int32Array(G.maxMoves), rng = new Rng('all-cards');
    const seen = new Set<string>();
    for (let island = 1; island <= 4; island++) {
      const s = G.newGame(G.checkOptions({ island, mode: '4p', maxPlies: 1500, abilities: cards }) as never, `all-cards:${island}`);
      while (!G.isTerminal(s)) {
        // Random, but sailing one time in ten when a pirate can do anything else (uniform play mostly sails).
        let n = G.generateMoves(s, moves), k = 0;
        if (rng.int(10) !== 0) { for (let i = 0; i < n; i++) if (!G.formatMove(s, moves[i]).startsWith('sail')) moves[k++] = moves[i]; if (k > 0) n = k; }
        const m = moves[rng.int(n)];
        const text = G.formatMove(s, m);
        if (text.endsWith('$$') || text.endsWith(' fire') || s.v[PHASE] === Phase.Duel) seen.add(text.endsWith('$$') ? '$$' : text.endsWith(' fire') ? 'fire' : 'duel');
        G.applyMove(s, m);
        const bad = checkState(s);
        if (bad.length) throw new Error(`island ${island}, after ${text}: ${bad[0]}`);
      }
    }
    expect(seen.has('fire')).toBe(true); // (the duel and the two-coin step are pinned by their scenes above)
  });
});
