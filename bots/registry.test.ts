/**
 * The registry checks every numeric parameter of every registered bot against its declared
 * range when the spec is read, naming the parameter; and every value inside the range
 * gives a bot that plays (its extremes included).
 */
import { describe, expect, it } from 'vitest';
import { generateMoves, MAX_MOVES } from '../src/jackal/movegen.js';
import { Rng } from '../src/core/rng.js';
import { midGamePositions } from '../test/support/mid-game.js';
import { botFactory, botNames, createBot, parseBotSpec } from './registry.js';

const OBS = midGamePositions().slice(0, 2);

describe('bot parameter ranges', () => {
  for (const name of botNames()) {
    for (const p of botFactory(name)!.params.filter((q) => q.type === 'int' || q.type === 'float')) {
      it(`${name}.${p.name}: a finite range around its default, refused outside it, playable at both ends`, () => {
        expect(Number.isFinite(p.min)).toBe(true);
        expect(Number.isFinite(p.max)).toBe(true);
        expect(p.min!).toBeLessThanOrEqual(p.default as number);
        expect(p.default as number).toBeLessThanOrEqual(p.max!);
        const step = p.type === 'int' ? 1 : Math.max(1e-6, (p.max! - p.min!) * 1e-3);
        for (const out of [p.min! - step, p.max! + step]) {
          expect(parseBotSpec(`${name}:${p.name}=${out}`)).toMatchObject({ code: 'bad-bot', field: `${name}.${p.name}` });
        }
        const moves = new Int32Array(MAX_MOVES);
        for (const at of [p.min!, p.max!]) {
          const bot = createBot(`${name}:${p.name}=${at}`);
          OBS.forEach((obs, i) => {
            const n = generateMoves(obs.state, moves);
            const m = bot.chooseMove(obs, { iterations: 12, ms: 0 }, new Rng(`range:${i}`));
            expect(Array.from(moves.subarray(0, n))).toContain(m);
          });
        }
      });
    }
  }
});
