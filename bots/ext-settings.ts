/**
 * The time limits of external bots (external-bot.ts, pipe-thread.ts) that the environment
 * may change, and their one reading. docs/PROTOCOL.md ("Time") documents the same three.
 *
 *   JACKAL_EXT_HANDSHAKE_MS  the program's hello must come within it        (default 30,000)
 *   JACKAL_EXT_TIMEOUT_MS    a reply when the budget has no time limit     (default 10,000)
 *   JACKAL_EXT_QUIT_MS       the quit grace: what a program has, once it is told to quit
 *                            (`quit`, or the end of its stdin when `jackal` or its thread
 *                            ends), to take the lines it was sent and exit, before it is
 *                            killed with its process group; 0 kills it at once (default 2,000)
 *
 * The quit grace bounds three waits: a game's end waits at most that long for its last lines
 * (`game-over` and the moves before it) to be handed to the program (external-bot.ts
 * endGame), a program told to quit is killed after it (ChildPipe.close), and the watchdog
 * kills the groups still running that long after their helper thread is gone (pipe-thread.ts).
 *
 * A value that is not a whole number of ms in range is refused, naming the variable: the
 * main thread checks every `ext:` spec before a run (registry.ts), so a bad value stops the
 * run at start-up with exit status 2 and one line. The threads read the same environment.
 */

export interface ExtSettings { handshakeMs: number; replyMs: number; quitMs: number }

/** The default of each setting, in ms. */
export const EXT_DEFAULTS: Readonly<ExtSettings> = { handshakeMs: 30_000, replyMs: 10_000, quitMs: 2_000 };

/** Each setting's variable, and the least value it takes (a time limit of 0 would fail every reply). */
const VARIABLES: readonly [keyof ExtSettings, string, number][] = [
  ['handshakeMs', 'JACKAL_EXT_HANDSHAKE_MS', 1],
  ['replyMs', 'JACKAL_EXT_TIMEOUT_MS', 1],
  ['quitMs', 'JACKAL_EXT_QUIT_MS', 0],
];
/** The most any of them takes: one hour (a larger number is more likely seconds mistaken for ms than meant). */
const MAX_MS = 3_600_000;

/** The settings from `env`, or one line naming the variable at fault and the problem. */
export function readExtSettings(env: Readonly<Record<string, string | undefined>>): ExtSettings | string {
  const out: ExtSettings = { ...EXT_DEFAULTS };
  for (const [key, name, min] of VARIABLES) {
    const text = env[name];
    if (text === undefined || text.trim() === '') continue;
    const v = /^\s*\d+\s*$/.test(text) ? Number(text) : NaN;
    if (!(v >= min && v <= MAX_MS)) return `${name}: must be a whole number of ms from ${min} to ${MAX_MS}, got ${JSON.stringify(text)}`;
    out[key] = v;
  }
  return out;
}

let cached: ExtSettings | string | null = null;

/** This thread's settings (its process's environment, read once), or the line saying which variable is wrong. */
export function extSettings(): ExtSettings | string {
  cached ??= readExtSettings(process.env);
  return cached;
}
