/**
 * External bots (bots/external-bot.ts, docs/PROTOCOL.md) in `jackal match` and `jackal run`:
 * the Python client's two example bots play a match; a program that fails at start-up is
 * refused with exit status 2 and a line naming it; one that fails mid-game forfeits that
 * game alone (reason in games.csv), the rest of the run is played; each seat's process sees
 * only its own seat's turns, and observations only (no face-down layout); `jackal check-bot`
 * checks an external program as it checks a module. The faults come from
 * test/fixtures/ext/fault-bot.mjs.
 *
 * Processes cost (a CLI process loads its modules, each pool worker again): the things about
 * processes (an exit status, the pool's workers under faults) run the compiled CLI
 * (test/fixtures/run-cli.mjs), one run for all the mid-game faults and the log of what a
 * process is shown; the rest runs the CLI in this process (test/support/cli-in-process.ts).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeExternalBots } from '../../bots/external-bot.js';
import { pipeHelperReady } from '../../bots/pipe.js';
import { jackalCompiled } from '../fixtures/cli.js';
import { jackalInProcess } from '../support/cli-in-process.js';
import { removeTempDirs, requireDist, ROOT, tempDir } from '../harness/helpers.js';
import { untilEnded } from '../support/processes.js';

const FAULT = 'ext:node test/fixtures/ext/fault-bot.mjs';
const PY_RANDOM = 'ext:python3 clients/python/random_bot.py';
const PY_GREEDY = 'ext:python3 clients/python/greedy_bot.py';

type Row = Record<string, string>;
const gamesCsv = (dir: string): Row[] => parse(readFileSync(join(dir, 'games.csv'), 'utf8'), { columns: true }) as Row[];
const match2p = (bots: string[], out: string, deals = 2, maxPlies = 300, workers = 2): string[] =>
  ['match', '--mode', '2p', ...bots.flatMap((b) => ['-b', b]), '--deals', String(deals), '--max-plies', String(maxPlies), '--workers', String(workers), '--out', out];

beforeAll(async () => {
  requireDist();
  await pipeHelperReady(); // the in-process runs check specs by a handshake that blocks this thread on the helper
});
afterAll(() => { closeExternalBots(); removeTempDirs(); });

describe('the Python client', () => {
  it('plays a real jackal match: its random and greedy bots, every game complete, greedy ahead on coins', async () => {
    const out = tempDir('py-match');
    // one worker: the pool under faults is the compiled run's below
    const r = await jackalInProcess(match2p([PY_RANDOM, PY_GREEDY], out, 2, 600, 1), ROOT);
    expect(r.stdout).toContain('0 errors');
    expect(r.status, r.stderr).toBe(0);
    const rows = gamesCsv(out);
    expect(rows).toHaveLength(8); // 2 deals x 2 seatings x 2 seats
    expect(rows.every((x) => x.error === '' && x.end_reason !== 'forfeit' && x.coins !== '')).toBe(true);
    const coins = (bot: string): number => rows.filter((x) => x.bot === bot).reduce((s, x) => s + Number(x.coins), 0);
    // a bot that carries coins home beats one that wanders, on any deal worth the name
    expect(coins(PY_GREEDY)).toBeGreaterThan(coins(PY_RANDOM));
    const config = JSON.parse(readFileSync(join(out, 'config.json'), 'utf8')) as { bots: Record<string, Record<string, unknown>> };
    expect(config.bots[PY_RANDOM]['ext.name']).toBe('random.py');
    expect(config.bots[PY_GREEDY]['ext.name']).toBe('greedy.py');
  });
});

describe('jackal check-bot on an external program', () => {
  it('the Python greedy bot passes the leak, determinism and legality checks', async () => {
    const r = await jackalInProcess(['check-bot', PY_GREEDY, '--states', '6'], ROOT);
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain(`check-bot ${PY_GREEDY} on jackal: 6 positions`);
    expect(r.stdout).toContain('ok: leak, determinism and legality checks passed');
    expect(r.status).toBe(0);
  });
});

describe('a program that fails at start-up', () => {
  const refused = (r: { status: number | null; stderr: string }, out: string, spec: string, reason: string): void => {
    expect(r.status, spec).toBe(2);
    const lines = r.stderr.trim().split('\n');
    expect(lines, spec).toHaveLength(1);
    expect(lines[0]).toContain(spec);
    expect(lines[0]).toContain(reason);
    expect(existsSync(join(out, 'games.csv'))).toBe(false);
  };

  it('a hang, in the compiled CLI: exit status 2, one line naming the bot and the reason, nothing played', async () => {
    const out = tempDir('ext-start');
    const r = await jackalCompiled(match2p([`${FAULT} hang`, 'random'], out), { env: { JACKAL_EXT_HANDSHAKE_MS: '700' } });
    refused(r, out, `${FAULT} hang`, 'no reply within 700 ms');
  });

  it('garbage, an exit, an old protocol, no such program: the same status and one line, each reason named', async () => {
    const cases: [string, string][] = [
      [`${FAULT} garbage`, 'wrote a line that is not JSON: "hello there"'],
      [`${FAULT} exit`, 'the program exited with code 0'],
      [`${FAULT} old`, 'speaks protocol 0; the harness speaks 1'],
      ['ext:no-such-program-here --x', 'could not be started'],
    ];
    for (const [spec, reason] of cases) {
      const out = tempDir('ext-start');
      refused(await jackalInProcess(match2p([spec, 'random'], out), ROOT), out, spec, reason);
    }
  });
});

/**
 * One compiled `jackal run` on two workers, a lineup per fault and one of two logging bots,
 * 2 deals x 2 seatings each: every mid-game fault strikes once (in the process that first
 * creates its marker file), so each fault lineup has one forfeited game.
 */
const MID: [string, string][] = [
  ['exit-mid', 'the program exited with code 3; its stderr ends: fault-bot: exiting mid-game'],
  ['illegal-mid', 'answered "zz99", which is not one of the'],
  ['garbage-mid', 'wrote a line that is not JSON: "oops"'],
  ['hang-mid', 'no reply within 1500 ms'],
];
let faulty: { out: string; status: number | null; rows: Row[]; spec: (mode: string) => string } | null = null;

async function faultyRun(): Promise<NonNullable<typeof faulty>> {
  if (faulty) return faulty;
  const out = tempDir('ext-mid');
  const spec = (mode: string): string => (mode === 'log' ? `${FAULT} log 0 ${join(out, 'seen')}` : `${FAULT} ${mode} 4 ${join(out, `struck-${mode}`)}`);
  const experiment = join(out, 'faults.json');
  const lineups = [...MID.map(([mode]) => [spec(mode), 'random']), [spec('log'), spec('log')]];
  writeFileSync(experiment, JSON.stringify({ mode: '2p', lineups, deals: 2, maxPlies: 300, seed: 'ext-faults' }));
  const r = await jackalCompiled(['run', experiment, '--workers', '2', '--out', out], { env: { JACKAL_EXT_TIMEOUT_MS: '1500' } });
  faulty = { out, status: r.status, rows: gamesCsv(out), spec };
  return faulty;
}

describe('a program that fails mid-game', () => {
  it('the run is complete with games in error: exit status 3, every game in the journal', async () => {
    const { out, status, rows } = await faultyRun();
    expect(status).toBe(3); // a run with games that did not finish (src/harness/summary.ts)
    expect(rows).toHaveLength(5 * 4 * 2); // 5 lineups x 2 deals x 2 seatings x 2 seats
    expect(readFileSync(join(out, 'games.jsonl'), 'utf8').trim().split('\n')).toHaveLength(5 * 4);
  });

  it.each(MID)('%s: that game is forfeited with the reason, the other games are played', async (mode, reason) => {
    const { rows, spec } = await faultyRun();
    const bot = spec(mode);
    const mine = new Set(rows.filter((x) => x.bot === bot).map((x) => x.game));
    expect(mine.size).toBe(4);
    const lineup = rows.filter((x) => mine.has(x.game));
    const forfeited = lineup.filter((x) => x.end_reason === 'forfeit');
    expect(forfeited, forfeited.map((x) => `game ${x.game}: ${x.error}`).join('\n')).toHaveLength(2); // one game, both seats' rows
    expect(new Set(forfeited.map((x) => x.game)).size).toBe(1);
    expect(forfeited[0].error).toContain(`bot ${bot} in seat`);
    expect(forfeited[0].error).toContain(reason);
    const rest = lineup.filter((x) => x.end_reason !== 'forfeit');
    expect(rest.every((x) => x.error === '' && x.coins !== '' && Number(x.plies) > 0)).toBe(true);
  });
});

describe('what a process is shown', () => {
  it('only its own seat\'s turns, observations without the face-down layout, every move of the game', async () => {
    const { out, rows, spec } = await faultyRun();
    const logged = rows.filter((x) => x.bot === spec('log'));
    expect(logged.every((x) => x.error === '' && x.end_reason !== 'forfeit')).toBe(true);
    const files = readdirSync(out).filter((f) => f.startsWith('seen.'));
    expect(files.length).toBeGreaterThanOrEqual(2); // a process per seat (and worker)
    // `jackal` does not wait for its bots (each in a group of its own): a log is whole once its bot
    // has read the end of its stdin and quit (the CI run that found 6 of 8 game-overs read them before)
    expect(await untilEnded(files.map((f) => Number(f.slice('seen.'.length))), 20_000)).toEqual([]);
    let turns = 0, overs = 0;
    for (const f of files) {
      let seat = -1, moved = 0;
      for (const line of readFileSync(join(out, f), 'utf8').trim().split('\n')) {
        const m = JSON.parse(line) as { type: string; seat?: number; player?: number; plies?: number; position?: { layout: unknown }; moves?: string[] };
        if (m.type === 'new-game') { seat = m.seat!; moved = 0; }
        if (m.type === 'moved') moved++;
        if (m.type === 'turn') {
          turns++;
          expect(m.player).toBe(seat);
          expect(m.position!.layout).toBeNull();
          expect(m.moves!.length).toBeGreaterThan(1);
        }
        if (m.type === 'game-over') { overs++; expect(moved).toBe(m.plies); } // every ply of the game, to each seat
      }
    }
    expect(overs).toBe(logged.length); // each seat of each of the lineup's games heard its end
    expect(turns).toBeGreaterThan(20);
  });
});
