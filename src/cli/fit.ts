/**
 * `jackal fit`: the evaluation's weights fitted to self-play outcomes by logistic
 * regression (src/study/fit.ts). Progress goes to stderr; the table and, last, the spec
 * to use go to stdout.
 *
 * Exit status: 0 done; 2 bad input (the message names the flag); 130 (SIGINT) or 143
 * (SIGTERM) when stopped before the games were done (the same command continues them).
 */

import { availableParallelism } from 'node:os';
import type { Argv, CommandModule } from 'yargs';
import { checkKeep, FIT_CSV, FitSettings, runFit, targetOf } from '../study/fit.js';
import { makeOutDir } from '../harness/outdir.js';
import { UsageError } from '../harness/usage-error.js';
import { optionsFromFlags, withRuleFlags } from './common.js';
import { guard, lastOf } from './harness.js';
import { numFlag } from './tune.js';
import { commandHeading } from './command-text.js';
import { numberOption } from './number-option.js';

type Args = Record<string, unknown>;

const FIT_FLAGS = {
  bot: { type: 'string', requiresArg: true, describe: 'The bot that plays every seat of the self-play games [default: heuristic]' },
  target: { type: 'string', requiresArg: true, describe: 'The spec whose evaluation weights are fitted (its weights define the features; its other parameters are kept) [default: mcts]' },
  deals: numberOption('Deals of self-play (each in every seating)', 20),
  records: { type: 'string', requiresArg: true, describe: 'Fit on the games of a records file (records.jsonl of a run with --record) instead of playing' },
  every: numberOption('Sample a position every this many plies, from every player\'s view', 8),
  keep: { type: 'string', requiresArg: true, describe: 'Weights not fitted, kept at the target\'s values, comma-separated (e.g. explore,dead)' },
  l2: numberOption('L2 penalty on the logistic coefficients', 1),
  seed: { type: 'string', requiresArg: true, describe: 'Seed of the deals and the bots [default: fit]' },
  'budget-iterations': numberOption('Search iterations per decision (0 = the bot\'s default)', 0),
  out: { type: 'string', requiresArg: true, describe: 'Out dir: games/ (the self-play run, resumed when the same), fit.csv [default: results/fit]' },
  workers: numberOption('Worker threads', `all cores, here ${availableParallelism()}`),
  force: { type: 'boolean', describe: 'Replace other games already in --out/games' },
} as const;

/** The settings from the flags; throws UsageError naming the flag. */
export function fitSettings(a: Args): FitSettings {
  const game = lastOf(a.game);
  if (game !== undefined && game !== 'jackal') throw new UsageError('--game', `fit fits the Jackal evaluation's weights; ${JSON.stringify(game)} has none of its features`);
  const target = String(lastOf(a.target) ?? 'mcts');
  try { targetOf(target); } catch (e) { if (e instanceof UsageError) throw new UsageError('--target', e.problem); throw e; }
  const records = lastOf(a.records);
  const s: FitSettings = {
    bot: String(lastOf(a.bot) ?? 'heuristic'),
    target,
    deals: numFlag(a, 'deals', '--deals', 20, 1, 1e7, true),
    seed: String(lastOf(a.seed) ?? 'fit'),
    rules: { ...optionsFromFlags(a) },
    budgetIterations: numFlag(a, 'budgetIterations', '--budget-iterations', 0, 0, 1e9, true),
    records: records === undefined ? null : String(records),
    every: numFlag(a, 'every', '--every', 8, 1, 1e6, true),
    l2: numFlag(a, 'l2', '--l2', 1, 0, 1e9),
    keep: String(lastOf(a.keep) ?? '').split(',').map((x) => x.trim()).filter((x) => x !== ''),
  };
  if (s.seed === '') throw new UsageError('--seed', 'must not be empty');
  try { checkKeep(s.keep); } catch (e) { if (e instanceof UsageError) throw new UsageError('--keep', e.problem); throw e; }
  if (s.records === '') throw new UsageError('--records', 'must name a records file');
  return s;
}

/** The flag behind a field the harness may refuse. */
const FLAG_OF: Record<string, string> = { deals: '--deals', records: '--records', record: '--records', out: '--out', target: '--target', keep: '--keep' };

const show = (v: number): string => (Number.isNaN(v) ? '-' : String(Number(v.toPrecision(3))));

export const fitCommand: CommandModule<object, Args> = {
  ...commandHeading('fit'),
  builder: (y: Argv) => withRuleFlags(y, { mode: '2p' }).options(FIT_FLAGS).strict()
    .example('$0 fit --deals 100 --max-plies 600 --workers 1', 'heuristic self-play, 2p; weights for mcts')
    .example('$0 fit --records results/m/records.jsonl --target heuristic', 'the games of a recorded run')
    .epilog([
      'Every --every plies of every game, each player\'s view gives a row: his team\'s evaluation features less the best other team\'s (bots/jackal/eval-features.ts), labelled with his result (1 win, 1/k a shared first place, 0).',
      'A logistic regression of the results on the rows; a weight is its feature\'s coefficient over that of coins aboard. decay, threat and native enter non-linearly and are kept.',
      `Files in --out: games/ (the self-play run), ${FIT_CSV} (feature, now, weight, std_error, beta, beta_std_error, rows_nonzero, note).`,
    ].join('\n\n')) as unknown as Argv<Args>,
  handler: (a) => guard('fit', async () => {
    const s = fitSettings(a);
    const workers = numFlag(a, 'workers', '--workers', availableParallelism(), 1, 1024, true);
    const out = String(lastOf(a.out) ?? 'results/fit');
    makeOutDir(out); // a file in the way is refused before the heading line: the refusal is the only line
    const stop = new AbortController();
    let signalled = 0;
    const onSignal = (sig: NodeJS.Signals): void => {
      if (signalled) process.exit(128 + (sig === 'SIGINT' ? 2 : 15));
      signalled = sig === 'SIGINT' ? 130 : 143;
      process.stderr.write(`\n${sig}: stopping; the games done are kept in --out (the same command continues them)\n`);
      stop.abort();
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    try {
      const heading = s.records !== null ? `fit: ${s.target}'s weights on the games of ${s.records}\n` : `fit: ${s.target}'s weights on ${s.deals} deals of ${s.bot} self-play\n`;
      let r;
      try {
        // the heading once the inputs are checked: a refusal (other games in --out, a bad records file) is the only line
        r = await runFit(s, { out, workers, force: Boolean(a.force), signal: stop.signal, log: (l) => process.stderr.write(`${l}\n`), started: () => process.stderr.write(heading) });
      } catch (e) {
        // the harness names its settings' keys; the user gave flags
        const flag = e instanceof UsageError ? FLAG_OF[e.field] : undefined;
        if (flag !== undefined) throw new UsageError(flag, (e as UsageError).problem);
        throw e;
      }
      if (r === null) { process.exitCode = signalled || 1; return; }
      const lines = [`${r.rows} positions (every ${s.every} plies, each player's view) of ${r.games} games${r.skipped ? ` (${r.skipped} error games left out)` : ''}`];
      lines.push('feature    now      fitted   ±se      note');
      for (const f of r.features) lines.push(`${f.name.padEnd(10)} ${show(f.now).padEnd(8)} ${show(f.weight).padEnd(8)} ${show(f.se).padEnd(8)} ${f.note}`);
      lines.push(`outcome temperature 1/β_aboard = ${show(r.temperature)} coins; mean log-likelihood per position ${r.logLikFitted.toFixed(4)} fitted, ${r.logLikTarget.toFixed(4)} with the target's weights (scale fitted; both in sample)${r.converged ? '' : '; NOT CONVERGED'}`);
      if (r.heldOut !== null) lines.push(`held out (two folds by deal): ${r.heldOut.fitted.toFixed(4)} fitted, ${r.heldOut.target.toFixed(4)} with the target's weights`);
      lines.push(`results in ${out}`, r.spec);
      process.stdout.write(`${lines.join('\n')}\n`);
    } finally {
      process.off('SIGINT', onSignal);
      process.off('SIGTERM', onSignal);
    }
  }),
};
