/**
 * `jackal table`'s Archipelago flags --mission, --ability and --layout, through the CLI (in
 * process): --mission and --ability reach the game the page is served (the page's data read
 * back from the HTML, the game made from it as the page makes it: checkSetup, then Session),
 * and a bad value is one line naming the flag, exit status 2. No browser: what the flags
 * change is in the first position.
 *
 * Found on the way, each pinned here: `--mission N` alone was refused ("--bot: archipelago
 * under these rules has 1 seats, got 2": the default seats, a person and the heuristic, were
 * two for a solo game); `--layout FILE` (and `--mission-file FILE`) wrote a page that cannot
 * read the file, which fell back to another game (seen in Chromium), and is now refused; and a
 * layout file with a bad field named the field alone (`layout.colour: ...`), not the flag.
 */
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { toPosition } from '../../src/archipelago/position.js';
import { TABLE_ELEMENT, type TablePageData } from '../../src/web/table/data.js';
import { isFieldError } from '../../src/core/game.js';
import { checkSetup, HUMAN, Session } from '../../src/web/table/session.js';
import { removeTempDirs, ROOT, tempDir } from '../harness/helpers.js';
import { jackalInProcess, type Ran } from '../support/cli-in-process.js';

afterAll(removeTempDirs);

const ISLAND_2 = join(ROOT, 'src/archipelago/layouts/island-2.json');
type ArchPosition = { mode: string; island: number; terrain: string[]; expedition: { abilities: Record<string, string> } | null };

/** `jackal table --game archipelago FLAGS --out FILE`: the status, and the data of the page it wrote. */
async function table(flags: string[]): Promise<{ r: Ran; data: TablePageData | null }> {
  const out = join(tempDir('table-flags'), 'table.html');
  const r = await jackalInProcess(['table', '--game', 'archipelago', ...flags, '--out', out], ROOT);
  if (r.status !== 0) { expect(existsSync(out), 'a page written').toBe(false); return { r, data: null }; }
  const json = new RegExp(`<script type="application/json" id="${TABLE_ELEMENT}">(.*?)</script>`, 's').exec(readFileSync(out, 'utf8'));
  return { r, data: JSON.parse(json![1]) as TablePageData };
}

/** The first position of the game the page plays. */
async function served(flags: string[]): Promise<{ seats: string[]; options: Record<string, unknown>; position: ArchPosition }> {
  const { r, data } = await table(flags);
  expect(r.status, r.stderr).toBe(0);
  const setup = checkSetup(data!.setup);
  if (isFieldError(setup)) throw new Error(`the page's setup: ${setup.field}: ${setup.message}`);
  return { seats: setup.seats, options: setup.options, position: toPosition(new Session(setup).state) as ArchPosition };
}

/** Exit status 2 and one line on stderr naming `flag`. */
async function refused(flags: string[], flag: string, problem: RegExp): Promise<void> {
  const { r } = await table(flags);
  expect(r.status, `${flags.join(' ')}: ${r.stderr}`).toBe(2);
  const lines = r.stderr.trimEnd().split('\n');
  expect(lines, flags.join(' ')).toHaveLength(1);
  expect(lines[0].startsWith(`jackal: ${flag}: `), lines[0]).toBe(true);
  expect(lines[0]).toMatch(problem);
}

describe('jackal table --mission', () => {
  it('serves that solo card: mode solo, its island, one seat and a person in it (with no --bot too)', async () => {
    const plain = await served([]);
    expect(plain.position.mode).toBe('4p');
    for (const flags of [['--mission', '3'], ['--mission', '3', '--bot', HUMAN]]) {
      const { seats, options, position } = await served(flags);
      expect(options.mission).toBe(3);
      expect(position.mode).toBe('solo');
      expect(position.island).toBe(3); // a card is its own island
      expect(seats).toEqual([HUMAN]);
    }
    expect((await served(['--mission', '5'])).position.terrain).not.toEqual((await served(['--mission', '3'])).position.terrain);
  });

  it('a card that does not exist, a number that is not one, a card in a game of four: one line naming --mission', async () => {
    await refused(['--mission', '11'], '--mission', /must be 1\.\.10/);
    await refused(['--mission', 'three'], '--mission', /whole number, got "three"/);
    await refused(['--mission', '3', '--mode', '4p'], '--mission', /solo/);
    await refused(['--mission', '1', '--bot', HUMAN, '--bot', 'random'], '--bot', /under these rules has 1 seat, got 2$/); // "1 seats"
  });
});

describe('jackal table --ability', () => {
  it('serves the pirates holding their cards from the start', async () => {
    expect((await served([])).position.expedition?.abilities ?? {}).toEqual({});
    const { options, position } = await served(['--ability', 'W1=musketeer,Y2=porter']);
    expect(options.abilities).toBe('W1=musketeer,Y2=porter');
    expect(position.expedition!.abilities).toEqual({ W1: 'musketeer', Y2: 'porter' });
  });

  it('an unknown card, a pirate not in the game, text that is no card: one line naming --ability', async () => {
    await refused(['--ability', 'W1=parrot'], '--ability', /unknown card "parrot"/);
    await refused(['--ability', 'W9=musketeer'], '--ability', /W9=musketeer/);
    await refused(['--ability', 'musketeer'], '--ability', /PIRATE=CARD/);
  });
});

describe('jackal table --check', () => {
  it('with a flag of the page beside it: one line naming the flag (--out, --bot, ... were dropped in silence)', async () => {
    const dir = tempDir('table-check');
    const record = join(dir, 'g.json');
    expect((await jackalInProcess(['play', '--mode', '2p', '--seed', '4', '--max-plies', '30', '--record', record], ROOT)).status).toBe(0);
    expect((await jackalInProcess(['table', '--check', record], ROOT)).status).toBe(0);
    for (const [flag, value] of [['--out', join(dir, 't.html')], ['--bot', 'random'], ['--seed', '3'], ['--pace', '10']]) {
      const r = await jackalInProcess(['table', '--check', record, flag, value], ROOT);
      expect([r.status, r.stdout, r.stderr]).toEqual([2, '', `jackal: ${flag}: --check replays a record and writes no page; give one or the other\n`]);
    }
    expect(existsSync(join(dir, 't.html'))).toBe(false);
  });
});

describe('jackal table --bot', () => {
  it('a bad parameter of a named bot is one line without the "human" hint; a name that is no bot keeps it', async () => {
    // the hint "(or human for a person)" followed every refusal of a seat, a bad parameter too
    const out = join(tempDir('table-bot'), 't.html');
    const param = await jackalInProcess(['table', '--bot', 'heuristic:nosuch=1', '--out', out], ROOT);
    expect([param.status, param.stdout]).toEqual([2, '']);
    expect(param.stderr).toMatch(/^jackal: --bot #1: heuristic\.nosuch: unknown parameter; heuristic takes carry, [a-z, ]+\n$/);
    const value = await jackalInProcess(['table', '--game', 'pirate-chess', '--bot', 'mcts:iterations=0', '--out', out], ROOT);
    expect([value.status, value.stderr.includes(HUMAN)]).toEqual([2, false]);
    const name = await jackalInProcess(['table', '--bot', 'nosuch', '--out', out], ROOT);
    expect([name.status, name.stderr]).toEqual([2, `jackal: --bot #1: bot: unknown bot "nosuch"; known: random, heuristic, mcts, or file:PATH, ext:COMMAND (or ${HUMAN} for a person)\n`]);
    expect(existsSync(out)).toBe(false);
  });
});

describe('jackal table --layout', () => {
  it('is refused, as --mission-file is: one line naming the flag, exit 2, no page (the page cannot read files)', async () => {
    // the old code wrote the page, which failed in the browser ("setup: layout: ...: Unexpected
    // token 'u', "function(){"... is not valid JSON") and sat Jackal's default 4p instead
    const file = join(tempDir('table-layout'), 'my-island.json');
    copyFileSync(ISLAND_2, file);
    await refused(['--layout', file, '--mode', '2p'], '--layout', /the page cannot read files.*--island 1-10/);
    await refused(['--mission-file', file], '--mission-file', /the page cannot read files.*--mission 1-10/);
    const jackal = await jackalInProcess(['table', '--layout', file, '--out', join(tempDir('table-layout'), 't.html')], ROOT);
    expect(jackal.stderr).toMatch(/^jackal: --layout: not an option of jackal/); // a flag of another game says so first
  });

  it('elsewhere, a field of the layout file that no layout has names --layout (jackal new; before: `layout.colour` alone)', async () => {
    const odd = join(tempDir('table-layout-bad'), 'odd.json');
    writeFileSync(odd, JSON.stringify({ ...JSON.parse(readFileSync(ISLAND_2, 'utf8')), colour: 'green' }));
    const r = await jackalInProcess(['new', '--game', 'archipelago', '--layout', odd, '--seed', '1'], ROOT);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('jackal: --layout: colour: not a layout field (island, boxes, rows, north, berths)\n');
  });
});
