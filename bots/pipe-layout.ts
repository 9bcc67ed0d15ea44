/**
 * The mailbox shared by pipe.ts (the thread that plays) and pipe-thread.ts (the helper
 * that owns the child processes), and the helper's requests.
 *
 * A mailbox is one SharedArrayBuffer per child process: a header of four Int32 words,
 * then MAILBOX_BYTES of UTF-8 text.
 *   word FULL (0):   0 empty, 1 an event is in it; the helper sets it to 1 (Atomics.store,
 *                    then notify), the owner reads the event and sets it back to 0.
 *   word KIND (1):   EVENT_LINE (a line of stdout, without its newline), EVENT_EXIT (the
 *                    program ended; the text says how), EVENT_LONG (a line longer than the
 *                    mailbox; the text is its start), EVENT_FAULT (the program could not
 *                    be started for want of the machine's resources: EMFILE, ENFILE, EAGAIN,
 *                    ENOMEM; the text is the error's code, a space, and spawn's message).
 *   word LENGTH (2): the text's length in bytes.
 *   word WRITTEN (3): how many of the owner's writes the helper has handed to the program's
 *                    stdin (the write finished, or failed because the program is gone),
 *                    counted from 0; the helper adds 1 a write (Atomics.add, then notify),
 *                    the owner waits on it to know its lines have left its thread (flush).
 */

export const FULL = 0;
export const KIND = 1;
export const LENGTH = 2;
export const WRITTEN = 3;
export const HEADER_BYTES = 16;
/** The longest line a bot may write: 1 MiB (a reply is a move's text; a handshake a name). */
export const MAILBOX_BYTES = 1 << 20;

export const EVENT_LINE = 1;
export const EVENT_EXIT = 2;
export const EVENT_LONG = 3;
export const EVENT_FAULT = 4;

/** The helper's requests; all but `spawn` and `settle` name a program by its pipe's id. */
export type PipeRequest =
  | { op: 'spawn'; id: number; command: string; args: string[]; sab: SharedArrayBuffer }
  | { op: 'write'; id: number; line: string }
  | { op: 'next'; id: number }
  | { op: 'close'; id: number; graceMs: number }
  /** Answer in `done` (one Int32 word, 0 until then) once every program told to close has exited (pipe.ts settlePipes). */
  | { op: 'settle'; done: SharedArrayBuffer };
