/**
 * Seeded random numbers. `Rng` is sfc32 (Chris Doty-Humphrey's small fast counter
 * generator) with its 128-bit state in an Int32Array, so it can be saved, restored
 * and copied without allocating. Seeds of any text are expanded to that state by
 * seedrandom's ARC4 generator, so "42" gives the same stream on every machine.
 *
 * Nothing that must reproduce draws from JavaScript's unseeded global generator.
 */

import seedrandom from 'seedrandom';

export class Rng {
  /** sfc32 state words a, b, c, counter. */
  readonly s = new Int32Array(4);

  constructor(seed: string | number = 0) {
    this.seed(seed);
  }

  /** Re-seeds from any string or number. */
  seed(seed: string | number): void {
    const arc4 = seedrandom(String(seed));
    for (let i = 0; i < 4; i++) this.s[i] = arc4.int32();
    for (let i = 0; i < 12; i++) this.nextU32();
  }

  /** Re-seeds from two 32-bit words without allocating (for per-iteration streams). */
  seedWords(a: number, b: number): void {
    const s = this.s;
    s[0] = a; s[1] = b; s[2] = a ^ 0x6a09e667; s[3] = 1;
    for (let i = 0; i < 12; i++) this.nextU32();
  }

  /** Next 32 random bits as an unsigned number. */
  nextU32(): number {
    const s = this.s;
    const a = s[0], b = s[1], c = s[2], d = s[3];
    const t = (((a + b) | 0) + d) | 0;
    s[3] = (d + 1) | 0;
    s[0] = b ^ (b >>> 9);
    s[1] = (c + (c << 3)) | 0;
    s[2] = ((c << 21) | (c >>> 11)) + t | 0;
    return t >>> 0;
  }

  /** Uniform integer in [0, n), n >= 1. Uses a multiply-shift (bias below 2^-32 * n). */
  int(n: number): number {
    return Math.floor((this.nextU32() / 4294967296) * n);
  }

  /**
   * Shuffles a[0..n) in place exactly as `for (i = n - 1; i > 0; i--) swap(a[i], a[int(i + 1)])`
   * does, with the same draws, but with the state in locals instead of four typed-array loads
   * and stores a draw (the MCTS deals about a hundred face-down tiles an iteration:
   * bots/jackal/deal.ts). test/core/rng-batch.test.ts checks it against that loop.
   */
  shuffle(a: Uint8Array, n: number): void {
    const s = this.s;
    let x = s[0], y = s[1], z = s[2], w = s[3];
    for (let i = n - 1; i > 0; i--) {
      const t = (((x + y) | 0) + w) | 0; // one nextU32 step
      w = (w + 1) | 0; x = y ^ (y >>> 9); y = (z + (z << 3)) | 0; z = ((z << 21) | (z >>> 11)) + t | 0;
      const j = Math.floor(((t >>> 0) / 4294967296) * (i + 1));
      const v = a[i]; a[i] = a[j]; a[j] = v;
    }
    s[0] = x; s[1] = y; s[2] = z; s[3] = w;
  }

  /** Writes `count` draws of int(n) into out[0..count), in order: the same numbers as `count` calls, with the state in locals (see `shuffle`). */
  fillInts(out: Uint8Array, count: number, n: number): void {
    const s = this.s;
    let x = s[0], y = s[1], z = s[2], w = s[3];
    for (let k = 0; k < count; k++) {
      const t = (((x + y) | 0) + w) | 0; // one nextU32 step
      w = (w + 1) | 0; x = y ^ (y >>> 9); y = (z + (z << 3)) | 0; z = ((z << 21) | (z >>> 11)) + t | 0;
      out[k] = Math.floor(((t >>> 0) / 4294967296) * n);
    }
    s[0] = x; s[1] = y; s[2] = z; s[3] = w;
  }

  /** Uniform float in [0, 1). */
  float(): number {
    return this.nextU32() / 4294967296;
  }

  /** Copies the state of another generator. */
  copyFrom(o: Rng): void {
    this.s.set(o.s);
  }

  /** The state as a string of four hex words, for saving. */
  save(): string {
    return Array.from(this.s, (w) => (w >>> 0).toString(16).padStart(8, '0')).join('');
  }

  restore(saved: string): void {
    if (!/^[0-9a-f]{32}$/.test(saved)) throw new Error('rng state: expected 32 hex digits');
    for (let i = 0; i < 4; i++) this.s[i] = parseInt(saved.slice(i * 8, i * 8 + 8), 16) | 0;
  }
}
