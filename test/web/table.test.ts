/**
 * The table without a browser (src/web/table/): its setup check, its seeds against the
 * harness's, a table of bots against the harness's own game loop, the hands of every legal
 * move against the notation, and the record check of `jackal table --check`.
 *
 * Independent sources: the harness (config.ts seeds, play.ts's loop, record.ts's records)
 * for what the table must reproduce; the move's text (notation.ts) for where a hand starts
 * and ends, read here by a regular expression, not from the move's bits as the table does.
 */

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { toPosition as archPosition } from '../../src/archipelago/position.js';
import { CREW_NAMES as ARCH_CREWS } from '../../src/archipelago/state.js';
import { isFieldError } from '../../src/core/game.js';
import { botSeed, buildConfig, dealSeed } from '../../src/harness/config.js';
import { playGame } from '../../src/harness/play.js';
import { recordOf } from '../../src/harness/record.js';
import { tableData } from '../../src/cli/table.js';
import { checkTableRecord } from '../../src/cli/record-check.js';
import { tableGame } from '../../src/web/table/games.js';
import { SeatBots } from '../../src/web/table/seat-bots.js';
import { checkSetup, HUMAN, Session, tableBotSeed, tableDealSeed, type TableSetup } from '../../src/web/table/session.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

const setupOf = (input: Parameters<typeof checkSetup>[0]): TableSetup => {
  const s = checkSetup(input);
  if (isFieldError(s)) throw new Error(`${s.field}: ${s.message}`);
  return s;
};

/** Plays a table to the end with its bots, as the page does: forced moves without asking. */
function playTable(setup: TableSetup, each?: (s: Session) => void): Session {
  const session = new Session(setup);
  const bots = new SeatBots(session);
  while (!session.over) {
    each?.(session);
    const legal = session.legal();
    session.play(legal.length === 1 ? legal[0] : bots.choose().move);
  }
  return session;
}

describe('the table\'s setup', () => {
  it('fills the seats from the last given, and names the field at fault', () => {
    expect(setupOf({ game: 'jackal', options: { mode: '4p' }, seats: [HUMAN, 'random'] }).seats).toEqual([HUMAN, 'random', 'random', 'random']);
    expect(setupOf({}).seats).toEqual([HUMAN, 'heuristic', 'heuristic', 'heuristic']); // Jackal's default mode is 4p
    expect(setupOf({ game: 'pirate-chess', seats: ['mcts:iterations=200'] }).seats).toEqual(['mcts:iterations=200', 'mcts:iterations=200']);
    const field = (input: Parameters<typeof checkSetup>[0]): string => { const r = checkSetup(input); return isFieldError(r) ? r.field : 'ok'; };
    expect(field({ game: 'chess' })).toBe('game');
    expect(field({ options: { mode: '5p' } })).toBe('mode');
    expect(field({ options: { mode: '2p' }, seats: [HUMAN, 'heuristic', 'random'] })).toBe('seats');
    expect(field({ seats: [HUMAN, 'mcts:iterations=-1'] })).toBe('seats[1]');
    expect(field({ seats: ['file:bot.js'] })).toBe('seats[0]');
    expect(field({ budget: { iterations: 1.5 } })).toBe('budget.iterations');
    expect(field({ seed: '' })).toBe('seed');
  });

  it('deals the island and seeds the bots as game 0 of the harness (config.ts)', () => {
    for (const seed of ['1', '7', 'table-x']) {
      expect(tableDealSeed(seed)).toBe(dealSeed(seed, 0));
      for (let seat = 0; seat < 4; seat++) expect(tableBotSeed(seed, seat)).toBe(botSeed(seed, 0, seat));
    }
  });
});

describe('a table of bots plays the game jackal play plays', () => {
  const cases: { game: string; rules: Record<string, unknown>; bots: string[]; seed?: string }[] = [
    { game: 'jackal', rules: { mode: '2p', maxPlies: 300 }, bots: ['heuristic', 'random'] },
    { game: 'jackal', rules: { mode: '3p', tiles: 'treasure-island', maxPlies: 90 }, bots: ['random', 'heuristic', 'mcts:iterations=30'] },
    { game: 'pirate-chess', rules: { maxPlies: 80 }, bots: ['heuristic', 'mcts:iterations=30'] },
    // the die: the table rolls it from the harness's stream, so the rolls are play.ts's too (seeds whose games roll it)
    { game: 'archipelago', rules: { mode: '2p', maxPlies: 600 }, bots: ['heuristic', 'random'], seed: 'tbl-0' },
    { game: 'archipelago', rules: { mode: '4p', island: 3, maxPlies: 400 }, bots: ['random', 'heuristic', 'random', 'random'], seed: 'tbl-0' },
    // a campaign of islands 1 and 2: the cards' draw is a chance node the table rolls too (this seed draws, and white takes a card)
    { game: 'archipelago', rules: { mode: '2p', campaign: '2', maxPlies: 60 }, bots: ['heuristic'], seed: 'd6' },
  ];
  for (const c of cases) {
    it(`${c.game} ${JSON.stringify(c.rules)}: ${c.bots.join(' vs ')}`, () => {
      const seed = c.seed ?? 'tbl';
      const config = buildConfig({ game: c.game, ...c.rules, bots: c.bots, deals: 1, seed, rotation: 'none', record: true }, null);
      const want = recordOf(config, playGame(config, 0));
      const session = playTable(setupOf({ game: c.game, options: c.rules, seats: c.bots, seed }));
      const got = session.record(config.code);
      if (c.game === 'archipelago') expect(want.moves.filter(([, t]) => t.startsWith('roll ')).length).toBeGreaterThan(0);
      if (c.rules.campaign) expect(want.moves.filter(([, t]) => /^(draw|card) /.test(t)).length, 'cards drawn and taken').toBe(2);
      expect(got.moves).toEqual(want.moves);
      expect(got.result).toEqual(want.result);
      expect({ ...got, run: undefined }).toEqual({ ...want, run: undefined });
      for (const key of ['name', 'code', 'game', 'seed', 'deals', 'bots', 'rotation', 'budget', 'sprt', 'anchor']) expect(got.run[key], key).toEqual(want.run[key]);
      expect(checkTableRecord(got)).toMatch(/^ok: /);
    });
  }
});

/**
 * Where an Archipelago move's text says it starts and ends: `W1 e5$` from W1 to e5, `W1 in`
 * from W1 to where W1 stands (the position format's `at`), `sail d2` from the ship of the
 * crew to move (`crew`, the record's mover), `ship d3` (the ship not yet on the board), `> e5`,
 * `peek e5`, `quake e5` (no pick) to the cell; the rest (`shoot NE`, bottles, revive, pass) neither.
 */
function archTextHand(text: string, crew: string, pos: { pieces: Record<string, { at: string }> }): { from: string; to: string } {
  if (text.startsWith('roll ')) throw new Error('a roll is the session\'s, never a hand');
  let m = /^([WYBR][1-3]|M) (?:([a-p]\d{1,2})\$?|in)$/.exec(text);
  if (m) return { from: m[1], to: m[2] ?? pos.pieces[m[1]].at };
  m = /^sail ([a-p]\d{1,2})$/.exec(text);
  if (m) return { from: `ship:${crew}`, to: m[1] };
  m = /^(?:ship|>|peek|quake) ([a-p]\d{1,2})$/.exec(text);
  return { from: '', to: m ? m[1] : '' };
}

/** Where a move's text says it starts and ends: `w1-g2$` from w1 to g2, `ship:w-f1` from ship:w, `w1=g5` (no pick) to g5. */
function textHand(game: string, text: string): { from: string; to: string } {
  if (game === 'jackal') {
    // a lane cell ends in `+`; `+` before a word (`+rum`, `+boat`) is what goes along
    let m = /^((?:ship|boat):[wybr]|[wybr][1-3]|ben|mis|fri)-([a-m]\d{1,2}(?:\+(?![a-z]))?)/.exec(text);
    if (m) return { from: m[1], to: m[2] };
    m = /^(?:[wybr][1-3]|ben|mis|fri)=([a-m]\d{1,2}\+?)$/.exec(text);
    return { from: '', to: m ? m[1] : '' };
  }
  let m = /^([a-l]\d{1,2})[-x]([a-l]\d{1,2})$/.exec(text);
  if (m) return { from: m[1], to: m[2] };
  m = /^step ([a-l]\d{1,2})$/.exec(text);
  if (m) return { from: m[1], to: m[1] };
  m = /^(?:buy|free) [A-Z]@([a-l]\d{1,2})$|^(?:bottle|>|rum) ([a-l]\d{1,2})$/.exec(text);
  return { from: '', to: m ? (m[1] ?? m[2]) : '' };
}

describe('the hands of the legal moves', () => {
  const games: { game: string; rules: Record<string, unknown>; bots: string[] }[] = [
    { game: 'jackal', rules: { mode: '2p', maxPlies: 400 }, bots: ['random'] },
    { game: 'jackal', rules: { mode: '4p', tiles: 'treasure-island', expansion: 'original', maxPlies: 400 }, bots: ['random'] },
    { game: 'pirate-chess', rules: { maxPlies: 300 }, bots: ['random'] },
    { game: 'archipelago', rules: { mode: '4p', island: 4, maxPlies: 500 }, bots: ['random'] },
    { game: 'archipelago', rules: { mode: '2v2', island: 1, maxPlies: 400 }, bots: ['random'] },
  ];
  for (const g of games) {
    it(`${g.game} ${JSON.stringify(g.rules)}: each legal move is one hand, from and to as its text says`, () => {
      const tg = tableGame(g.game)!;
      let checked = 0, choices = 0;
      playTable(setupOf({ game: g.game, options: g.rules, seats: g.bots, seed: 'hands' }), (s) => {
        const seen = new Set<string>();
        // an Archipelago position in the position format, made once per position (it is the costly part)
        let pos: { pieces: Record<string, { at: string }> } | undefined;
        for (const m of s.legal()) {
          const h = tg.hand(s.state, m);
          const text = s.game.formatMove(s.state, m);
          // (each expect below is reached only on a mismatch: some 10,000 moves are checked a game,
          // and an expect per check cost more than the game)
          if (h.label !== text) expect(h.label).toBe(text);
          // castling is made by the king: its text names no squares
          if (text.startsWith('O-O')) { if (h.from === '') expect(h.from).not.toBe(''); continue; }
          const want = g.game === 'archipelago'
            ? archTextHand(text, ARCH_CREWS['wybr'.indexOf(s.entry.mover(s.state))], pos ??= archPosition(s.state) as { pieces: Record<string, { at: string }> })
            : textHand(g.game, text);
          if (h.from !== want.from || h.to !== want.to) expect({ from: h.from, to: h.to }, text).toEqual(want);
          const key = `${h.from}>${h.to}>${h.label}`;
          if (seen.has(key)) expect(seen.has(key), key).toBe(false);
          seen.add(key);
          checked++;
          if (h.from === '' && h.to !== '') choices++;
        }
      });
      expect(checked).toBeGreaterThan(1000);
      expect(choices).toBeGreaterThan(0);
    });
  }
});

describe('between a campaign\'s islands', () => {
  // Every island each crew takes its ship and three pirates (rules line 1136), so one who fell
  // on the island just played may take a card: the table offers what the engine offers, and
  // says why, since its panel still shows him dead.
  it('a pirate who fell on the island is offered a card, and sails with it on the next island', () => {
    type Pos = { island: number; pieces: Record<string, { at: string }>; expedition?: { abilities: Record<string, string> } };
    const tg = tableGame('archipelago')!;
    const s = new Session(setupOf({ game: 'archipelago', options: { mode: '2p', campaign: '2', maxPlies: 60 }, seats: ['heuristic'], seed: 'd6' }));
    const bots = new SeatBots(s);
    const texts = (): string[] => s.legal().map((m) => s.game.formatMove(s.state, m));
    while (!s.over && !texts().some((t) => t.startsWith('card '))) s.play(bots.choose().move);
    const before = archPosition(s.state) as Pos;
    const fallen = ['W1', 'W2', 'W3'].filter((p) => before.pieces[p].at === 'dead');
    expect(fallen.length, 'this seed leaves a white pirate dead at the card choice').toBeGreaterThan(0);
    const offered = s.legal().map((m) => tg.hand(s.state, m).label);
    expect(offered).toEqual(texts());
    for (const p of fallen) expect(offered.filter((o) => o.startsWith(`card ${p} `)), p).toHaveLength(3);
    expect(tg.prompt?.(s.state)).toMatch(/all three sail again on the next island, the fallen too/);
    const take = texts().findIndex((t) => t.startsWith(`card ${fallen[0]} `));
    const card = texts()[take].split(' ')[2];
    s.play(s.legal()[take]);
    const after = archPosition(s.state) as Pos;
    expect(after.island).toBe(2);
    expect(after.pieces[fallen[0]].at, 'aboard before the berths, as every pirate').toBe('waiting');
    expect(after.expedition?.abilities[fallen[0]]).toBe(card);
  });
});

describe('jackal table', () => {
  it('checks a record: its moves and its result, naming what does not fit', () => {
    const s = playTable(setupOf({ game: 'jackal', options: { mode: '2p', maxPlies: 60 }, seats: ['random'], seed: 'chk' }));
    const doc = s.record('x');
    expect(checkTableRecord(doc)).toBe(`ok: jackal, ${doc.moves.length} moves, ply-limit, scores ${doc.result.scores!.join(' : ')}`);
    expect(() => checkTableRecord({ ...doc, result: { ...doc.result, scores: [99, 0] } })).toThrow(/^record: result: says/);
    expect(() => checkTableRecord({ ...doc, moves: [['y', 'w1-g2'], ...doc.moves.slice(1)] })).toThrow(/^record: moves\[0\]: /);
    const part = { ...doc, moves: doc.moves.slice(0, 10), result: { reason: 'unfinished', plies: 10 } };
    expect(checkTableRecord(part)).toMatch(/^ok: jackal, 10 moves, unfinished/);
  });

  it('sets up the page from match\'s flags, naming the flag at fault', () => {
    const d = tableData({ mode: '2p', bot: [HUMAN, 'mcts:iterations=100'], seed: '9', budgetIterations: '50' });
    expect(d.setup).toEqual({ game: 'jackal', options: expect.objectContaining({ mode: '2p' }), seats: [HUMAN, 'mcts:iterations=100'], seed: '9', budget: { iterations: 50, ms: 0 } });
    expect(Object.keys(d.codes).sort()).toEqual(['archipelago', 'jackal', 'pirate-chess']);
    expect(() => tableData({ bot: [HUMAN, 'nobody'] })).toThrow(/^--bot #2: /);
    expect(() => tableData({ game: 'pirate-chess', mode: '2p' })).toThrow(/^--mode: /);
    expect(() => tableData({ budgetMs: 'x' })).toThrow(/^--budget-ms: /);
  });

  it('takes match\'s --campaign for Archipelago, and names it when it is wrong', () => {
    expect(tableData({ game: 'archipelago', mode: '2p', campaign: '2' }).setup.options).toMatchObject({ campaign: '2', island: 1, mode: '2p' });
    // a list: the islands in that order, the first on the board first (src/archipelago/expedition.ts)
    expect(tableData({ game: 'archipelago', mode: '3p', campaign: '3,1' }).setup.options).toMatchObject({ campaign: '3,1', island: 3 });
    for (const bad of [{ campaign: '0' }, { campaign: '11' }, { campaign: '2,x' }, { campaign: '3', island: '2' }, { campaign: '2', mode: 'solo', mission: '1' }]) {
      expect(() => tableData({ game: 'archipelago', ...bad }), JSON.stringify(bad)).toThrow(/^--campaign: /);
    }
    expect(() => tableData({ campaign: '2' })).toThrow(/^--campaign: not an option of jackal/);
  });

  it('writes the page from the command line, and refuses bad input with exit 2', () => {
    const dir = mkdtempSync(join(tmpdir(), 'jackal-table-'));
    const run = (args: string[]): { status: number | null; stderr: string } =>
      spawnSync(process.execPath, [join(ROOT, 'test/fixtures/run-cli.mjs'), 'table', ...args], { cwd: dir, encoding: 'utf8', timeout: 30_000 });
    const ok = run(['--mode', '2p', '--bot', HUMAN, '--bot', 'heuristic', '--seed', '5', '--out', 'table.html']);
    expect(ok.stderr).toMatch(/^table: \d+ kB, jackal, seats human, heuristic, seed 5/);
    const html = readFileSync(join(dir, 'table.html'), 'utf8');
    expect(html).toContain('data-jackal-table');
    expect(html).not.toMatch(/<script[^>]+src=|<link[^>]+href=/); // self-contained
    const bad = run(['--bot', 'nobody', '--out', 'x.html']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/^jackal: --bot #1: /);
    const camp = run(['--game', 'archipelago', '--mode', '2p', '--campaign', '2', '--out', 'camp.html']);
    expect(camp.stderr).toMatch(/^table: \d+ kB, archipelago, seats human, heuristic, seed 1/);
    expect(readFileSync(join(dir, 'camp.html'), 'utf8')).toContain('"campaign":"2"');
    const badCampaign = run(['--game', 'archipelago', '--campaign', '0', '--out', 'x.html']);
    expect(badCampaign.status).toBe(2);
    expect(badCampaign.stderr).toBe('jackal: --campaign: a campaign is 1..10 islands, got "0"\n');
  });
});
