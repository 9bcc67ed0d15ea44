/**
 * A campaign through the harness (src/harness/play.ts; src/archipelago/campaign.ts): the
 * draws between islands are chance outcomes the harness draws from the deal seed's
 * generator and records (`draw porter tamer gunner`), the card choices are the bots'
 * recorded moves (`card W2 porter`, `no card`), the same game played twice is the same
 * record, a replay of the record's texts through the engine reaches the same end, and the
 * end reason names each island's winners.
 */
import { describe, expect, it } from 'vitest';
import { buildConfig } from '../../src/harness/config.js';
import { playGame } from '../../src/harness/play.js';
import { ARCHIPELAGO as G } from '../../src/archipelago/game.js';
import type { ArchOptions } from '../../src/archipelago/options.js';
import { ISLAND } from '../../src/archipelago/state.js';

const rules = { mode: '2p', campaign: '1,2', maxPlies: 200 };
const input = { game: 'archipelago', ...rules, bots: ['heuristic', 'random'], deals: 2, seed: 'campaign-harness', record: true };

describe('a campaign run', () => {
  it('records the draws and the card choices, and replays to the same end', () => {
    const c = buildConfig(input, null);
    let draws = 0, cards = 0;
    for (let game = 0; game < 2; game++) {
      const r = playGame(c, game);
      expect(r.error).toBe('');
      expect(playGame(c, game).moves).toEqual(r.moves);
      expect(r.reason).toMatch(/^campaign 1:[WY,]+\*? 2:[WY,]+\*?$/);
      const s = G.newGame(G.checkOptions(rules) as ArchOptions, r.dealSeed);
      const islands = new Set<number>();
      for (const [, text] of r.moves!) {
        if (text.startsWith('draw ')) { expect(G.isChance(s)).toBe(true); draws++; }
        if (text.startsWith('card ') || text === 'no card') cards++;
        const m = G.parseMove(s, text);
        if (typeof m !== 'number') throw new Error(`${text}: ${m.message}`);
        G.applyMove(s, m);
        islands.add(s.v[ISLAND]);
      }
      expect([...islands]).toEqual([1, 2]);
      expect(G.isTerminal(s)).toBe(true);
      expect(G.outcome(s)).toMatchObject({ scores: r.coins, ranks: r.ranks, reason: r.reason });
    }
    expect(draws + cards).toBeGreaterThan(0);
  });
  it('a wrong campaign names the field', () => {
    expect(() => buildConfig({ ...input, campaign: '1,99' }, null)).toThrow(/campaign/);
    expect(() => buildConfig({ ...input, campaign: '2', island: 3 }, null)).toThrow(/campaign/);
  });
});
