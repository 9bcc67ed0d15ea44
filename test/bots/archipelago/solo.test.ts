/**
 * The Archipelago heuristic in solo play (docs/ARCHIPELAGO.md "Solo play", the bot part):
 * it reads the card's goal from what lies face up (solo-goal.ts), finds the pirates' ways with
 * the tiles' effects (solo-ways.ts), and plans whole turns against the bear (solo-plan.ts,
 * solo-eval.ts). Each scene is reached by legal moves from a designed card's start and its
 * expected move argued from the picture; the heuristic before solo play (eval.ts alone) chose
 * otherwise in each (noted per scene), and met none of the cards. A card's picture starts at c3.
 */
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { Rng } from '../../../src/core/rng.js';
import { ARCHIPELAGO as G } from '../../../src/archipelago/game.js';
import { parseCell } from '../../../src/archipelago/geometry.js';
import type { ArchOptions } from '../../../src/archipelago/options.js';
import { BEAR, OUT, P_CELL, State } from '../../../src/archipelago/state.js';
import { createBot } from '../../../bots/registry.js';
import { buildConfig } from '../../../src/harness/config.js';
import { playGame } from '../../../src/harness/play.js';
import { designedMission } from '../../../src/archipelago/solo-mission.js';
import { missionMet } from '../../../src/archipelago/solo-score.js';
import { goalOfRules, goalOfState, OPEN_GOAL } from '../../../bots/archipelago/solo-goal.js';
import { SoloWays } from '../../../bots/archipelago/solo-ways.js';

const at = (name: string): number => parseCell(name);

/** Designed card n after the moves given by their text (each legal). */
function scene(n: number, moves: string): State {
  const s = G.newGame(G.checkOptions({ mission: n }) as ArchOptions, 'solo-bot') as State;
  for (const t of moves.split(',').map((x) => x.trim()).filter((x) => x !== '')) {
    const m = G.parseMove(s, t);
    if (typeof m !== 'number') throw new Error(`${t}: ${m.message}`);
    G.applyMove(s, m);
  }
  return s;
}

/** The heuristic's move in s, as text, with its Rng seeded `seed` (ties). */
function heuristicMove(s: State, seed: number): string {
  const bot = createBot<State>('heuristic', G);
  return G.formatMove(s, bot.chooseMove({ state: G.observe(s, 0), player: 0 }, { iterations: 0, ms: 0 }, new Rng(`solo:${seed}`)));
}

describe('the solo card\'s goal, face up', () => {
  it('a designed card by its number in the state; the rules\' card first; a mission file\'s position alone plays for the score', () => {
    expect(goalOfState(scene(6, ''))).toEqual({ turns: 9, survivors: 1, alive: [1] }); // card 6: 9 turns, 1 living, yellow among them
    const file = fileURLToPath(new URL('../../../src/archipelago/missions/mission-4.json', import.meta.url));
    const rules = G.checkOptions({ missionFile: file }) as ArchOptions;
    expect(goalOfRules(rules as unknown as Record<string, unknown>)).toEqual({ turns: 6, survivors: 2, alive: [] }); // card 4's file: 6 turns, 2 living
    const s = G.newGame(rules, 'x') as State;
    expect(goalOfState(s)).toEqual(OPEN_GOAL); // a file's card is island 0: the state alone does not tell its goal
    expect(goalOfRules(G.checkOptions({ island: 2, mode: '2p' }) as unknown as Record<string, unknown>)).toBeNull();
  });
});

describe('the pirates\' ways over a card, the tiles counted', () => {
  it('card 3: the horse on e3 jumps the coin of f3 home in 2 moves; card 2: the balloon takes f5\'s coins home in 1', () => {
    const w = new SoloWays();
    w.prepare(scene(3, ''));
    // f3 -> e3 (the horse) -> c4 (a knight's jump: two west, one south) is one move; c4 -> c3 the bank the second
    expect(w.home[at('f3')]).toBe(2);
    // from the bank: d3, then e3's horse to f5 (two south, one east), f4, f3: 4 moves (round the ring on foot: 7)
    expect(w.dist(at('c3'), at('f3'))).toBe(4);
    w.prepare(scene(2, ''));
    expect(w.home[at('f5')]).toBe(1); // f5 -> e6 the balloon, which carries pirate and coin to the bank (line 1181)
    expect(w.home[at('f3')]).toBe(3); // f3: e3 d3 c3, or f4 f5 and the balloon on e6: 3 moves either way
  });
});

describe('the heuristic in solo play', () => {
  it('does not step where the bear reaches when another step is safe (card 1)', () => {
    // Red was bitten on d5; the bear stands there, black is on f4, yellow in the bank c3 to
    // move. His steps: c4 or d3. c4 touches d5: the bear steps to its nearest pirate after
    // yellow's move, yellow at 1 is the nearest, and bitten. d3 is 2 from d5 (d4 is sea), as
    // far as black: nobody is bitten this turn. The heuristic before solo play stepped to c4.
    const s = scene(1, 'B1 d3, Y1 d3, R1 c4, B1 e3, Y1 c3, R1 d5, B1 f4');
    expect([s.v[BEAR], s.u8[P_CELL + 2], s.u8[P_CELL + 1]]).toEqual([at('d5'), OUT, at('c3')]);
    for (let seed = 0; seed < 4; seed++) expect(heuristicMove(s, seed)).toBe('Y1 d3');
  });

  it('carries the coin toward the bank (card 7)', () => {
    // Black was bitten on e3, where the bear stands; two living are still enough for card 7
    // (8 turns, 2 living). Yellow stands on c6's coin, red on c5; yellow to move: c5 or d6,
    // with the coin or without. c6 -> c5 -> c4 -> c3 is the coin's way home (3 moves); d6
    // leads to the cannon on e6, which fires into the sea. The bear on e3 is 3 steps from c5.
    // With the coin to c5 brings it one move nearer. The heuristic before solo play carried
    // it to d6, away from the bank.
    const s = scene(7, 'B1 d3, Y1 d3, R1 c4, B1 e3, Y1 c4, R1 c3, B1 f3, Y1 c5, R1 c4, B1 e3, Y1 c6, R1 c5');
    expect([s.v[BEAR], s.u8[P_CELL], s.u8[P_CELL + 1], s.u8[P_CELL + 2]]).toEqual([at('e3'), OUT, at('c6'), at('c5')]);
    for (let seed = 0; seed < 4; seed++) expect(heuristicMove(s, seed)).toBe('Y1 c5$');
  });

  it('meets cards 2, 3, 7 and 10 in the harness, the card told at the start (the first game of solve --versus-bots)', () => {
    // Each card's goal is the solver's fewest turns (docs/ARCHIPELAGO.md "How each goal was
    // set"); the heuristic before solo play met none of the ten in 100 games each.
    for (const n of [2, 3, 7, 10]) expect(harnessMet(n), `card ${n}`).toBe(true);
  });

  it('gives a pirate to the bear where the card allows: cards 4 and 6 met in the harness (the long plan to the card\'s last turn)', () => {
    // Card 4 (6 turns, 2 living) and card 6 (9 turns, 1 living, yellow) cannot be met with
    // all three living (the solver: 10 turns each); the bear must be given one pirate (two on
    // card 6). The short plan alone (4 turns, its estimate with the bear away) met neither in
    // 100 games (it kept all three and brought the coins in 11.8 and 10 turns).
    for (const n of [4, 6]) expect(harnessMet(n), `card ${n}`).toBe(true);
  });

  it('keeps a line that meets the card and plays it out: card 1 met in the harness', () => {
    // Card 1 (9 turns, all three living): the whole crew walks round the lake ahead of the
    // bear, the coins handed on. The short plan alone met it in none of 100 games; a long plan
    // made again at every move (not keeping its line) in none of 10: its beam, made from a
    // later position, no longer held a line that meets the card (32 or 64 ends kept).
    expect(harnessMet(1)).toBe(true);
  });

  it('widens the long plan when the narrower finds no line: cards 5 and 8 met in the harness', () => {
    // Card 5 (the pit and the rum barrel, 9 turns, 2 living) and card 8 (the trampoline and
    // the crocodile, 8 turns, 2 living): the long plan with 128 ends met card 5 in 0 of 10
    // games and card 8 in 4 of 10; with 1024, both in 10 of 10. The short plan alone met
    // neither in 100 games.
    for (const n of [5, 8]) expect(harnessMet(n), `card ${n}`).toBe(true);
  });
});

/** Whether the heuristic meets designed card n in the first game of solve --versus-bots (the harness's loop, the card told at the start). */
function harnessMet(n: number): boolean {
  const config = buildConfig({ game: 'archipelago', mode: 'solo', mission: n, bots: ['heuristic'], deals: 1, seed: 'versus-heuristic', maxPlies: 3000, record: true }, null);
  const r = playGame(config, 0);
  expect(r.error).toBe('');
  const s = scene(n, (r.moves ?? []).map(([, text]) => text).join(', '));
  return missionMet(s, designedMission(n).goal);
}
