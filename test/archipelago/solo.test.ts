/**
 * Solo play (full-rules-ru.txt lines 1162-1184; docs/RULES.md "Archipelago: solo play",
 * A-S1…): a card laid face up, the three pirates in the bank, black, yellow, red, then the
 * bear; death instead of the ship; the balloon to the bank; the end and the score; mission
 * files with field errors; positions; the bots play every card. Cards are drawn here by
 * hand: a card's picture starts at c3 (rows[0][0] is c3, rows[1][2] is e4).
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';
import { buildConfig } from '../../src/harness/config.js';
import { playGame } from '../../src/harness/play.js';
import { ARCHIPELAGO as G } from '../../src/archipelago/game.js';
import { parseCell } from '../../src/archipelago/geometry.js';
import { MODES, type ArchOptions } from '../../src/archipelago/options.js';
import { designedMission, DESIGNED_MISSIONS, layMission, readMission } from '../../src/archipelago/solo-mission.js';
import { SOLO_BANK, SOLO_MODE, SOLO_ON, soloLiving } from '../../src/archipelago/solo-state.js';
import { BEAR, COINS, LOST, OUT, P_CELL, RESULT, RESULT_NAMES, State, statesEqual, TILE, TURNS } from '../../src/archipelago/state.js';

const at = (name: string): number => parseCell(name);

/** A card of these rows (goal 30 turns, 1 survivor unless given), laid. */
function card(rows: string[], extra: Record<string, unknown> = {}): State {
  const m = readMission({ mission: 1, rows, goal: { turns: 30, survivors: 1 }, ...extra });
  if ('code' in m) throw new Error(`${m.field}: ${m.message}`);
  return layMission(m, 0, 0);
}

/** Plays moves by their text; each must be legal. */
function play(s: State, ...texts: string[]): State {
  for (const t of texts) {
    const m = G.parseMove(s, t);
    if (typeof m !== 'number') throw new Error(`${t}: ${m.message}`);
    G.applyMove(s, m);
  }
  return s;
}

const legal = (s: State): string[] => {
  const buf = new Int32Array(G.maxMoves);
  return Array.from(buf.subarray(0, G.generateMoves(s, buf)), (m) => G.formatMove(s, m));
};

describe('A-S1: a card is laid face up, the pirates in the bank, the bear in its den (lines 1170-1175)', () => {
  it('every designed card: three pirates on the bank, the bear on the den, no tile closed, black to move', () => {
    expect(MODES[SOLO_MODE]).toBe('solo');
    for (let n = 1; n <= DESIGNED_MISSIONS; n++) {
      const o = G.checkOptions({ mission: n });
      if ('code' in o) throw new Error(o.message);
      expect(o.mode).toBe('solo');
      const s = G.newGame(o, 'any seed'), m = designedMission(n);
      expect(G.checkState(s)).toEqual([]);
      expect(G.players(s)).toBe(1);
      for (let p = 0; p < 3; p++) expect(s.u8[P_CELL + p]).toBe(m.bank);
      expect(s.v[BEAR]).toBe(m.den);
      for (let c = 0; c < 240; c++) if (m.tiles[c]) expect(s.u8[TILE + c]).not.toBe(0);
      expect(legal(s).every((t) => t.startsWith('B1 '))).toBe(true);
      expect(statesEqual(s, G.newGame(o, 'another seed'))).toBe(true); // no chance in a card
    }
  });
});

describe('A-S2: black, yellow, red move in turn, then the bear; dead pirates are skipped (lines 1177-1179)', () => {
  const rows = ['bank  empty empty empty empty empty den', 'empty empty+1 empty empty empty empty empty'];
  it('one move each, the bear after the red', () => {
    const s = card(rows);
    const den = s.v[BEAR];
    play(s, 'B1 d3');
    expect(legal(s).every((t) => t.startsWith('Y1 '))).toBe(true);
    play(s, 'Y1 c4');
    expect(legal(s).every((t) => t.startsWith('R1 '))).toBe(true);
    expect(s.v[BEAR]).toBe(den);
    play(s, 'R1 d4');
    expect(s.v[BEAR]).not.toBe(den); // the bear's step ends the turn
    expect(s.v[TURNS]).toBe(1);
    expect(s.v[SOLO_ON]).toBe(0);
  });
  it('a pirate in a pit passes until a comrade comes to raise him (line 762)', () => {
    const s = card(['bank  pit   empty empty   den', 'empty empty empty empty+1 empty']);
    play(s, 'B1 d3', 'Y1 c4', 'R1 c4');
    expect(legal(s)).toEqual(['pass']);
    play(s, 'pass', 'Y1 d3', 'R1 c3');
    expect(legal(s).length).toBeGreaterThan(1);
    expect(legal(s).every((x) => x.startsWith('B1 '))).toBe(true);
  });
  it('the order skips a dead pirate', () => {
    const s = card(['bank cannon/0 empty', 'empty empty+1 empty', 'empty empty empty', 'empty empty den']);
    play(s, 'B1 d3'); // shot north into the sea
    expect(s.u8[P_CELL + 0]).toBe(OUT);
    play(s, 'Y1 c4', 'R1 c4');
    expect(legal(s).every((t) => t.startsWith('Y1 '))).toBe(true);
  });
});

describe('A-S3: the bear kills (line 1179)', () => {
  const rows = ['bank  empty empty den', 'empty empty empty empty+1'];
  it('stepping onto a pirate, or a pirate walking into it', () => {
    const s = card(rows);
    play(s, 'B1 d3', 'Y1 c4', 'R1 c4'); // the bear from f3 towards d3 (2 away, the nearest): diagonally to e4
    expect(s.v[BEAR]).toBe(at('e4'));
    play(s, 'B1 c3', 'Y1 d4', 'R1 c3'); // yellow next to it: the nearest, bitten
    expect(s.v[BEAR]).toBe(at('d4'));
    expect(s.u8[P_CELL + 1]).toBe(OUT);
    play(s, 'B1 d4'); // black walks into the bear
    expect(s.u8[P_CELL + 0]).toBe(OUT);
    expect(soloLiving(s)).toBe(1);
  });
});

describe('A-S9: the bear breaks ties clockwise from the north mark of the card (lines 1172, 900)', () => {
  const rows = ['bank  empty empty', 'empty den   empty', 'empty empty empty+1'];
  it('north above: the pirate to the north is bitten; north to the west: those to the west', () => {
    const s = play(card(rows), 'B1 d3', 'Y1 c4', 'R1 c4'); // both one step from the bear on d4
    expect([s.u8[P_CELL + 0], s.u8[P_CELL + 1], s.u8[P_CELL + 2]]).toEqual([OUT, at('c4'), at('c4')]);
    const w = play(card(rows, { north: [1, -1] }), 'B1 d3', 'Y1 c4', 'R1 c4');
    expect([w.u8[P_CELL + 0], w.u8[P_CELL + 1], w.u8[P_CELL + 2]]).toEqual([at('d3'), OUT, OUT]);
  });
});

describe('A-S4: thrown off the island, a pirate dies and his coin sinks (line 1179)', () => {
  it('the cannon shoots him into the sea', () => {
    const s = card(['bank  cannon/0 empty empty empty den', 'empty empty+1  empty empty empty empty']);
    play(s, 'B1 c4', 'Y1 c4', 'R1 c4');
    play(s, 'B1 d4', 'Y1 c3', 'R1 c3');
    play(s, 'B1 d3$');
    expect(s.u8[P_CELL + 0]).toBe(OUT);
    expect(s.v[LOST]).toBe(1);
    expect(RESULT_NAMES[s.v[RESULT]]).toBe('all-coins'); // nothing is left to bring: over, the card failed
  });
});

describe('A-S5: the balloon carries the pirate and his coin to the bank (line 1181)', () => {
  it('a coin brought by balloon is delivered', () => {
    const s = card(['bank  empty empty+1 balloon empty empty den', 'empty empty empty+1 empty empty empty empty']);
    play(s, 'B1 d3', 'Y1 d4', 'R1 d3');
    play(s, 'B1 e3', 'Y1 e4', 'R1 c3');
    play(s, 'B1 f3$');
    expect(s.u8[P_CELL + 0]).toBe(s.v[SOLO_BANK]);
    expect(s.u8[COINS + s.v[SOLO_BANK]]).toBe(1);
  });
});

describe('A-S6: the three share the bank; a coin in it stays (line 1170 over line 788)', () => {
  it('pirates enter the bank while others stand there; no coin is taken out of it', () => {
    const s = card(['bank  empty+1 empty empty empty den', 'empty empty   empty empty empty empty']);
    play(s, 'B1 d3', 'Y1 d4', 'R1 c4');
    play(s, 'B1 c3$');
    expect(s.u8[COINS + s.v[SOLO_BANK]]).toBe(1);
    expect(RESULT_NAMES[s.v[RESULT]]).toBe('all-coins');
    const t = card(['bank  empty+1 empty empty empty den', 'empty empty+1 empty empty empty empty']);
    play(t, 'B1 d3', 'Y1 c4', 'R1 d4', 'B1 c3$');
    expect(legal(t)).toContain('Y1 c3'); // into the bank beside black and red
    play(t, 'Y1 c3', 'R1 c4');
    expect(legal(t).length).toBeGreaterThan(0);
    expect(legal(t).some((x) => x.endsWith('$'))).toBe(false); // black stands on the bank's coin: delivered, not to be carried off
  });
});

describe('A-S7: the end and the score (line 1167)', () => {
  it('over the moment the last coin lies in the bank; the turn under way counts', () => {
    const s = card(['bank  empty+1 empty empty empty den', 'empty empty   empty empty empty empty']);
    play(s, 'B1 d3', 'Y1 d4', 'R1 c4', 'B1 c3$');
    expect(s.v[TURNS]).toBe(2);
    expect(G.isTerminal(s)).toBe(true);
    expect(G.outcome(s)).toMatchObject({ reason: 'all-coins', scores: [10000 * 1 + 1000 * 3 + 999 - 2], ranks: [1] });
  });
  it('over when every pirate is dead: crew-lost', () => {
    const s = card(['bank cannon/0 empty+1', 'empty empty den']);
    play(s, 'B1 d3', 'Y1 d3', 'R1 d3');
    expect(RESULT_NAMES[s.v[RESULT]]).toBe('crew-lost');
    expect(G.outcome(s).scores).toEqual([999 - 1]);
  });
});

describe('A-S8: what a card may hold (designed)', () => {
  const base = { mission: 4, rows: ['bank empty+1 den'], goal: { turns: 5, survivors: 2 } };
  const errs: [Record<string, unknown>, string, RegExp][] = [
    [{ rows: ['bank empty+1 empty'] }, 'rows', /no den/],
    [{ rows: ['empty empty+1 den'] }, 'rows', /no bank/],
    [{ rows: ['bank den empty+1 den'] }, 'rows[0][3]', /second den/],
    [{ rows: ['bank dice empty+1 den'] }, 'rows[0][1]', /not played in solo/],
    [{ rows: ['bank sanctuary empty+1 den'] }, 'rows[0][1]', /not played in solo/],
    [{ rows: ['bank jungle+1 den'] }, 'rows[0][1]', /coins .* lie only/],
    [{ rows: ['bank+1 empty+1 den'] }, 'rows[0][0]', /not in the bank/],
    [{ rows: ['bank empty/1 empty+1 den'] }, 'rows[0][1]', /only on arrows and the cannon/],
    [{ rows: ['bank wall den'] }, 'rows[0][1]', /unknown tile "wall"/],
    [{ rows: ['bank empty+1 den', 'empty empty'] }, 'rows[1]', /3 cells/],
    [{ rows: ['bank empty+1 . den'] }, 'rows', /not one piece/],
    [{ rows: ['bank empty den'] }, 'rows', /0 coins/],
    [{ goal: { turns: 0, survivors: 1 } }, 'goal.turns', /1\.\.99/],
    [{ goal: { turns: 5, survivors: 4 } }, 'goal.survivors', /1\.\.3/],
    [{ goal: { turns: 5, survivors: 1, alive: ['green'] } }, 'goal.alive[0]', /black, yellow, red/],
    [{ goal: { turns: 5, survivors: 1, alive: ['red', 'black'] } }, 'goal.alive', /more than the 1 survivors/],
    [{ north: 'up' }, 'north', /\[row, col\]/],
    [{ colour: 'red' }, 'colour', /not a mission field/],
  ];
  it.each(errs)('%j is refused at %s', (change, field, message) => {
    const r = readMission({ ...base, ...change });
    expect('code' in r && r.field).toBe(field);
    expect('code' in r && r.message).toMatch(message);
  });
  it('options name the field', () => {
    expect(G.checkOptions({ mode: 'solo' })).toMatchObject({ field: 'mission' });
    expect(G.checkOptions({ mode: '2p', mission: 1 })).toMatchObject({ field: 'mission' });
    expect(G.checkOptions({ mission: DESIGNED_MISSIONS + 1 })).toMatchObject({ field: 'mission' });
    expect(G.checkOptions({ mission: 0 })).toMatchObject({ mode: '4p', mission: 0 }); // the default, as a form sends it
    expect(G.checkOptions({ missionFile: '/no/such/file.json' })).toMatchObject({ field: 'missionFile' });
  });
});

describe('solo positions', () => {
  it('a solo game in the middle of a turn reads back equal', () => {
    const s = G.newGame(G.checkOptions({ mission: 10 }) as ArchOptions, 1);
    const buf = new Int32Array(G.maxMoves);
    for (let i = 0; i < 7 && !G.isTerminal(s); i++) G.applyMove(s, buf[i % G.generateMoves(s, buf)]);
    const back = G.fromPosition(JSON.parse(JSON.stringify(G.toPosition(s))));
    if ('code' in back) throw new Error(`${back.field}: ${back.message}`);
    expect(statesEqual(back as State, s)).toBe(true);
  });
});

describe('a search samples a solo card as it lies: every tile is face up', () => {
  it('determinizeInto gives the observed position back on every card, and mcts plays each card', () => {
    const rng = new Rng('solo-determinize');
    for (let n = 1; n <= DESIGNED_MISSIONS; n++) {
      const c = buildConfig({ game: 'archipelago', mode: 'solo', mission: n, bots: ['mcts:iterations=20'], deals: 1, seed: `solo-mcts-${n}`, maxPlies: 24 }, null);
      const m = designedMission(n);
      const s = layMission(m, 0, 0);
      const obs = G.observe(s, 0), dealt = new State();
      G.determinizeInto(dealt, obs, rng);
      expect(statesEqual(dealt, s)).toBe(true);
      const r = playGame(c, 0);
      expect(r.error).toBe('');
    }
  }, 120_000);
});

describe('the bots play every card to its end without errors', () => {
  // one test a bot and card, each with its own time limit: the heuristic's ten cards took 49 s in one test, past 120 s under load
  const cases = ['random', 'heuristic'].flatMap((bot) => Array.from({ length: DESIGNED_MISSIONS }, (_, i) => [bot, i + 1] as const));
  it.each(cases)('%s, card %i', (bot, n) => {
    const c = buildConfig({ game: 'archipelago', mode: 'solo', mission: n, bots: [bot], deals: 1, seed: `solo-${n}`, maxPlies: 300, record: true }, null);
    const r = playGame(c, 0);
    expect(r.error).toBe('');
    expect(['all-coins', 'crew-lost', 'ply-limit']).toContain(r.reason);
  }, 120_000);
});
