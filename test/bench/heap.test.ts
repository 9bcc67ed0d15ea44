/**
 * bench/heap.ts: a GC-counting window counts the collections that start inside it and none
 * that start after it closes (the memory reducer's collection that the window's own full
 * collection sets off, once the event loop turns, read as 1 GC in the Pirate chess GC row).
 */

import { describe, expect, it } from 'vitest';
import { PerformanceObserver } from 'node:perf_hooks';
import { fullCollection, gcCounterWorks, openGcWindow } from '../../bench/heap.js';

/** Every GC entry delivered from now until the returned function is awaited (the old, unwindowed count). */
function countEveryEntry(): () => Promise<number> {
  let all = 0;
  const obs = new PerformanceObserver((list) => { all += list.getEntries().length; });
  obs.observe({ entryTypes: ['gc'] });
  return async () => {
    await new Promise((r) => setTimeout(r, 100));
    obs.disconnect();
    return all;
  };
}

describe('openGcWindow', () => {
  it('counts a full collection made inside the window', async () => {
    const close = await openGcWindow();
    fullCollection();
    expect(await close()).toBeGreaterThanOrEqual(1);
  });

  it('does not count a collection that starts after the window closed, though its entry arrives while the count waits', async () => {
    const close = await openGcWindow();
    const every = countEveryEntry();
    const counted = close(); // the window ends here, synchronously
    fullCollection();
    expect(await counted).toBe(0);
    expect(await every()).toBeGreaterThanOrEqual(1); // the collection happened and was delivered
  });

  it('counts nothing over an empty window', async () => {
    const close = await openGcWindow();
    expect(await close()).toBe(0);
  });

  it('sees the collections of a stretch that allocates about 100 MB', async () => {
    expect(await gcCounterWorks()).toBe(true);
  });
});
