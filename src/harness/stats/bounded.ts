/**
 * Which rating differences the data can bound (for ratings.ts).
 *
 * Draw an arrow a → b when bot a scored anything against b (a win or a tie in some
 * comparison). The Bradley-Terry likelihood has a finite maximum exactly when every bot
 * can reach every other along arrows (Zermelo 1929; Ford 1957). Otherwise the bots fall
 * into groups, the strongly connected sets of the arrows: inside a group every difference
 * is bounded, and between two groups every comparison went the same way (an arrow back
 * would merge them), so the likelihood keeps rising as the upper group moves away from the
 * lower: their difference is +∞, and the best fit inside each group is the fit of the
 * group's own comparisons (the comparisons across groups are then predicted with
 * certainty and add nothing). Two groups with no chain of arrows either way are not
 * ordered at all.
 */

/** One comparison: bot a scored `score` (1 a win, ½ a tie, 0 a loss) against bot b (indices into the bot list). */
export interface Comparison { a: number; b: number; score: number }

export interface Dominance {
  /** Per bot, its group's index (groups numbered in the order of their first bot). */
  group: number[];
  /** above[a][b]: a path of arrows leads from a to b (a ≠ b), so a's group is at or above b's. */
  above: boolean[][];
  /** Comparisons of a against b (symmetric). */
  met: number[][];
}

/** The groups and the order between them, from every comparison. */
export function dominance(bots: number, blocks: readonly (readonly Comparison[])[]): Dominance {
  const met = Array.from({ length: bots }, () => new Array<number>(bots).fill(0));
  const above = Array.from({ length: bots }, () => new Array<boolean>(bots).fill(false));
  for (const blk of blocks) {
    for (const c of blk) {
      met[c.a][c.b]++; met[c.b][c.a]++;
      if (c.score > 0) above[c.a][c.b] = true;
      if (c.score < 1) above[c.b][c.a] = true;
    }
  }
  for (let k = 0; k < bots; k++) {
    for (let i = 0; i < bots; i++) {
      if (!above[i][k]) continue;
      for (let j = 0; j < bots; j++) if (above[k][j]) above[i][j] = true;
    }
  }
  const group = new Array<number>(bots).fill(-1);
  let groups = 0;
  for (let i = 0; i < bots; i++) {
    if (group[i] >= 0) continue;
    for (let j = i; j < bots; j++) if (j === i || (above[i][j] && above[j][i])) group[j] = groups;
    groups++;
  }
  return { group, above, met };
}

/** How bot x stands to bot y of another group: +1 above without bound, −1 below, 0 not ordered. */
export function order(d: Dominance, x: number, y: number): 1 | -1 | 0 {
  if (d.above[x][y] && !d.above[y][x]) return 1;
  if (d.above[y][x] && !d.above[x][y]) return -1;
  return 0;
}

/**
 * Why bot x (not in the anchor's group) has no finite rating against the anchor, in words:
 * the meetings its group won (or lost) every time, or that nothing orders them.
 */
export function unboundedReason(d: Dominance, x: number, anchor: number, names: readonly string[]): string {
  const side = order(d, x, anchor);
  const mates = names.filter((_, i) => d.group[i] === d.group[x]);
  const who = mates.length === 1 ? names[x] : `its group (${mates.join(', ')})`;
  if (side === 0) return `not comparable with ${names[anchor]}: no chain of results leads from one to the other`;
  let meetings = 0;
  const others: string[] = [];
  names.forEach((name, y) => {
    if (d.group[y] === d.group[x] || order(d, x, y) !== side) return;
    let n = 0;
    for (let m = 0; m < names.length; m++) if (d.group[m] === d.group[x]) n += d.met[m][y];
    if (n > 0) { meetings += n; others.push(name); }
  });
  const verb = side > 0 ? 'won' : 'lost';
  return `${side > 0 ? 'above' : 'below'} ${names[anchor]} without bound: ${who} ${verb} all ${meetings} meetings with ${others.join(', ')}`;
}
