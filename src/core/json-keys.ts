/**
 * Duplicate keys in JSON text. JSON.parse keeps the last of two equal keys in an object
 * and says nothing, so `{"white": ..., "white": ...}` would read as one ship; inputs
 * (positions, experiments) are checked with this scanner after JSON.parse accepted them.
 *
 * The scan is a loop over the text with an explicit stack (no recursion: deeply nested
 * input cannot overflow the call stack), and assumes the text is valid JSON. Keys are
 * compared after unescaping ("w1" and "\u0077\u0031" are the same key).
 */

/** The first duplicate key: its path (`pirates.w1`, `a[2].b`) and the key. */
export interface DuplicateKey { path: string; key: string }

/**
 * The stack holds one number per open container: for a list, -1 - (index of the current
 * element); for an object, its slot in `objects` (its keys so far and its current key).
 * Numbers keep 5 million nested lists within tens of MB.
 */
export function findDuplicateKey(text: string): DuplicateKey | null {
  const stack: number[] = [];
  const objects: { keys: Set<string>; lastKey: string; expectKey: boolean }[] = [];
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x7b /* { */) {
      stack.push(objects.length);
      objects.push({ keys: new Set(), lastKey: '', expectKey: true });
    } else if (c === 0x5b /* [ */) {
      stack.push(-1);
    } else if (c === 0x7d /* } */) {
      stack.pop();
      objects.pop();
    } else if (c === 0x5d /* ] */) {
      stack.pop();
    } else if (c === 0x2c /* , */) {
      const top = stack[stack.length - 1];
      if (top >= 0) objects[top].expectKey = true; else stack[stack.length - 1] = top - 1;
    } else if (c === 0x22 /* " */) {
      let j = i + 1;
      while (text.charCodeAt(j) !== 0x22) j += text.charCodeAt(j) === 0x5c /* \ */ ? 2 : 1;
      const top = stack.length > 0 ? stack[stack.length - 1] : -1;
      const o = top >= 0 ? objects[top] : undefined;
      if (o?.expectKey) {
        const key = JSON.parse(text.slice(i, j + 1)) as string;
        if (o.keys.has(key)) return { path: pathOf(stack, objects, key), key };
        o.keys.add(key);
        o.lastKey = key;
        o.expectKey = false;
      }
      i = j;
    }
  }
  return null;
}

function pathOf(stack: readonly number[], objects: readonly { lastKey: string }[], key: string): string {
  let p = '';
  for (let d = 0; d < stack.length - 1; d++) {
    const f = stack[d];
    p += f >= 0 ? (p === '' ? objects[f].lastKey : `.${objects[f].lastKey}`) : `[${-1 - f}]`;
  }
  return p === '' ? key : `${p}.${key}`;
}
