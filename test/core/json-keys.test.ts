/** Duplicate keys in JSON text (src/core/json-keys.ts): JSON.parse keeps the last silently. */
import { describe, expect, it } from 'vitest';
import { findDuplicateKey } from '../../src/core/json-keys.js';

describe('findDuplicateKey', () => {
  it('finds a key given twice, at any depth, with its path', () => {
    expect(findDuplicateKey('{"a": 1, "a": 2}')).toEqual({ path: 'a', key: 'a' });
    expect(findDuplicateKey('{"ships": {"white": {"cell": "g1"}, "white": {"cell": "f1"}}}')).toEqual({ path: 'ships.white', key: 'white' });
    expect(findDuplicateKey('{"x": [1, {"k": 0}, {"k": 1, "k": 2}]}')).toEqual({ path: 'x[2].k', key: 'k' });
    expect(findDuplicateKey('{"w1": 1, "\\u0077\\u0031": 2}')).toEqual({ path: 'w1', key: 'w1' }); // the same key, escaped
  });

  it('passes equal keys in different objects, and braces, quotes and colons inside strings', () => {
    expect(findDuplicateKey('{"a": {"k": 1}, "b": {"k": 1}, "c": [{"k": 1}, {"k": 2}]}')).toBeNull();
    expect(findDuplicateKey('{"a": "}{\\"a\\": 1, ", "b": "a", "c": "\\\\"}')).toBeNull();
    expect(findDuplicateKey('[1, "a", {"a": "a"}, []]')).toBeNull();
  });

  it('scans 2 MB of nested lists without overflowing the stack (the CLI test reads 10 MB)', () => {
    const deep = `${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}`;
    expect(findDuplicateKey(deep)).toBeNull();
    expect(findDuplicateKey(`{"a": ${'['.repeat(100_000)}${']'.repeat(100_000)}, "a": 1}`)).toEqual({ path: 'a', key: 'a' });
  });
});
