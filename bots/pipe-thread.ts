/**
 * The helper thread of pipe.ts: it owns the child processes of external bots and does
 * their asynchronous I/O, so that the thread playing the game can wait for a reply
 * synchronously (Atomics.wait) with a time limit. Compiled to dist/bots/pipe-thread.js,
 * which pipe.ts starts as a worker thread.
 *
 * Messages from the owner (pipe.ts `PipeRequest`): `spawn` starts a program with its
 * stdin and stdout piped and its mailbox (a SharedArrayBuffer, layout in pipe.ts);
 * `write` sends one line to its stdin, counted in the mailbox's WRITTEN word once written;
 * `next` asks for its next event; `close` ends its stdin and kills it if it is still running
 * after a grace; `settle` (the end of the owner's thread, pipe.ts settlePipes) answers in its
 * word once every program told to close has exited, and, if none runs any more, the
 * watchdog too: the owner's thread may then end with no program of its own left behind.
 * Events, in order of arrival: each line of its stdout, then its exit. One event is put
 * in the mailbox per `next`; the rest wait in a queue. Once it listens, it posts `ready`.
 * Each program started and each exit seen is also said on pipe-orphans.ts's channel: a
 * run's main thread waits for the programs of a thread ended in the middle of a game.
 */

import { spawn, ChildProcess } from 'node:child_process';
import { parentPort, workerData } from 'node:worker_threads';
import { announce } from './pipe-orphans.js';
import { startStamp, startWatchdog } from './pipe-watchdog.js';
import { EVENT_EXIT, EVENT_FAULT, EVENT_LINE, EVENT_LONG, FULL, HEADER_BYTES, KIND, LENGTH, MAILBOX_BYTES, PipeRequest, WRITTEN } from './pipe-layout.js';

/**
 * Each program runs in its own process group (a session of its own, POSIX setsid), out of
 * the terminal's: a Ctrl-C there signals `jackal` alone, which stops the run and abandons
 * the games in flight. A program in the terminal's group died of the same SIGINT, and a
 * worker could hear that death and record a forfeit before the main thread had begun to
 * stop: an interrupt turned into a game result (test/bots/external-interrupt.test.ts). The
 * programs still end with `jackal`: when its threads end, their pipes close and a program
 * reads the end of its stdin, which is `quit` (docs/PROTOCOL.md); a close (below) kills
 * one that lingers, and the watchdog (pipe-watchdog.ts) one whose helper is gone. On
 * Windows a detached child gets a console of its own, so it is not detached there (a
 * console's Ctrl-C reaches the whole console's processes either way).
 */
const OWN_GROUP = process.platform !== 'win32';

/** The thread that owns this helper (pipe.ts), named in the notes of its programs (pipe-orphans.ts). */
const OWNER = (workerData as { owner?: number } | null)?.owner ?? -1;

let watchdog: ChildProcess | null = null;
/** The watchdog whose pipe `settle` ended, until it exits. */
let endingWatchdog: ChildProcess | null = null;

/**
 * Tells the watchdog (pipe-watchdog.ts) that program group `pgid` runs (`+`, with its leader's
 * start stamp) or that its leader exited (`-`); starts it on first use.
 */
function watch(sign: '+' | '-', pgid: number, stamp = '-'): void {
  if (!OWN_GROUP) return;
  // a watchdog being ended (settle) hears no more: a program started after that gets a new one
  // a watchdog not started (no shell, no free file descriptor) has no stdin: the next program tries again
  if (watchdog === null || (sign === '+' && !watchdog.stdin?.writable)) watchdog = startWatchdog();
  if (watchdog.stdin?.writable) watchdog.stdin.write(sign === '+' ? `+${pgid} ${stamp}\n` : `-${pgid}\n`);
}

/**
 * The errors of spawn that are the machine's want, not the program's: file descriptors (the
 * process's limit, EMFILE; the system's, ENFILE), processes (EAGAIN: fork refused, a process
 * limit) and memory (ENOMEM). They come as EVENT_FAULT, which is no result of a game
 * (external-bot.ts). The command's own faults (ENOENT, EACCES) are an exit, as before.
 */
const MACHINE_CODES = new Set(['EMFILE', 'ENFILE', 'EAGAIN', 'ENOMEM']);

/**
 * The last bytes of a program's stderr kept for the exit message. Enough for an uncaught error's
 * message above its stack: Node prints the message, then up to 10 frames (`    at ...`, often
 * over 100 bytes each with long paths), then `Node.js v20...`.
 */
const STDERR_TAIL = 4096;
/** The lines of a stderr tail that name no error: stack frames (Node's `    at f (file:1:2)`, Python's `  File "x", line 1`), Node's closing version line, blank lines. */
const NOISE = /^\s*$|^\s+at |^Node\.js v\d|^\s+File "/;

interface Child {
  proc: ChildProcess | null;
  header: Int32Array;
  data: Uint8Array;
  queue: { kind: number; text: string }[];
  wanted: number;
  partial: string;
  stderr: string;
  exited: boolean;
}

const children = new Map<number, Child>();
/** The programs that have not exited yet (their 'exit' not seen), and those of them told to close. */
const running = new Set<ChildProcess>();
const closing = new Set<ChildProcess>();
/** The `settle` requests not answered yet: each one's word, set to 1 with a notify when answered. */
const settling: Int32Array[] = [];
const encoder = new TextEncoder();

/** Puts queued events into the mailbox while the owner has asked for them and it is empty. */
function deliver(c: Child): void {
  while (c.wanted > 0 && c.queue.length > 0 && Atomics.load(c.header, FULL) === 0) {
    const ev = c.queue.shift()!;
    let bytes = encoder.encode(ev.text);
    let kind = ev.kind;
    if (bytes.length > MAILBOX_BYTES) { kind = EVENT_LONG; bytes = bytes.subarray(0, 200); }
    c.data.set(bytes);
    c.header[KIND] = kind;
    c.header[LENGTH] = bytes.length;
    c.wanted--;
    Atomics.store(c.header, FULL, 1);
    Atomics.notify(c.header, FULL);
  }
}

function push(c: Child, kind: number, text: string): void {
  c.queue.push({ kind, text });
  deliver(c);
}

/**
 * How a program ended. A signal's sender is not known to the parent (waitpid reports only the
 * signal), so a kill from outside (the OOM killer, `kill -9`) and the program's own (a crash,
 * its resource limit) read alike, and both forfeit the game (docs/HARNESS.md says so).
 */
function exitText(code: number | null, signal: string | null, c: Child): string {
  const how = signal ? `was killed by ${signal} (by itself or from outside, e.g. the OOM killer; the harness cannot tell which)` : `exited with code ${code}`;
  // the last 3 lines that say something: a crash's message, not the frames and version after it
  const tail = c.stderr.split('\n').filter((l) => !NOISE.test(l)).slice(-3).map((l) => l.trim()).join(' | ');
  return tail ? `${how}; its stderr ends: ${tail}` : how;
}

function start(id: number, command: string, args: string[], sab: SharedArrayBuffer): void {
  const c: Child = {
    proc: null, header: new Int32Array(sab, 0, HEADER_BYTES / 4), data: new Uint8Array(sab, HEADER_BYTES),
    queue: [], wanted: 0, partial: '', stderr: '', exited: false,
  };
  children.set(id, c);
  const ended = (text: string, kind = EVENT_EXIT): void => {
    if (c.exited) return;
    c.exited = true;
    if (c.partial !== '') push(c, EVENT_LINE, c.partial);
    push(c, kind, text);
  };
  // spawn fails by a throw (ENOMEM, among others) or an 'error' event (EMFILE, ENFILE, EAGAIN, ENOENT, EACCES)
  const unstarted = (e: unknown): void => {
    const code = String((e as { code?: unknown } | null)?.code);
    const message = (e as Error)?.message ?? String(e);
    if (MACHINE_CODES.has(code)) ended(`${code} ${message}`, EVENT_FAULT);
    else ended(`could not be started: ${message}`);
  };
  let proc: ChildProcess;
  try {
    proc = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'], detached: OWN_GROUP, windowsHide: true });
  } catch (e) {
    unstarted(e);
    return;
  }
  c.proc = proc;
  const pid = proc.pid;
  if (pid !== undefined) {
    running.add(proc);
    const stamp = startStamp(pid);
    watch('+', pid, stamp);
    announce({ up: true, owner: OWNER, pid, stamp });
  }
  proc.on('exit', () => {
    if (pid === undefined) return;
    endGroup(pid);
    watch('-', pid);
    announce({ up: false, owner: OWNER, pid });
    running.delete(proc);
    closing.delete(proc);
    settle();
  });
  proc.on('error', unstarted);
  // A program not started for want of file descriptors (EMFILE, ENFILE) lacks some of its
  // streams; its 'error' above says so. Before, reading a missing one threw here and ended
  // this helper: every later game of its thread waited out the handshake's 30 s and was
  // recorded as the bot's forfeit, 'no reply within 30000 ms' (15 of 16 games, 7.5 min).
  proc.stdin?.on('error', () => { /* a closed stdin shows as the exit event */ });
  proc.stdout?.setEncoding('utf8');
  proc.stdout?.on('data', (chunk: string) => {
    const lines = (c.partial + chunk).split('\n');
    c.partial = lines.pop()!;
    for (const l of lines) push(c, EVENT_LINE, l.endsWith('\r') ? l.slice(0, -1) : l);
    if (c.partial.length > MAILBOX_BYTES) { push(c, EVENT_LONG, c.partial.slice(0, 200)); c.partial = ''; }
  });
  proc.stderr?.setEncoding('utf8');
  proc.stderr?.on('data', (chunk: string) => { c.stderr = (c.stderr + chunk).slice(-STDERR_TAIL); });
  proc.on('close', (code, signal) => ended(exitText(code, signal, c)));
}

/**
 * Kills what is left of a program's process group once the program (its leader) has exited:
 * a child it started and left behind (a search engine it drove, `sleep 30 &` in a shell
 * wrapper). Before, such a child outlived the bot and the run (an orphan, seen after every
 * normal quit), and one that kept the bot's stdout open hid the bot's exit until it ended:
 * a bot that exited mid-game forfeited 10 s later as `no reply within 10000 ms`, not as
 * exited. Called as the exit is seen, right after Node reaped the leader: Linux frees a
 * process id only when no process uses it as its id, group or session, so while the group
 * has a member left its id names this group and no other; an empty group's id could name
 * another only if a process were given that very id and made itself a group leader in the
 * moment between (else the kill is a no-op, ESRCH). The watchdog (pipe-watchdog.ts) keeps its
 * stricter rule: it acts seconds later, when the id may have been reused.
 */
function endGroup(pid: number): void {
  if (!OWN_GROUP) return;
  try { process.kill(-pid, 'SIGKILL'); } catch { /* no member left */ }
}

/**
 * Kills a program that would not quit, with every process of its group (OWN_GROUP): a
 * wrapper (`ext:sh run.sh`) takes the bot it started with it, which killing the wrapper
 * alone would leave running.
 */
function kill(proc: ChildProcess): void {
  if (OWN_GROUP && proc.pid !== undefined) {
    try { process.kill(-proc.pid, 'SIGKILL'); return; } catch { /* the group is gone: kill the leader alone */ }
  }
  proc.kill('SIGKILL');
}

/**
 * Answers the `settle` requests once no program told to close runs; when no program runs at
 * all, first ends the watchdog (the end of its pipe, with no group listed: it exits at once)
 * and waits for it. A watchdog that never started (no shell) is not waited for.
 */
function settle(): void {
  if (settling.length === 0 || closing.size > 0) return;
  const w = watchdog;
  if (running.size === 0 && w !== null && w.pid !== undefined && w.exitCode === null && w.signalCode === null) {
    if (endingWatchdog !== w) {
      endingWatchdog = w;
      w.once('exit', () => { if (watchdog === w) watchdog = null; settle(); });
      w.stdin!.end();
    }
    return;
  }
  for (const word of settling.splice(0)) { Atomics.store(word, 0, 1); Atomics.notify(word, 0); }
}

parentPort!.on('message', (m: PipeRequest) => {
  if (m.op === 'spawn') { start(m.id, m.command, m.args, m.sab); return; }
  if (m.op === 'settle') { settling.push(new Int32Array(m.done)); settle(); return; }
  const c = children.get(m.id);
  if (!c) return;
  if (m.op === 'write') {
    // counted when done (the callback comes after a write that waited for a full pipe, or failed)
    const written = (): void => { Atomics.add(c.header, WRITTEN, 1); Atomics.notify(c.header, WRITTEN); };
    if (!c.exited && c.proc?.stdin?.writable) c.proc.stdin.write(m.line, written);
    else written();
  } else if (m.op === 'next') {
    c.wanted++;
    deliver(c);
  } else {
    // close: end its stdin (the protocol's quit), and kill it if it has not exited after the grace
    children.delete(m.id);
    const proc = c.proc;
    if (proc && !c.exited) {
      if (running.has(proc)) closing.add(proc);
      proc.stdin?.end();
      if (m.graceMs <= 0) kill(proc);
      else setTimeout(() => { if (!c.exited) kill(proc); }, m.graceMs).unref();
    }
  }
});

// serving: the owner may block on its mailboxes from now on (pipe.ts pipeHelperReady)
parentPort!.postMessage('ready');
