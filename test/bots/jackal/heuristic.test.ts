/**
 * The heuristic and its evaluation: parameters from spec text, the home distances that
 * steer carriers (tile chains included), and the judgement a sound human shows: a coin
 * next to the ship goes aboard.
 */
import { describe, expect, it } from 'vitest';
import { cellOf, CELLS, NEIGHBOURS, SHIP_FRONT } from '../../../src/jackal/geometry.js';
import { moveTo } from '../../../src/jackal/moves.js';
import { observe } from '../../../src/jackal/observation.js';
import { checkOptions, GameOptions } from '../../../src/jackal/options.js';
import { Rng } from '../../../src/core/rng.js';
import { currentPlayer } from '../../../src/jackal/outcome.js';
import { newGame } from '../../../src/jackal/setup.js';
import { SHIP_CELL, State, TILE_KIND } from '../../../src/jackal/state.js';
import { Kind } from '../../../src/jackal/tiles.js';
import { DEFAULT_EVAL_WEIGHTS, Evaluator, FAR } from '../../../bots/jackal/eval.js';
import { createBot, parseBotSpec } from '../../../bots/registry.js';
import { bringsCoinAboard, cannibalRing, coinAboardStates, lay } from '../../support/positions.js';

const O2 = checkOptions({ mode: '2p', maxPlies: 600 }) as GameOptions;

describe('heuristic parameters', () => {
  it('reads named weights from spec text and names a bad one', () => {
    const ok = parseBotSpec('heuristic:carry=0.9,explore=0.2');
    expect('code' in ok).toBe(false);
    if (!('code' in ok)) {
      expect(ok.params.carry).toBe(0.9);
      expect(ok.params.decay).toBe(DEFAULT_EVAL_WEIGHTS.decay);
      expect(ok.canonical).toBe('heuristic:carry=0.9,explore=0.2');
    }
    const bad = parseBotSpec('heuristic:decay=2');
    expect(bad).toMatchObject({ code: 'bad-bot', field: 'heuristic.decay' });
    expect(parseBotSpec('heuristic:lookahead=1.5')).toMatchObject({ code: 'bad-bot', field: 'heuristic.lookahead' });
  });
});

describe('home distances', () => {
  const ship = (s: State, crew: number): number => s.u8[SHIP_CELL + crew];

  it('counts turns to the ship over revealed land only', () => {
    const s = newGame(O2, 'home');
    const front = SHIP_FRONT[ship(s, 0)]; // g2, in front of white's ship
    const behind = front - 13; // g3
    lay(s, front, 'empty', Kind.Empty);
    lay(s, behind, 'empty', Kind.Empty);
    const ev = new Evaluator(DEFAULT_EVAL_WEIGHTS);
    ev.prepare(s);
    expect(ev.home[front]).toBe(1);
    expect(ev.home[behind]).toBe(2);
    // team 1 (yellow and red) has no way there over revealed land: a king-distance fallback
    expect(ev.home[CELLS + front]).toBeGreaterThan(4);
    expect(ev.home[CELLS + front]).toBeLessThan(FAR);
  });

  it('follows tile chains: a balloon goes aboard, a single arrow carries on', () => {
    const s = newGame(O2, 'chains');
    const far = cellOf(6, 6); // g7, the middle
    lay(s, far, 'empty', Kind.Empty);
    lay(s, NEIGHBOURS[far * 8 + 2], 'balloon', Kind.Balloon); // east of it
    const ev = new Evaluator(DEFAULT_EVAL_WEIGHTS);
    ev.prepare(s);
    expect(ev.home[far]).toBe(1);
    // an arrow pointing south from the cell north of g2 leads onto g2 (empty), then the ship
    const t = newGame(O2, 'arrow');
    const front = SHIP_FRONT[ship(t, 0)];
    lay(t, front, 'empty', Kind.Empty);
    lay(t, front - 13, 'arrow1', Kind.Arrow, 1 << 4); // g3: arrow south
    lay(t, front - 26, 'empty', Kind.Empty); // g4
    const ev2 = new Evaluator(DEFAULT_EVAL_WEIGHTS);
    ev2.prepare(t);
    expect(ev2.home[front - 26]).toBe(2); // one turn down the arrow onto g2, one aboard
  });
});

describe('heuristic judgement', () => {
  it('puts a coin aboard when a carrier stands by his ship', () => {
    const states = coinAboardStates(12);
    expect(states.length).toBeGreaterThanOrEqual(8);
    const bot = createBot('heuristic');
    let aboard = 0;
    states.forEach((s, i) => {
      const m = bot.chooseMove(observe(s, currentPlayer(s)), { iterations: 0, ms: 0 }, new Rng(`h:${i}`));
      if (bringsCoinAboard(s, m)) aboard++;
    });
    expect(aboard).toBeGreaterThanOrEqual(states.length - 1);
  });

  it('does not walk into a revealed cannibal', () => {
    const s = cannibalRing();
    const bot = createBot('heuristic');
    for (let i = 0; i < 8; i++) {
      const m = bot.chooseMove(observe(s, currentPlayer(s)), { iterations: 0, ms: 0 }, new Rng(`c:${i}`));
      expect(s.u8[TILE_KIND + moveTo(m)], `move ${m}`).not.toBe(Kind.Cannibal);
    }
  });
});
