/**
 * The known name a misspelled one was meant to be (`--deal` for `--deals`, `macth` for
 * `match`, `seat-3p` for `seats-3p`), for messages that answer a slip with a suggestion. Edit
 * distance (Levenshtein: an insertion, deletion or substitution costs 1), case ignored; a name
 * is suggested only when it is near enough to be a slip: at most 2 edits, and fewer edits than
 * half the word's letters (so `B` suggests nothing from `A`). Not for hot paths.
 */

/** Edit distance (insert, delete, substitute, each 1) between two short words. */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length];
}

/** The closest of `known` to `word` when it is near enough to be a slip (at most 2 edits, fewer than half its letters), else undefined. */
export function nearest(word: string, known: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestD = Infinity;
  for (const k of known) {
    const d = distance(word.toLowerCase(), k.toLowerCase());
    if (d < bestD) { bestD = d; best = k; }
  }
  return bestD <= 2 && bestD * 2 < word.length ? best : undefined;
}
