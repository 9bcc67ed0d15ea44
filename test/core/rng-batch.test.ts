/**
 * Rng's batched draws (src/core/rng.ts `shuffle`, `fillInts`) against the calls they stand
 * for: the same results and the same generator state afterwards, for many seeds and lengths
 * (0, 1 and 2 included), with draws before and after so that the state carried in and out of
 * the locals is checked too. The sfc32 stream itself is pinned by a first value computed by
 * hand below.
 */
import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.js';

describe('Rng batched draws equal one call a draw', () => {
  it('shuffle: Fisher-Yates from the end with int(i + 1), for lengths 0..80 and many seeds', () => {
    let checked = 0;
    for (let seed = 0; seed < 40; seed++) {
      for (let n = 0; n <= 80; n += seed % 3 === 0 ? 1 : 7) {
        const fast = new Rng(`shuffle:${seed}`), slow = new Rng(`shuffle:${seed}`);
        const a = Uint8Array.from({ length: 100 }, (_, i) => (i * 7 + seed) & 255), b = a.slice();
        expect(fast.int(1000)).toBe(slow.int(1000));
        fast.shuffle(a, n);
        for (let i = n - 1; i > 0; i--) {
          const j = slow.int(i + 1);
          const x = b[i]; b[i] = b[j]; b[j] = x;
        }
        expect(Array.from(a)).toEqual(Array.from(b));
        expect(Array.from(fast.s)).toEqual(Array.from(slow.s));
        expect(fast.nextU32()).toBe(slow.nextU32());
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('fillInts: count draws of int(n) in order, for counts 0..64 and several n', () => {
    for (let seed = 0; seed < 30; seed++) {
      for (const n of [1, 2, 4, 7, 255]) {
        const count = (seed * 13) % 65;
        const fast = new Rng(`ints:${seed}`), slow = new Rng(`ints:${seed}`);
        const out = new Uint8Array(80).fill(77);
        fast.fillInts(out, count, n);
        const want = Array.from({ length: count }, () => slow.int(n));
        expect(Array.from(out.subarray(0, count))).toEqual(want);
        expect(out[count]).toBe(77); // nothing written past count
        expect(Array.from(fast.s)).toEqual(Array.from(slow.s));
      }
    }
  });

  it('the stream: state (1, 2, 3, 4) gives 1 + 2 + 4 = 7 first, and the batched draw sees the same word', () => {
    const r = new Rng(), q = new Rng();
    r.s.set([1, 2, 3, 4]);
    q.s.set([1, 2, 3, 4]);
    expect(r.nextU32()).toBe(7); // sfc32: a + b + counter
    const out = new Uint8Array(1);
    q.fillInts(out, 1, 256);
    expect(out[0]).toBe(0); // floor(7 / 2^32 * 256)
    expect(Array.from(q.s)).toEqual(Array.from(r.s));
  });
});
