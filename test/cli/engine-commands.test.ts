/**
 * The `jackal` command, run as a user runs it: `node bin/jackal.js ...` in a child
 * process. Bad input must exit with status 2 and a message naming the flag or field;
 * new → apply → moves must work end to end.
 *
 * bin/jackal.js runs the compiled dist/, which test/global-setup.ts builds from the current
 * sources before any test runs. Most error cases run main() in process, which is much faster than a spawn.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { jackalInProcess as inProcess } from '../support/cli-in-process.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
let dir = '';

interface Run { status: number | null; stdout: string; stderr: string }

function jackal(args: string[], input?: string): Run {
  const r = spawnSync(process.execPath, [join(ROOT, 'bin/jackal.js'), ...args], { cwd: dir, input, encoding: 'utf8', timeout: 30_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Runs and expects exit status 2 with every given fragment in stderr. */
function expectUsageError(args: string[], fragments: (string | RegExp)[], input?: string): void {
  const r = jackal(args, input);
  expect(r.status, `${args.join(' ')}: ${r.stderr}`).toBe(2);
  for (const f of fragments) expect(r.stderr).toMatch(f);
  expect(r.stderr).not.toMatch(/internal error|at .*\.js:\d+/);
}

beforeAll(() => {
  if (!existsSync(join(ROOT, 'dist/src/cli/main.js'))) throw new Error('dist/src/cli/main.js missing: the build failed');
  dir = mkdtempSync(join(tmpdir(), 'jackal-cli-'));
});

/** Runs main() in this process (fast) with stdout and stderr captured; files only, no stdin. */
const jackalInProcess = (args: string[]): Promise<Run> => inProcess(args, dir);

async function expectUsageErrorInProcess(args: string[], fragments: (string | RegExp)[]): Promise<void> {
  const r = await jackalInProcess(args);
  expect(r.status, `${args.join(' ')}: ${r.stderr}`).toBe(2);
  for (const f of fragments) expect(r.stderr).toMatch(f);
  expect(r.stderr).not.toMatch(/internal error/);
}

// The child processes here are what is about the process: stdin (`-`), and the bin's exit
// status 2 with the message; perft and play run in process (the same main, no start-up).
describe('jackal CLI, as a child process (bin/jackal.js)', () => {
  it('new → apply → moves works, through files and stdin', () => {
    const created = jackal(['new', '--seed', '1', '--out', 'start.json']);
    expect(created.status, created.stderr).toBe(0);
    const applied = jackal(['apply', 'start.json', 'w1-g2']);
    expect(applied.status, applied.stderr).toBe(0);
    const pos = JSON.parse(applied.stdout);
    expect(pos.turn).toBe('yellow');
    expect(pos.pirates.w1.cell).not.toBe('g1');
    expect(pos.ply).toBe(1);
    const listed = jackal(['moves', '-', '--json'], applied.stdout);
    expect(listed.status, listed.stderr).toBe(0);
    const moves = JSON.parse(listed.stdout) as { move: string; int: number }[];
    expect(moves.map((m) => m.move)).toContain('y1-b7');
    expect(moves.every((m) => Number.isInteger(m.int))).toBe(true);
  });

  it('perft from a seed', async () => {
    const r = await jackalInProcess(['perft', '--seed', '1', '--depth', '3']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout.trim()).toBe('27'); // twins (w1..w3 aboard together) are listed once
  });

  it('play runs one seeded game to its end', async () => {
    const a = await jackalInProcess(['play', '--seed', '3', '--mode', '2p', '--max-plies', '300', '--json']);
    expect(a.status, a.stderr).toBe(0);
    const res = JSON.parse(a.stdout);
    // the limit ends the game between turns, so the follow-up choices of the turn in progress may pass it
    expect(res.plies).toBeGreaterThanOrEqual(1);
    expect(res.plies).toBeLessThan(330);
    expect(res.scores).toHaveLength(2);
    expect(res.reason).not.toBe('playing');
  });

  it('bad flags, bad positions and bad moves exit with status 2 and say what is wrong', () => {
    expectUsageError(['new', '--seed', '1', '--mode', '5p'], ['--mode', '5p']);
    expectUsageError(['moves', '-'], ['stdin', 'pirates.w1.cell', 'q7'], readFileSync(join(dir, 'start.json'), 'utf8').replace('"g1"', '"q7"'));
    expectUsageError(['apply', 'start.json', 'w1-g5'], ['move 1', 'w1 cannot go to g5', 'w1-g2']);
  });
});

describe('jackal CLI, in process (main)', () => {
  it('new takes every rule flag and writes them into the position', async () => {
    const r = await jackalInProcess(['new', '--seed', 'x', '--mode', '3p', '--tiles', 'classic', '--first', 'black', '--airplane-immediate',
      '--lighthouse', 'open', '--max-plies', '500', '--stall-plies', '0']);
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).options).toEqual({ mode: '3p', tiles: 'classic', firstCrew: 2, airplaneImmediate: true, lighthouse: 'open', maxPlies: 500, stallPlies: 0 });
  });

  it('show draws a board with a legend; moves lists the same moves as --json; perft --divide sums', async () => {
    const shown = await jackalInProcess(['show', 'start.json']);
    expect(shown.status).toBe(0);
    expect(shown.stdout).toMatch(/Legend/);
    expect(shown.stdout).toMatch(/white to move/);
    const plain = await jackalInProcess(['moves', 'start.json']);
    const json = await jackalInProcess(['moves', 'start.json', '--json']);
    expect((JSON.parse(json.stdout) as { move: string }[]).map((m) => m.move)).toEqual(plain.stdout.trim().split('\n'));
    const d = await jackalInProcess(['perft', 'start.json', '--depth', '2', '--divide']);
    expect(d.status, d.stderr).toBe(0);
    expect(d.stdout).toMatch(/^w1-g2 3$/m);
    expect(d.stdout).toMatch(/^total 9$/m);
  });

  it('score prints scores and ranks (ties share); --study reads a hand-written scenario', async () => {
    // 2p: player 0 commands white and black, player 1 yellow and red.
    const scenario = { options: { mode: '2p' }, ships: { white: { cell: 'g1', coins: 4 }, black: { cell: 'g13', coins: 2 }, yellow: { cell: 'a7', coins: 6 } } };
    writeFileSync(join(dir, 'study.json'), JSON.stringify(scenario));
    expect((await jackalInProcess(['score', 'study.json'])).status).toBe(2); // not a full position
    const text = await jackalInProcess(['score', 'study.json', '--study']);
    expect(text.status, text.stderr).toBe(0);
    expect(text.stdout).toMatch(/^0 +white\+black +6 +1$/m);
    expect(text.stdout).toMatch(/^1 +yellow\+red +6 +1$/m);
    const json = await jackalInProcess(['score', 'study.json', '--study', '--json']);
    expect(JSON.parse(json.stdout)).toMatchObject({ players: [{ player: 0, score: 6, rank: 1 }, { player: 1, score: 6, rank: 1 }], over: 'playing' });
    writeFileSync(join(dir, 'study4.json'), JSON.stringify({ study: true, ships: { red: { cell: 'm7', coins: 3 }, yellow: { cell: 'a7', coins: 1 } } }));
    const four = JSON.parse((await jackalInProcess(['score', 'study4.json', '--json'])).stdout) as { players: { score: number; rank: number }[] };
    expect(four.players.map((p) => [p.score, p.rank])).toEqual([[0, 3], [1, 2], [0, 3], [3, 1]]);
  });

  it('Treasure Island: new → apply → moves → show → perft', async () => {
    const created = await jackalInProcess(['new', '--seed', '4', '--tiles', 'treasure-island', '--lighthouse', 'open', '--mode', '2p', '--out', 'ti.json']);
    expect(created.status, created.stderr).toBe(0);
    const applied = await jackalInProcess(['apply', 'ti.json', 'w1-g2', 'y1-b7', '--out', 'ti2.json']); // (a twin's name, w2-g2, is refused: test/jackal/position.test.ts)
    expect(applied.status, applied.stderr).toBe(0);
    const pos = JSON.parse(readFileSync(join(dir, 'ti2.json'), 'utf8'));
    expect(pos.options).toMatchObject({ tiles: 'treasure-island', lighthouse: 'open', mode: '2p' });
    expect(pos.version).toBe(2);
    expect(pos.treasure).toBe('face-down');
    expect(pos.bottles).toEqual({ white: 0, yellow: 0, black: 0, red: 0 });
    expect(pos.pirates.w1.cell).not.toBe('g1');
    expect(pos.ply).toBe(2);
    const listed = await jackalInProcess(['moves', 'ti2.json', '--json']);
    expect(listed.status, listed.stderr).toBe(0);
    expect((JSON.parse(listed.stdout) as { move: string }[]).map((m) => m.move)).toContain('b1-g12');
    const shown = await jackalInProcess(['show', 'ti2.json']);
    expect(shown.status, shown.stderr).toBe(0);
    expect(shown.stdout).toMatch(/Treasure Island: GAL galleon/);
    expect(shown.stdout).toMatch(/Treasure: face down; grass: not burning; not yet found: ben mis fri/);
    expect(shown.stdout).toMatch(/white {2}ship g1, 0 coins aboard, 0 rum bottles/);
    const p = await jackalInProcess(['perft', '--seed', '1', '--tiles', 'treasure-island', '--depth', '3']);
    expect(p.status, p.stderr).toBe(0);
    expect(p.stdout.trim()).toBe('27'); // test/jackal/data/perft.json: start treasure-island 4p seed 1
    await expectUsageErrorInProcess(['new', '--seed', '1', '--tiles', 'treasure-island', '--lighthouse', 'dim'], ['--lighthouse', 'dim']);
  });

  it('the original expansion: new --expansion original → show lists the items; a bad value is a usage error', async () => {
    const created = await jackalInProcess(['new', '--seed', '4', '--expansion', 'original', '--out', 'exp.json']);
    expect(created.status, created.stderr).toBe(0);
    const pos = JSON.parse(readFileSync(join(dir, 'exp.json'), 'utf8'));
    expect(pos.options.expansion).toBe('original');
    expect(pos.items).toEqual({ boat: 'face-down', cannonballs: ['face-down', 'face-down'], wheelbarrow: 'face-down' });
    const shown = await jackalInProcess(['show', 'exp.json']);
    expect(shown.stdout).toMatch(/Items \(the original expansion\): boat face-down; cannonballs face-down, face-down; wheelbarrow face-down/);
    await expectUsageErrorInProcess(['new', '--seed', '1', '--expansion', 'deluxe'], ['--expansion', 'deluxe']);
  });

  it('play is reproducible from its seed', async () => {
    const args = ['play', '--seed', '9', '--max-plies', '200', '--json'];
    const a = await jackalInProcess(args);
    expect(a.status, a.stderr).toBe(0);
    expect((await jackalInProcess(args)).stdout).toBe(a.stdout);
  });

  it('bad flags exit 2 naming the flag', async () => {
    await expectUsageErrorInProcess(['new'], [/seed/]);
    await expectUsageErrorInProcess(['new', '--seed', '1', '--bogus'], [/--bogus: not a flag of jackal new/]);
    await expectUsageErrorInProcess(['play', '--seed', '1', '--max-plies', '12abc'], ['--max-plies']);
    await expectUsageErrorInProcess(['perft', '--seed', '1', '--mode', '3p', '--first', 'red', '--depth', '1'], ['--first', 'does not play']);
    await expectUsageErrorInProcess(['perft', '--seed', '1', '--depth', '0'], ['--depth']);
    await expectUsageErrorInProcess(['perft', 'start.json', '--seed', '1', '--depth', '1'], ['not both']);
    await expectUsageErrorInProcess(['sail'], [/sail: no such command/]);
    await expectUsageErrorInProcess([], ['name a command']);
    // a bot parameter outside its declared range, named when the spec is read
    await expectUsageErrorInProcess(['match', '--mode', '2p', '--bot', 'heuristic:threat=1.5', '--bot', 'random', '--games', '1'], ['heuristic.threat', 'at most 1']);
    await expectUsageErrorInProcess(['match', '--mode', '2p', '--bot', 'mcts:prior=-0.5', '--bot', 'random', '--games', '1'], ['mcts.prior', 'at least 0']);
  });

  it('bad JSON and bad positions exit 2 naming the field', async () => {
    writeFileSync(join(dir, 'broken.json'), '{"version": 1,');
    await expectUsageErrorInProcess(['moves', 'broken.json'], ['broken.json', 'not valid JSON']);
    await expectUsageErrorInProcess(['moves', 'missing.json'], [/^jackal: missing\.json does not exist\n$/]);
    // a game record where a position belongs: said so, not `format: unknown field`
    expect((await jackalInProcess(['play', '--seed', '2', '--max-plies', '8', '--record', 'rec.json'])).status).toBe(0);
    await expectUsageErrorInProcess(['show', 'rec.json'], [/^jackal: rec\.json: a game record \(jackal-lab-record\), not a position: jackal replay rec\.json plays it again, jackal view rec\.json --out game\.html shows it\n$/]);
    const pos = JSON.parse((await jackalInProcess(['new', '--seed', '1'])).stdout);
    pos.ships.white.coins = 5;
    writeFileSync(join(dir, 'bad.json'), JSON.stringify(pos));
    await expectUsageErrorInProcess(['show', 'bad.json'], ['bad position', 'coins do not add up']);
    pos.ships.white.coins = 0;
    pos.turn = 'purple';
    writeFileSync(join(dir, 'bad.json'), JSON.stringify(pos));
    await expectUsageErrorInProcess(['perft', 'bad.json', '--depth', '1'], ['bad position', 'turn', 'purple']);
  });

  it('names every object inherits (constructor, __proto__, toString) are not tile sets (issue 12)', async () => {
    const pos = (await jackalInProcess(['new', '--seed', '1'])).stdout;
    for (const t of ['constructor', '__proto__', 'toString']) {
      for (const cmd of ['new', 'play']) await expectUsageErrorInProcess([cmd, '--seed', '1', '--tiles', t], [`--tiles: must be one of classic, treasure-island, got "${t}"`]);
      writeFileSync(join(dir, 'inherited.json'), pos.replace('"tiles": "classic"', `"tiles": "${t}"`));
      for (const cmd of ['show', 'moves']) await expectUsageErrorInProcess([cmd, 'inherited.json'], ['bad position', 'options.tiles', `"${t}"`]);
    }
  });

  it('hostile positions exit 2 with one line: 10 MB of nested lists, duplicate keys (issue 12)', async () => {
    writeFileSync(join(dir, 'nested.json'), `${'['.repeat(5_000_000)}${']'.repeat(5_000_000)}`);
    expectUsageError(['show', 'nested.json'], ['bad position', '(position): must be an object, got a list of 1']); // a child: 10 MB of lists is heavy
    const pos = (await jackalInProcess(['new', '--seed', '1'])).stdout;
    const ship = pos.match(/"white": \{\s*"cell": "g1",\s*"coins": 0\s*\}/)![0];
    writeFileSync(join(dir, 'two-ships.json'), pos.replace(ship, `${ship}, ${ship}`));
    await expectUsageErrorInProcess(['show', 'two-ships.json'], ['bad position', 'ships.white: given twice']);
    const w1 = pos.match(/"w1": \{[^}]*\}/)![0];
    writeFileSync(join(dir, 'two-w1.json'), pos.replace(w1, `${w1}, ${w1}`));
    await expectUsageErrorInProcess(['moves', 'two-w1.json'], ['bad position', 'pirates.w1: given twice']);
  });

  it('bad and illegal moves exit 2 naming the move and the problem', async () => {
    await expectUsageErrorInProcess(['apply', 'start.json', 'w1-g2', 'w1-g3'], ['move 2', 'not of the crew to move']);
    await expectUsageErrorInProcess(['apply', 'start.json', 'fly'], ['move 1', 'cannot read move']);
    await expectUsageErrorInProcess(['apply', 'start.json'], ['at least one MOVE']);
  });
});

describe('--game: every command for every game (src/harness/games.ts)', () => {
  it('pirate chess: new, show, moves, apply, perft; the perft counts are the hand-worked ones (test/pirate-chess/perft.test.ts)', async () => {
    const made = await jackalInProcess(['new', '--game', 'pirate-chess', '--island', 'bare', '--seed', '1', '--out', 'chess.json']);
    expect(made.status, made.stderr).toBe(0);
    expect((await jackalInProcess(['show', 'chess.json', '--game', 'pirate-chess'])).stdout.length).toBeGreaterThan(100);
    const moves = (await jackalInProcess(['moves', 'chess.json', '--game', 'pirate-chess'])).stdout.trim().split('\n');
    expect(moves).toHaveLength(20); // 16 pawn moves and 4 knight moves from the start
    const applied = await jackalInProcess(['apply', 'chess.json', moves[0], '--game', 'pirate-chess', '--out', 'chess2.json']);
    expect(applied.status, applied.stderr).toBe(0);
    expect(readFileSync(join(dir, 'chess2.json'), 'utf8')).not.toBe(readFileSync(join(dir, 'chess.json'), 'utf8'));
    expect((await jackalInProcess(['moves', 'chess2.json', '--game', 'pirate-chess'])).stdout.trim().split('\n')).toHaveLength(20);
    expect((await jackalInProcess(['perft', 'chess.json', '--game', 'pirate-chess', '--depth', '2'])).stdout.trim()).toBe('400');
    const div = await jackalInProcess(['perft', '--game', 'pirate-chess', '--island', 'bare', '--seed', '1', '--depth', '2', '--divide']);
    expect(div.stdout).toMatch(/\ntotal 400\n$/);
    expect(div.stdout.trim().split('\n').filter((l) => / 20$/.test(l))).toHaveLength(20);
  });

  it('pirate chess: play and match through the harness; config.json and games.csv name the game', async () => {
    const played = await jackalInProcess(['play', '--game', 'pirate-chess', '--seed', '4', '--max-plies', '30', '--bot', 'random', '--bot', 'mcts:iterations=5,depth=5', '--json']);
    expect(played.status, played.stderr).toBe(0);
    const r = JSON.parse(played.stdout) as { scores: number[]; plies: number; reason: string; bots: string[] };
    expect(r.scores[0] + r.scores[1]).toBe(1); // 1-0, 0-1 or ½-½
    expect(r.bots).toEqual(['random', 'mcts:iterations=5,depth=5']);
    const text = await jackalInProcess(['play', '--game', 'pirate-chess', '--seed', '4', '--max-plies', '30', '--island', 'bare']);
    expect(text.stdout).toMatch(/^seed 4, pirate-chess \(island bare, max 30 plies\), random vs random: game over \(/);
    const m = await jackalInProcess(['match', '--game', 'pirate-chess', '--bot', 'random', '--deals', '2', '--max-plies', '30', '--workers', '1', '--out', 'chess-match']);
    expect(m.status, m.stderr).toBe(0);
    expect(JSON.parse(readFileSync(join(dir, 'chess-match/config.json'), 'utf8')).game).toBe('pirate-chess');
    const rows = readFileSync(join(dir, 'chess-match/games.csv'), 'utf8').trim().split('\n').slice(1);
    expect(rows).toHaveLength(2 * 2 * 2); // 2 deals x 2 seatings (rotation auto, 2 seats) x a row per seat
    for (const row of rows) expect(row.split(',')[3]).toBe('pirate-chess');
  });

  it('a bad --game, a flag of another game and a bot parameter of another game exit 2 naming the flag', async () => {
    await expectUsageErrorInProcess(['new', '--game', 'chequers', '--seed', '1'], ['--game', 'unknown game', 'pirate-chess']);
    await expectUsageErrorInProcess(['moves', 'x.json', '--game', 'chequers'], ['--game', 'unknown game']);
    await expectUsageErrorInProcess(['new', '--game', 'pirate-chess', '--mode', '2p', '--seed', '1'], ['--mode', 'not an option of pirate-chess']);
    await expectUsageErrorInProcess(['new', '--island', 'bare', '--seed', '1'], ['--island', 'not an option of jackal']);
    await expectUsageErrorInProcess(['new', '--game', 'pirate-chess', '--max-plies', '7x', '--seed', '1'], ['--max-plies', 'whole number']);
    // Jackal's heuristic parameter on Pirate chess's heuristic
    await expectUsageErrorInProcess(['match', '--game', 'pirate-chess', '--bot', 'heuristic:carry=1', '--deals', '1', '--out', 'chess-h'], ['--bot', 'heuristic.carry', 'unknown parameter']);
    await expectUsageErrorInProcess(['match', '--game', 'chequers', '--bot', 'random', '--out', 'chess-x'], ['--game', 'unknown game']);
    await expectUsageErrorInProcess(['run', 'default', '--game', 'pirate-chess', '--out', 'chess-run'], ['--game', 'plays jackal, not pirate-chess']);
  });
});
