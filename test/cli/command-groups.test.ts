/**
 * src/cli/main.ts loads a command's module only when that command runs (COMMAND_GROUPS,
 * commandsFor). Its table names each group's commands by hand; these tests hold the
 * names to the modules' own `command` strings, so a command added to a module but not
 * to the table (which would then be unknown when named first) fails here. When no
 * command is named (--help, none, an unknown one) it loads no module at all: the list
 * is made of the headings in src/cli/command-text.ts, which must be what the modules
 * say (before, every module was loaded for --help: 0.9 s of CPU).
 */
import { describe, expect, it, vi } from 'vitest';
import { COMMAND_GROUPS, commandsFor } from '../../src/cli/main.js';

const nameOf = (command: unknown): string => String(command).split(' ')[0];

describe('the command groups of main.ts', () => {
  it('each group names exactly the commands its module registers, in order', async () => {
    for (const g of COMMAND_GROUPS) expect((await g.load()).map((c) => nameOf(c.command))).toEqual(g.names);
  });

  it('no command is in two groups', () => {
    const names = COMMAND_GROUPS.flatMap((g) => g.names);
    expect(new Set(names).size).toBe(names.length);
  });

  it('a named command loads its group only; anything else loads every command in --help order', async () => {
    expect((await commandsFor(['show', 'x.json'])).map((c) => nameOf(c.command))).toEqual(['new', 'show', 'moves', 'apply', 'perft', 'score']);
    expect((await commandsFor(['table', '--out', 'x'])).map((c) => nameOf(c.command))).toEqual(['table']);
    const all = COMMAND_GROUPS.flatMap((g) => g.names);
    for (const args of [[], ['--help'], ['shw'], ['--version', 'show'], ['--progress', 'match']]) expect((await commandsFor(args)).map((c) => nameOf(c.command))).toEqual(all);
  });

  it('with no command named, every command is listed by the heading its module has, and no module is loaded', async () => {
    const modules = (await Promise.all(COMMAND_GROUPS.map((g) => g.load()))).flat();
    const loads = COMMAND_GROUPS.map((g) => vi.spyOn(g as { load: () => unknown }, 'load'));
    try {
      for (const args of [[], ['--help'], ['shw'], ['--version']]) {
        const listed = await commandsFor(args);
        expect(listed.map((c) => [c.command, c.describe])).toEqual(modules.map((c) => [c.command, c.describe]));
      }
      for (const load of loads) expect(load).not.toHaveBeenCalled();
    } finally {
      for (const load of loads) load.mockRestore();
    }
  });
});
