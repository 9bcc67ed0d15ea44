/**
 * The `jackal` command line (yargs). `bin/jackal.js` calls `main`.
 *
 * Exit status: 0 on success; 2 for bad input (unknown command or flag, bad flag
 * value, bad JSON, bad position, illegal move), with a message naming the flag or
 * field on stderr; 1 for anything else (a bug).
 *
 * Implementation notes. Commands are yargs command modules kept in their own files
 * and registered here; strict mode rejects unknown flags, and `.fail()` turns every
 * yargs validation error into a UsageError so that one place decides the exit status.
 */

import yargs from 'yargs';
import type { Argv, CommandModule } from 'yargs';
import { quietOnClosedPipe, STDIN_ARG, USAGE_EXIT, UsageError } from './cli-basics.js';
import { commandHeading, type CommandName } from './command-text.js';
import { plainMessage } from './yargs-messages.js';

/**
 * True for a usage error: ours, or any Error named "UsageError" (the harness has its
 * own class with a field; both mean bad input, exit status 2).
 */
const isUsageError = (e: unknown): e is Error => e instanceof UsageError || (e instanceof Error && e.name === 'UsageError');

type Commands = CommandModule<object, any>[];

/**
 * The command modules to register, a group per file, in --help order, each group with
 * the names of its commands (the first word of each module's `command`; a test holds
 * the two together). A group's file is imported only when one of its commands runs, so
 * a CLI process loads the modules of one command, not of all (issue 25: start-up cost).
 */
export const COMMAND_GROUPS: readonly { names: readonly string[]; load: () => Promise<Commands> }[] = [
  // new, show, moves, apply, perft, score (src/cli/engine-commands.ts)
  { names: ['new', 'show', 'moves', 'apply', 'perft', 'score'], load: async () => (await import('./engine-commands.js')).engineCommands },
  // harness commands: match, run, merge (src/cli/harness.ts)
  { names: ['match', 'run', 'merge'], load: async () => (await import('./harness.js')).harnessCommands },
  // honesty checks of any bot, one's own from a file or a program (src/cli/check-bot.ts)
  { names: ['check-bot'], load: async () => [(await import('./check-bot.js')).checkBotCommand] },
  // the bots of a game and their parameters (src/cli/bots.ts)
  { names: ['bots'], load: async () => [(await import('./bots.js')).botsCommand] },
  // play (with bots), replay, view, report: records of games (src/cli/play.ts, src/cli/records.ts)
  { names: ['play'], load: async () => [(await import('./play.js')).playCommand] },
  { names: ['replay', 'view', 'report'], load: async () => (await import('./records.js')).recordCommands },
  // whether two runs played the same games: reproducing a run (src/cli/compare.ts)
  { names: ['compare'], load: async () => [(await import('./compare.js')).compareCommand] },
  // which stored runs this code still plays game for game (src/cli/audit.ts)
  { names: ['audit'], load: async () => [(await import('./audit.js')).auditCommand] },
  // SPSA tuning of bot parameters (src/cli/tune.ts)
  { names: ['tune'], load: async () => [(await import('./tune.js')).tuneCommand] },
  // evaluation weights fitted to self-play outcomes (src/cli/fit.ts)
  { names: ['fit'], load: async () => [(await import('./fit.js')).fitCommand] },
  // finished runs compared on one page, for scaling studies and sweeps (src/cli/sweep.ts)
  { names: ['sweep'], load: async () => [(await import('./sweep.js')).sweepCommand] },
  // a page where a person plays against the bots (src/cli/table.ts, src/web/table/)
  { names: ['table'], load: async () => [(await import('./table.js')).tableCommand] },
  // the exact solver of Archipelago's solo missions (src/cli/solve.ts)
  { names: ['solve'], load: async () => [(await import('./solve.js')).solveCommand] },
];

/**
 * The commands yargs must know for these arguments: the named command's group when the
 * first argument names one; every group when a later one does (a flag before the
 * command); otherwise (--help's list, no command, an unknown command's message) only
 * each command's heading from command-text.ts, which is all yargs prints then, so that no
 * command module is loaded. What yargs prints is what it printed with every command registered.
 */
export async function commandsFor(args: readonly string[]): Promise<Commands> {
  const group = COMMAND_GROUPS.find((g) => g.names.includes(args[0]));
  if (group !== undefined) return group.load();
  if (args.some((a) => COMMAND_GROUPS.some((g) => g.names.includes(a)))) return (await Promise.all(COMMAND_GROUPS.map((g) => g.load()))).flat();
  return COMMAND_GROUPS.flatMap((g) => g.names).map(headingOnly);
}

/** A command known by its heading alone: listed by --help, never run (a named command loads its module). */
function headingOnly(name: string): CommandModule<object, any> {
  return {
    ...commandHeading(name as CommandName),
    handler: () => { throw new Error(`command ${name} was registered by its heading only`); },
  };
}

/**
 * `jackal --version`: e.g. `jackal-lab 0.1.0, code 1a2b3c4d5e6f, commit 44fcbda (modified), node v22.1.0`.
 * It runs git twice and hashes the sources, so main asks for it only when --version is given.
 */
async function versionText(): Promise<string> {
  const { provenance } = await import('../harness/provenance.js');
  const p = provenance();
  const git = p.git ? `, commit ${p.git.commit.slice(0, 12)}${p.git.dirty ? ' (modified)' : ''}` : '';
  return `${p.package} ${p.version}, code ${p.code}${git}, node ${p.node}`;
}

/**
 * yargs renders a command's whole help text after running its handler, in case the
 * handler asks for it: none of ours does, and the .fail() below prints no help. That
 * render (string-width over every flag's text) was about 8% of the CPU of a `jackal
 * show` process, so it is skipped. It is an internal of yargs 18, hence the checks: if
 * it moves, the help is rendered as before and nothing else changes.
 */
function skipHelpCache(cli: object): void {
  type Usage = { cacheHelpMessage?: () => void };
  const usage = (cli as { getInternalMethods?: () => { getUsageInstance?: () => Usage } }).getInternalMethods?.().getUsageInstance?.();
  if (usage !== undefined && typeof usage.cacheHelpMessage === 'function') usage.cacheHelpMessage = () => {};
}

/**
 * `--out ''` (often an unset shell variable, `--out "$OUT"`) is refused on every command: the
 * harness took it for the working directory and wrote a run's files there (match, run, merge),
 * tune and fit crashed with a stack trace, and the page writers said `cannot write : ENOENT`.
 */
function refuseEmptyOut(argv: Record<string, unknown>): void {
  const out = argv.out;
  if ([out].flat().some((v) => typeof v === 'string' && v.trim() === '')) {
    throw new UsageError('--out: empty: name the folder or file to write (an unset shell variable gives an empty --out)');
  }
}

/** What yargs' `getOptions()` holds of the flags (its type declarations leave it out). */
interface ParserOptions { key?: Record<string, unknown>; array?: string[]; boolean?: string[]; alias?: Record<string, string[]> }

/**
 * The parser's options at this point (a command's, once yargs has run its builder): yargs'
 * `getOptions()`; none if it moves.
 */
function optionsOf(cli: Argv): ParserOptions {
  return (cli as unknown as { getOptions?: () => ParserOptions }).getOptions?.() ?? {};
}

/** The flag names the parser knows at this point (optionsOf). */
function flagsOf(cli: Argv): string[] {
  return Object.keys(optionsOf(cli).key ?? {});
}

/** Each of these flag names with its aliases and their camelCase forms: every key yargs may give them in argv. */
function withAliases(names: readonly string[], o: ParserOptions): Set<string> {
  const camel = (n: string): string => n.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
  const out = new Set<string>();
  for (const n of names) for (const a of [n, ...(o.alias?.[n] ?? [])]) { out.add(a); out.add(camel(a)); }
  return out;
}

/**
 * A flag given twice: the last counts, on every command and flag, as with most Unix commands
 * (a script may append an override: `npm start -- --seed 9`). yargs hands over a list of the
 * values, which each command read its own way: `--seed 1 --seed 2` played, and recorded, the
 * seed "1,2"; `--depth 1 --depth 2` was refused as "got [1,2]". Flags that take a list (`--bot`,
 * a command's list of positionals) keep it.
 */
function lastValueCounts(argv: Record<string, unknown>, o: ParserOptions): void {
  const lists = withAliases(o.array ?? [], o);
  for (const k of Object.keys(argv)) {
    const v = argv[k];
    if (k !== '_' && !lists.has(k) && Array.isArray(v)) argv[k] = v[v.length - 1];
  }
}

/**
 * A switch takes no value: `--force=yes`, `--record=1` or `--json=3` are refused. yargs reads any
 * value but true for a switch as false, so `--record=yes` recorded nothing and `--force=yes`
 * replaced nothing, silently; `--force=true` and `--force=false` are still read as written.
 */
function refuseSwitchValues(args: readonly string[], o: ParserOptions): void {
  const switches = withAliases(o.boolean ?? [], o);
  for (const a of args) {
    const m = /^--([^=]+)=(.*)$/s.exec(a);
    if (m === null || !switches.has(m[1]) || m[2] === 'true' || m[2] === 'false') continue;
    throw new UsageError(`--${m[1]}: a switch, it takes no value (got ${JSON.stringify(m[2])}): give --${m[1]} alone`);
  }
}

/**
 * The parser of `jackal` for `args` with `commands` registered (commandsFor) and the
 * `--version` text: main runs it; a test can render any command's --help with it in process.
 */
export function jackalCli(args: readonly string[], commands: Commands, version: string): Argv {
  const cli: Argv = yargs(args.map((a) => (a === '-' ? STDIN_ARG : a)))
    .scriptName('jackal')
    .usage('$0 <command> [options]')
    .command(commands)
    .demandCommand(1, 'name a command (see --help)')
    .strict()
    // flag values stay text, which each command parses itself (number-option.ts); a parsed 1
    // also hit a yargs-parser quirk: a flag given again with the value 1 added 1 to the first
    // value (`--depth 3 --depth 1` searched to depth 4), where lastValueCounts keeps the 1
    .parserConfiguration({ 'parse-numbers': false })
    .fail((msg, err) => {
      // yargs calls this for its own validation errors (msg) and for errors thrown by
      // handlers (err); usage problems become UsageError, anything else passes through.
      // yargs' own messages are reworded to name the flag or argument (yargs-messages.ts;
      // any other message passes unchanged); the flags are the command's by now.
      if (err !== undefined && err !== null && !isUsageError(err) && !msg) throw err;
      throw isUsageError(err) ? err : new UsageError(msg ? plainMessage(msg, { args, flags: flagsOf(cli) }) : String((err as Error | undefined)?.message ?? err));
    })
    .middleware(refuseEmptyOut)
    .middleware((argv) => {
      const o = optionsOf(cli);
      refuseSwitchValues(args, o);
      lastValueCounts(argv, o);
    })
    .help()
    .version('version', 'Show the package version, the code id of the engine and bots, and the git commit', version)
    .wrap(Math.min(110, process.stdout.columns || 110));
  return cli;
}

/** Runs the CLI on the given arguments (without `node` and the script); sets process.exitCode. */
export async function main(args: string[]): Promise<void> {
  quietOnClosedPipe();
  const commands = await commandsFor(args);
  // yargs takes the version text up front; without --version it is never printed
  const version = args.some((a) => a === '--version' || a.startsWith('--version=')) ? await versionText() : '';
  const cli = jackalCli(args, commands, version);
  skipHelpCache(cli);
  try {
    await cli.parseAsync();
  } catch (e) {
    if (isUsageError(e)) {
      process.stderr.write(`jackal: ${e.message}\n`);
      process.exitCode = USAGE_EXIT;
      return;
    }
    process.stderr.write(`jackal: internal error: ${(e as Error)?.stack ?? String(e)}\n`);
    process.exitCode = 1;
  }
}
