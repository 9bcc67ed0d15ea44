/**
 * `jackal tune`: SPSA (spsa.ts) over numeric parameters of a registered bot, every
 * iteration a harness match (run.ts) on fresh deals, then a validation match of the tuned
 * values against the starting ones.
 *
 * An iteration k plays θ+ and θ− (spsa.ts) on `pairs` deals, every deal in every seating
 * (the harness's rotation), so both sides meet the same islands from the same seats:
 * - head to head (no opponent; fishtest's way): one lineup with θ+ and θ− in alternate
 *   seats (2p: θ+ against θ−; 4p and 2v2: two of each, partners alike in 2v2);
 * - against a fixed opponent (`opponent`, e.g. the starting spec itself: "against the base
 *   point"): two lineups, θ+ and θ− each with the opponent in the other seats (in 2v2 the
 *   side holds seats 0 and 2), on the same deals.
 * The result is θ+'s points less θ−'s (a win 1, a k-way shared first place 1/k); `score`
 * is θ+'s share of the points the two sides made (0.5 = even). Deals of iteration k come
 * from the seed `SEED:spsa:k`, its signs from Rng(`spsa-signs:SEED:k`): the trajectory is a
 * pure function of the settings, for any number of workers.
 *
 * Files in the out dir: `tune.json`, the checkpoint (settings, iterations done, θ, the rows,
 * the validation), rewritten after every iteration (write, then rename); `tune.csv`, one row
 * per iteration (`iteration, <parameters>…, games, score, result`; row 0 is the start) made
 * from the checkpoint; `iteration/` and `validation/`, the harness out dirs of the match
 * being played. `resume` continues from the checkpoint (and the harness journal of an
 * iteration cut short), giving the files an uninterrupted run gives.
 *
 * Validation: the tuned values against the starting values, head to head (or both against
 * the opponent), in batches of VALIDATE_BATCH deals (seeds `SEED:validate:j`), every deal in
 * every seating. Each deal is a block (src/harness/stats/pentanomial.ts) whose value is
 * 0.5 + (tuned points − starting points) / (2 × games each played): head to head in 2p, the
 * tuned side's mean score over the game pair. With an SPRT (stats/sprt.ts, fishtest's GSPRT
 * on the blocks in deal order) the match stops at the first deal where the test decides, or
 * at `validate` deals undecided; without one it plays `validate` deals. The score is the
 * mean block value with its 95% interval over blocks (paired: deal luck cancels), and its
 * logistic Elo (stats/elo.ts).
 */

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { botFactory, parseBotSpec } from '../../bots/registry.js';
import { Rng } from '../core/rng.js';
import { MODE_ID, MODE_PLAYERS, Mode } from '../jackal/options.js';
import { buildConfig, configDiff, configSeatings, planGame, RunConfig, sidesOf } from '../harness/config.js';
import { JOURNAL_FILE, readJournal } from '../harness/journal.js';
import type { GameRecord } from '../harness/play.js';
import { CONFIG_FILE as CONFIG_FILE_NAME, runMatch } from '../harness/run.js';
import { makeOutDir } from '../harness/outdir.js';
import { readSavedConfig } from '../harness/saved-config.js';
import { perturb, playable, SpsaParam, update } from './spsa.js';
import { eloRange } from '../harness/stats/elo.js';
import { blockSample } from '../harness/stats/pentanomial.js';
import { scoreInterval } from '../harness/stats/score-interval.js';
import { Sprt } from '../harness/stats/sprt.js';
import { seatOutcomes } from '../harness/stats/wins.js';
import { UsageError } from '../harness/usage-error.js';
import { Checkpoint, round6, startingCheckpoint, TuneSettings, Validation, writeCheckpoint } from './tune-checkpoint.js';

export { startingCheckpoint, tuneCsv } from './tune-checkpoint.js';
export type { Checkpoint, TuneRow, TuneSettings, Validation } from './tune-checkpoint.js';

export { TUNE_CSV, TUNE_JSON } from './tune-checkpoint.js';

/** Deals per validation batch (the SPRT is looked at after every deal of a batch). */
export const VALIDATE_BATCH = 20;

export interface TuneOptions {
  out: string;
  workers: number;
  resume?: boolean;
  force?: boolean;
  signal?: AbortSignal;
  /** A line of progress (no newline). */
  log?: (line: string) => void;
  /** For tests: stop after this many iterations in this session, as if interrupted. */
  stopAfter?: number;
  /** For tests: stop a match once this many of its games were played in this session, as if interrupted mid-iteration. */
  stopAfterGames?: number;
}

/** `played`: the games played in this session (a resumed match's journaled games are not played again). */
export interface TuneOutcome { complete: boolean; checkpoint: Checkpoint; spec: string; played: number }

/** The bot spec of `values` for the tuned parameters, over the starting spec (canonical). */
export function specFor(s: TuneSettings, values: readonly number[]): string {
  const base = parseBotSpec(s.bot);
  if ('code' in base) throw new UsageError('bot', `${base.field}: ${base.message}`);
  const f = botFactory(base.name)!;
  const params = { ...base.params };
  s.params.forEach((p, i) => { params[p.name] = round6(playable(p, values[i])); });
  const text = `${base.name}:${f.params.map((p) => `${p.name}=${params[p.name]}`).join(',')}`;
  const r = parseBotSpec(text);
  if ('code' in r) throw new UsageError('params', `${r.field}: ${r.message}`);
  return r.canonical;
}


/**
 * Builds the tuning settings from the starting spec and `names` (`name` or `name=cEnd`),
 * checking every parameter: numeric, declared range, a positive cEnd.
 */
export function tuneParams(bot: string, names: readonly string[]): { bot: string; params: SpsaParam[] } {
  const base = parseBotSpec(bot);
  if ('code' in base) throw new UsageError('bot', `${JSON.stringify(bot)}: ${base.field}: ${base.message}`);
  const f = botFactory(base.name)!;
  if (names.length === 0) throw new UsageError('params', `name the parameters to tune, e.g. --params ${f.params.filter((p) => p.type === 'float').slice(0, 2).map((p) => p.name).join(',') || '(this bot has none)'}`);
  const params = names.map((text): SpsaParam => {
    const [name, cText] = text.split('=').map((t) => t.trim());
    const ps = f.params.find((p) => p.name === name);
    if (!ps) throw new UsageError('params', `${base.name} has no parameter ${JSON.stringify(name)}; it takes ${f.params.map((p) => p.name).join(', ') || 'none'}`);
    if (ps.type !== 'int' && ps.type !== 'float') throw new UsageError('params', `${name} is not numeric (${ps.type})`);
    if (ps.min === undefined || ps.max === undefined) throw new UsageError('params', `${name} has no declared range`);
    const start = base.params[name] as number;
    let cEnd: number;
    if (cText === undefined) {
      // a tenth of the value (a hundredth of the range at 0); whole numbers move by at least 1
      cEnd = start !== 0 ? Math.abs(start) / 10 : (ps.max - ps.min) / 100;
      if (ps.type === 'int') cEnd = Math.max(1, cEnd);
    } else {
      cEnd = Number(cText);
      if (cText === '' || !Number.isFinite(cEnd) || cEnd <= 0) throw new UsageError('params', `${name}=${cText}: the final perturbation must be a number > 0`);
    }
    return { name, start, min: ps.min, max: ps.max, int: ps.type === 'int', cEnd };
  });
  const dup = params.findIndex((p, i) => params.findIndex((q) => q.name === p.name) !== i);
  if (dup >= 0) throw new UsageError('params', `${params[dup].name} is named twice`);
  return { bot: base.canonical, params };
}

/** The lineups of a match between sides a and b (head to head, or each against the opponent). */
function lineups(mode: Mode, a: string, b: string, opponent: string | null): string[][] {
  const seats = MODE_PLAYERS[MODE_ID[mode]];
  if (opponent === null) {
    if (seats % 2 !== 0) throw new UsageError('opponent', `${mode} has ${seats} seats: θ+ and θ− cannot share them evenly; give --opponent`);
    return [Array.from({ length: seats }, (_, i) => (i % 2 === 0 ? a : b))];
  }
  const side = (x: string): string[] => Array.from({ length: seats }, (_, i) => (i === 0 || (mode === '2v2' && i === 2) ? x : opponent));
  return [side(a), side(b)];
}

/** Per deal: the points of sides a and b, the games played and the games each side played. */
export interface DealPoints { a: number; b: number; games: number; perSide: number }

/**
 * Plays a match between a and b in dir, continuing the one held there if it is this very
 * match (an iteration cut short); adds the games played to counter.played. Returns
 * per-deal points and the error count, or null when stopped.
 */
async function play(s: TuneSettings, seed: string, deals: number, a: string, b: string, dir: string, o: TuneOptions, counter: { played: number }): Promise<{ perDeal: DealPoints[]; errors: number } | null> {
  const ls = lineups(String(s.rules.mode ?? '2p') as Mode, a, b, s.opponent);
  const config = buildConfig({ ...s.rules, lineups: ls, deals, seed, budgetIterations: s.budgetIterations }, null);
  const same = holdsRun(dir, config);
  const r = await runMatch(config, { out: dir, workers: o.workers, resume: same, force: !same, signal: o.signal, stopAfter: o.stopAfterGames });
  counter.played += r.played;
  if (!r.complete) return null;
  return tally(config, readJournal(join(dir, JOURNAL_FILE)).records, s.opponent);
}

/**
 * Whether dir holds (part of) this very match: its config.json, read back as the harness
 * reads it for --resume, equals config in every key the harness compares (not the
 * provenance block, which names the process and the time it was written).
 */
export function holdsRun(dir: string, config: RunConfig): boolean {
  const path = join(dir, CONFIG_FILE_NAME);
  if (!existsSync(path)) return false;
  try {
    return configDiff(readSavedConfig(path, 'resume'), config) === null;
  } catch (e) {
    if (e instanceof UsageError) return false; // not a config the harness wrote: start the match afresh
    throw e;
  }
}

/**
 * Per-deal points of sides a and b from a run's records (sorted by game, so the sums
 * reproduce). Head to head the sides hold alternate lineup positions; against an opponent,
 * lineup 0 is a's and lineup 1 is b's, the side in position 0 (and 2 in 2v2).
 */
function tally(config: RunConfig, records: readonly GameRecord[], opponent: string | null): { perDeal: DealPoints[]; errors: number } {
  const perDeal: DealPoints[] = Array.from({ length: config.deals }, () => ({ a: 0, b: 0, games: 0, perSide: 0 }));
  const seatings = configSeatings(config);
  let errors = 0;
  for (const rec of [...records].sort((x, y) => x.game - y.game)) {
    if (rec.error !== '') { errors++; continue; }
    const plan = planGame(config, rec.game);
    const d = perDeal[plan.deal];
    d.games++;
    d.perSide += opponent === null ? 1 : 0.5;
    seatOutcomes(sidesOf(config), rec.coins).forEach((o, seat) => {
      const pos = seatings[plan.seating][seat];
      const side = opponent === null ? pos % 2 : pos === 0 || (config.rules.mode === '2v2' && pos === 2) ? plan.lineup : -1;
      if (side === 0) d.a += o.share; else if (side === 1) d.b += o.share;
    });
  }
  return { perDeal, errors };
}

const sum = (xs: readonly DealPoints[], f: (d: DealPoints) => number): number => xs.reduce((t, d) => t + f(d), 0);

/** Runs (or resumes) a tuning run into o.out. */
export async function runTune(s: TuneSettings, o: TuneOptions): Promise<TuneOutcome> {
  const log = o.log ?? (() => {});
  // a mode θ+ and θ− cannot share without an opponent (3p) is refused before anything is written
  lineups(String(s.rules.mode ?? '2p') as Mode, s.bot, s.bot, s.opponent);
  makeOutDir(o.out); // a file in the way is named (mkdirSync's EEXIST was a stack trace)
  const from = startingCheckpoint(s, o);
  let c: Checkpoint;
  if (from !== null) {
    c = from;
    log(`resuming after iteration ${c.done} of ${s.gains.iterations}`);
  } else {
    const theta = s.params.map((p) => p.start);
    c = { settings: s, done: 0, theta, rows: [{ iteration: 0, theta, games: 0, result: 0, score: NaN }], validation: null };
    writeCheckpoint(o.out, c);
  }
  let iterationsPlayed = 0;
  const counter = { played: 0 };
  const show = (values: readonly number[]): string => s.params.map((p, i) => `${p.name}=${round6(playable(p, values[i]))}`).join(' ');
  while (c.done < s.gains.iterations) {
    if (o.stopAfter !== undefined && iterationsPlayed >= o.stopAfter) return { complete: false, checkpoint: c, spec: specFor(s, c.theta), played: counter.played };
    const k = c.done;
    const t0 = performance.now();
    const pert = perturb(s.params, s.gains, c.theta, k, new Rng(`spsa-signs:${s.seed}:${k}`));
    const plus = specFor(s, pert.plus), minus = specFor(s, pert.minus);
    let games = 0, result = 0, score = 0.5;
    if (plus !== minus) {
      const r = await play(s, `${s.seed}:spsa:${k}`, s.pairs, plus, minus, join(o.out, 'iteration'), o, counter);
      if (r === null) return { complete: false, checkpoint: c, spec: specFor(s, c.theta), played: counter.played };
      games = sum(r.perDeal, (d) => d.games);
      const pa = sum(r.perDeal, (d) => d.a), pb = sum(r.perDeal, (d) => d.b);
      result = pa - pb;
      score = pa + pb > 0 ? pa / (pa + pb) : 0.5;
    }
    const theta = update(s.params, s.gains, c.theta, k, pert.signs, result);
    c = { ...c, done: k + 1, theta, rows: [...c.rows, { iteration: k + 1, theta, games, result, score }] };
    writeCheckpoint(o.out, c);
    iterationsPlayed++;
    log(`iteration ${k + 1}/${s.gains.iterations}: θ+ ${show(pert.plus)} scored ${score.toFixed(3)} of ${games} games against θ− (result ${round6(result)}); now ${show(theta)}  [${((performance.now() - t0) / 1000).toFixed(1)} s]`);
  }
  const tuned = specFor(s, c.theta);
  const startSpec = specFor(s, s.params.map((p) => p.start));
  if (s.validate > 0 && tuned !== startSpec && !c.validation?.done) {
    let v: Validation = c.validation ?? {
      tuned, start: startSpec, blocks: [], batches: 0, deals: 0, games: 0, errors: 0, verdict: s.sprt ? 'continue' : 'fixed', llr: 0,
      score: NaN, lo: NaN, hi: NaN, elo: NaN, eloLo: NaN, eloHi: NaN, done: false,
    };
    if (v.batches === 0) log(`validation: ${tuned} against ${startSpec}, ${s.sprt ? `SPRT, at most ${s.validate} deals` : `${s.validate} deals`}`);
    while (!v.done) {
      const deals = s.sprt ? Math.min(VALIDATE_BATCH, s.validate - v.deals) : s.validate;
      const r = await play(s, `${s.seed}:validate:${v.batches}`, deals, tuned, startSpec, join(o.out, 'validation'), o, counter);
      if (r === null) return { complete: false, checkpoint: c, spec: tuned, played: counter.played };
      v = addBlocks(s, v, r.perDeal, r.errors);
      c = { ...c, validation: v };
      writeCheckpoint(o.out, c);
      log(`validation: ${v.blocks.length} deals, score ${v.score.toFixed(3)} [${v.lo.toFixed(3)}, ${v.hi.toFixed(3)}]${s.sprt ? `, LLR ${v.llr.toFixed(2)}` : ''}`);
    }
  }
  return { complete: true, checkpoint: c, spec: tuned, played: counter.played };
}

/** A deal's block value: 0.5 + (a − b) / (2 × games each side played); NaN for a deal with no games. */
export const blockValue = (d: DealPoints): number => (d.perSide > 0 ? 0.5 + (d.a - d.b) / (2 * d.perSide) : NaN);

/**
 * The validation after one more batch: its blocks appended in deal order (with an SPRT,
 * up to the first where the test decides), the score, interval, Elo and verdict recomputed.
 */
export function addBlocks(s: TuneSettings, v: Validation, perDeal: readonly DealPoints[], errors: number): Validation {
  const blocks = [...v.blocks];
  let games = v.games;
  let verdict: Validation['verdict'] = v.verdict;
  let llr = v.llr;
  const sprt = s.sprt ? new Sprt(s.sprt, 4, perDeal.find((d) => d.perSide > 0)?.perSide ?? 2) : null;
  if (sprt) for (const b of blocks) sprt.add(b);
  for (const d of perDeal) {
    const x = blockValue(d);
    games += d.games;
    if (Number.isNaN(x)) continue;
    blocks.push(x);
    if (sprt) {
      sprt.add(x);
      llr = sprt.llr();
      verdict = sprt.status();
      if (verdict !== 'continue') break;
    }
  }
  const sample = blockSample(blocks);
  const [lo, hi] = scoreInterval(sample); // within [0, 1], never of zero width
  const e = eloRange(sample.mean, lo, hi, NaN);
  const deals = v.deals + perDeal.length;
  const done = !sprt || verdict !== 'continue' || deals >= s.validate;
  return {
    ...v, blocks, batches: v.batches + 1, deals, games, errors: v.errors + errors, verdict, llr,
    score: sample.mean, lo, hi, elo: e.elo, eloLo: e.lo, eloHi: e.hi, done,
  };
}
