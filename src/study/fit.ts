/**
 * `jackal fit`: the evaluation's weights fitted to the outcomes of self-play games, by
 * logistic regression of each player's result on his evaluation features
 * (bots/jackal/eval-features.ts) at positions sampled from the games.
 *
 * Data. The games are a harness run (run.ts) of `bot` in every seat on `deals` deals, with
 * their moves recorded, or the records of earlier runs (`records`: a records.jsonl). Each
 * game is replayed with the engine (record.ts `replayMoves`); at every `every`-th ply
 * (ply k·every, k ≥ 1, while the game lasts) each player's observation of the position (what
 * he sees: the face-down tiles zeroed) gives one row: his margin features under the target's
 * weights, labelled with his final result (1 a win, 1/k a first place shared by k teams,
 * 0 otherwise). Games that ended in an error are left out.
 *
 * Model. P(result) = σ(Σ β_i f_i), no intercept: in a position and its mirror image the
 * features change sign and the results add up to one, so the intercept only measures seat
 * order, which the evaluation has no term for. Features that are zero in every row (reveal,
 * which only a simulation meets; the Treasure Island weights on classic tiles) are left
 * out of the fit and keep the target's weights. A feature's weight is its coefficient over
 * that of `aboard`, the evaluation's unit (a coin aboard is worth 1): w_i = β_i / β_aboard,
 * its standard error by the delta method from the cluster sandwich (rows of one game
 * share its outcome, and the games of a deal its island: the deal is the cluster;
 * stats/logistic.ts). A weight is kept within
 * bounds (`weightBounds`: the target's declared range, and at most 1 for a coin on land)
 * by fixing it at the bound and fitting the others again. 1 / β_aboard, in coins,
 * is the temperature of the outcome's logistic, reported for what it says of the noise;
 * the search's `scale` measures gains over a few plies and is not replaced by it.
 * `decay`, `threat` and `native` enter non-linearly and stay as the target has them;
 * weights named in `keep` stay too (fixed like a bound, the others fitted around them).
 *
 * How well the weights predict: the mean log-likelihood per position of the fitted model
 * and of the target's weights (only their scale fitted), in sample and held out (two folds
 * by deal, `fitWithHoldout`).
 *
 * Deterministic: the games are the harness's (the same for any number of workers), the
 * rows are taken in game-number order, the fit is a fixed sequence of Newton steps.
 *
 * Files in the out dir: `games/` (the harness run, with records.jsonl), `fit.csv` (one row
 * per feature: feature, now, weight, std_error, beta, beta_std_error, rows_nonzero, note).
 */

import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EVAL_FEATURES, FEATURE_COUNT, FeatureExtractor } from '../../bots/jackal/eval-features.js';
import { heuristicParams } from '../../bots/jackal/heuristic.js';
import { botFactory, parseBotSpec } from '../../bots/registry.js';
import { observe } from '../jackal/observation.js';
import { MODE_ID, MODE_PLAYER, MODE_PLAYERS, MODE_TEAM, Mode } from '../jackal/options.js';
import type { State } from '../jackal/state.js';
import { buildConfig } from '../harness/config.js';
import { GameRecordDoc, isRecordError, RECORD_FILE, replayMoves } from '../harness/record.js';
import { readRecords } from '../harness/record-source.js';
import { CONFIG_FILE, runMatch } from '../harness/run.js';
import { fitLogistic, LogisticFit } from '../harness/stats/logistic.js';
import { holdsRun } from './tune.js';
import { UsageError } from '../harness/usage-error.js';

export const FIT_CSV = 'fit.csv';

export interface FitSettings {
  /** Self-play spec (every seat); ignored with `records`. */
  bot: string;
  /** The spec whose weights are fitted (its evaluation defines the features): `mcts` or `heuristic`, with parameters. */
  target: string;
  deals: number;
  seed: string;
  /** Rule options as experiment keys (mode, tiles, maxPlies, …). */
  rules: Record<string, unknown>;
  budgetIterations: number;
  /** A records file to read instead of playing, or null. */
  records: string | null;
  /** Sample every this many plies. */
  every: number;
  /** L2 penalty λ on the coefficients. */
  l2: number;
  /** Weights kept at the target's values (not fitted; the others are fitted around them). */
  keep: string[];
}

/** One feature's line of the fit. */
export interface FittedFeature {
  name: string;
  /** The target's weight (1 for aboard). */
  now: number;
  /** The fitted weight (clamped into range), or `now` when not fitted. */
  weight: number;
  /** Standard error of the unclamped weight (NaN when not fitted). */
  se: number;
  beta: number;
  betaSe: number;
  /** Rows where the feature is not zero. */
  nonZero: number;
  /** '' or why the weight is not the ratio: 'unit', 'not in data', 'clamped to [lo, hi]'. */
  note: string;
}

export interface FitResult {
  features: FittedFeature[];
  /** The target spec with the fitted weights. */
  spec: string;
  games: number;
  skipped: number;
  rows: number;
  /** 1 / β_aboard: the outcome logistic's temperature in coins. */
  temperature: number;
  /** Mean log-likelihood per row: the fitted model, and the target's weights with only their scale fitted (in sample). */
  logLikFitted: number;
  logLikTarget: number;
  /** 1 / β of the target's margin alone (the scale-only fit behind logLikTarget). */
  temperatureTarget: number;
  converged: boolean;
  /**
   * Two-fold cross-validation by deal (even-numbered deals against odd): mean log-likelihood
   * per held-out position of the fitted model and of the target's weights with their scale
   * fitted, each fitted on the other half; null when the data has fewer than 2 games.
   */
  heldOut: { fitted: number; target: number } | null;
}

/** The rows of a set of records: features (row-major), labels, the deal of each row (numbered from 0 in order of appearance). */
export interface FitData { x: Float64Array; y: Float64Array; groups: Int32Array; rows: number; games: number; skipped: number }

/** Weights of the target spec; throws UsageError (field `target`) when it has no evaluation weights. */
export function targetOf(spec: string): { name: string; params: Record<string, number | boolean | string>; weights: ReturnType<typeof heuristicParams> } {
  const p = parseBotSpec(spec);
  if ('code' in p) throw new UsageError('target', `${JSON.stringify(spec)}: ${p.field}: ${p.message}`);
  if (!botFactory(p.name)!.params.some((q) => q.name === 'carry')) throw new UsageError('target', `${p.name} has no evaluation weights; give heuristic or mcts`);
  return { name: p.name, params: p.params, weights: heuristicParams(p.params) };
}

/** Samples the rows of Jackal records (see the module comment), in record order. */
export function sampleRecords(docs: readonly GameRecordDoc[], target: string, every: number): FitData {
  const x: number[] = [], y: number[] = [], groups: number[] = [];
  const ext = new FeatureExtractor(targetOf(target).weights);
  const f = new Float64Array(FEATURE_COUNT);
  let games = 0, skipped = 0;
  const dealIds = new Map<string, number>();
  for (const doc of docs) {
    if (doc.game !== 'jackal') throw new UsageError('records', `game ${doc.number} is ${doc.game}; fit reads Jackal games only`);
    const r = doc.result;
    if (r.error !== undefined || r.scores === undefined) { skipped++; continue; }
    const mode = MODE_ID[String(doc.options.mode ?? '2p') as Mode];
    const players = MODE_PLAYERS[mode];
    const labels = resultsOf(mode, r.scores);
    // the deal is the cluster: its games (every seating) share the island as well as, each, an outcome
    const dealKey = `${String(doc.run.seed)}:${doc.deal}`;
    let group = dealIds.get(dealKey);
    if (group === undefined) dealIds.set(dealKey, (group = dealIds.size));
    games++;
    const done = replayMoves<State>(doc, (s, ply) => {
      if (ply === 0 || ply % every !== 0) return;
      for (let p = 0; p < players; p++) {
        ext.marginFeatures(observe(s, p).state, p, f);
        for (let i = 0; i < FEATURE_COUNT; i++) x.push(f[i]);
        y.push(labels[p]);
        groups.push(group);
      }
    });
    if (isRecordError(done)) throw new UsageError('records', `game ${doc.number}: ${done.field}: ${done.message}`);
  }
  return { x: Float64Array.from(x), y: Float64Array.from(y), groups: Int32Array.from(groups), rows: y.length, games, skipped };
}

/** Each player's result: 1/k when his team's score is the best, shared by k teams; else 0. */
export function resultsOf(mode: number, scores: readonly number[]): number[] {
  const teamScore = new Map<number, number>();
  const teamOf = (p: number): number => { for (let k = 0; k < 4; k++) if (MODE_PLAYER[mode * 4 + k] === p) return MODE_TEAM[mode * 4 + k]; return -1; };
  for (let p = 0; p < scores.length; p++) teamScore.set(teamOf(p), scores[p]);
  const best = Math.max(...teamScore.values());
  const firsts = [...teamScore.values()].filter((v) => v === best).length;
  return scores.map((_, p) => (teamScore.get(teamOf(p)) === best ? 1 / firsts : 0));
}

/** Throws UsageError (field `keep`) unless every name is a fitted weight, named once. */
export function checkKeep(keep: readonly string[]): void {
  keep.forEach((name, j) => {
    if (EVAL_FEATURES.indexOf(name) < 1) throw new UsageError('keep', `${JSON.stringify(name)} is not a fitted weight; the weights are ${EVAL_FEATURES.slice(1).join(', ')}`);
    if (keep.indexOf(name) !== j) throw new UsageError('keep', `${name} is named twice`);
  });
}

/**
 * Bounds of a fitted weight: the target's declared range, and for `carry` and `loose` at
 * most 1, a coin aboard's worth. A coin on land is never worth more than one aboard; a
 * weight above 1 would make the search keep a coin on land rather than bring it aboard.
 * (Unbounded, heuristic self-play fits `carry` near 1.7: a team carrying coins is a team
 * that is winning, which the regression reads as worth, not as evidence.)
 */
export function weightBounds(target: string, name: string): [number, number] {
  const ps = botFactory(targetOf(target).name)!.params.find((q) => q.name === name)!;
  const hi = name === 'carry' || name === 'loose' ? Math.min(1, ps.max!) : ps.max!;
  return [ps.min!, hi];
}

/**
 * Fits the target's weights to the data (see the module comment). Bounds (weightBounds)
 * by an active set: fit; if a weight falls outside its bounds, fix the one furthest outside
 * at its bound (its feature joins the aboard column, times the bound: β_i = bound × β_aboard)
 * and fit the rest again; repeat until every free weight is inside.
 */
export function fitWeights(data: FitData, target: string, l2: number, keep: readonly string[] = []): FitResult {
  const t = targetOf(target);
  const k = FEATURE_COUNT;
  if (data.rows === 0) throw new UsageError('deals', 'no position to fit: the games are shorter than --every plies, or all ended in errors');
  const nonZero = new Array<number>(k).fill(0);
  for (let r = 0; r < data.rows; r++) for (let i = 0; i < k; i++) if (data.x[r * k + i] !== 0) nonZero[i]++;
  if (nonZero[0] === 0) throw new UsageError('deals', 'no coin went aboard in any sampled position: play more or longer games');
  const w = t.weights as unknown as Record<string, number>;
  // kept weights are fixed at the target's values from the start (wanted NaN: not fitted)
  const fixed = new Map<number, { at: number; wanted: number }>();
  checkKeep(keep);
  for (const name of keep) fixed.set(EVAL_FEATURES.indexOf(name), { at: w[name], wanted: NaN });
  let free: number[] = [];
  let fit: LogisticFit;
  for (;;) {
    free = EVAL_FEATURES.map((_, i) => i).filter((i) => i > 0 && nonZero[i] > 0 && !fixed.has(i));
    const cols = free.length + 1;
    const xs = new Float64Array(data.rows * cols);
    for (let r = 0; r < data.rows; r++) {
      let a = data.x[r * k];
      for (const [i, f] of fixed) a += f.at * data.x[r * k + i];
      xs[r * cols] = a;
      free.forEach((i, j) => { xs[r * cols + 1 + j] = data.x[r * k + i]; });
    }
    fit = fitLogistic(xs, data.y, cols, l2, data.groups);
    if (!(fit.beta[0] > 0)) throw new UsageError('deals', 'coins aboard do not predict winning in these games (their coefficient is not positive): play more or longer games');
    let worst = -1, worstBy = 0, worstAt = 0;
    free.forEach((i, j) => {
      const raw = fit.beta[1 + j] / fit.beta[0];
      const [lo, hi] = weightBounds(target, EVAL_FEATURES[i]);
      const by = raw < lo ? lo - raw : raw > hi ? raw - hi : 0;
      if (by > worstBy) { worst = i; worstBy = by; worstAt = raw < lo ? lo : hi; }
    });
    if (worst < 0) break;
    fixed.set(worst, { at: worstAt, wanted: fit.beta[1 + free.indexOf(worst)] / fit.beta[0] });
  }
  const ba = fit.beta[0];
  const features: FittedFeature[] = EVAL_FEATURES.map((name, i) => {
    const now = i === 0 ? 1 : w[name];
    if (i === 0) return { name, now, weight: 1, se: 0, beta: ba, betaSe: fit.seCluster[0], nonZero: nonZero[i], note: 'unit' };
    if (nonZero[i] === 0) return { name, now, weight: now, se: NaN, beta: NaN, betaSe: NaN, nonZero: 0, note: 'not in data' };
    const f = fixed.get(i);
    if (f !== undefined) {
      const note = Number.isNaN(f.wanted) ? 'kept' : `fixed at its bound ${f.at}: the fit wanted ${round6(f.wanted)}`;
      return { name, now, weight: f.at, se: NaN, beta: f.at * ba, betaSe: NaN, nonZero: nonZero[i], note };
    }
    const j = 1 + free.indexOf(i);
    const raw = fit.beta[j] / ba;
    const c = fit.covCluster;
    const se = Math.sqrt(Math.max(0, c[j][j] - 2 * raw * c[j][0] + raw * raw * c[0][0])) / ba;
    return { name, now, weight: raw, se, beta: fit.beta[j], betaSe: fit.seCluster[j], nonZero: nonZero[i], note: '' };
  });
  // the target's own weights, only their scale fitted: one feature, its margin
  const m = new Float64Array(data.rows);
  for (let r = 0; r < data.rows; r++) {
    let v = data.x[r * k];
    for (let i = 1; i < k; i++) v += w[EVAL_FEATURES[i]] * data.x[r * k + i];
    m[r] = v;
  }
  const base = fitLogistic(m, data.y, 1, l2, data.groups);
  const params: Record<string, number | boolean | string> = { ...t.params };
  for (const f of features) if (f.name !== 'aboard' && f.note !== 'not in data') params[f.name] = round6(f.weight);
  const text = `${t.name}:${botFactory(t.name)!.params.map((p) => `${p.name}=${params[p.name]}`).join(',')}`;
  const parsed = parseBotSpec(text);
  if ('code' in parsed) throw new Error(`fit: the fitted spec is refused: ${parsed.field}: ${parsed.message}`);
  return {
    features, spec: parsed.canonical, games: data.games, skipped: data.skipped, rows: data.rows,
    temperature: 1 / ba, logLikFitted: fit.logLik / data.rows, logLikTarget: base.logLik / data.rows, temperatureTarget: 1 / base.beta[0],
    converged: fit.converged && base.converged, heldOut: null,
  };
}

/** The rows of d whose deal (group) passes `take`. */
function subset(d: FitData, take: (group: number) => boolean): FitData {
  const k = FEATURE_COUNT;
  const rows: number[] = [];
  for (let r = 0; r < d.rows; r++) if (take(d.groups[r])) rows.push(r);
  const x = new Float64Array(rows.length * k), y = new Float64Array(rows.length), groups = new Int32Array(rows.length);
  rows.forEach((r, j) => { x.set(d.x.subarray(r * k, r * k + k), j * k); y[j] = d.y[r]; groups[j] = d.groups[r]; });
  return { x, y, groups, rows: rows.length, games: NaN, skipped: 0 }; // games: not counted for a subset (only reported for the whole)
}

/** Log-likelihood of test's labels under the weights and temperature of a fit (or the target's weights and their temperature). */
function logLikOf(r: FitResult, test: FitData, target: boolean): number {
  const k = FEATURE_COUNT;
  let l = 0;
  for (let i = 0; i < test.rows; i++) {
    let m = 0;
    for (let j = 0; j < k; j++) m += (j === 0 ? 1 : target ? r.features[j].now : r.features[j].weight) * test.x[i * k + j];
    const p = 1 / (1 + Math.exp(-m / (target ? r.temperatureTarget : r.temperature)));
    const y = test.y[i];
    l += y * Math.log(Math.max(p, 1e-300)) + (1 - y) * Math.log(Math.max(1 - p, 1e-300));
  }
  return l;
}

/** fitWeights with the two-fold cross-validation of `heldOut` (see FitResult). */
export function fitWithHoldout(data: FitData, target: string, l2: number, keep: readonly string[] = []): FitResult {
  const r = fitWeights(data, target, l2, keep);
  if (new Set(data.groups).size < 2) return r;
  let fitted = 0, base = 0;
  for (const half of [0, 1]) {
    const train = subset(data, (g) => g % 2 === half), test = subset(data, (g) => g % 2 !== half);
    if (train.rows === 0 || test.rows === 0) return r;
    let t: FitResult;
    try { t = fitWeights(train, target, l2, keep); } catch (e) {
      if (e instanceof UsageError) return r; // a half too small to fit: no held-out figure
      throw e;
    }
    fitted += logLikOf(t, test, false);
    base += logLikOf(t, test, true);
  }
  return { ...r, heldOut: { fitted: fitted / data.rows, target: base / data.rows } };
}

/** Six significant digits: spec text stays short, and reads back to the same number. */
const round6 = (v: number): number => Number(v.toPrecision(6));

/** fit.csv's text. */
export function fitCsv(r: FitResult): string {
  const num = (v: number): string => (Number.isNaN(v) ? '' : String(round6(v)));
  const lines = ['feature,now,weight,std_error,beta,beta_std_error,rows_nonzero,note'];
  for (const f of r.features) lines.push([f.name, num(f.now), num(f.weight), num(f.se), num(f.beta), num(f.betaSe), f.nonZero, f.note.includes(',') ? `"${f.note}"` : f.note].join(','));
  return `${lines.join('\n')}\n`;
}

export interface FitOptions {
  out: string;
  workers: number;
  force?: boolean;
  signal?: AbortSignal;
  log?: (line: string) => void;
  /** Called once the inputs are checked (the records read, or --out found to hold no other games), before any game is played: the CLI's heading line, so that a refusal is the only line. */
  started?: () => void;
}

/** Plays (or reads) the games, fits, writes fit.csv; null when stopped before the games were done. */
export async function runFit(s: FitSettings, o: FitOptions): Promise<FitResult | null> {
  targetOf(s.target);
  checkKeep(s.keep);
  let docs: GameRecordDoc[];
  if (s.records !== null) {
    docs = readRecords(s.records);
    o.started?.();
  } else {
    const dir = join(o.out, 'games');
    const config = buildConfig({ ...s.rules, bots: [s.bot], deals: s.deals, seed: s.seed, budgetIterations: s.budgetIterations, record: true }, null);
    const same = holdsRun(dir, config);
    if (!same && !o.force && existsSync(join(dir, CONFIG_FILE))) throw new UsageError('out', `${dir} holds other games (another seed, bot, deal count or code); --force replaces them`);
    o.started?.();
    const r = await runMatch(config, { out: dir, workers: o.workers, resume: same, force: !same, signal: o.signal, reportEvery: 30 });
    if (!r.complete) return null;
    o.log?.(`fit: ${r.done} games of ${s.bot} in ${dir} (${r.played} played now, ${r.seconds.toFixed(0)} s)`);
    docs = readRecords(join(dir, RECORD_FILE));
  }
  docs = [...docs].sort((a, b) => a.number - b.number);
  const data = sampleRecords(docs, s.target, s.every);
  const r = fitWithHoldout(data, s.target, s.l2, s.keep);
  mkdirSync(o.out, { recursive: true });
  writeFileSync(join(o.out, FIT_CSV), fitCsv(r));
  return r;
}
