/**
 * stats/p-text.ts: a p-value is never written as 0. The exponent forms were checked with
 * python3: `f"{math.exp(-32.75/2):.1e}"` = '7.7e-08' (the chi-square tail on 2 df is exp(-x/2)).
 */
import { describe, expect, it } from 'vitest';
import { pText } from '../../../src/harness/stats/p-text.js';

describe('pText', () => {
  it('fixed decimals while they show the value', () => {
    expect(pText(0.389788, 6)).toBe('0.389788');
    expect(pText(0.2482, 4)).toBe('0.2482');
    expect(pText(0.192, 4)).toBe('0.1920');
    expect(pText(1, 4)).toBe('1.0000');
    expect(pText(0.00005, 4)).toBe('0.0001'); // half the last place still shows
  });
  it('two significant digits in exponent form where the decimals would show 0', () => {
    expect(pText(Math.exp(-32.75 / 2), 4)).toBe('7.7e-8');
    expect(pText(Math.exp(-32.75 / 2), 6)).toBe('7.7e-8');
    expect(pText(0.0000049, 4)).toBe('4.9e-6');
  });
  it('an exact 0 and no value', () => {
    expect(pText(0, 4)).toBe('0.0000');
    expect(pText(NaN, 4)).toBe('');
  });
});
