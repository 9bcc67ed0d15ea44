/**
 * A campaign through the harness (src/harness/play.ts; src/archipelago/campaign.ts): the
 * draws between islands are chance outcomes the harness draws from the deal seed's
 * generator and records (`draw porter tamer gunner`), the card choices are the bots'
 * recorded moves (`card W2 porter`, `no card`), the same game played twice is the same
 * record, a replay of the record's texts through the engine reaches the same end, and the
 * end reason names each island's winners. A campaign run stopped part-way (or whose journal
 * lost its last games, as a kill leaves it) resumes to the same files as a run never stopped.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildConfig } from '../../src/harness/config.js';
import { playGame } from '../../src/harness/play.js';
import { runMatch } from '../../src/harness/run.js';
import { ARCHIPELAGO as G } from '../../src/archipelago/game.js';
import type { ArchOptions } from '../../src/archipelago/options.js';
import { ISLAND } from '../../src/archipelago/state.js';
import { outputs, removeTempDirs, tempDir } from './helpers.js';

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

afterAll(removeTempDirs);

/** A run's deterministic files but config.json (whose provenance names the commit, and other engineers commit between the runs). */
const results = (dir: string): Record<string, string> => { const o = outputs(dir); delete o['config.json']; return o; };

describe('a campaign run resumed', () => {
  const run = { ...input, deals: 3, record: false };
  it('stopped part-way, or with its journal cut back to some games, ends in the files of a run never stopped', async () => {
    const whole = tempDir('camp-whole');
    expect((await runMatch(buildConfig(run, null), { out: whole, workers: 1 })).complete).toBe(true);
    const reference = results(whole);
    expect(reference['games.csv']).toMatch(/campaign 1:/);

    // stopped after some games (Ctrl-C's path), then --resume on two workers
    const stopped = tempDir('camp-stopped');
    const first = await runMatch(buildConfig(run, null), { out: stopped, workers: 2, stopAfter: 2, signal: new AbortController().signal });
    expect(first.complete).toBe(false);
    expect((await runMatch(buildConfig(run, null), { out: stopped, workers: 2, resume: true })).complete).toBe(true);
    expect(results(stopped)).toEqual(reference);

    // a kill's journal: the first two games kept, the third cut mid-line; --resume plays the rest
    const journal = join(whole, 'games.jsonl'), lines = readFileSync(journal, 'utf8').trimEnd().split('\n');
    expect(lines.length).toBe(6);
    writeFileSync(journal, `${lines.slice(0, 2).join('\n')}\n${lines[2].slice(0, 40)}`);
    const again = await runMatch(buildConfig(run, null), { out: whole, workers: 2, resume: true });
    expect(again).toMatchObject({ complete: true, dropped: 1, played: 4 });
    expect(results(whole)).toEqual(reference);
  }, 120_000);
});
