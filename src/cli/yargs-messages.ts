/**
 * yargs' own validation messages, said as the rest of the CLI says bad input: the flag or
 * argument first, then what is wrong with it, then where to look. yargs wrote `Not enough
 * non-option arguments: got 0, need at least 1` for `jackal run` without an experiment
 * (naming nothing), and `Unknown arguments: mode, macth` for a misspelled command (blaming
 * the flag that was right). main.ts's `.fail()` passes each message through `plainMessage`;
 * a message this module does not know is returned unchanged, so a yargs upgrade that rewords
 * one costs its clarity, never the exit status.
 *
 * The command's flags (for "did you mean") come from the parser (`getOptions().key`), its
 * positionals from its usage line in command-text.ts, so the suggestions and the usage shown
 * are the ones `--help` lists.
 */

import { nearest } from '../core/nearest-name.js';
import { COMMAND_TEXT, type CommandName } from './command-text.js';

/** What the message is about: the arguments as given and the command's known flag names (without dashes). */
export interface MessageContext {
  readonly args: readonly string[];
  readonly flags: readonly string[];
}

const COMMANDS = Object.keys(COMMAND_TEXT) as CommandName[];

/** The command the arguments name: the first argument, or (a flag before it) the first argument that is a command; as main.ts's commandsFor. */
export function commandOf(args: readonly string[]): CommandName | undefined {
  const isCommand = (a: string | undefined): a is CommandName => a !== undefined && (COMMANDS as string[]).includes(a);
  return isCommand(args[0]) ? args[0] : args.find(isCommand);
}

/** The positionals of a command's usage line, `<required>` and `[optional]` (`..`: any number), in order. */
export function positionals(command: CommandName): { name: string; required: boolean }[] {
  return [...COMMAND_TEXT[command].usage.matchAll(/([<[])([^>\]]+?)(?:\.\.)?[>\]]/g)].map((m) => ({ name: m[2], required: m[1] === '<' }));
}

/** `--name` (or `-n` for a one-letter flag). */
const dashed = (name: string): string => (name.length === 1 ? `-${name}` : `--${name}`);

/** How `name`, reported unknown by yargs, was written as a flag (`--name`, `--name=…`, `--no-name`, `-n`), or undefined when it was a bare argument. */
function writtenAsFlag(name: string, args: readonly string[]): string | undefined {
  for (const form of [`--${name}`, `-${name}`]) {
    if (args.some((a) => a === form || a.startsWith(`${form}=`))) return form;
  }
  return args.includes(`--no-${name}`) ? `--no-${name}` : undefined;
}

/** The usage line of a command: `jackal run <experiment>`. */
const usage = (command: CommandName): string => `jackal ${COMMAND_TEXT[command].usage}`;

/** One unknown argument said plainly: a misspelled command, an unknown flag or an argument too many. */
function unknownArgument(name: string, ctx: MessageContext, command: CommandName | undefined): string {
  if (command === undefined) {
    const hint = nearest(name, COMMANDS);
    return `${name}: no such command${hint ? `; did you mean ${hint}?` : ''} (jackal --help lists them)`;
  }
  const flag = writtenAsFlag(name, ctx.args);
  if (flag !== undefined) {
    const own = new Set(positionals(command).map((p) => p.name));
    const hint = nearest(name, ctx.flags.filter((f) => !own.has(f)));
    return `${flag}: not a flag of jackal ${command}${hint ? `; did you mean ${dashed(hint)}?` : ''} (jackal ${command} --help lists them)`;
  }
  return `"${name}": an argument too many (usage: ${usage(command)})`;
}

/** yargs' message `msg` for these arguments, said plainly (see the module comment); unchanged when not one of yargs' known messages. */
export function plainMessage(msg: string, ctx: MessageContext): string {
  const command = commandOf(ctx.args);
  const few = /^Not enough non-option arguments: got (\d+), need at least (\d+)$/.exec(msg);
  if (few && command !== undefined) {
    const missing = positionals(command).filter((p) => p.required).slice(Number(few[1])).map((p) => p.name);
    if (missing.length > 0) return `${missing.join(', ')}: missing (usage: ${usage(command)})`;
  }
  const unknown = /^Unknown arguments?: (.+)$/.exec(msg);
  if (unknown) {
    // yargs names an unknown `--report-everi` twice, the second time camel-cased: keep the first
    const listed = unknown[1].split(', ');
    const names = listed.filter((n) => !/[A-Z]/.test(n) || !listed.includes(n.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)));
    // a misspelled command: yargs lists the command's flags first and the word last; the word is the news
    if (command === undefined && ctx.args[0] !== undefined && !ctx.args[0].startsWith('-')) return unknownArgument(ctx.args[0], ctx, undefined);
    return names.map((n) => unknownArgument(n, ctx, command)).join('; ');
  }
  const noValue = /^Not enough arguments following: (.+)$/.exec(msg);
  if (noValue) return `${dashed(noValue[1])}: no value given`;
  const required = /^Missing required arguments?: (.+)$/.exec(msg);
  if (required) {
    const flags = required[1].split(', ').map(dashed).join(', ');
    return `${flags}: required, not given${command ? ` (jackal ${command} --help)` : ''}`;
  }
  return msg;
}
