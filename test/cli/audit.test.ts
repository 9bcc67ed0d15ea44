/**
 * `jackal audit`: a stored run this code still plays (results/seats-2v2: four heuristic bots,
 * classic 2v2, made at 323781e; the rule changes since touch the expansion and Treasure Island
 * only) is said to replay; copies of it with one thing changed are said to differ, naming the
 * game and the difference: one result of its journal (the last game's coins, so that the last
 * game is shown to be checked, not only the first) and, for a run that stored its moves, one
 * move of its records.jsonl. With --games all every game is checked: a copy whose journal holds
 * the run's first ten games with a middle one's result changed replays at its two ends and
 * differs with every game, naming how many and the first. A path that is neither a run nor a
 * folder of runs, and a --games other than ends or all, is one line and exit 2, before any game
 * is played. Run in this process (the CLI's main, as the bin runs it).
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeTempDirs, ROOT, tempDir } from '../harness/helpers.js';
import { jackalInProcess } from '../support/cli-in-process.js';

const jackal = (args: string[]) => jackalInProcess(args, ROOT);
const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const STORED = join(ROOT, 'results/seats-2v2');

afterAll(removeTempDirs);

/** A copy of the stored run's config.json and journal in `dir`, the journal passed through `edit` (one line a game). */
function copyRun(dir: string, edit: (lines: string[]) => string[] = (l) => l): string {
  mkdirSync(dir, { recursive: true });
  copyFileSync(join(STORED, 'config.json'), join(dir, 'config.json'));
  const lines = readFileSync(join(STORED, 'games.jsonl'), 'utf8').split('\n').filter((l) => l !== '');
  writeFileSync(join(dir, 'games.jsonl'), `${edit(lines).join('\n')}\n`);
  return dir;
}

describe('jackal audit', () => {
  it('says a stored run replays, and a copy with one result changed in its journal differs, naming the game and the field', async () => {
    const runs = tempDir('audit');
    const good = copyRun(join(runs, 'good'));
    let was = '';
    const bad = copyRun(join(runs, 'one-result-changed'), (lines) => {
      const last = JSON.parse(lines[lines.length - 1]) as { game: number; coins: number[] };
      expect(last.game).toBe(599);
      was = JSON.stringify(last.coins);
      last.coins = [...last.coins].reverse();
      return [...lines.slice(0, -1), JSON.stringify(last)];
    });
    expect(was).not.toBe(JSON.stringify(JSON.parse(was).reverse()));

    const stored = await jackal(['audit', STORED]);
    expect(stored.status, stored.stderr).toBe(0);
    expect(stored.stdout).toBe(`${STORED}: replays: games 0 and 599 as the journal says (made by commit 323781e)\n`);

    mkdirSync(join(runs, 'a-study'));
    writeFileSync(join(runs, 'a-study', 'README.md'), 'a study\'s own files, no config.json\n');
    const out = join(runs, 'REPLAY.md');
    const both = await jackal(['audit', runs, '--out', out]);
    expect(both.status, both.stderr).toBe(0);
    const lines = both.stdout.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(`${good}: replays: games 0 and 599 as the journal says (made by commit 323781e)`);
    expect(lines[1]).toMatch(new RegExp(`^${escape(bad)}: differs: game 599: coins was \\[[\\d,]+\\], replayed ${escape(was)}; game 0 replays \\(made by commit 323781e\\)$`));

    const page = readFileSync(out, 'utf8');
    expect(page).toMatch(/^Audited at commit [0-9a-f]{7}( \(modified\))?, \d{4}-\d\d-\d\d, by `jackal audit`/m);
    expect(page).toContain('2 runs: 1 replay, 1 differ, 0 cannot be replayed. Not runs (no config.json), not audited: a-study.');
    expect(page).toContain('| [good](good/) | 323781e | yes | games 0 and 599 as the journal says |');
    expect(page).toMatch(/\| \[one-result-changed\]\(one-result-changed\/\) \| 323781e \| no: differs \| game 599: coins was /);
    expect(page).not.toMatch(/\d+(\.\d+)? ?(ms|s)\b/);
  }, 60_000);

  it('checks a run that stored its moves ply by ply: one move changed in records.jsonl differs', async () => {
    const dir = copyRun(tempDir('audit-records'));
    // the records of games 0 and 599 as `jackal replay` prints them (played again and checked against the journal)
    const records: string[] = [];
    for (const n of [0, 599]) {
      const r = await jackal(['replay', dir, '--number', String(n)]);
      expect(r.status, r.stderr).toBe(0);
      records.push(r.stdout.trim());
    }
    writeFileSync(join(dir, 'records.jsonl'), `${records.join('\n')}\n`);
    const same = await jackal(['audit', dir]);
    expect(same.stdout).toMatch(/: replays: games 0 and 599 as stored, ply by ply /);

    // game 0's eleventh move replaced by an earlier move of the same mover: legal or not here, no longer the game
    const doc = JSON.parse(records[0]) as { moves: [string, string][] };
    const i = 10;
    const j = doc.moves.findIndex((m, k) => k < i && m[0] === doc.moves[i][0] && m[1] !== doc.moves[i][1]);
    expect(j).toBeGreaterThanOrEqual(0);
    doc.moves[i] = [...doc.moves[j]];
    writeFileSync(join(dir, 'records.jsonl'), `${JSON.stringify(doc)}\n${records[1]}\n`);
    const changed = await jackal(['audit', dir]);
    expect(changed.status, changed.stderr).toBe(0);
    expect(changed.stdout).toMatch(new RegExp(`: differs: game 0: (this engine refuses ply \\d+ of its stored moves: |ply ${i + 1}: stored ).*; game 599 replays `));
  }, 60_000);

  it('with --games all plays every game: a middle game\'s result changed is unseen at the two ends and found with every game', async () => {
    const runs = tempDir('audit-all');
    let middle = -1, was = '', now = '';
    // the run's first ten games (a run stopped early reads the same), game 4's coins swapped
    const dir = copyRun(join(runs, 'middle-changed'), (lines) => lines.slice(0, 10).map((l) => {
      const r = JSON.parse(l) as { game: number; coins: number[] };
      if (r.game !== 4) return l;
      middle = r.game;
      was = JSON.stringify(r.coins);
      r.coins = [...r.coins].reverse();
      now = JSON.stringify(r.coins);
      return JSON.stringify(r);
    }));
    expect(middle).toBe(4);
    expect(now).not.toBe(was);

    const ends = await jackal(['audit', dir]);
    expect(ends.status, ends.stderr).toBe(0);
    expect(ends.stdout).toBe(`${dir}: replays: games 0 and 9 as the journal says (made by commit 323781e)\n`);

    const out = join(runs, 'REPLAY.md');
    const all = await jackal(['audit', dir, '--games', 'all', '--out', out]);
    expect(all.status, all.stderr).toBe(0);
    expect(all.stdout).toBe(`${dir}: differs: 1 of 10 games differ; the first, game 4: coins was ${now}, replayed ${was} (made by commit 323781e)\n`);
    const page = readFileSync(out, 'utf8');
    expect(page).toContain('Every game of each run\'s journal was played again by this code\'s bots (`--games all`)');
    expect(page).not.toContain('probe');

    // the same copy with the change undone: every game replays, and the line says how many were played
    const good = copyRun(join(runs, 'first-ten'), (lines) => lines.slice(0, 10));
    const same = await jackal(['audit', good, '--games', 'all']);
    expect(same.stdout).toBe(`${good}: replays: all 10 games as the journal says (made by commit 323781e)\n`);
  }, 60_000);

  it('refuses a path that is neither a run nor a folder of runs, and an --out it cannot write, with one line and exit 2, playing nothing', async () => {
    const empty = tempDir('audit-empty');
    for (const [args, says] of [
      [['audit', join(empty, 'nowhere')], /^jackal: dirs: .*nowhere does not exist$/],
      [['audit', empty], /^jackal: dirs: .* holds no config\.json and no folder that does/],
      [['audit', join(STORED, 'config.json')], /^jackal: dirs: .*config\.json is a file/],
      [['audit', STORED, '--out', join(empty, 'no', 'REPLAY.md')], /^jackal: --out: cannot write .*: its folder .* does not exist$/],
      [['audit', STORED, '--games', 'every'], /^jackal: --games: "every" is neither ends \(each run's first and last game\) nor all \(every game\)$/],
      [['audit', STORED, '--games', '600'], /^jackal: --games: "600" is neither ends/],
    ] as [string[], RegExp][]) {
      const r = await jackal(args);
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr.trim()).toMatch(says);
    }
  });
});
