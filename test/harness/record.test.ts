/**
 * Game records: `--record` writes records.jsonl deterministically (any worker count,
 * resume, shard + merge), every record rebuilds its game with the engine alone, `replay`
 * reproduces a record and refuses when the code or the journal differ, and `play` is game 0
 * of a one-deal match. Games are small (2p random, at most 300 plies).
 *
 * The commands run in this process (test/support/cli-in-process.ts): what they print and
 * exit with is the subject, not the process; `jackal replay` runs once as a real process.
 */

import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { result } from '../../src/jackal/outcome.js';
import type { State } from '../../src/jackal/state.js';
import { buildConfig, RunConfig } from '../../src/harness/config.js';
import { mergeRuns } from '../../src/harness/merge.js';
import { checkRecord, GameRecordDoc, isRecordError, replayMoves } from '../../src/harness/record.js';
import { checkStored, recordedBots, replayRun } from '../../src/harness/replay.js';
import { findRecord, runRecords } from '../../src/harness/record-source.js';
import { runMatch } from '../../src/harness/run.js';
import { jackalInProcess } from '../support/cli-in-process.js';
import { requireDist, JACKAL, removeTempDirs, ROOT, tempDir } from './helpers.js';

const config = (extra: Record<string, unknown> = {}): RunConfig =>
  buildConfig({ mode: '2p', bots: ['random'], deals: 6, seed: 'rec', maxPlies: 300, record: true, ...extra }, null);

const records = (dir: string): string => readFileSync(join(dir, 'records.jsonl'), 'utf8');
const jackal = (args: string[]) => jackalInProcess(args, ROOT);
/** The real `jackal` process (bin/jackal.js over dist/). */
const jackalProcess = (args: string[]) => spawnSync(process.execPath, [JACKAL, ...args], { cwd: ROOT, encoding: 'utf8' });

/** The commit a tampered run's config.json names (a run's own is null outside a git checkout). */
const RUN_GIT = { commit: 'f00dfeedbeef00dfeedbeef00dfeedbeef00dfe', dirty: false };

let refDir: string;
let reference: string;
let docs: GameRecordDoc[];

beforeAll(async () => {
  requireDist();
  refDir = tempDir('rec-ref');
  await runMatch(config(), { out: refDir, workers: 1 });
  reference = records(refDir);
  docs = reference.trimEnd().split('\n').map((l) => JSON.parse(l) as GameRecordDoc);
}, 60_000);

afterAll(removeTempDirs);

describe('records.jsonl', () => {
  it('holds one record per game, in game order, with the header the format documents', () => {
    expect(docs.map((d) => d.number)).toEqual([...Array(12).keys()]);
    const d = docs[3];
    expect(Object.keys(d)).toEqual(['format', 'version', 'game', 'run', 'number', 'deal', 'dealSeed', 'options', 'bots', 'result', 'moves']);
    expect(d).toMatchObject({ format: 'jackal-lab-record', version: 1, game: 'jackal', deal: 1, bots: ['random', 'random'] });
    expect(d.run).toMatchObject({ name: null, seed: 'rec', deals: 6 });
    expect(d.run).not.toHaveProperty('shard');
    expect(d.options).toMatchObject({ mode: '2p', maxPlies: 300 });
    // the record agrees with games.csv (written from the same journal by other code)
    const rows = readFileSync(join(refDir, 'games.csv'), 'utf8').trimEnd().split('\n').slice(1).map((l) => l.split(','));
    for (const doc of docs) {
      const mine = rows.filter((r) => Number(r[0]) === doc.number);
      expect(mine.map((r) => Number(r[6]))).toEqual(doc.result.scores);
      expect(Number(mine[0][8])).toBe(doc.result.plies);
      expect(Number(mine[0][2])).toBe(doc.dealSeed);
    }
  });

  it('each record rebuilds its game with the engine alone: one move per ply, ending as recorded', () => {
    for (const doc of docs) {
      expect(isRecordError(checkRecord(doc))).toBe(false);
      expect(doc.moves).toHaveLength(doc.result.plies);
      let plies = -1;
      const s = replayMoves<State>(doc, (_, ply) => { plies = ply; });
      if (isRecordError(s)) throw new Error(`${s.field}: ${s.message}`);
      expect(plies).toBe(doc.moves.length);
      const r = result(s);
      expect({ reason: r.reason, plies: r.plies, scores: r.scores, ranks: r.ranks }).toEqual(doc.result);
    }
  });

  it('is byte-identical for 2 workers after an interrupt and --resume, and after shard + merge', async () => {
    // both sessions on 2 workers (the reference had 1): the worker count and the resume in one run
    const resumed = tempDir('rec-resume');
    const first = await runMatch(config(), { out: resumed, workers: 2, stopAfter: 3 });
    expect(first.complete).toBe(false);
    expect(records(resumed).split('\n').length - 1).toBe(first.done);
    await runMatch(config(), { out: resumed, workers: 2, resume: true });
    expect(records(resumed)).toBe(reference);

    const shards = [0, 1].map((k) => tempDir(`rec-shard${k}`));
    for (let k = 0; k < 2; k++) await runMatch({ ...config(), shard: { index: k, count: 2 } }, { out: shards[k], workers: 1 });
    const merged = tempDir('rec-merged');
    mergeRuns(shards, merged);
    expect(records(merged)).toBe(reference);
  }, 60_000);

  it('is not written, and config.json does not change, without --record', async () => {
    const dir = tempDir('rec-none');
    await runMatch(config({ record: false, deals: 1 }), { out: dir, workers: 1 });
    expect(() => records(dir)).toThrow(/ENOENT/);
    expect(readFileSync(join(dir, 'config.json'), 'utf8')).not.toMatch(/record/);
    expect(readFileSync(join(refDir, 'config.json'), 'utf8')).toMatch(/"record": true/);
  }, 60_000);
});

describe('replayMoves refuses a record that does not fit the game', () => {
  it('names the move: the wrong crew, an illegal move, a move after the end', () => {
    const d = docs[0];
    const wrongCrew = { ...d, moves: d.moves.map((m, i) => (i === 2 ? ['r', m[1]] : m)) as GameRecordDoc['moves'] };
    expect(replayMoves(wrongCrew)).toMatchObject({ field: 'moves[2]', message: expect.stringMatching(/marked for crew r/) });
    const illegal = { ...d, moves: [d.moves[0], [d.moves[1][0], 'y1-m13']] as GameRecordDoc['moves'] };
    expect(replayMoves(illegal)).toMatchObject({ field: 'moves[1]' });
    const extra = { ...d, moves: [...d.moves, ['w', 'stay']] as GameRecordDoc['moves'] };
    expect(replayMoves(extra)).toMatchObject({ field: `moves[${d.moves.length}]`, message: expect.stringMatching(/after the game ended/) });
    expect(checkRecord({ ...d, version: 9 })).toMatchObject({ field: 'version' });
    expect(checkRecord({ ...d, moves: [['w']] })).toMatchObject({ field: 'moves[0]' });
  });
});

describe('replay', () => {
  it('gives the same record as records.jsonl, for every game', () => {
    const lines = reference.trimEnd().split('\n');
    for (const g of [0, 5, 11]) expect(`${JSON.stringify(replayRun(refDir, g))}`).toBe(lines[g]);
  });

  it('refuses other code, a game not in the run, and a journal the replay does not match, naming the difference', async () => {
    const dir = tempDir('rec-tamper');
    for (const f of ['config.json', 'games.jsonl']) writeFileSync(join(dir, f), readFileSync(join(refDir, f)));
    expect(() => replayRun(dir, 12)).toThrow(/game: must be a game number from 0 to 11/);

    const journal = readFileSync(join(dir, 'games.jsonl'), 'utf8').split('\n');
    const line = journal.findIndex((l) => l.startsWith('{"game":4,'));
    const j4 = JSON.parse(journal[line]) as { plies: number };
    j4.plies += 1;
    journal[line] = JSON.stringify(j4);
    writeFileSync(join(dir, 'games.jsonl'), journal.join('\n'));
    expect(() => replayRun(dir, 4)).toThrow(new RegExp(`game 4 played again ends otherwise .*plies was ${j4.plies}, replayed ${j4.plies - 1}`));

    // other code (another code id, as after files only moved): played again and judged by
    // its outcome, so game 0 opens; the tampered game 4 is refused naming the run's commit.
    // The commit is written in: this checkout may be a release tarball with no git (provenance.git null).
    const cfg = JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8')) as RunConfig & { provenance: Record<string, unknown> };
    writeFileSync(join(dir, 'config.json'), JSON.stringify({ ...cfg, code: '000000000000', provenance: { ...cfg.provenance, git: RUN_GIT } }));
    expect(JSON.stringify(replayRun(dir, 0))).toBe(reference.split('\n')[0].replace(`"code":"${cfg.code}"`, '"code":"000000000000"'));
    const commit = RUN_GIT.commit.slice(0, 12);
    expect(() => replayRun(dir, 4)).toThrow(new RegExp(`stored no moves .*play it otherwise than the journal says \\(plies was ${j4.plies}, replayed ${j4.plies - 1}\\)`
      + `: the run was made by commit ${commit} \\(.*code id 000000000000; this code is [0-9a-f]{12}\\).*git worktree add /tmp/jackal-${commit} ${commit}`));
    const view = await jackal(['view', dir, '--number', '0', '--out', join(dir, 'g0.html')]);
    expect(view.status, view.stderr).toBe(0);
    expect(view.stderr).toMatch(new RegExp(`note: .* was made by commit ${commit} .*game 0, played again by this code, ends exactly as its journal says`));
    const refused = await jackal(['view', dir, '--number', '4', '--out', join(dir, 'g4.html')]);
    expect(refused.status).toBe(2);
    expect(refused.stderr.trim().split('\n')).toHaveLength(1);
    expect(refused.stderr).toMatch(new RegExp(`game 4: the run stored no moves .*commit ${commit}`));

    // a run made outside a git checkout names no commit, and offers no worktree to open it with
    writeFileSync(join(dir, 'config.json'), JSON.stringify({ ...cfg, code: '000000000000', provenance: { ...cfg.provenance, git: null } }));
    expect(() => replayRun(dir, 4)).toThrow(/: the run was made by code that recorded no commit \(code id 000000000000; this code is [0-9a-f]{12}\)$/);
  });

  it('opens stored moves this engine accepts whatever code made the run, and names the ply and move it refuses', () => {
    const dir = tempDir('rec-stored');
    for (const f of ['config.json', 'games.jsonl', 'records.jsonl']) writeFileSync(join(dir, f), readFileSync(join(refDir, f)));
    const cfg = JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8')) as RunConfig & { provenance: Record<string, unknown> };
    writeFileSync(join(dir, 'config.json'), JSON.stringify({ ...cfg, code: '000000000000', provenance: { ...cfg.provenance, git: RUN_GIT } }));
    expect(findRecord(dir, 2)).toEqual(docs[2]);
    // game 2's ply 6 made a step to m13, a corner of the sea ring no pirate can reach in one move
    const lines = reference.trimEnd().split('\n');
    const bad = JSON.parse(lines[2]) as GameRecordDoc;
    const [mover] = bad.moves[5];
    bad.moves[5] = [mover, `${mover}1-m13`];
    lines[2] = JSON.stringify(bad);
    writeFileSync(join(dir, 'records.jsonl'), `${lines.join('\n')}\n`);
    const commit = RUN_GIT.commit.slice(0, 12);
    expect(() => findRecord(dir, 2)).toThrow(new RegExp(`game 2: this engine refuses ply 6, ${mover} ${mover}1-m13 \\(.*\\); the run was made by commit ${commit}`));
    expect(findRecord(dir, 3)).toEqual(docs[3]);
    const report = runRecords(dir, [2, 3]);
    expect(report[0]).toMatch(/this engine refuses ply 6/);
    expect(report[1]).toEqual(docs[3]);
  });

  it('a report of a run by other code that stored no moves tries its shortest game first, and names the rest as not tried', () => {
    const dir = tempDir('rec-probe');
    const cfg = JSON.parse(readFileSync(join(refDir, 'config.json'), 'utf8')) as RunConfig;
    writeFileSync(join(dir, 'config.json'), JSON.stringify({ ...cfg, code: '000000000000' }));
    const journal = readFileSync(join(refDir, 'games.jsonl'), 'utf8').trimEnd().split('\n').map((l) => JSON.parse(l) as { game: number; plies: number });
    const shortest = journal.reduce((a, b) => (b.plies < a.plies ? b : a)); // made a ply shorter below: still the shortest
    writeFileSync(join(dir, 'games.jsonl'), `${journal.map((r) => JSON.stringify(r === shortest ? { ...r, plies: r.plies - 1 } : r)).join('\n')}\n`);
    const others = [0, 1, 2].filter((g) => g !== shortest.game).slice(0, 2);
    for (const r of runRecords(dir, others)) {
      expect(r).toMatch(new RegExp(`^not played again: its shortest game, .*game ${shortest.game}: the run stored no moves .*plies was ${shortest.plies - 1}, replayed ${shortest.plies}`));
    }
  });

  it('--check plays a stored game again and names the first ply where it parts from the record', () => {
    expect(checkStored(refDir, docs[1])).toBeNull();
    const cut = { ...docs[1], moves: docs[1].moves.slice(0, 10) };
    expect(checkStored(refDir, cut)).toMatch(new RegExp(`at ply 11: stored nothing \\(the game had ended\\), played ${docs[1].moves[10].join(' ')}`));
  });

  it('jackal replay prints the record, --positions a board per ply, and bad input exits 2', async () => {
    const r = jackalProcess(['replay', refDir, '--number', '1']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toBe(reference.split('\n')[1] + '\n');
    const p = await jackal(['replay', refDir, '--number', '1', '--positions']);
    expect(p.status, p.stderr).toBe(0);
    expect(p.stdout.match(/^== /gm)).toHaveLength(docs[1].moves.length + 1);
    expect(p.stdout.match(/^Legend:/gm)).toHaveLength(1);
    expect(p.stdout).toContain(`== ply 1: ${docs[1].moves[0].join(' ')}\n`);
    const bad = await jackal(['replay', refDir, '--number', 'x']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/--number: must be a whole number/);
    // the game number's old flag: --game names a game on every other command
    const old = await jackal(['replay', refDir, '--game', '1']);
    expect(old.status).toBe(2);
    expect(old.stderr).toMatch(/--game: the game number is given with --number now \(--number 1\)/);
    const named = await jackal(['replay', refDir, '--game', 'jackal', '--number', '1']);
    expect(named.status).toBe(2);
    expect(named.stderr).toMatch(/--game: not taken here: the game .* comes from the run/);
    const missingNumber = await jackal(['replay', refDir]);
    expect(missingNumber.status).toBe(2);
    expect(missingNumber.stderr).toMatch(/--number: give the game number/);
    const none = await jackal(['replay', join(refDir, 'nope'), '--number', '0']);
    expect(none.status).toBe(2);
    expect(none.stderr).toMatch(/nope does not exist/);
  });
});

describe('view', () => {
  it('writes the viewer page for a game of an out dir or a record file, and names a bad record', async () => {
    const out = join(tempDir('rec-view'), 'g.html');
    const r = await jackal(['view', refDir, '--number', '2', '--out', out]);
    expect(r.status, r.stderr).toBe(0);
    const html = readFileSync(out, 'utf8');
    expect(html).toContain(JSON.stringify(docs[2].moves).replace(/</g, '\\u003c'));
    const bad = join(tempDir('rec-badview'), 'bad.jsonl');
    writeFileSync(bad, `${reference.split('\n')[0]}\n{"format":"jackal-lab-record","version":1}\n`);
    const v = await jackal(['view', bad, '--number', '0', '--out', out]);
    expect(v.status).toBe(2);
    expect(v.stderr).toMatch(/line 2: game: /);
    const missing = await jackal(['view', refDir, '--number', '99', '--out', out]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/--number: .*no game 99/);
    const old = await jackal(['view', refDir, '--game', '2', '--out', out]);
    expect(old.status).toBe(2);
    expect(old.stderr).toMatch(/--game: the game number is given with --number now/);
  }); // the suite's testTimeout (120 s): five CLI runs, slow on a loaded machine
});

describe('report', () => {
  it('jackal report writes the page of a run, and refuses a dir that holds no run', async () => {
    const out = join(tempDir('rec-report'), 'r.html');
    const r = await jackal(['report', refDir, '--out', out]);
    expect(r.status, r.stderr).toBe(0);
    const html = readFileSync(out, 'utf8');
    expect(html).toContain('id="jackal-report"');
    expect(html).toContain('id="jackal-records"'); // the notable games, from records.jsonl
    const none = await jackal(['report', tempDir('rec-empty'), '--out', out]);
    expect(none.status).toBe(2);
    expect(none.stderr).toMatch(/holds no config.json/);
  }); // the suite's testTimeout (120 s): CLI runs are slow on a loaded machine
});

describe('play', () => {
  it('is game 0 of the one-deal match with the same seed, bots and rules (rotation none)', async () => {
    const dir = tempDir('rec-play');
    await runMatch(buildConfig({ mode: '2p', bots: ['heuristic', 'random'], deals: 1, seed: 'p7', maxPlies: 300, rotation: 'none', record: true }, null),
      { out: dir, workers: 1 });
    const r = await jackal(['play', '--mode', '2p', '--bot', 'heuristic', '--bot', 'random', '--seed', 'p7', '--max-plies', '300', '--record', '-']);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toBe(records(dir));
    const j = await jackal(['play', '--mode', '2p', '--bot', 'heuristic', '--bot', 'random', '--seed', 'p7', '--max-plies', '300', '--json']);
    const doc = JSON.parse(r.stdout) as GameRecordDoc;
    expect(JSON.parse(j.stdout)).toMatchObject({ reason: doc.result.reason, plies: doc.result.plies, scores: doc.result.scores });
    const bad = await jackal(['play', '--mode', '2p', '--bot', 'random', '--bot', 'nosuch', '--seed', '1']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/--bot #2: .*nosuch/);
  }, 60_000);
});

describe('a run\'s bots as it recorded them', () => {
  it('spells each spec out with the parameters config.json recorded, so a default changed since does not change the game', () => {
    const c = buildConfig({ mode: '2p', bots: ['heuristic', 'heuristic:lookahead=1'], deals: 1, seed: 'p' }, null);
    const was = { ...c.bots.heuristic, explore: 0.5 } as Record<string, number | string | boolean>;
    delete was.enemy; // a parameter the bot took later: played at today's default
    const old: RunConfig = { ...c, bots: { ...c.bots, heuristic: was } };
    const r = recordedBots(old);
    const spelled = r.lineups[0][0];
    expect(r.specs.get(spelled)).toBe('heuristic');
    const params = Object.fromEntries(spelled.slice('heuristic:'.length).split(',').map((kv) => kv.split('=')));
    expect(params.explore).toBe('0.5');
    expect(params.lookahead).toBe(String(c.bots.heuristic.lookahead));
    expect(params.enemy).toBe(String(c.bots.heuristic.enemy));
    expect(r.added).toEqual([`heuristic enemy=${c.bots.heuristic.enemy}`]);
    expect(r.specs.get(r.lineups[0][1])).toBe('heuristic:lookahead=1');
  });
});
