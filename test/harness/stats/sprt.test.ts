import { describe, expect, it } from 'vitest';
import { parseSprt, Sprt, sprtBounds, sprtLlr, SprtSpec, sprtStatus } from '../../../src/harness/stats/sprt.js';

/**
 * Expected LLRs are the published test values of fastchess (app/tests/sprt_test.cpp,
 * github.com/Disservin/fastchess), computed there by its own implementation of fishtest's
 * GSPRT; fastchess checks them to 1% relative (doctest epsilon 0.01), and so do we.
 * Trinomial counts are (wins, losses, draws); pentanomial counts are fastchess's
 * (LL, LD, WL, DD, WD, WW), whose pair scores are 0, ¼, ½ (WL and DD), ¾, 1.
 */
const spec = (elo0: number, elo1: number, model: 'logistic' | 'normalized'): SprtSpec => ({ elo0, elo1, alpha: 0.05, beta: 0.05, model });

function trinomial(s: SprtSpec, w: number, l: number, d: number): number {
  return sprtLlr(s, [0, 0.5, 1], [l, d, w], 1);
}
function penta(s: SprtSpec, ll: number, ld: number, wl: number, dd: number, wd: number, ww: number): number {
  return sprtLlr(s, [0, 0.25, 0.5, 0.75, 1], [ll, ld, wl + dd, wd, ww], 2);
}

const TRINOMIAL: [string, SprtSpec, number, number, number, number][] = [
  ['normalized 1', spec(0, 2, 'normalized'), 36433, 36027, 68692, 0.92],
  ['normalized 2', spec(-1.75, 0.25, 'normalized'), 10871, 10650, 20431, 2.30],
  ['normalized 3', spec(0, 10, 'normalized'), 4250, 0, 0, 120.56],
  ['logistic 1', spec(0.5, 2.5, 'logistic'), 21404, 21184, 40708, -1.57],
  ['logistic 2', spec(0, 2, 'logistic'), 57433, 57030, 106593, -2.59],
];
const PENTANOMIAL: [string, SprtSpec, number[], number][] = [
  ['normalized 1', spec(0, 2, 'normalized'), [365, 16618, 36029, 200, 16974, 390], 2.25],
  ['normalized 2', spec(-1.75, 0.25, 'normalized'), [127, 4883, 10311, 401, 5150, 104], 3.01],
  ['normalized 3', spec(0, 5, 'normalized'), [0, 0, 0, 0, 0, 5550], 111.82],
  ['logistic 1', spec(0.5, 2.5, 'logistic'), [223, 9863, 20279, 1000, 10037, 246], -3.07],
  ['logistic 2', spec(0, 2, 'logistic'), [871, 26175, 55003, 980, 26678, 821], -4.98],
];

const within1pct = (x: number, want: number): void => { expect(Math.abs(x - want)).toBeLessThanOrEqual(0.01 * Math.abs(want)); };

describe('GSPRT log-likelihood ratio (fastchess published values)', () => {
  it.each(TRINOMIAL)('trinomial %s', (_, s, w, l, d, want) => within1pct(trinomial(s, w, l, d), want));
  it.each(PENTANOMIAL)('pentanomial %s', (_, s, c, want) => within1pct(penta(s, c[0], c[1], c[2], c[3], c[4], c[5]), want));

  it('is zero when the data sit halfway between the hypotheses', () => {
    // symmetric pentanomial counts have mean exactly ½ = the midpoint of elo0 = -e and elo1 = +e
    expect(Math.abs(penta(spec(-5, 5, 'logistic'), 10, 20, 40, 0, 20, 10))).toBeLessThan(1e-9);
  });
});

describe('bounds and decisions', () => {
  it('bounds are ln(β/(1−α)) and ln((1−β)/α)', () => {
    // 0.05/0.95 and 0.95/0.05: ln 19 = 2.9444389791664403 (python3 math.log(19))
    const b = sprtBounds(spec(0, 5, 'logistic'));
    expect(b.upper).toBeCloseTo(2.9444389791664403, 12);
    expect(b.lower).toBeCloseTo(-2.9444389791664403, 12);
    expect(sprtStatus(spec(0, 5, 'logistic'), 3)).toBe('H1');
    expect(sprtStatus(spec(0, 5, 'logistic'), -3)).toBe('H0');
    expect(sprtStatus(spec(0, 5, 'logistic'), 2.9)).toBe('continue');
  });

  it('the running test equals the batch LLR of the same counts', () => {
    const t = new Sprt(spec(0, 2, 'logistic'), 4, 2);
    const c = [871, 26175, 55003 + 980, 26678, 821];
    c.forEach((n, k) => { for (let i = 0; i < n; i++) t.add(k / 4); });
    expect(t.count).toBe(c.reduce((a, b) => a + b));
    within1pct(t.llr(), -4.98);
    expect(t.status()).toBe('H0');
  });

  it('parses the flag text, filling defaults, and names a bad key', () => {
    expect(parseSprt('elo0=0,elo1=5,alpha=0.05,beta=0.05')).toEqual({ elo0: 0, elo1: 5, alpha: 0.05, beta: 0.05, model: 'logistic' });
    expect(parseSprt('elo1=10,model=normalized')).toMatchObject({ elo0: 0, elo1: 10, model: 'normalized' });
    expect(parseSprt('elo0=5,elo1=0')).toMatchObject({ field: 'elo1' });
    expect(parseSprt('alpha=1')).toMatchObject({ field: 'alpha' });
    expect(parseSprt('elo2=3')).toMatchObject({ field: 'elo2' });
    expect(parseSprt('elo0=x')).toMatchObject({ field: 'elo0' });
  });
});
