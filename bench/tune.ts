/**
 * Weight tuning by coordinate descent over a bot's numeric parameters, with the harness.
 *
 *   node dist/bench/tune.js --bot=heuristic --params=threat,carry,loose [--step=0.3]
 *        [--deals=1000] [--accept=0.53] [--seed=tune] [--max-plies=600] [--workers=N]
 *        [--out=results/tune]
 *
 * Starting from `--bot` (a spec; its parameters are the starting point), for each parameter
 * in turn the tuner tries the value × (1 + step) and then × (1 − step) (0 becomes ±step;
 * clamped to the parameter's range, rounded for whole-number parameters). A candidate
 * plays the current best over `deals` 2-player deals, both seatings each (the harness's
 * `jackal match --mode 2p`), and replaces it when its win rate (a tie counts half) reaches
 * `accept`. One pass over the list, so a run costs at most 2 × params matches. Every
 * trial is a line of `trials.csv` in `--out` (candidate, incumbent, games, win rate and its
 * 95% interval, accepted); the last line printed is the final spec. With `accept` above
 * one half by more than the noise of `deals` deals (1000 deals: ±0.022 at 95%), a change
 * is kept only when it wins clearly. Deals and bot seeds depend only on the arguments,
 * so a run reproduces exactly, for any number of workers.
 *
 * Bad arguments print a message naming the field and exit with status 2.
 */

import { appendFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { botFactory, parseBotSpec } from '../bots/registry.js';
import { buildConfig } from '../src/harness/config.js';
import { runMatch } from '../src/harness/run.js';

function fail(field: string, message: string): never {
  console.error(`tune: ${field}: ${message}`);
  process.exit(2);
}

/** Canonical spec of `name` with the parameters of `params` that differ from the defaults. */
function specOf(name: string, params: Record<string, number>): string {
  const text = Object.keys(params).length === 0 ? name : `${name}:${Object.entries(params).map(([k, v]) => `${k}=${v}`).join(',')}`;
  const r = parseBotSpec(text);
  if ('code' in r) fail(r.field, r.message);
  return r.canonical;
}

async function main(argv: string[]): Promise<void> {
  const args: Record<string, string> = {};
  for (const a of argv) {
    const m = /^--([a-z-]+)=(.*)$/.exec(a);
    if (!m) fail('arguments', `expected --key=value, got ${JSON.stringify(a)}`);
    args[m[1]] = m[2];
  }
  const known = ['bot', 'params', 'step', 'deals', 'accept', 'seed', 'max-plies', 'workers', 'out'];
  for (const k of Object.keys(args)) if (!known.includes(k)) fail(k, `unknown option; known: ${known.join(', ')}`);
  const num = (k: string, dflt: number, lo: number, hi: number, whole = false): number => {
    if (args[k] === undefined) return dflt;
    const v = Number(args[k]);
    if (args[k] === '' || !Number.isFinite(v) || v < lo || v > hi || (whole && !Number.isInteger(v))) {
      fail(k, `must be ${whole ? 'a whole number' : 'a number'} in [${lo}, ${hi}], got ${JSON.stringify(args[k])}`);
    }
    return v;
  };
  if (args.bot === undefined) fail('bot', 'required (a bot spec, e.g. heuristic or heuristic:threat=0.25)');
  const start = parseBotSpec(args.bot);
  if ('code' in start) fail(start.field, start.message);
  const factory = botFactory(start.name)!;
  const names = (args.params ?? '').split(',').map((p) => p.trim()).filter((p) => p !== '');
  if (names.length === 0) fail('params', `name the parameters to tune, e.g. --params=${factory.params.filter((p) => p.type === 'float').slice(0, 3).map((p) => p.name).join(',')}`);
  for (const n of names) {
    const ps = factory.params.find((p) => p.name === n);
    if (!ps) fail('params', `${start.name} has no parameter ${JSON.stringify(n)}`);
    if (ps.type !== 'float' && ps.type !== 'int') fail('params', `${n} is not numeric`);
  }
  const step = num('step', 0.3, 0.01, 0.99);
  const deals = num('deals', 1000, 1, 1e7, true);
  const accept = num('accept', 0.53, 0, 1);
  const maxPlies = num('max-plies', 600, 0, 1e6, true);
  const workers = num('workers', availableParallelism(), 1, 1024, true);
  const seed = args.seed ?? 'tune';
  const out = args.out ?? 'results/tune';
  mkdirSync(out, { recursive: true });
  const trials = join(out, 'trials.csv');
  writeFileSync(trials, 'candidate,incumbent,games,win_rate,win_rate_lo,win_rate_hi,accepted\n');

  // The incumbent's explicit parameters (those given in --bot), kept in spec order.
  const best: Record<string, number> = {};
  const given = args.bot.includes(':') ? args.bot.slice(args.bot.indexOf(':') + 1).split(',') : [];
  for (const part of given) { const k = part.split('=')[0].trim(); best[k] = start.params[k] as number; }
  const quote = (s: string): string => `"${s}"`;
  for (const name of names) {
    const ps = factory.params.find((p) => p.name === name)!;
    const cur = (best[name] ?? start.params[name]) as number;
    for (const f of [1 + step, 1 - step]) {
      let v = cur === 0 ? (f > 1 ? step : -step) : cur * f;
      if (ps.min !== undefined) v = Math.max(ps.min, v);
      if (ps.max !== undefined) v = Math.min(ps.max, v);
      v = ps.type === 'int' ? Math.round(v) : Number(v.toPrecision(3));
      if (v === cur) continue;
      const cand = { ...best, [name]: v };
      const a = specOf(start.name, cand), b = specOf(start.name, best);
      const config = buildConfig({ mode: '2p', maxPlies, bots: [a, b], deals, seed }, null);
      const dir = join(out, 'match');
      const r = await runMatch(config, { out: dir, workers, force: true });
      const row = r.tables.bots.find((x) => x.label === a)!;
      const ok = row.winRate >= accept;
      appendFileSync(trials, `${quote(a)},${quote(b)},${row.games},${row.winRate},${row.lo},${row.hi},${ok}\n`);
      console.log(`${a} vs ${b}: ${row.winRate.toFixed(3)} [${row.lo.toFixed(3)}, ${row.hi.toFixed(3)}]${ok ? '  accepted' : ''}`);
      rmSync(dir, { recursive: true, force: true });
      if (ok) { best[name] = v; break; }
    }
  }
  console.log(specOf(start.name, best));
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  main(process.argv.slice(2)).catch((e) => { console.error(e); process.exit(1); });
}
