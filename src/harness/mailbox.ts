/**
 * A chunk's record mailbox: shared memory that a pool worker (worker.ts) writes each finished
 * game's journal line into, and that the main thread (pool-play.ts) reads whenever it likes:
 * on a timer, when the chunk's task settles, and after its worker died.
 *
 * Implementation notes. Why: a message per game cost the main thread about 100 us a game (the
 * message event, the structured clone, a journal write each), which on 2 workers is taken from
 * a worker's core (bench/harness.bench.ts; figures in docs/HARNESS.md). A batch of messages
 * would cost less, but the games a worker had finished and not yet posted would die with it.
 * Shared memory outlives the thread: a record is the main thread's once its bytes are
 * committed, so a worker that dies (a crash, out of memory, `process.exit`) loses no finished
 * game, and the first game of the chunk missing from the mailbox is the one it died on.
 *
 * Layout of the SharedArrayBuffer (MAILBOX_BYTES long):
 * - bytes 0..3, Int32 `COMMITTED`: bytes of lines written so far, stored with Atomics.store after
 *   the bytes themselves, so a reader that loads it (Atomics.load) sees those bytes whole;
 * - bytes 4..7: unused (keeps the lines 8-aligned);
 * - bytes HEADER_BYTES..: the lines, UTF-8, each `JSON.stringify(record)` and `\n` (exactly the
 *   journal's line, journal.ts `journalLine`), in the order the games ended. Only the worker
 *   writes, only the main thread reads; nothing is ever overwritten.
 * A line that does not fit in what is left (a recorded game's moves can be tens of kB) is
 * refused (`post` returns false) and the worker sends that record on the chunk's port instead.
 */

import type { GameRecord } from './play.js';

/** A mailbox's size: a chunk (at most 64 games, run.ts) of 2p random games writes about 12 kB. */
export const MAILBOX_BYTES = 64 * 1024;
/** Where the lines begin (after the COMMITTED count). */
const HEADER_BYTES = 8;
/** Index in the Int32 view of the committed byte count. */
const COMMITTED = 0;

/**
 * Empty mailboxes for the chunks of a pool (pool-play.ts): the pool passes one in each task
 * (sharing it is not a copy) and gives it back when the task settled, when its worker has
 * returned or died and writes no more. A new SharedArrayBuffer costs about 0.2 ms of the main
 * thread, a chunk's games about 10 ms of a worker's.
 */
export class Mailboxes {
  private readonly free: SharedArrayBuffer[] = [];

  /** An empty mailbox. */
  take(): SharedArrayBuffer {
    return this.free.pop() ?? new SharedArrayBuffer(MAILBOX_BYTES);
  }

  /** Takes back `box`, whose writer is gone, emptied for the next chunk. */
  give(box: SharedArrayBuffer): void {
    Atomics.store(new Int32Array(box, 0, 2), COMMITTED, 0);
    this.free.push(box);
  }
}

/** The worker's side: appends journal lines to one chunk's mailbox. */
export class MailboxWriter {
  private readonly head: Int32Array;
  private readonly bytes: Uint8Array;
  private used = 0;
  private static readonly encoder = new TextEncoder();

  constructor(box: SharedArrayBuffer) {
    this.head = new Int32Array(box, 0, 2);
    this.bytes = new Uint8Array(box, HEADER_BYTES);
  }

  /** Commits `record`'s journal line; false (nothing written) when it does not fit in what is left. */
  post(record: GameRecord): boolean {
    const line = `${JSON.stringify(record)}\n`;
    // a line that does not fit leaves a prefix after the committed bytes, which the next line overwrites
    const { read, written } = MailboxWriter.encoder.encodeInto(line, this.bytes.subarray(this.used));
    if (read !== line.length) return false;
    this.used += written;
    Atomics.store(this.head, COMMITTED, this.used);
    return true;
  }
}

/** The main thread's side: reads the lines committed since the last read. */
export class MailboxReader {
  private readonly head: Int32Array;
  private readonly text: Buffer;
  private read = 0;

  constructor(box: SharedArrayBuffer) {
    this.head = new Int32Array(box, 0, 2);
    this.text = Buffer.from(box);
  }

  /** The records committed since the last call, in the order their games ended (none: an empty list). */
  take(): GameRecord[] {
    const end = Atomics.load(this.head, COMMITTED);
    if (end === this.read) return [];
    const lines = this.text.toString('utf8', HEADER_BYTES + this.read, HEADER_BYTES + end);
    this.read = end;
    const records: GameRecord[] = [];
    for (let at = 0; at < lines.length;) {
      const nl = lines.indexOf('\n', at);
      records.push(JSON.parse(lines.slice(at, nl)) as GameRecord);
      at = nl + 1;
    }
    return records;
  }
}
