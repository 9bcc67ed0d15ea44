/**
 * External bots (bots/external-bot.ts, docs/PROTOCOL.md), through the real `jackal match`
 * (the compiled CLI, test/fixtures/run-cli.mjs): the Python client's two example bots play
 * a match; a program that fails at start-up is refused with exit status 2 and a line naming
 * it; one that fails mid-game forfeits that game alone (reason in games.csv), the rest of
 * the run is played; each seat's process sees only its own seat's turns, and observations
 * only (no face-down layout); `jackal check-bot` checks an external program as it checks a
 * module. The faults come from test/fixtures/ext/fault-bot.mjs.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jackalCompiled, Ran } from '../fixtures/cli.js';
import { removeTempDirs, requireDist, tempDir } from '../harness/helpers.js';

const FAULT = 'ext:node test/fixtures/ext/fault-bot.mjs';
const PY_RANDOM = 'ext:python3 clients/python/random_bot.py';
const PY_GREEDY = 'ext:python3 clients/python/greedy_bot.py';

const jackal = (args: string[], env: Record<string, string> = {}): Promise<Ran> => jackalCompiled(args, { env });

type Row = Record<string, string>;
const gamesCsv = (dir: string): Row[] => parse(readFileSync(join(dir, 'games.csv'), 'utf8'), { columns: true }) as Row[];
const match2p = (bots: string[], out: string, deals = 2, maxPlies = 300): string[] =>
  ['match', '--mode', '2p', ...bots.flatMap((b) => ['-b', b]), '--deals', String(deals), '--max-plies', String(maxPlies), '--workers', '2', '--out', out];

beforeAll(requireDist);
afterAll(removeTempDirs);

describe('the Python client', () => {
  it('plays a real jackal match: its random and greedy bots, every game complete, greedy ahead on coins', async () => {
    const out = tempDir('py-match');
    const r = await jackal(match2p([PY_RANDOM, PY_GREEDY], out, 2, 600));
    expect(r.stdout).toContain('0 errors');
    expect(r.status).toBe(0);
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
    const r = await jackal(['check-bot', PY_GREEDY, '--states', '6']);
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain(`check-bot ${PY_GREEDY} on jackal: 6 positions`);
    expect(r.stdout).toContain('ok: leak, determinism and legality checks passed');
    expect(r.status).toBe(0);
  });
});

describe('a program that fails at start-up', () => {
  const cases: [string, string, Record<string, string>][] = [
    [`${FAULT} garbage`, 'wrote a line that is not JSON: "hello there"', {}],
    [`${FAULT} hang`, 'no reply within 700 ms', { JACKAL_EXT_HANDSHAKE_MS: '700' }],
    [`${FAULT} exit`, 'the program exited with code 0', {}],
    [`${FAULT} old`, 'speaks protocol 0; the harness speaks 1', {}],
    ['ext:no-such-program-here --x', 'could not be started', {}],
  ];
  it('garbage, a hang, an exit, an old protocol, no such program: exit status 2, one line naming the bot and the reason, nothing played', async () => {
    const outs = cases.map(() => tempDir('ext-start'));
    const runs = await Promise.all(cases.map(([spec, , env], i) => jackal(match2p([spec, 'random'], outs[i]), env)));
    runs.forEach((r, i) => {
      const [spec, reason] = cases[i];
      expect(r.status, spec).toBe(2);
      const lines = r.stderr.trim().split('\n');
      expect(lines, spec).toHaveLength(1);
      expect(lines[0]).toContain(spec);
      expect(lines[0]).toContain(reason);
      expect(existsSync(join(outs[i], 'games.csv'))).toBe(false);
    });
  });
});

describe.concurrent('a program that fails mid-game', () => {
  const cases: [string, string, Record<string, string>][] = [
    ['exit-mid', 'the program exited with code 3; its stderr ends: fault-bot: exiting mid-game', {}],
    ['illegal-mid', 'answered "zz99", which is not one of the', {}],
    ['garbage-mid', 'wrote a line that is not JSON: "oops"', {}],
    ['hang-mid', 'no reply within 1500 ms', { JACKAL_EXT_TIMEOUT_MS: '1500' }],
  ];
  it.each(cases)('%s: that game is forfeited with the reason, the other games are played', async (mode, reason, env) => {
    const out = tempDir('ext-mid');
    // the fault strikes once: in the process that first creates the marker file
    const spec = `${FAULT} ${mode} 4 ${join(out, 'struck')}`;
    const r = await jackal(match2p([spec, 'random'], out), env);
    expect(r.status).toBe(3); // a run with games that did not finish (src/harness/summary.ts)
    const rows = gamesCsv(out);
    expect(rows).toHaveLength(8);
    const forfeited = rows.filter((x) => x.end_reason === 'forfeit');
    expect(forfeited, forfeited.map((x) => `game ${x.game}: ${x.error}`).join('\n')).toHaveLength(2); // one game, both seats' rows
    expect(new Set(forfeited.map((x) => x.game)).size).toBe(1);
    expect(forfeited[0].error).toContain(`bot ${spec} in seat`);
    expect(forfeited[0].error).toContain(reason);
    const rest = rows.filter((x) => x.end_reason !== 'forfeit');
    expect(rest.every((x) => x.error === '' && x.coins !== '' && Number(x.plies) > 0)).toBe(true);
    expect(readFileSync(join(out, 'games.jsonl'), 'utf8').trim().split('\n')).toHaveLength(4);
  });
});

describe('what a process is shown', () => {
  it('only its own seat\'s turns, observations without the face-down layout, every move of the game', async () => {
    const out = tempDir('ext-log');
    const log = join(out, 'seen');
    const r = await jackal(match2p([`${FAULT} log 0 ${log}`, `${FAULT} log 0 ${log}`], out, 1, 120));
    expect(r.status).toBe(0);
    const files = readdirSync(out).filter((f) => f.startsWith('seen.'));
    expect(files.length).toBeGreaterThanOrEqual(2); // a process per seat (and worker)
    let turns = 0;
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
        if (m.type === 'game-over') expect(moved).toBe(m.plies); // every ply of the game, to each seat
      }
    }
    expect(turns).toBeGreaterThan(20);
  });
});
