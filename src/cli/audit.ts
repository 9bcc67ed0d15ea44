/**
 * `jackal audit [dirs..] [--games ends|all] [--out FILE]`: which stored runs are still this code's games.
 *
 * Each dir is a run's out dir (it holds config.json) or a folder of runs (results/: every
 * sub-folder holding a config.json; others, e.g. a study's own files, are passed over and named
 * on the page); none given means results/. Each run's first and last game (`--games ends`, the
 * default) or every game of its journal (`--games all`: the run made again, a proof where the
 * ends are a probe) is played again by this code and checked (src/harness/run-audit.ts), and
 * one line a run is printed, in path order, as each is done: `results/seats-2p: replays:
 * games 0 and 599 as the journal says (made by 323781e)`, `... replays: all 600 games as
 * ...`, `... differs: game 0: coins was [3,2], replayed [2,3]; ...`, `... differs: 1 of 100
 * games differ; the first, game 71: ...`, `... cannot replay: made with a time budget ...`.
 * With every game, a run's progress goes to stderr every PROGRESS_MS. --out writes the same as a Markdown page
 * (results/REPLAY.md, `npm run audit:results`): a header line with the commit audited and
 * the date, a count by verdict, then a table sorted by run, with no timings, so that two
 * audits of the same code differ in their date alone.
 *
 * Exit status: 0 when it ran, whatever it found (a stale run is a finding, not an error);
 * 2 for a path that is missing or neither a run nor a folder of runs, or a --games other
 * than ends or all (checked before any game is played), with one line naming it.
 */

import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Argv, CommandModule } from 'yargs';
import { auditRun, GAME_SETS, GameSet, RunAudit, Verdict } from '../harness/run-audit.js';
import { provenance } from '../harness/provenance.js';
import { UsageError, writeOutput } from './common.js';
import { commandHeading } from './command-text.js';

type Args = Record<string, unknown>;

const CONFIG = 'config.json';

/** How often a run's progress is told on stderr when every game is played again. */
const PROGRESS_MS = 10_000;

/** `--games`: ends (the default) or all; throws UsageError for anything else (given twice, the last counts, as --game). */
export function gameSet(given: unknown): GameSet {
  const v = Array.isArray(given) ? given[given.length - 1] : given;
  if (v === undefined) return 'ends';
  const found = GAME_SETS.find((g) => g === v);
  if (found === undefined) throw new UsageError(`--games: ${JSON.stringify(String(v))} is neither ends (each run's first and last game) nor all (every game)`);
  return found;
}

/**
 * The run folders that `dirs` name, sorted, each once, and the sub-folders of a folder of
 * runs that hold no config.json (a study's own files, as results/ability-worth): passed
 * over, and named on the page so that a reader does not take them for audited. Throws
 * UsageError naming a path that is neither a run nor a folder of runs.
 */
export function runFolders(dirs: readonly string[]): { runs: string[]; passed: string[] } {
  const runs = new Set<string>(), passed = new Set<string>();
  for (const d of dirs) {
    if (!existsSync(d)) throw new UsageError(`dirs: ${d} does not exist`);
    if (!statSync(d).isDirectory()) throw new UsageError(`dirs: ${d} is a file, not a run's out dir or a folder of runs`);
    if (existsSync(join(d, CONFIG))) { runs.add(d); continue; }
    const subs = readdirSync(d, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => join(d, e.name));
    const found = subs.filter((s) => existsSync(join(s, CONFIG)));
    if (found.length === 0) throw new UsageError(`dirs: ${d} holds no ${CONFIG} and no folder that does: neither a run nor a folder of runs`);
    for (const s of subs) (found.includes(s) ? runs : passed).add(s);
  }
  return { runs: [...runs].sort(), passed: [...passed].filter((p) => !runs.has(p)).sort() };
}

/** `323781e` (7 hex digits, as git log --oneline), `323781e+` when made with uncommitted changes, `-` when the run names no commit. */
const shortCommit = (a: RunAudit): string => (a.commit === null ? '-' : `${a.commit.slice(0, 7)}${a.dirty ? '+' : ''}`);

/** One run's line on stdout. */
export const auditLine = (a: RunAudit): string => `${a.dir}: ${a.verdict}: ${a.note} (made by ${a.commit === null ? 'code that recorded no commit' : `commit ${shortCommit(a)}`})`;

/** `34d4970`, or `34d4970 (modified)` when the sources differ from it; `a checkout outside git` otherwise. */
function auditedCommit(): string {
  const git = provenance().git;
  return git === null ? 'code outside a git checkout' : `${git.commit.slice(0, 7)}${git.dirty ? ' (modified)' : ''}`;
}

const ANSWER: Record<Verdict, string> = { replays: 'yes', differs: 'no: differs', 'cannot replay': 'cannot say' };

/** A table cell: no line breaks, pipes escaped. */
const cell = (s: string): string => s.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');

/** What the page says was played again, by `--games`. */
const PLAYED: Record<GameSet, string> = {
  ends: 'Each run\'s first and last game was played again by this code\'s bots (`--games ends`)',
  all: 'Every game of each run\'s journal was played again by this code\'s bots (`--games all`)',
};

/** What the games played again prove, by `--games`. */
const PROOF: Record<GameSet, string> = {
  ends: 'Two games are a probe, not a proof: a change that touches few games can leave both ends alike (`--games all` plays every game). ',
  all: 'A run that replays here is the same games, every one. ',
};

/** The Markdown page of an audit, for the file `out` (run links are relative to its folder); `passed`: the folders passed over; `which`: the games played again. */
export function auditPage(audits: readonly RunAudit[], passed: readonly string[], out: string, date: string, which: GameSet = 'ends'): string {
  const at = auditedCommit();
  const count = (v: Verdict): number => audits.filter((a) => a.verdict === v).length;
  const rows = [...audits].sort((a, b) => (a.dir < b.dir ? -1 : a.dir > b.dir ? 1 : 0)).map((a) => {
    const link = relative(dirname(out), a.dir).split('\\').join('/');
    const target = existsSync(join(a.dir, 'README.md')) ? `${link}/README.md` : `${link}/`;
    return `| [${cell(link)}](${target}) | ${shortCommit(a)} | ${ANSWER[a.verdict]} | ${cell(a.note)} |`;
  });
  return [
    '# Which stored runs are this code\'s games',
    '',
    `Audited at commit ${at}, ${date}, by \`jackal audit\` (\`npm run audit:results\` writes this file).`,
    '',
    `${PLAYED[which]}, with the parameters the run `
      + 'recorded, and checked as `jackal replay RUN --number N --check` checks it: against its journal\'s '
      + 'outcome (scores, ranks, plies, end reason), or ply by ply where the run stored its moves. '
      + `${PROOF[which]}A run made with a time `
      + 'budget is a sample of its machine\'s load and cannot be played again. `made by` is the commit in the '
      + 'run\'s config.json (`+`: with uncommitted changes). A run that differs was made before a change to the '
      + 'rules or the bots; its README says which, and its figures stand for the code that made it.',
    '',
    `${audits.length} runs: ${count('replays')} replay, ${count('differs')} differ, ${count('cannot replay')} cannot be replayed.`
      + (passed.length ? ` Not runs (no config.json), not audited: ${passed.map((p) => cell(relative(dirname(out), p).split('\\').join('/'))).join(', ')}.` : ''),
    '',
    `| run | made by | replays at ${at.split(' ')[0]}? | note |`,
    '|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

export const auditCommand: CommandModule<object, Args> = {
  ...commandHeading('audit'),
  builder: (y) => y
    .positional('dirs', { type: 'string', array: true, default: ['results'], describe: 'run out dirs (holding config.json) or folders of runs' })
    .option('games', { type: 'string', requiresArg: true, describe: 'which games of each run to play again: ends (its first and last: a probe) or all (every game: the run made again, a proof) [default: ends]' })
    .option('out', { type: 'string', requiresArg: true, describe: 'also write the audit as a Markdown page (a table, one row a run) to this file' })
    .example('$0 audit results/seats-2p', 'does this code still play the run\'s games?')
    .example('$0 audit results/strength-hr-2p-ti-exp --games all', 'every game of the run played again: how many differ, and the first')
    .example('$0 audit results --out results/REPLAY.md', 'every stored run, and the table (npm run audit:results)')
    .epilog('Exit status: 0 when it ran, whatever it found; 2 for a path that is neither a run nor a folder of runs, or a --games other than ends or all.') as unknown as Argv<Args>,
  handler: (argv) => {
    const given = ([] as unknown[]).concat(argv.dirs ?? []).map(String);
    const which = gameSet(argv.games);
    const { runs, passed } = runFolders(given.length ? given : ['results']);
    const out = argv.out === undefined ? undefined : String(argv.out);
    // refused before the games are played, not after: an audit of results/ takes many minutes
    if (out !== undefined && out !== '-' && !existsSync(dirname(out) || '.')) throw new UsageError(`--out: cannot write ${out}: its folder ${dirname(out)} does not exist`);
    const audits: RunAudit[] = [];
    for (const dir of runs) {
      let told = Date.now();
      const a = auditRun(dir, which, (done, total) => {
        if (Date.now() - told < PROGRESS_MS || done === total) return;
        told = Date.now();
        process.stderr.write(`${dir}: ${done} of ${total} games played again\n`);
      });
      audits.push(a);
      process.stdout.write(`${auditLine(a)}\n`);
    }
    if (out !== undefined) writeOutput(auditPage(audits, passed, out, new Date().toISOString().slice(0, 10), which), out);
  },
};
