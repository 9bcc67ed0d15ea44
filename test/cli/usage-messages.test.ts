/**
 * A newcomer's slips with the command line, each answered in one line that names the flag or
 * argument and what is wrong, exit 2 (src/cli/yargs-messages.ts). yargs' own messages did
 * not: `jackal run` without an experiment said `Not enough non-option arguments: got 0, need
 * at least 1`, a misspelled command `jackal macth --mode 2p` said `Unknown arguments: mode,
 * macth` (blaming the right flag), `--deal 3` said `Unknown argument: deal` with no hint of
 * `--deals`, `--deals` with no value `Not enough arguments following: deals`.
 */
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nearest } from '../../src/core/nearest-name.js';
import { plainMessage, positionals } from '../../src/cli/yargs-messages.js';
import { jackalInProcess } from '../support/cli-in-process.js';

const dir = mkdtempSync(join(tmpdir(), 'jackal-usage-'));
writeFileSync(join(dir, 'pos.json'), '{\n  "format": "jackal-position"\n}\n'); // a position laid out over lines, as jackal new writes one
const RUN = join(import.meta.dirname, '../../results/seats-2p');

describe('yargs messages said plainly', () => {
  const cases: [string, string[], string][] = [
    ['a missing experiment', ['run'], 'experiment: missing (usage: jackal run <experiment>)'],
    ['a missing position', ['show'], 'position: missing (usage: jackal show <position>)'],
    ['the second run of compare missing', ['compare', 'results/seats-2p'], 'b: missing (usage: jackal compare <a> <b>)'],
    ['both runs of compare missing', ['compare'], 'a, b: missing (usage: jackal compare <a> <b>)'],
    ['a missing bot spec', ['check-bot'], 'spec: missing (usage: jackal check-bot <spec>)'],
    ['a misspelled bot to check, named once', ['check-bot', 'heuristc'], 'bot: unknown bot "heuristc"; known: random, heuristic, mcts, or file:PATH, ext:COMMAND'],
    ['a record file to replay that is not there', ['replay', 'jackal-table-seed-7-ply-212.json'], 'jackal-table-seed-7-ply-212.json does not exist'],
    ['a report of a folder with no run, named by no flag of report', ['report', '.', '--out', 'r.html'], '. holds no config.json: not a run\'s out dir'],
    ['a run to compare that is not there', ['compare', 'nosuch', 'nosuch-2'], 'nosuch does not exist'],
    ['a run to report that is not there', ['report', 'nosuch', '--out', 'r.html'], 'nosuch does not exist'],
    ['a record to view that is not there', ['view', 'nosuch.json', '--out', 'v.html'], 'nosuch.json does not exist'],
    ['a run to audit that is not there', ['audit', 'nosuch'], 'dirs: nosuch does not exist'],
    ['a position that is not there', ['show', 'nosuch.json'], 'nosuch.json does not exist'],
    ['a position that is a folder', ['moves', '.'], '. is a folder, not a file'],
    ['a misspelled command', ['macth', '--mode', '2p'], 'macth: no such command; did you mean match? (jackal --help lists them)'],
    ['a word that is no command', ['sail'], 'sail: no such command (jackal --help lists them)'],
    ['a misspelled flag', ['run', 'default', '--deal', '3'], '--deal: not a flag of jackal run; did you mean --deals? (jackal run --help lists them)'],
    ['a misspelled flag before the command', ['--workers', '1', 'match', '--worker', '1'], '--worker: not a flag of jackal match; did you mean --workers? (jackal match --help lists them)'],
    ['a misspelled kebab-case flag, named once', ['run', 'default', '--report-everi', '3'], '--report-everi: not a flag of jackal run; did you mean --report-every? (jackal run --help lists them)'],
    ['a flag with no near name', ['match', '--colour', 'red'], '--colour: not a flag of jackal match (jackal match --help lists them)'],
    ['an argument too many', ['show', 'a.json', 'b.json'], '"b.json": an argument too many (usage: jackal show <position>)'],
    ['a flag with no value', ['match', '--mode', '2p', '--bot', 'random', '--deals'], '--deals: no value given'],
    ['a required flag left out', ['perft', '--seed', '1'], '--depth: required, not given (jackal perft --help)'],
    // each said "line 1 is not JSON", "holds no config.json", or compared, swept as if two runs
    ['a position given as a record to replay', ['replay', 'pos.json'], 'pos.json: a position, not a game record (jackal show pos.json draws it; a record is what jackal play --record writes)'],
    ['a position given as a record to check', ['table', '--check', 'pos.json'], 'pos.json: a position, not a game record (jackal show pos.json draws it; a record is what jackal play --record writes)'],
    ['a file given as a run to compare', ['compare', 'pos.json', RUN], 'pos.json is a file, not a run\'s out dir'],
    ['a file given as a run to report', ['report', 'pos.json', '--out', 'r.html'], 'pos.json is a file, not a run\'s out dir'],
    ['a file given as a run to sweep', ['sweep', 'pos.json', '--out', 's.html'], 'dirs: pos.json is a file, not a run\'s out dir'],
    ['a run compared with itself', ['compare', RUN, `${RUN}/`], `b: ${RUN}/ is the same folder as ${RUN}: compare a run with another (jackal run NAME --out DIR plays it again)`],
    ['a run swept twice', ['sweep', RUN, RUN, '--out', 's.html'], `dirs: ${RUN} is given twice`],
    ['a file written into a folder that is not there (said ENOENT)', ['new', '--seed', '1', '--out', 'nosuch/p.json'], '--out: cannot write nosuch/p.json: its folder nosuch does not exist'],
    ['a file written onto a folder (said EISDIR)', ['new', '--seed', '1', '--out', '.'], '--out: cannot write .: it is a folder: name a file'],
  ];
  it.each(cases)('%s: one line naming it, exit 2', async (_what, args, message) => {
    const r = await jackalInProcess(args, dir);
    expect(r.status, r.stderr).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(`jackal: ${message}\n`);
  });

  it('an empty --out (an unset shell variable) is refused, and nothing is written where jackal runs', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'jackal-empty-out-'));
    const empty = 'jackal: --out: empty: name the folder or file to write (an unset shell variable gives an empty --out)\n';
    for (const args of [
      ['match', '--mode', '2p', '--bot', 'random', '--deals', '1', '--workers', '1', '--out', ''], // wrote the run into cwd
      ['tune', '--bot', 'heuristic', '--params', 'threat', '--iterations', '1', '--pairs', '1', '--validate', '0', '--workers', '1', '--out', ''], // a stack trace
      ['view', 'none', '--number', '1', '--out', ' '],
    ]) {
      const r = await jackalInProcess(args, cwd);
      expect(r.status, `${args[0]}: ${r.stderr}`).toBe(2);
      expect(r.stderr).toBe(empty);
    }
    expect(readdirSync(cwd)).toEqual([]);
  });

  it('a switch given a value is refused (yargs read anything but true as false: --record=yes recorded nothing)', async () => {
    for (const [args, flag, value] of [
      [['moves', 'pos.json', '--json=3'], 'json', '3'],
      [['match', '--mode', '2p', '--bot', 'random', '--deals', '1', '--record=yes', '--out', 'o'], 'record', 'yes'],
      [['run', 'default', '--force=1', '--out', 'o'], 'force', '1'],
    ] as const) {
      const r = await jackalInProcess([...args], dir);
      expect(r.status, r.stderr).toBe(2);
      expect(r.stderr).toBe(`jackal: --${flag}: a switch, it takes no value (got "${value}"): give --${flag} alone\n`);
    }
    expect(readdirSync(dir)).not.toContain('o');
  });

  it('a flag given twice: the last counts, as on every command (it was "1,2" for --seed, and 3 then 1 searched to depth 4)', async () => {
    const once = await jackalInProcess(['play', '--mode', '2p', '--seed', '2', '--max-plies', '30'], dir);
    const twice = await jackalInProcess(['play', '--mode', '2p', '--seed', '1', '--max-plies', '99', '--seed', '2', '--max-plies', '30'], dir);
    expect(once.status, once.stderr).toBe(0);
    expect(once.stdout).toMatch(/^seed 2, mode 2p, .* after 30 plies/);
    expect(twice.stdout).toBe(once.stdout);
    const depth1 = await jackalInProcess(['perft', '--seed', '1', '--depth', '1'], dir);
    const depth31 = await jackalInProcess(['perft', '--seed', '1', '--depth', '3', '--depth', '1'], dir);
    expect(depth1.stdout).toMatch(/^\d+\n$/);
    expect(depth31.stdout).toBe(depth1.stdout);
    const bots = await jackalInProcess(['play', '--mode', '2p', '--seed', '2', '--max-plies', '30', '--bot', 'heuristic', '--bot', 'random'], dir);
    expect(bots.stdout).toMatch(/heuristic vs random/); // a flag that takes a list keeps every value
  });

  it('tune and fit name an --out that is a file in one line (tune had a stack trace)', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'jackal-out-file-'));
    writeFileSync(join(cwd, 'f'), '');
    for (const args of [
      ['tune', '--bot', 'heuristic', '--params', 'threat', '--iterations', '1', '--pairs', '1', '--validate', '0', '--workers', '1', '--out', 'f'],
      ['fit', '--deals', '1', '--workers', '1', '--out', 'f'],
    ]) {
      const r = await jackalInProcess(args, cwd);
      expect(r.status, `${args[0]}: ${r.stderr}`).toBe(2);
      expect(r.stderr).toBe(`jackal ${args[0]}: --out: f is a file, not a directory\n`);
    }
  });

  it('tune --out holding a run it may not go on with: one line, before the heading (an unreadable checkpoint said "c.rows is not iterable")', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'jackal-tune-checkpoint-'));
    const tune = ['tune', '--bot', 'heuristic', '--params', 'threat', '--iterations', '1', '--pairs', '1', '--validate', '0', '--workers', '1', '--out', 't'];
    const made = await jackalInProcess(tune, cwd);
    expect(made.status, made.stderr).toBe(0);
    const again = await jackalInProcess(tune, cwd);
    expect([again.status, again.stderr]).toEqual([2, 'jackal tune: --out: t already holds a tuning run; pass --resume to continue it or --force to replace it\n']);
    for (const [text, why] of [['null', 'not a JSON object'], ['{"settings": {}, "done": 0, "theta": [], "rows": 5, "validation": null}', 'rows must be a list of objects']]) {
      writeFileSync(join(cwd, 't', 'tune.json'), text);
      const r = await jackalInProcess([...tune, '--resume'], cwd);
      expect([r.status, r.stderr]).toEqual([2, `jackal tune: --resume: t/tune.json is not a readable checkpoint (${why})\n`]);
    }
  });

  it('fit: a refusal of its inputs is the only line (the heading came first)', async () => {
    const cwd = mkdtempSync(join(tmpdir(), 'jackal-fit-inputs-'));
    const made = await jackalInProcess(['fit', '--deals', '1', '--workers', '1', '--out', 'f'], cwd);
    expect(made.status, made.stderr).toBe(0);
    const other = await jackalInProcess(['fit', '--deals', '2', '--workers', '1', '--out', 'f'], cwd);
    expect([other.status, other.stderr]).toEqual([2, 'jackal fit: --out: f/games holds other games (another seed, bot, deal count or code); --force replaces them\n']);
    const pos = await jackalInProcess(['fit', '--records', join(dir, 'pos.json'), '--out', 'g'], cwd);
    expect([pos.status, pos.stderr]).toEqual([2, `jackal fit: --records: ${join(dir, 'pos.json')}: a position, not a game record (jackal show ${join(dir, 'pos.json')} draws it; a record is what jackal play --record writes)\n`]);
  });

  it('a position of another game is named with its article ("an archipelago position")', async () => {
    const made = await jackalInProcess(['new', '--game', 'archipelago', '--seed', '1'], dir);
    writeFileSync(join(dir, 'arch.json'), made.stdout);
    const r = await jackalInProcess(['show', 'arch.json', '--game', 'pirate-chess'], dir);
    expect(r.status, r.stderr).toBe(2);
    expect(r.stderr).toBe('jackal: --game: arch.json holds an archipelago position, not pirate-chess (leave --game out: the file names its game)\n');
  });

  it('a misspelled experiment: the nearest name first, then the list', async () => {
    const r = await jackalInProcess(['run', 'seat-3p'], dir);
    expect(r.status, r.stderr).toBe(2);
    expect(r.stderr).toMatch(/^jackal run: experiment: no experiment "seat-3p"; did you mean seats-3p\? \(looked for [^\n]*; known: [^\n]*seats-4p[^\n]*\)\n$/);
    const far = await jackalInProcess(['run', 'my-own-study'], dir);
    expect(far.stderr).toMatch(/^jackal run: experiment: no experiment "my-own-study" \(looked for /);
  });

  it('the positionals come from the usage lines --help shows', () => {
    expect(positionals('run')).toEqual([{ name: 'experiment', required: true }]);
    expect(positionals('apply')).toEqual([{ name: 'position', required: true }, { name: 'moves', required: false }]);
    expect(positionals('merge')).toEqual([{ name: 'dirs', required: true }]);
    expect(positionals('match')).toEqual([]);
  });

  it('a suggestion only for a slip: at most 2 edits and under half the word', () => {
    expect(nearest('deal', ['deals', 'seed', 'out'])).toBe('deals');
    expect(nearest('wokrers', ['workers', 'out'])).toBe('workers');
    expect(nearest('B', ['A', 'alpha'])).toBeUndefined();
    expect(nearest('colour', ['mode', 'bot', 'out'])).toBeUndefined();
  });

  it('any other message passes unchanged', () => {
    const ctx = { args: ['run'], flags: [] };
    expect(plainMessage('name a command (see --help)', ctx)).toBe('name a command (see --help)');
    expect(plainMessage('--mode: must be one of 4p, 2v2, 2p, 3p, got "5p"', ctx)).toBe('--mode: must be one of 4p, 2v2, 2p, 3p, got "5p"');
  });
});
