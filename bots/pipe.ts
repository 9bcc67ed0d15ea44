/**
 * A child process spoken to in lines, synchronously: `send` a line to its stdin, `receive`
 * its next line of stdout, waiting at most a given time. For the external bots
 * (external-bot.ts), whose `chooseMove` must return a move, not a promise.
 *
 * Implementation notes. The thread that plays (a harness worker, or the main thread of a
 * check) cannot run its event loop while it waits inside `chooseMove`, so the process is
 * owned by a helper thread (pipe-thread.ts, one per playing thread, started on first use
 * and unref'd so that it never keeps the program alive), which reads the process's output
 * and hands each event over in a mailbox (pipe-layout.ts); the playing thread sleeps in
 * Atomics.wait on the mailbox until the event comes or the time is up. A wait costs a
 * futex wake-up, not a poll. Lines to the process go by postMessage, which needs no event
 * loop on the sender's side.
 *
 * Contract: one `receive` at a time. After a timeout the pipe is spent (the helper still
 * owes the event that was asked for, which would answer the next question): `close` it and
 * start another. Closing ends the process's stdin (which a well-behaved program takes as
 * quit) and kills it if it is still running after the grace. A line sent is on its way
 * until the helper has written it: `flush` waits for that, so that lines that must not be
 * lost survive the end of this thread (whose helper ends with it).
 */

import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { threadId, Worker } from 'node:worker_threads';
import { EVENT_EXIT, EVENT_FAULT, EVENT_LINE, FULL, HEADER_BYTES, KIND, LENGTH, MAILBOX_BYTES, PipeRequest, WRITTEN } from './pipe-layout.js';

/**
 * One event of the process: a line of its stdout, its exit, an overlong line, no event in time,
 * or (`fault`) a program the machine could not start for want of its resources (pipe-layout.ts
 * EVENT_FAULT: the text is the error's code, a space, and spawn's message).
 */
export type PipeEvent = { kind: 'line' | 'exit' | 'long' | 'fault'; text: string } | { kind: 'timeout'; text: '' };

/** The compiled helper thread; from the sources (tests) it is the built copy under dist/. */
export function helperUrl(): URL {
  const here = import.meta.url;
  const url = here.endsWith('.ts') ? new URL('../dist/bots/pipe-thread.js', here) : new URL('./pipe-thread.js', here);
  if (!existsSync(url)) throw new Error(`the pipe helper ${fileURLToPath(url)} is missing: run \`npm run build\` first`);
  return url;
}

let helper: Worker | null = null;
let nextId = 1;

let helperReady: Promise<void> = Promise.resolve();

/**
 * Starts this thread's helper, if it is not running, and resolves once it serves. A worker
 * thread that will play external bots awaits it before its first game: a helper started
 * from inside a worker thread needs that thread's event loop to turn while it boots, which
 * a thread blocked in Atomics.wait does not do (measured: the first games' handshakes of
 * each harness worker waited out their time limit, then every later game was served).
 */
export function pipeHelperReady(): Promise<void> {
  helperThread();
  return helperReady;
}

function helperThread(): Worker {
  if (helper === null) {
    // the helper names this thread in its notes of the programs it starts (pipe-orphans.ts)
    const w = new Worker(helperUrl(), { workerData: { owner: threadId } });
    w.unref();
    w.on('error', () => { if (helper === w) helper = null; });
    w.on('exit', () => { if (helper === w) helper = null; });
    helperReady = new Promise((res) => { w.once('message', () => res()); w.once('exit', () => res()); });
    helper = w;
  }
  return helper;
}

/** How long past the quit grace `settlePipes` waits: for a program killed at the grace's end to be reaped. */
const SETTLE_MARGIN_MS = 1_000;

/**
 * The end of this thread's external programs: waits until every program whose pipe was
 * closed has exited (ChildPipe.close kills one that has not within its grace) and, when none
 * runs any more, the helper's watchdog has ended; at most `graceMs` (the longest grace given
 * to a close) plus a margin. Whether they all had. Pipes still open are left alone. A thread
 * that ends (a harness worker at the end of a run) calls it after closing its programs: a
 * program's last lines and logs are then written when its `jackal` returns. With no helper
 * running it returns at once.
 */
export function settlePipes(graceMs: number): boolean {
  if (helper === null) return true;
  const done = new SharedArrayBuffer(4);
  const word = new Int32Array(done);
  helper.postMessage({ op: 'settle', done } satisfies PipeRequest);
  const deadline = performance.now() + graceMs + SETTLE_MARGIN_MS;
  while (Atomics.load(word, 0) === 0) {
    const left = deadline - performance.now();
    if (left <= 0) return false;
    Atomics.wait(word, 0, 0, left);
  }
  return true;
}

export class ChildPipe {
  private readonly id = nextId++;
  private readonly sab = new SharedArrayBuffer(HEADER_BYTES + MAILBOX_BYTES);
  private readonly header = new Int32Array(this.sab, 0, HEADER_BYTES / 4);
  private readonly thread = helperThread();
  private spent = false;
  /** Writes posted to the helper (its WRITTEN word counts those done). */
  private writes = 0;

  /** Starts `command` with `args` (no shell). A program that cannot start shows as an exit event; one the machine cannot start (its resources), as a fault event. */
  constructor(command: string, args: readonly string[]) {
    this.post({ op: 'spawn', id: this.id, command, args: [...args], sab: this.sab });
  }

  private post(m: PipeRequest): void {
    this.thread.postMessage(m);
  }

  /** Writes one line (a newline is added) to the process's stdin; a dead process ignores it. */
  send(line: string): void {
    this.post({ op: 'write', id: this.id, line: `${line}\n` });
    this.writes++;
  }

  /**
   * Waits until every line sent so far has been handed to the process's stdin (or the process
   * is gone), at most `timeoutMs`; whether they all were. A line the helper has written is in
   * the system's pipe, the program's to read even if this thread ends.
   */
  flush(timeoutMs: number): boolean {
    const deadline = performance.now() + timeoutMs;
    for (let done = Atomics.load(this.header, WRITTEN); done < this.writes; done = Atomics.load(this.header, WRITTEN)) {
      const left = deadline - performance.now();
      if (left <= 0) return false;
      Atomics.wait(this.header, WRITTEN, done, left);
    }
    return true;
  }

  /** The process's next event, waiting at most `timeoutMs` (after a timeout the pipe is spent). */
  receive(timeoutMs: number): PipeEvent {
    if (this.spent) throw new Error('the pipe timed out before; close it and start another');
    this.post({ op: 'next', id: this.id });
    const deadline = performance.now() + timeoutMs;
    while (Atomics.load(this.header, FULL) === 0) {
      const left = deadline - performance.now();
      if (left <= 0) { this.spent = true; return { kind: 'timeout', text: '' }; }
      Atomics.wait(this.header, FULL, 0, left);
    }
    const kind = this.header[KIND];
    const text = Buffer.from(this.sab, HEADER_BYTES, this.header[LENGTH]).toString('utf8');
    Atomics.store(this.header, FULL, 0);
    return { kind: kind === EVENT_LINE ? 'line' : kind === EVENT_EXIT ? 'exit' : kind === EVENT_FAULT ? 'fault' : 'long', text };
  }

  /** Ends the process's stdin; kills the process if it has not exited within `graceMs` (0: at once). */
  close(graceMs: number): void {
    this.post({ op: 'close', id: this.id, graceMs });
  }
}
