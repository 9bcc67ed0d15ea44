/**
 * The legal-move set of the node the search is walking (bots/mcts.ts): which moves are legal
 * in this determinization, and which of them already have a child. Open addressing on a
 * multiplicative hash; cleared in O(1) by bumping `epoch` (a slot is in the set while its tag
 * equals the epoch). Allocates only in its constructor.
 */
export class MoveSet {
  private readonly shift: number;
  private readonly mask: number;
  private readonly key: Int32Array;
  private readonly tag: Uint32Array;
  /** Per slot: 0 = legal, no child yet; 1 = legal and a child exists. */
  readonly mark: Uint8Array;
  /** The slot of moves[i] after `fill` (one slot for a move listed twice), so the untried moves are found without probing again. */
  readonly slotOf: Int32Array;
  /** Per slot: the first i with moves[i] in it, so the search can note where a child's move stood in the list (mcts.ts `at`). */
  readonly index: Int32Array;
  private epoch = 0;

  /** A set for lists of up to maxMoves moves: a power of two at least twice that (1024 at least), so probes stay short. */
  constructor(maxMoves: number) {
    let bits = 10;
    while (1 << bits < 2 * maxMoves) bits++;
    const size = 1 << bits;
    this.shift = 32 - bits;
    this.mask = size - 1;
    this.key = new Int32Array(size);
    this.tag = new Uint32Array(size);
    this.mark = new Uint8Array(size);
    this.slotOf = new Int32Array(maxMoves);
    this.index = new Int32Array(size);
  }

  /** Makes the set hold moves[0..n), all unmarked; returns how many distinct moves it holds (n when none is listed twice). */
  fill(moves: Int32Array, n: number): number {
    if (++this.epoch === 0xffffffff) { this.tag.fill(0); this.epoch = 1; }
    const shift = this.shift, mask = this.mask, epoch = this.epoch, key = this.key, tag = this.tag;
    let distinct = 0;
    for (let i = 0; i < n; i++) {
      const m = moves[i];
      let h = Math.imul(m, 0x9e3779b1) >>> shift;
      while (tag[h] === epoch && key[h] !== m) h = (h + 1) & mask;
      if (tag[h] !== epoch) { tag[h] = epoch; key[h] = m; this.mark[h] = 0; this.index[h] = i; distinct++; }
      this.slotOf[i] = h;
    }
    return distinct;
  }

  /** Slot of move m in the set, or -1 when m is not legal here. */
  find(m: number): number {
    let h = Math.imul(m, 0x9e3779b1) >>> this.shift;
    while (this.tag[h] === this.epoch) {
      if (this.key[h] === m) return h;
      h = (h + 1) & this.mask;
    }
    return -1;
  }
}
