/**
 * `jackal tune`: SPSA over numeric parameters of a registered bot (src/study/tune.ts,
 * src/study/spsa.ts), each iteration a harness match on fresh deals; then a validation
 * of the tuned values against the starting ones. Progress lines go to stderr; the summary
 * and, last, the spec to use go to stdout.
 *
 * Exit status: 0 done; 2 bad input (the message names the flag); 130 (SIGINT) or 143
 * (SIGTERM) when stopped: the checkpoint holds the iterations done, and the same command
 * with --resume continues.
 */

import { availableParallelism } from 'node:os';
import type { Argv, CommandModule } from 'yargs';
import { DEFAULT_ALPHA, DEFAULT_GAMMA } from '../study/spsa.js';
import { parseSprt, SprtSpec, sprtText } from '../harness/stats/sprt.js';
import { runTune, startingCheckpoint, TuneSettings, tuneParams } from '../study/tune.js';
import { makeOutDir } from '../harness/outdir.js';
import { UsageError } from '../harness/usage-error.js';
import { optionsFromFlags, withRuleFlags } from './common.js';
import { guard, lastOf } from './harness.js';
import { commandHeading } from './command-text.js';
import { numberOption } from './number-option.js';

type Args = Record<string, unknown>;

/** A number flag in [lo, hi] (whole when asked); the default when absent. */
export function numFlag(a: Args, key: string, flag: string, dflt: number, lo: number, hi: number, whole = false): number {
  const v = lastOf(a[key]);
  if (v === undefined) return dflt;
  const t = String(v).trim();
  const x = Number(t);
  if (t === '' || !Number.isFinite(x) || x < lo || x > hi || (whole && !Number.isInteger(x))) {
    throw new UsageError(flag, `must be ${whole ? 'a whole number' : 'a number'} from ${lo} to ${hi}, got ${JSON.stringify(v)}`);
  }
  return x;
}

const TUNE_FLAGS = {
  bot: { type: 'string', requiresArg: true, describe: 'The starting spec (name or name:key=value,...): its values are where the search starts' },
  params: { type: 'string', requiresArg: true, describe: 'Parameters to tune, comma-separated: name, or name=C (the perturbation at the last iteration; default a tenth of the value)' },
  opponent: { type: 'string', requiresArg: true, describe: 'A fixed opponent spec for both perturbed sides (e.g. the starting spec: tune against the base point) [default: θ+ plays θ− head to head]' },
  iterations: numberOption('SPSA iterations', 50),
  pairs: numberOption('Deals per iteration, each played in every seating', 10),
  'r-end': numberOption('a_k / c_k² at the last iteration (fishtest\'s r_end)', 0.02),
  A: numberOption('Stability constant of the step schedule a_k = a / (A + k + 1)^alpha', 'iterations / 10'),
  alpha: numberOption('Decay exponent of the step size', DEFAULT_ALPHA),
  gamma: numberOption('Decay exponent of the perturbation c_k = c / (k + 1)^gamma', DEFAULT_GAMMA),
  validate: numberOption('Deals of the final match of the tuned values against the starting ones, at most (0 = none)', 200),
  sprt: { type: 'string', requiresArg: true, describe: 'The validation\'s SPRT (fishtest\'s GSPRT on deals): elo0=,elo1=,alpha=,beta=,model=logistic|normalized, or none for a fixed-length match [default: elo0=0,elo1=20,alpha=0.05,beta=0.05]' },
  seed: { type: 'string', requiresArg: true, describe: 'Seed of every deal, bot stream and perturbation [default: tune]' },
  'budget-iterations': numberOption('Search iterations per decision (0 = each bot\'s default)', 0),
  out: { type: 'string', requiresArg: true, describe: 'Out dir: tune.json (checkpoint), tune.csv, the match being played [default: results/tune]' },
  workers: numberOption('Worker threads', `all cores, here ${availableParallelism()}`),
  resume: { type: 'boolean', describe: 'Continue the tuning run in --out (same settings)' },
  force: { type: 'boolean', describe: 'Replace a tuning run already in --out' },
} as const;

/** The settings from the flags; throws UsageError naming the flag. */
export function tuneSettings(a: Args): TuneSettings {
  const bot = lastOf(a.bot);
  if (bot === undefined) throw new UsageError('--bot', 'required: the starting spec, e.g. heuristic or mcts:iterations=250');
  // src/study/tune.ts plays Jackal matches and reads Jackal's bots: another game's flags went
  // into a Jackal experiment (Archipelago's --island refused mid-run, after tune.json was
  // written), or its heuristic was checked against Jackal's parameters
  const game = lastOf(a.game);
  if (game !== undefined && String(game) !== 'jackal') throw new UsageError('--game', `tune plays Jackal only, not ${JSON.stringify(String(game))}`);
  const names = String(lastOf(a.params) ?? '').split(',').map((t) => t.trim()).filter((t) => t !== '');
  let tp;
  try {
    tp = tuneParams(String(bot), names);
  } catch (e) {
    if (e instanceof UsageError) throw new UsageError(`--${e.field}`, e.problem);
    throw e;
  }
  const iterations = numFlag(a, 'iterations', '--iterations', 50, 1, 1e6, true);
  const rules = optionsFromFlags(a);
  const opp = lastOf(a.opponent);
  const settings: TuneSettings = {
    bot: tp.bot,
    params: tp.params,
    gains: {
      iterations,
      rEnd: numFlag(a, 'rEnd', '--r-end', 0.02, 1e-9, 1e6),
      A: numFlag(a, 'A', '--A', Math.round(iterations / 10), 0, 1e9),
      alpha: numFlag(a, 'alpha', '--alpha', DEFAULT_ALPHA, 0, 10),
      gamma: numFlag(a, 'gamma', '--gamma', DEFAULT_GAMMA, 0, 10),
    },
    opponent: opp === undefined ? null : String(opp),
    pairs: numFlag(a, 'pairs', '--pairs', 10, 1, 1e7, true),
    validate: numFlag(a, 'validate', '--validate', 200, 0, 1e7, true),
    sprt: sprtFlag(lastOf(a.sprt)),
    seed: String(lastOf(a.seed) ?? 'tune'),
    rules: { ...rules },
    budgetIterations: numFlag(a, 'budgetIterations', '--budget-iterations', 0, 0, 1e9, true),
  };
  if (settings.seed === '') throw new UsageError('--seed', 'must not be empty');
  return settings;
}

/** The --sprt flag: a spec, or none. */
function sprtFlag(v: unknown): SprtSpec | null {
  const text = v === undefined ? 'elo0=0,elo1=20' : String(v).trim();
  if (text === 'none') return null;
  const r = parseSprt(text);
  if ('field' in r) throw new UsageError('--sprt', `${r.field}: ${r.message}`);
  return r;
}

export const tuneCommand: CommandModule<object, Args> = {
  ...commandHeading('tune'),
  builder: (y: Argv) => withRuleFlags(y, { mode: '2p' }).options(TUNE_FLAGS).strict()
    .example('$0 tune --bot heuristic --params threat,carry --iterations 40 --pairs 20 --max-plies 600', 'θ+ against θ− (fishtest), 2p')
    .example('$0 tune --bot mcts:iterations=250 --params c=0.02,scale --opponent heuristic --workers 1', 'both perturbed sides against a fixed opponent')
    .epilog([
      'Each iteration k plays θ+ = θ + c_k·Δ and θ− = θ − c_k·Δ (Δ: a random sign per parameter) on --pairs deals in every seating, then moves θ by (a_k / c_k²)·c_k·result·Δ, result = θ+\'s points less θ−\'s.',
      'c_k = c / (k+1)^gamma and a_k = a / (A+k+1)^alpha, with c and a set so that the last iteration has c = C (per parameter) and a / c² = r-end (fishtest).',
      'Files in --out: tune.csv (iteration, parameter values, games, score, result), tune.json (the checkpoint, after every iteration; --resume continues from it).',
    ].join('\n\n')) as unknown as Argv<Args>,
  handler: (a) => guard('tune', async () => {
    const s = tuneSettings(a);
    const workers = numFlag(a, 'workers', '--workers', availableParallelism(), 1, 1024, true);
    const out = String(lastOf(a.out) ?? 'results/tune');
    makeOutDir(out); // a file in the way is refused before the heading line: the refusal is the only line
    startingCheckpoint(s, { out, resume: Boolean(a.resume), force: Boolean(a.force) }); // and a run there it may not go on with or replace
    const stop = new AbortController();
    let signalled = 0;
    const onSignal = (sig: NodeJS.Signals): void => {
      if (signalled) process.exit(128 + (sig === 'SIGINT' ? 2 : 15));
      signalled = sig === 'SIGINT' ? 130 : 143;
      process.stderr.write(`\n${sig}: stopping; the checkpoint holds the iterations done (--resume continues)\n`);
      stop.abort();
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    try {
      process.stderr.write(`tune: ${s.params.map((p) => p.name).join(', ')} of ${s.bot}, ${s.gains.iterations} iterations of ${s.pairs} deals, ${s.opponent === null ? 'θ+ against θ−' : `both against ${s.opponent}`}\n`);
      const r = await runTune(s, { out, workers, resume: Boolean(a.resume), force: Boolean(a.force), signal: stop.signal, log: (l) => process.stderr.write(`${l}\n`) });
      if (!r.complete) { process.exitCode = signalled || 1; return; }
      const v = r.checkpoint.validation;
      const lines = [`tuned after ${r.checkpoint.done} iterations: ${r.spec}`];
      const sign = (x: number): string => (x >= 0 ? `+${x.toFixed(0)}` : x.toFixed(0));
      if (v !== null) {
        const verdict = v.verdict === 'fixed' ? 'fixed length'
          : `SPRT ${sprtText(s.sprt!)}: ${v.verdict === 'H1' ? 'H1 accepted (tuned is better)' : v.verdict === 'H0' ? 'H0 accepted (not better)' : 'undecided at the deal cap'}, LLR ${v.llr.toFixed(2)}`;
        lines.push(`validation: ${v.tuned} against ${v.start}: score ${v.score.toFixed(3)} [${v.lo.toFixed(3)}, ${v.hi.toFixed(3)}], Elo ${sign(v.elo)} [${sign(v.eloLo)}, ${sign(v.eloHi)}] (95%, paired over ${v.blocks.length} deals, ${v.games} games${v.errors ? `, ${v.errors} errors` : ''}); ${verdict}`);
      } else if (s.validate > 0) lines.push('validation: none, the tuned values are the starting ones');
      lines.push(`results in ${out}`, r.spec);
      process.stdout.write(`${lines.join('\n')}\n`);
    } finally {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    }
  }),
};
