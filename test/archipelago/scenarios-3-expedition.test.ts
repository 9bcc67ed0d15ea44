/**
 * Black-box scenarios, third pass (session 25): the expedition (cards and the campaign, lines
 * 1108-1146), islands laid from layouts (line 1144, FAQ 1217) and solo play (the pirate
 * puzzles, lines 1162-1184). Each scene and its expected result was written from the text and
 * the rulings of record (docs/RULES.md A-E…, A-R1/A-R2, A-S…) before the engine was read; each
 * test names its passage by line. Solo cards are drawn by hand: rows[0][0] is c3, rows[1][1] d4.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { endIsland } from '../../src/archipelago/campaign.js';
import { ARCHIPELAGO as G } from '../../src/archipelago/game.js';
import { parseCell } from '../../src/archipelago/geometry.js';
import { checkOptions } from '../../src/archipelago/options.js';
import { layMission, readMission, type Mission } from '../../src/archipelago/solo-mission.js';
import { missionMet } from '../../src/archipelago/solo-score.js';
import {
  ABILITY, ABOARD, CAMP_ORDER, COIN_SUPPLY, COINS, ISLAND, OUT, P_CELL, PHASE, Phase, RESULT, Result, SCORE, State, TURN, TURNS,
} from '../../src/archipelago/state.js';
import { legal, PIECE, play } from './scene.js';

const campaign = (islands: string, mode = '4p'): State =>
  G.newGame(G.checkOptions({ mode, campaign: islands, maxPlies: 3000 }) as never, `campaign3:${islands}`);
/** Ends the island being played with these coins aboard (crews in order), every pirate aboard but the dead. */
function finish(s: State, coins: number[], dead: string[] = []): void {
  for (let p = 0; p < 3 * coins.length; p++) s.u8[P_CELL + p] = ABOARD + ((p / 3) | 0);
  for (const name of dead) s.u8[P_CELL + PIECE(name)] = OUT;
  coins.forEach((c, k) => { s.v[SCORE + k] = c; });
  s.v[COIN_SUPPLY] = 19 - coins.reduce((a, b) => a + b, 0);
  s.v[RESULT] = Result.AllCoins;
  endIsland(s);
}
const order = (s: State): number[] => Array.from(s.u8.subarray(CAMP_ORDER, CAMP_ORDER + 3));

describe('the expedition: who takes a card (lines 1110-1120)', () => {
  it('line 1110: "набравшие хотя бы 3 монеты": second place with exactly 3 chooses, third with 2 does not', () => {
    const s = campaign('1,2');
    finish(s, [6, 3, 2, 0]);
    expect(order(s)).toEqual([0, 1, 255]);
  });

  it('line 1104 with 1112: equal coins, the crew with more living pirates is the winner and chooses first', () => {
    const s = campaign('1,2');
    finish(s, [4, 4, 0, 0], ['W1']); // white lost a pirate: yellow wins the island
    expect(order(s)).toEqual([1, 0, 255]);
  });

  it('line 1116: "Брать способность необязательно": the winner takes none, and the next still chooses', () => {
    const s = campaign('1,2');
    finish(s, [5, 4, 0, 0]);
    play(s, 'draw musketeer porter tamer', 'no card');
    expect(s.v[TURN]).toBe(1);
    expect(legal(s)).toContain('card Y1 porter');
    play(s, 'card Y1 porter');
    expect(s.u8[ABILITY + PIECE('Y1')]).toBe(2);
  });

  it('line 1114 with 1136: the sticker goes on a figure: a pirate who died on the island may take it, and sails the next island with it', () => {
    const s = campaign('1,2', '2p');
    finish(s, [5, 0], ['W1']);
    play(s, 'draw musketeer porter tamer');
    expect(legal(s)).toContain('card W1 porter');
    play(s, 'card W1 porter');
    expect([s.v[ISLAND], s.v[PHASE], s.u8[ABILITY + PIECE('W1')]]).toEqual([2, Phase.Berth, 2]);
    play(s, legal(s)[0]); play(s, legal(s)[0]); // both ships berth
    expect(s.u8[P_CELL + PIECE('W1')]).toBe(ABOARD + 0); // "по три пирата своего цвета" again
    expect(s.u8[ABILITY + PIECE('W1')]).toBe(2);
  });

  it('line 1138 with 1190: on the next island the players berth again in turn, white first', () => {
    const s = campaign('1,2');
    finish(s, [1, 0, 0, 0]); // nobody qualifies: island 2 is laid at once
    expect([s.v[ISLAND], s.v[PHASE], s.v[TURN]]).toEqual([2, Phase.Berth, 0]);
    expect(legal(s).length).toBeGreaterThan(1);
    const first = legal(s)[0];
    play(s, first);
    expect(s.v[TURN]).toBe(1);
    expect(legal(s)).not.toContain(first); // yellow may not take white's berth
  });

  it('line 1128: gold stays behind: every coin of island 2 is back on the island, none aboard', () => {
    const s = campaign('1,2', '2p');
    finish(s, [7, 3]);
    play(s, 'draw musketeer porter tamer', 'no card', 'no card');
    expect([s.v[ISLAND], s.v[SCORE], s.v[SCORE + 1], s.v[COIN_SUPPLY]]).toEqual([2, 0, 0, 19]);
  });
});

describe('islands from layouts (line 1144, FAQ 1217; A-R2)', () => {
  it('line 1144 with A-R2: a picture of two islands with sea between is refused in one line naming the field (the ruling of record: one piece)', () => {
    // Island 1's 24 cells with a channel of sea cut down the middle: the same backs, two pieces.
    const rows = ['.BF.FB.', 'BFM.MFB', 'FMM.M..', 'BFM.MFB', '.BF.FB.'];
    const dir = mkdtempSync(join(tmpdir(), 'arch3-'));
    writeFileSync(join(dir, 'two.json'), JSON.stringify({ island: 11, boxes: 1, rows }));
    const o = checkOptions({ layout: join(dir, 'two.json') }) as { field?: string; message?: string };
    expect(o.field).toMatch(/^layout/);
    expect(o.message ?? '').not.toContain('\n');
  });

  it('line 1190: "Корабль можно ставить только вплотную к клеткам пляжа": a layout\'s berth that touches no beach is refused, naming the berth', () => {
    const rows = ['.BFFB.', 'BFMMFB', 'FMMM..', 'BFMMFB', '.BFFB.']; // island 1; [2, 4] is the bay, between forest and mountain
    const dir = mkdtempSync(join(tmpdir(), 'arch3-'));
    writeFileSync(join(dir, 'berth.json'), JSON.stringify({ island: 11, boxes: 1, rows, berths: [[2, 4], [0, 0], [4, 0], [4, 5]] }));
    expect(checkOptions({ layout: join(dir, 'berth.json') })).toMatchObject({ field: 'layout.berths[0]' });
  });
});

/** A solo card of these rows, goal as given. */
function card(rows: string[], goal = { turns: 30, survivors: 1 }): { s: State; m: Mission } {
  const m = readMission({ mission: 1, rows, goal });
  if ('code' in m) throw new Error(`${m.field}: ${m.message}`);
  return { s: layMission(m, 0, 0), m };
}
const cellOf = (name: string): number => parseCell(name);

describe('solo play, the pirate puzzles (lines 1162-1184)', () => {
  const far = ['bank  empty+1 empty empty empty empty', 'empty arrow1/3 empty empty empty empty', 'empty empty empty empty empty den'];

  it('line 684 with 1170: from the bank on the corner a pirate steps only onto land: nobody jumps into the sea', () => {
    const { s } = card(far);
    expect(legal(s).sort()).toEqual(['B1 c4', 'B1 d3', 'B1 d4']);
  });

  it('line 1176: the three are one crew: they share a cell and strike nobody', () => {
    const { s } = card(far);
    play(s, 'B1 d3', 'Y1 d3');
    expect([s.u8[P_CELL + 0], s.u8[P_CELL + 1]]).toEqual([cellOf('d3'), cellOf('d3')]);
  });

  it('line 1174 with 719: a coin brought to the bank by an arrow is delivered, and the last one ends the puzzle before the bear steps', () => {
    // d4's arrow (north-east turned three times) points north-west, at the bank c3
    const { s, m } = card(far);
    play(s, 'B1 d3', 'Y1 c4', 'R1 c4');
    play(s, 'B1 d4$');
    expect(s.u8[P_CELL + 0]).toBe(cellOf('c3'));
    expect(s.u8[COINS + cellOf('c3')]).toBe(1);
    expect(G.isTerminal(s)).toBe(true);
    expect(s.v[TURNS]).toBe(2); // the turn under way counts (A-S7)
    expect(missionMet(s, m.goal)).toBe(true);
  });

  it('line 1179 with 898: the bear stepping onto a cell where all three stand kills all three: the puzzle is lost', () => {
    const { s } = card(['bank  empty den', 'empty empty empty+1']);
    play(s, 'B1 d3', 'Y1 d3', 'R1 d3'); // the bear on e3 steps onto d3
    expect([s.u8[P_CELL + 0], s.u8[P_CELL + 1], s.u8[P_CELL + 2]]).toEqual([OUT, OUT, OUT]);
    expect(G.isTerminal(s)).toBe(true);
    expect(G.outcome(s).reason).toBe('crew-lost');
  });

  it('line 1180: "уложиться в определённое количество ходов": the same play misses a card of one turn', () => {
    const { s, m } = card(far, { turns: 1, survivors: 1 });
    play(s, 'B1 d3', 'Y1 c4', 'R1 c4', 'B1 d4$');
    expect(G.isTerminal(s)).toBe(true);
    expect(missionMet(s, m.goal)).toBe(false);
  });

  it('line 1180: "спасти нужное количество пиратов": a card asking three survivors is missed when one is lost off the island', () => {
    // c4's cannon (north as laid) throws yellow north over c3 into the sea at c2; black brings the coin home
    const { s, m } = card(['bank  empty+1 empty empty empty empty', 'cannon empty empty empty empty empty', 'empty empty empty empty empty den'], { turns: 5, survivors: 3 });
    play(s, 'B1 d3', 'Y1 c4');
    expect(s.u8[P_CELL + 1]).toBe(OUT);
    play(s, 'R1 d4', 'B1 c3$');
    expect(G.isTerminal(s)).toBe(true);
    expect(missionMet(s, m.goal)).toBe(false);
    expect(missionMet(s, { ...m.goal, survivors: 2 })).toBe(true);
  });
});
