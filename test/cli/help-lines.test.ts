/**
 * Every command's --help shows each flag with one type and at most one default. A numeric
 * flag takes no yargs type (the command parses its text: src/cli/number-option.ts) and says
 * [number] itself; one declared with a yargs type as well showed two tags, `[number] [string]`
 * (table's --budget-iterations, --budget-ms and --pace; solve's --mission, --max-turns,
 * --max-states and --versus-bots), and one that said nothing showed [string] for a number
 * (tune, fit, perft --depth, replay and view --number).
 *
 * The help is rendered in process by main.ts's own parser (jackalCli), each command with the
 * modules main would load for it, so a command added to main.ts is checked here too.
 */
import { describe, expect, it } from 'vitest';
import { COMMAND_GROUPS, commandsFor, jackalCli } from '../../src/cli/main.js';

const TYPE = /\[(string|number|boolean|array|count)\]/g;

/** What `jackal ARGS` prints for --help (yargs hands it to the parse callback instead of printing and exiting). */
async function help(args: string[]): Promise<string> {
  const cli = jackalCli(args, await commandsFor(args), '');
  return new Promise((res) => { void cli.parse(args, {}, (_err, _argv, output) => res(output)); });
}

/**
 * The entries of the Options and Positionals sections, each with its wrapped lines joined: an
 * entry starts 2 to 6 spaces in (`  --help`, `  -b, --bot`, `      --seed`, `  position`), its
 * description's further lines start at the description's column, further in.
 */
function entries(text: string): string[] {
  const out: string[] = [];
  let inFlags = false;
  for (const line of text.split('\n')) {
    if (/^\S/.test(line)) { inFlags = /^(Options|Positionals):$/.test(line); continue; }
    if (!inFlags || line.trim() === '') continue;
    if (/^ {2,6}\S/.test(line)) out.push(line.trim());
    else out[out.length - 1] += ` ${line.trim()}`;
  }
  return out;
}

const NUMERIC: Record<string, string[]> = {
  table: ['--budget-iterations', '--budget-ms', '--pace'],
  solve: ['--mission', '--max-turns', '--max-states', '--versus-bots'],
  tune: ['--iterations', '--pairs', '--r-end', '-A', '--alpha', '--gamma', '--validate', '--budget-iterations', '--workers'],
  fit: ['--deals', '--every', '--l2', '--budget-iterations', '--workers'],
  perft: ['--depth'],
  replay: ['--number'],
  view: ['--number'],
};

describe('--help of every command', () => {
  it('shows each flag and positional with one type tag and at most one default', async () => {
    const names = COMMAND_GROUPS.flatMap((g) => g.names);
    for (const args of [[], ...names.map((n) => [n])]) {
      const text = await help([...args, '--help']);
      const flags = entries(text);
      expect(flags.length, `${args[0] ?? 'jackal'} --help:\n${text}`).toBeGreaterThan(1);
      for (const e of flags) {
        expect(e.match(TYPE) ?? [], `${args[0] ?? 'jackal'}: ${e}`).toHaveLength(1);
        expect((e.match(/\[default:/g) ?? []).length, `${args[0] ?? 'jackal'}: ${e}`).toBeLessThanOrEqual(1);
      }
    }
  });

  it('shows the flags a command reads as numbers as [number], with their defaults', async () => {
    for (const [name, numeric] of Object.entries(NUMERIC)) {
      const flags = entries(await help([name, '--help']));
      for (const flag of numeric) expect(flags.find((e) => e.startsWith(`${flag} `)), `${name} ${flag}`).toMatch(/\[number\](\s+\[required\])?$/);
    }
    const solve = entries(await help(['solve', '--help']));
    expect(solve.find((e) => e.startsWith('--max-turns '))).toMatch(/\[default: 60\] \[number\]$/);
    const table = entries(await help(['table', '--help']));
    expect(table.find((e) => e.startsWith('--pace '))).toMatch(/\[default: 400\] \[number\]$/);
  });
});
