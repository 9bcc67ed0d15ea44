/**
 * External bots: `ext:COMMAND ARGS` is any program that speaks the protocol of
 * docs/PROTOCOL.md, JSON lines on its stdin and stdout, as a UCI engine speaks to a chess
 * GUI. The harness says hello (protocol version) and the program answers with its name;
 * then per game: `new-game` (game, rules, seat), on each of its turns a `turn` (its
 * observation in the game's position format, the legal moves in notation, the budget, a
 * seed) which it answers with a `move`, every move of the game as it is played (`moved`,
 * its own included, and `chance` for a chance outcome), and `game-over`. `quit`, or the
 * end of its stdin, ends it.
 *
 * Processes. Each playing thread (a worker) keeps its programs between games: a game takes
 * an idle process of its spec, or starts one, for each seat the spec sits in, and gives it
 * back at the end, so there is one process per worker and seat. A process sees only the
 * observations of its own seat. A reply that is not JSON, not a `move`, not one of the
 * legal moves, or not there in time, and a process that exits, forfeit the game (bots/bot.ts
 * `Forfeit`, the reason in the record's error); the process is killed, and the next game
 * starts a fresh one. The spec is checked when it is parsed (the registry): the program
 * must start and answer the handshake, or the run is refused at start-up. The harness's
 * workers parse specs the main thread has checked, so they skip that check
 * (`trustExternalSpecs`): a program that fails to start there for a fault of its own (it
 * exits, or answers the handshake badly) forfeits the game in hand, and the next game tries
 * again. One the machine cannot start for want of its resources (spawn's EMFILE, ENFILE:
 * file descriptors; EAGAIN: processes; ENOMEM: memory; pipe-thread.ts) is no fault of the
 * bot's and no result: `startGame` throws `MachineFault` (bots/bot.ts), the game loop records
 * nothing, and the run stops with the games done kept (exit 4; `--resume` plays the game).
 * Before 3 Dec 2026 that too was the bot's forfeit (a run short of file descriptors charged
 * its bot with every game it could not start).
 *
 * Time limits: a reply is late after the decision's budget.ms plus REPLY_GRACE_MS, or the
 * reply limit when the budget has no time limit; the handshake has its own limit; a program
 * told to quit has the quit grace. The last three are read from the environment, checked,
 * by ext-settings.ts (their one home); a bad value refuses every `ext:` spec, naming it.
 *
 * The end of a game. `game-over` (with the moves held before it) is the last line a process
 * may hear for a long time: the thread may end right after the game (the end of a run), and
 * a line still on its way to the helper thread, or queued there for a full pipe, would die
 * with it (measured: a thread ended right after a send lost the line in 5 of 20 tries). So
 * endGame waits until the helper has handed the line to the program's stdin, at most the
 * quit grace; then the line is the program's, whatever becomes of this thread.
 * The command line is split at spaces; '...' or "..." quote an argument with spaces.
 */

import type { Game, Outcome } from '../src/core/game.js';
import type { Rng } from '../src/core/rng.js';
import { Bot, BotFactory, Budget, Forfeit, GameStart, MachineFault, Observation, Params } from './bot.js';
import { ChildPipe, PipeEvent, settlePipes } from './pipe.js';
import { EXT_PREFIX } from './builtin-bots.js';
import { EXT_DEFAULTS, extSettings, type ExtSettings } from './ext-settings.js';

/** The spec prefix of an external program (the registry's spec syntax, builtin-bots.ts). */
export { EXT_PREFIX };
export const PROTOCOL_VERSION = 1;
/** The parameter that records the name the program gave in its handshake. */
export const EXT_NAME_PARAM = 'ext.name';

export const REPLY_GRACE_MS = 1_000;

/**
 * The time limits (ext-settings.ts). A bad environment refuses every spec in checkExternal,
 * before any program plays; past that check (or in a thread that trusts its specs, whose
 * environment is its main thread's) the defaults stand in, never reached in a run.
 */
const limits = (): ExtSettings => {
  const s = extSettings();
  return typeof s === 'string' ? EXT_DEFAULTS : s;
};

/** Splits a command line at spaces, with '...' and "..." quoting. */
export function splitCommand(text: string): string[] {
  const out: string[] = [];
  const re = /"([^"]*)"|'([^']*)'|(\S+)/g;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) out.push(m[1] ?? m[2] ?? m[3]);
  return out;
}

const short = (s: string): string => (s.length > 120 ? `${s.slice(0, 120)}...` : s);

/** Why an event is not the awaited reply of type `type` (or the parsed reply). */
function replyOf(ev: PipeEvent, type: string, limitMs: number): Record<string, unknown> | string {
  if (ev.kind === 'timeout') return `no reply within ${limitMs} ms`;
  if (ev.kind === 'exit') return `the program ${ev.text}`;
  if (ev.kind === 'long') return `wrote a line longer than 1 MiB: ${short(ev.text)}`;
  let msg: unknown;
  try { msg = JSON.parse(ev.text); } catch { return `wrote a line that is not JSON: ${short(JSON.stringify(ev.text))}`; }
  if (typeof msg !== 'object' || msg === null || (msg as { type?: unknown }).type !== type) {
    return `expected a "${type}" message, got ${short(ev.text)}`;
  }
  return msg as Record<string, unknown>;
}

/**
 * One running program, past its handshake. Lines that need no reply (`moved`, `chance`)
 * are held and go out with the next line that is sent: the program reads them in the same
 * order, before its next question, for one message to the helper thread instead of one
 * per move.
 */
class Session {
  private held = '';
  constructor(readonly pipe: ChildPipe, readonly name: string) {}
  send(msg: object): void {
    this.pipe.send(this.held + JSON.stringify(msg));
    this.held = '';
  }
  hold(msg: object): void { this.held += `${JSON.stringify(msg)}\n`; }
}

/** A program the machine could not start (PipeEvent `fault`): spawn's error code and message. */
interface Unstarted { code: string; message: string }

/**
 * Starts the program and shakes hands: the session, or why not (the program's fault, a text;
 * the machine's, Unstarted).
 */
function startSession(argv: readonly string[]): Session | string | Unstarted {
  const pipe = new ChildPipe(argv[0], argv.slice(1));
  pipe.send(JSON.stringify({ type: 'hello', protocol: PROTOCOL_VERSION, harness: 'jackal-lab' }));
  const { handshakeMs } = limits();
  const ev = pipe.receive(handshakeMs);
  if (ev.kind === 'fault') {
    pipe.close(0);
    const at = ev.text.indexOf(' ');
    return { code: ev.text.slice(0, at), message: ev.text.slice(at + 1) };
  }
  const r = replyOf(ev, 'hello', handshakeMs);
  let error = typeof r === 'string' ? r : '';
  if (typeof r !== 'string') {
    if (r.protocol !== PROTOCOL_VERSION) error = `speaks protocol ${JSON.stringify(r.protocol)}; the harness speaks ${PROTOCOL_VERSION}`;
    else if (typeof r.name !== 'string' || r.name.trim() === '') error = 'gave no name in its hello';
  }
  if (error) { pipe.close(0); return `handshake failed: ${error}`; }
  return new Session(pipe, (r as { name: string }).name);
}

/** What the machine was short of, by spawn's error code (pipe-thread.ts MACHINE_CODES). */
const WANTS: Record<string, string> = {
  EMFILE: 'this process has as many files open as its limit allows, ulimit -n',
  ENFILE: "the system's table of open files is full",
  EAGAIN: 'no process could be made: a limit on processes, ulimit -u, or the system\'s',
  ENOMEM: 'out of memory',
};

/** Idle processes of each spec in this thread, between games. */
const idle = new Map<string, Session[]>();

class ExternalBot implements Bot<unknown> {
  private session: Session | null = null;
  private seat = -1;
  private readonly moves: Int32Array;

  constructor(readonly spec: string, private readonly argv: readonly string[], private readonly game: Game<unknown, unknown>) {
    this.moves = new Int32Array(game.maxMoves);
  }

  private forfeit(reason: string): never {
    this.session?.pipe.close(0);
    this.session = null;
    throw new Forfeit(`bot ${this.spec} in seat ${this.seat} forfeits: ${reason}`);
  }

  startGame(info: GameStart): void {
    this.seat = info.seat;
    const pool = idle.get(this.spec);
    let s: Session | string | Unstarted | undefined = pool?.pop();
    if (s === undefined) s = startSession(this.argv);
    if (typeof s === 'string') this.forfeit(s);
    if (!(s instanceof Session)) {
      const want = WANTS[s.code] ?? s.code;
      throw new MachineFault(`bot ${this.spec} in seat ${this.seat} could not be started: ${s.message} (${want}: the machine's fault, not the bot's)`);
    }
    this.session = s;
    s.send({ type: 'new-game', game: info.game, rules: info.rules, seat: info.seat, players: info.players });
  }

  chooseMove(obs: Observation<unknown>, budget: Budget, rng: Rng): number {
    const g = this.game;
    if (this.session === null) this.startGame({ game: g.name, rules: {}, seat: obs.player, players: g.players(obs.state) });
    const n = g.generateMoves(obs.state, this.moves);
    const texts: string[] = [];
    for (let i = 0; i < n; i++) texts.push(g.formatMove(obs.state, this.moves[i]));
    const limit = budget.ms > 0 ? budget.ms + REPLY_GRACE_MS : limits().replyMs;
    this.session!.send({
      type: 'turn', player: obs.player, ply: g.plies(obs.state), position: g.toPosition(obs.state), moves: texts,
      budget: { iterations: budget.iterations, ms: budget.ms }, seed: rng.nextU32(),
    });
    const r = replyOf(this.session!.pipe.receive(limit), 'move', limit);
    if (typeof r === 'string') this.forfeit(r);
    const i = texts.indexOf(r.move as string);
    if (i < 0) this.forfeit(`answered ${short(JSON.stringify(r.move))}, which is not one of the ${n} legal moves`);
    return this.moves[i];
  }

  moved(player: number, move: string): void {
    this.session?.hold(player < 0 ? { type: 'chance', outcome: move } : { type: 'moved', player, move });
  }

  endGame(outcome: Outcome | null): void {
    const s = this.session;
    if (s === null) return;
    this.session = null;
    s.send(outcome ? { type: 'game-over', reason: outcome.reason, plies: outcome.plies, scores: outcome.scores, ranks: outcome.ranks } : { type: 'game-over', reason: 'aborted' });
    // the game's last lines reach the program even if this thread ends now (the module's notes)
    s.pipe.flush(limits().quitMs);
    const pool = idle.get(this.spec) ?? [];
    pool.push(s);
    idle.set(this.spec, pool);
  }
}

/** A checked `ext:` spec: its canonical text, its parameters (the program's name), its factory; or the error. */
export type ExternalCheck = { name: string; params: Params; canonical: string; factory: BotFactory } | { canonical: string; error: string };

const checked = new Map<string, ExternalCheck>();
let handshakeAtParse = true;

/** For the harness's workers: specs come checked from the main thread; parse them without starting the program. */
export function trustExternalSpecs(): void {
  handshakeAtParse = false;
}

const factoryOf = (canonical: string, argv: readonly string[], name: string): BotFactory => ({
  name: canonical, doc: `external program (${name})`, params: [],
  create: (_p, spec, game) => new ExternalBot(spec, argv, game),
});

/**
 * Checks an `ext:COMMAND ARGS` spec once per thread: the program must start and answer the
 * handshake (it is then told to quit). The result is remembered for the thread's life.
 */
export function checkExternal(text: string): ExternalCheck {
  const argv = splitCommand(text.slice(EXT_PREFIX.length));
  const canonical = `${EXT_PREFIX}${argv.map((a) => (/\s/.test(a) ? JSON.stringify(a) : a)).join(' ')}`;
  const known = checked.get(canonical);
  if (known) return known;
  let out: ExternalCheck;
  const settings = extSettings();
  if (argv.length === 0) out = { canonical: 'ext', error: 'give the program to run, e.g. ext:python3 my_bot.py' };
  else if (typeof settings === 'string') out = { canonical, error: settings };
  else if (!handshakeAtParse) out = { name: canonical, params: {}, canonical, factory: factoryOf(canonical, argv, canonical) };
  else {
    const s = startSession(argv);
    if (typeof s === 'string') out = { canonical, error: s };
    else if (!(s instanceof Session)) out = { canonical, error: `handshake failed: the program could not be started: ${s.message}` };
    else {
      s.send({ type: 'quit' });
      s.pipe.close(settings.quitMs);
      out = { name: canonical, params: { [EXT_NAME_PARAM]: s.name }, canonical, factory: factoryOf(canonical, argv, s.name) };
    }
  }
  checked.set(canonical, out);
  return out;
}

/** Tells every idle process of this thread to quit (end of a check or a test). */
export function closeExternalBots(): void {
  const { quitMs } = limits();
  for (const pool of idle.values()) for (const s of pool) { s.send({ type: 'quit' }); s.pipe.close(quitMs); }
  idle.clear();
}

/**
 * Waits, at most the quit grace and a margin, until every process this thread told to quit
 * (closeExternalBots, a spec's check, a forfeit) has exited or was killed at the grace's end
 * (pipe.ts settlePipes); whether they all had. The main thread's end of a run: its checks'
 * processes. Idle processes are left running.
 */
export function settleExternalBots(): boolean {
  return settlePipes(limits().quitMs);
}

/** The end of a thread that played external bots (a harness worker at the end of a run): every idle process told to quit, and waited for as settleExternalBots does. */
export function endExternalBots(): boolean {
  closeExternalBots();
  return settleExternalBots();
}
