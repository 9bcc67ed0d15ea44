/**
 * Seat rotation: on each deal a lineup of bots is played once per seating, so every
 * bot is compared with the others on the same island, and a seat's advantage can be
 * measured apart from the strength of whoever sits in it.
 *
 * A seating is an array `seat -> position in the lineup`. Rotation kinds:
 * - `all`: every permutation, in lexicographic order (2 for 2 seats, 6 for 3, 24 for 4);
 * - `cyclic`: the n cyclic shifts; in seating r, seat s holds lineup bot (s + r) mod n,
 *   so each bot sits in each seat exactly once per deal;
 * - `none`: only the lineup as given (seat s holds lineup bot s);
 * - `auto` (the default): `all` for 2 and 3 seats, `cyclic` for 4.
 *
 * In 2v2, partners sit in opposite seats (0+2 against 1+3); cyclic shifts by one seat
 * swap the teams' sides but never split partners, so a lineup's partnerships hold
 * in every seating.
 */

export const ROTATIONS = ['auto', 'all', 'cyclic', 'none'] as const;
export type Rotation = (typeof ROTATIONS)[number];

/** Every permutation of 0..n-1 in lexicographic order. */
function permutations(n: number): number[][] {
  const out: number[][] = [];
  const used = new Array<boolean>(n).fill(false);
  const cur: number[] = [];
  const extend = (): void => {
    if (cur.length === n) { out.push(cur.slice()); return; }
    for (let i = 0; i < n; i++) {
      if (used[i]) continue;
      used[i] = true; cur.push(i);
      extend();
      cur.pop(); used[i] = false;
    }
  };
  extend();
  return out;
}

/** The seatings played on every deal for n seats: seatings[r][seat] = lineup position. */
export function seatings(n: number, rotation: Rotation): number[][] {
  const kind = rotation === 'auto' ? (n <= 3 ? 'all' : 'cyclic') : rotation;
  if (kind === 'all') return permutations(n);
  if (kind === 'none') return [Array.from({ length: n }, (_, s) => s)];
  return Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, s) => (s + r) % n));
}
