/**
 * The `mcts` defaults and the experiments that measured them. The README's headline strength
 * row is `jackal run strength-mcts-5000`, whose spec is written out in full so that it
 * replays whatever the defaults become; this pins that, today, the written-out spec is the
 * default `mcts` (so the row is the defaults' strength); that the goal run at 3,000
 * iterations and the scaling runs are the same bot with other budgets and no early stop;
 * and that the stored runs made with the earlier defaults all spell out the same spec
 * (EARLIER, as `strength-mh-2p` writes it).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseBotSpec } from '../../bots/registry.js';

const experiment = (name: string): { bots: string[]; seed?: string } => JSON.parse(readFileSync(new URL(`../../experiments/${name}.json`, import.meta.url), 'utf8'));
const params = (spec: string): Record<string, unknown> => {
  const r = parseBotSpec(spec);
  if ('code' in r) throw new Error(r.message);
  return r.params;
};

/** The earlier defaults, as the stored runs made with them spell them out. */
const EARLIER = (): string => experiment('strength-mh-2p').bots[0];

describe('mcts defaults', () => {
  it('the goal run\'s written-out spec is the default mcts', () => {
    const spec = experiment('strength-mcts-5000').bots[0];
    expect(spec).toMatch(/^mcts:/);
    expect(params(spec)).toEqual(params('mcts'));
  });

  it('the 3,000-iteration goal run and the scaling runs are the defaults with their own budget and stop=0', () => {
    for (const [n, iterations] of [['strength-mcts-goal', 3000], ['scale-mcts-250', 250], ['scale-mcts-1000', 1000], ['scale-mcts-4000', 4000], ['scale-mcts-16000', 16000]] as const) {
      expect({ n, ...params(experiment(n).bots[0]) }).toEqual({ n, ...params('mcts'), iterations, stop: 0 });
    }
  });

  it('differ from the earlier defaults in the budget, the early stop, priorDepth and the five fitted weights only', () => {
    const now = params('mcts'), old = params(EARLIER());
    const changed = Object.keys(now).filter((k) => now[k] !== old[k]).sort();
    expect(changed).toEqual(['carry', 'dead', 'iterations', 'loose', 'priorDepth', 'stop', 'swim', 'trapped']);
    expect(now).toMatchObject({ iterations: 5000, stop: 1 });
    expect(old).toMatchObject({ iterations: 1000, stop: 0, priorDepth: 1, carry: 0.95, loose: 0.5, dead: 1.2, swim: 0.4, trapped: 0.5 });
  });

  it('the mode matches are the defaults, on the deals of the earlier defaults\' runs', () => {
    const full = (n: string): Record<string, unknown> => JSON.parse(readFileSync(new URL(`../../experiments/${n}.json`, import.meta.url), 'utf8'));
    for (const mode of ['2p-ti', '3p', '4p', '2v2']) {
      const now = full(`strength-mcts-${mode}`), then = full(`strength-mh-${mode}`);
      const mcts = (now.bots as string[]).filter((b) => b.startsWith('mcts'));
      expect(mcts.length).toBeGreaterThan(0);
      for (const b of mcts) expect({ mode, ...params(b) }).toEqual({ mode, ...params('mcts') });
      // same seed, deals, mode, tiles, ply limit and seats: the same deals, compared deal by deal
      const same = (e: Record<string, unknown>): unknown => ({ ...e, description: '', bots: (e.bots as string[]).map((b) => b.split(':')[0]) });
      expect(same(now)).toEqual(same(then));
    }
  });

  it('the exploration screen is the 3,000-iteration goal run with c=0.3, on its first deals', () => {
    const e = JSON.parse(readFileSync(new URL('../../experiments/strength-mcts-c03.json', import.meta.url), 'utf8'));
    expect(params(e.bots[0])).toEqual({ ...params(experiment('strength-mcts-goal').bots[0]), c: 0.3 });
    expect(e.seed).toBe('strength-mcts-goal');
  });

  it('the other exploration screen is the defaults with c=0.05, on the goal run\'s first deals', () => {
    const e = JSON.parse(readFileSync(new URL('../../experiments/strength-mcts-c005.json', import.meta.url), 'utf8'));
    expect(params(e.bots[0])).toEqual({ ...params('mcts'), c: 0.05 });
    expect([e.seed, e.mode, e.maxPlies]).toEqual(['strength-mcts-goal', '2p', 600]);
  });

  it('the refit screen is the defaults with the weights of results/fit-mcts/fit.csv, on the goal run\'s first deals', () => {
    const e = JSON.parse(readFileSync(new URL('../../experiments/strength-mcts-fitm.json', import.meta.url), 'utf8'));
    const rows = readFileSync(new URL('../../results/fit-mcts/fit.csv', import.meta.url), 'utf8').trim().split('\n').slice(1).map((l) => l.split(','));
    const fitted: Record<string, number> = {};
    for (const [feature, , weight, , , , , note] of rows) if (!/kept|not in data|unit/.test(note ?? '')) fitted[feature] = Number(weight);
    expect(Object.keys(fitted).sort()).toEqual(['carry', 'dead', 'loose', 'swim', 'trapped']);
    expect(params(e.bots[0])).toEqual({ ...params('mcts'), ...fitted });
    expect([e.seed, e.mode, e.maxPlies, e.deals]).toEqual(['strength-mcts-goal', '2p', 600, 150]);
  });

  it('the chance-node screen is the defaults with chance=1 at 4,000 iterations, on the goal run\'s first deals', () => {
    const e = JSON.parse(readFileSync(new URL('../../experiments/strength-mcts-chance.json', import.meta.url), 'utf8'));
    expect(params(e.bots[0])).toEqual({ ...params('mcts'), chance: 1, iterations: 4000 });
    expect([e.seed, e.mode, e.maxPlies, e.deals]).toEqual(['strength-mcts-goal', '2p', 600, 150]);
  });

  it('the head-to-head scaling runs are the defaults at 250, 4,000 and 16,000 against the defaults at 1,000, stop=0, on the scaling deals', () => {
    for (const n of [250, 4000, 16000]) {
      const e = JSON.parse(readFileSync(new URL(`../../experiments/scale-h2h-${n}-1000.json`, import.meta.url), 'utf8'));
      expect({ n, ...params(e.bots[0]) }).toEqual({ n, ...params('mcts'), iterations: n, stop: 0 });
      expect({ n, ...params(e.bots[1]) }).toEqual({ n, ...params('mcts'), iterations: 1000, stop: 0 });
      expect([e.seed, e.mode, e.maxPlies]).toEqual([experiment('scale-mcts-1000').seed, '2p', 600]);
    }
  });

  it('every stored mcts experiment other than the goal run names the earlier defaults in full', () => {
    const dir = new URL('../../experiments/', import.meta.url);
    const names = readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5));
    const withMcts = names.filter((n) => n.startsWith('strength-mh') || n.startsWith('seats-mcts'));
    expect(withMcts.length).toBeGreaterThanOrEqual(14);
    for (const n of withMcts) {
      for (const spec of experiment(n).bots.filter((b) => b.startsWith('mcts'))) {
        const p = params(spec), old = params(EARLIER());
        expect({ n, ...p, iterations: 0 }).toEqual({ n, ...old, iterations: 0 });
      }
    }
  });
});
