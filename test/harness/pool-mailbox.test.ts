/**
 * A chunk's record mailbox (src/harness/mailbox.ts): what a worker commits is read whole, in
 * order, once; a line that does not fit is refused and leaves nothing behind; a mailbox given
 * back is empty; and a worker thread that dies leaves every committed record readable (the
 * pool's promise that a worker's death loses no finished game, docs/HARNESS.md).
 * The records are made here, and the expected lines are JSON.stringify's, as the journal's.
 */

import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { MAILBOX_BYTES, MailboxReader, Mailboxes, MailboxWriter } from '../../src/harness/mailbox.js';
import type { GameRecord } from '../../src/harness/play.js';

/** A record of game `game` whose error text is `error` (any length, any characters). */
const record = (game: number, error = ''): GameRecord => ({
  game, deal: game >> 1, dealSeed: 1000 + game, bots: ['random', 'heuristic(w=0.5)'], coins: [3, 0], ranks: [1, 2],
  plies: 120 + game, reason: 'all-coins', error, ms: 0.125 * game,
});

describe('a mailbox', () => {
  it('gives each committed record once, in order, equal to the one posted (non-ASCII text too)', () => {
    const box = new Mailboxes().take();
    const [w, r] = [new MailboxWriter(box), new MailboxReader(box)];
    expect(r.take()).toEqual([]);
    const posted = [record(0), record(1, 'Шакал: ход «вне» правил ✓'), record(2)];
    expect(w.post(posted[0])).toBe(true);
    expect(r.take()).toEqual([posted[0]]);
    expect(r.take()).toEqual([]);
    expect(w.post(posted[1]) && w.post(posted[2])).toBe(true);
    expect(r.take()).toEqual(posted.slice(1));
  });

  it('holds the journal line of each record, byte for byte, after its 8-byte header', () => {
    const box = new Mailboxes().take();
    const w = new MailboxWriter(box);
    w.post(record(5, 'é'));
    w.post(record(6));
    const text = `${JSON.stringify(record(5, 'é'))}\n${JSON.stringify(record(6))}\n`;
    const bytes = Buffer.from(text, 'utf8');
    expect(new Int32Array(box, 0, 1)[0]).toBe(bytes.length);
    expect(Buffer.from(box, 8, bytes.length).equals(bytes)).toBe(true);
  });

  it('refuses a record that does not fit, leaving nothing half-read, and takes the next one that does', () => {
    const box = new Mailboxes().take();
    const [w, r] = [new MailboxWriter(box), new MailboxReader(box)];
    expect(w.post(record(1))).toBe(true);
    expect(w.post(record(2, 'x'.repeat(MAILBOX_BYTES)))).toBe(false);
    // 2-byte characters: fits as UTF-16 units, not as UTF-8 bytes
    expect(w.post(record(3, 'é'.repeat(MAILBOX_BYTES / 2 - 100)))).toBe(false);
    expect(w.post(record(4))).toBe(true);
    expect(r.take().map((x) => x.game)).toEqual([1, 4]);
  });

  it('comes back empty when given back, and is used again', () => {
    const boxes = new Mailboxes();
    const box = boxes.take();
    new MailboxWriter(box).post(record(1));
    boxes.give(box);
    const again = boxes.take();
    expect(again).toBe(box);
    expect(new MailboxReader(again).take()).toEqual([]);
    new MailboxWriter(again).post(record(2));
    expect(new MailboxReader(again).take()).toEqual([record(2)]);
  });

  it("keeps every record a worker thread committed before it died", async () => {
    const box = new Mailboxes().take();
    // the thread writes the header and lines as MailboxWriter does (the layout of mailbox.ts), then exits mid-work
    const lines = [record(7), record(8, 'ü')].map((x) => `${JSON.stringify(x)}\n`);
    const code = `
      const { workerData: { box, lines } } = require('node:worker_threads');
      const head = new Int32Array(box, 0, 2), bytes = new Uint8Array(box, 8);
      let used = 0;
      for (const l of lines) { used += new TextEncoder().encodeInto(l, bytes.subarray(used)).written; Atomics.store(head, 0, used); }
      new TextEncoder().encodeInto('{"game":9,"de', bytes.subarray(used)); // a line begun, never committed
      process.exit(70);`;
    const w = new Worker(code, { eval: true, workerData: { box, lines } });
    expect(await new Promise((res) => w.once('exit', res))).toBe(70);
    expect(new MailboxReader(box).take()).toEqual([record(7), record(8, 'ü')]);
  });
});
