/**
 * The 4-player stalls (issue 26: "102 of 120 heuristic 4-player games ended by the stall
 * rule, its pirates wandering next to uncollected coins"). Two study positions taken from
 * the stalled games, each with the judgement the heuristic lacked before the fix
 * (docs/BOTS.md, "Why 4-player games stalled"):
 *  - a pirate beside face-down land whose expected worth is below the exploring pull at
 *    distance 1 stood beside it for ever; he must step onto it;
 *  - a pirate beside the last coin, lying on a mountain (a 5-step spinner), with no coin left
 *    face down, walked around it; he must climb for it.
 * The expected decisions come from the rules and the hand computation in each test, not
 * from the evaluation under test.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../src/core/rng.js';
import { cellName, LAND_CELLS, LAND_COUNT, parseCell } from '../../../src/jackal/geometry.js';
import { formatMove } from '../../../src/jackal/notation.js';
import { observe } from '../../../src/jackal/observation.js';
import { currentPlayer } from '../../../src/jackal/outcome.js';
import { fromPosition } from '../../../src/jackal/position.js';
import { State, TILE_KIND } from '../../../src/jackal/state.js';
import { CLASSIC, Kind, TILE_TYPES, TYPE_ROTATES } from '../../../src/jackal/tiles.js';
import { createBot } from '../../../bots/registry.js';
import { kingDistance } from '../../../bots/jackal/home.js';

/**
 * A 4-player classic study position, white to move: every land cell face up but `hidden`,
 * whose face-down tiles are `hiddenTiles` (so the pool every player infers is exactly
 * those); the rest of the set lies face up, the empty tiles nearest `centre` first (so no
 * arrow or spinner beside the scene changes its moves). `extra` tiles are laid first;
 * pirates not listed are aboard their ships.
 */
function study(centre: string, hidden: string[], hiddenTiles: string[], extra: Record<string, string>, pirates: Record<string, unknown>, coins: Record<string, number>): State {
  const left = Array.from(CLASSIC.counts);
  const take = (name: string): void => {
    const t = TILE_TYPES.findIndex((x) => x.name === name);
    if (left[t] <= 0) throw new Error(`no ${name} left in the classic set`);
    left[t]--;
  };
  hiddenTiles.forEach(take);
  Object.values(extra).forEach(take);
  const names: string[] = [];
  const empty = TILE_TYPES.findIndex((x) => x.name === 'empty');
  for (let k = 0; k < left[empty]; k++) names.push('empty');
  left.forEach((n, t) => { if (t !== empty && t > 0) for (let k = 0; k < n; k++) names.push(TILE_TYPES[t].name + (TYPE_ROTATES[t] ? ':0' : '')); });
  const c0 = parseCell(centre);
  const cells = Array.from(LAND_CELLS.subarray(0, LAND_COUNT))
    .filter((c) => !hidden.includes(cellName(c)) && extra[cellName(c)] === undefined)
    .sort((a, b) => kingDistance(a, c0) - kingDistance(b, c0) || a - b);
  expect(cells.length).toBe(names.length);
  const revealed: Record<string, string> = { ...extra };
  cells.forEach((c, i) => { revealed[cellName(c)] = names[i]; });
  const layout: Record<string, string> = {};
  hidden.forEach((c, i) => { layout[c] = hiddenTiles[i]; });
  const s = fromPosition({ study: true, options: { mode: '4p' }, turn: 'white', revealed, layout, pirates, coins });
  if (!(s instanceof State)) throw new Error(`position: ${JSON.stringify(s)}`);
  return s;
}

/** The heuristic's choices for the player on turn with 8 different tie-break streams. */
function choices(s: State): string[] {
  const bot = createBot('heuristic');
  const out: string[] = [];
  for (let i = 0; i < 8; i++) out.push(formatMove(s, bot.chooseMove(observe(s, currentPlayer(s)), { iterations: 0, ms: 0 }, new Rng(`stall:${i}`))));
  return out;
}

describe('the heuristic does not stall beside what is left to take', () => {
  it('steps onto face-down land whose expectation is below the pull beside it', () => {
    // w1 on g7, its eight neighbours face down; the pool: a chest of 3, a cannibal, a trap and
    // five empty tiles (as in a stalled game late on). By hand, with the default weights
    // (carry 0.95, decay 0.85, dead 1.2, trapped 0.5, reveal 0.1, explore 0.12): the step onto
    // f6 (5 king steps from white's ship on g1: 6 turns home as the evaluation counts a
    // face-down cell) is worth 0.1 + 3/8 × 0.95 × 0.85^6 − 1.2/8 − 0.5/8 = 0.022, while standing beside face-down land is
    // worth the pull 0.12 × 0.85 = 0.102: before the fix he never stepped on (the pull at
    // distance 0 was not counted). The coins are worth finding (3 of them, 1 expected per 2.7
    // steps); a player at the table turns the tiles over.
    const hidden = ['f6', 'g6', 'h6', 'f7', 'h7', 'f8', 'g8', 'h8'];
    const s = study('g7', hidden, ['chest3', 'cannibal', 'trap', 'empty', 'empty', 'empty', 'empty', 'empty'], {}, { w1: 'g7' }, {});
    const picks = choices(s);
    for (const m of picks) expect(m.startsWith('w1-') && hidden.includes(m.slice(3)), `chose ${m}`).toBe(true);
  });

  it('climbs a mountain for the last coin once nothing is face down worth a step', () => {
    // The last coin lies on g6, a mountain (5 steps: the pirate who steps on stands there 4
    // more turns before he can leave, full-rules-ru.txt), w1 beside it on g5, face-down land
    // beside him that holds no coin (two empty tiles). Before the fix the coin was worth as
    // much lying beside him (0.5 × 0.85^(1 + home)) as in his hands on the mountain
    // (0.95 × 0.85^(4 + home)), and the pull toward the coinless face-down land held him.
    const s = study('g5', ['f4', 'h4'], ['empty', 'empty'], { g6: 'mountains' }, { w1: 'g5' }, { g6: 1 });
    expect(s.u8[TILE_KIND + parseCell('g6')]).toBe(Kind.Spinner);
    const picks = choices(s);
    for (const m of picks) expect(m, `chose ${m}`).toBe('w1-g6');
  });
});
