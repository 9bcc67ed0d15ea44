/**
 * The Archipelago bench row's workload reproduces its stored count (bench/archipelago.bench.ts
 * says where the figures come from): the bench throws rather than time other work, so a
 * rule change that alters these random games must recount them here, in the suite, and not
 * first surface as a failing `npm run bench`.
 */

import { describe, expect, it } from 'vitest';
import { ARCH_PLAYOUT_FINAL, ARCH_PLAYOUT_PLIES, archWorkload } from '../../bench/archipelago.bench.js';

describe('archipelago bench workload', () => {
  it('plays the stored number of plies to the stored final positions', () => {
    expect(archWorkload()).toEqual({ plies: ARCH_PLAYOUT_PLIES, final: ARCH_PLAYOUT_FINAL });
  });
});
