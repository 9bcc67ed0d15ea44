/**
 * Reading a file a person may have written or edited (a position, a game record, an
 * experiment, a run's config.json, an Archipelago layout or mission, a tune checkpoint): its
 * text as UTF-8 without a leading byte-order mark. Windows Notepad and other editors save
 * UTF-8 with the mark U+FEFF ahead of the text; JSON.parse refuses it as an unexpected token
 * that the message shows as an invisible character. Every reader of such a file reads
 * through here, so the mark is dropped in one place and the readers' own messages stay
 * as they were for everything else.
 *
 * Only a mark at the very start is dropped: that is where an editor writes it; anywhere
 * else U+FEFF is part of the text as written. A file that cannot be read throws
 * readFileSync's error unchanged, for the caller to word (file-problem.ts).
 */

import { readFileSync } from 'node:fs';

/** The byte-order mark as read from UTF-8 text (bytes EF BB BF). */
export const BYTE_ORDER_MARK = '\uFEFF';

/** `text` without a leading byte-order mark. */
export function withoutByteOrderMark(text: string): string {
  return text.startsWith(BYTE_ORDER_MARK) ? text.slice(1) : text;
}

/** A file's text (a path, or a file descriptor such as 0 for stdin), without a leading byte-order mark. Throws readFileSync's error. */
export function readTextFile(path: string | number): string {
  return withoutByteOrderMark(readFileSync(path, 'utf8'));
}

/** A JSON file's value (readTextFile, then JSON.parse). Throws readFileSync's or JSON.parse's error. */
export function readJsonFile(path: string): unknown {
  return JSON.parse(readTextFile(path));
}
