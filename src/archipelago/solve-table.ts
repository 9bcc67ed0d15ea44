/**
 * The solver's transposition table: a set of fixed-length byte keys (solve.ts packs a solo
 * state's changing parts into one), each entry with the entry it was first reached from.
 * Open addressing with linear probing over a power-of-two slot array; the hash is FNV-1a
 * over the key's bytes. The full key is stored and compared, so the table is exact: a hash
 * collision costs a probe, never a wrong "seen".
 *
 * Memory: KEY_LEN + 4 bytes an entry plus 8 bytes a slot at the most (the slots are kept
 * at most half full). The arrays double when full, up to `maxEntries`.
 */

export class KeyTable {
  readonly keyLen: number;
  readonly maxEntries: number;
  keys: Uint8Array;
  parent: Int32Array;
  /** slots[h] = entry + 1, 0 empty. */
  private slots: Int32Array;
  private mask: number;
  size = 0;

  constructor(keyLen: number, maxEntries: number, initialLog2 = 16) {
    this.keyLen = keyLen;
    this.maxEntries = maxEntries;
    const cap = 1 << initialLog2;
    this.keys = new Uint8Array(cap * keyLen);
    this.parent = new Int32Array(cap);
    this.slots = new Int32Array(cap * 2);
    this.mask = cap * 2 - 1;
  }

  private hash(buf: Uint8Array, at: number): number {
    let h = 0x811c9dc5 | 0;
    for (let i = 0; i < this.keyLen; i++) h = Math.imul(h ^ buf[at + i], 0x01000193);
    return (h ^ (h >>> 15)) & this.mask;
  }

  private same(e: number, buf: Uint8Array): boolean {
    const k = this.keys, base = e * this.keyLen;
    for (let i = 0; i < this.keyLen; i++) if (k[base + i] !== buf[i]) return false;
    return true;
  }

  /** The entry holding key `buf` (its first keyLen bytes), or -1. */
  find(buf: Uint8Array): number {
    for (let h = this.hash(buf, 0); ; h = (h + 1) & this.mask) {
      const e = this.slots[h] - 1;
      if (e < 0) return -1;
      if (this.same(e, buf)) return e;
    }
  }

  /** Adds key `buf` reached from entry `parent` (-1: the root); its new entry, -1 when already present, -2 when the table is at maxEntries. */
  add(buf: Uint8Array, parent: number): number {
    let h = this.hash(buf, 0);
    for (; ; h = (h + 1) & this.mask) {
      const e = this.slots[h] - 1;
      if (e < 0) break;
      if (this.same(e, buf)) return -1;
    }
    if (this.size >= this.maxEntries) return -2;
    if (this.size === this.parent.length) { this.grow(); return this.add(buf, parent); }
    const e = this.size++;
    this.keys.set(buf.subarray(0, this.keyLen), e * this.keyLen);
    this.parent[e] = parent;
    this.slots[h] = e + 1;
    return e;
  }

  /** Copies entry e's key into out. */
  keyInto(e: number, out: Uint8Array): void {
    out.set(this.keys.subarray(e * this.keyLen, (e + 1) * this.keyLen));
  }

  private grow(): void {
    const cap = this.parent.length * 2;
    const keys = new Uint8Array(cap * this.keyLen); keys.set(this.keys); this.keys = keys;
    const parent = new Int32Array(cap); parent.set(this.parent); this.parent = parent;
    this.slots = new Int32Array(cap * 2);
    this.mask = cap * 2 - 1;
    for (let e = 0; e < this.size; e++) {
      let h = this.hash(this.keys, e * this.keyLen);
      while (this.slots[h] !== 0) h = (h + 1) & this.mask;
      this.slots[h] = e + 1;
    }
  }
}
