import { describe, expect, it } from 'vitest';
import {
  QS_DELTA_DECIMALS,
  WAVE_DELTA_DECIMALS,
  deltaColor,
  formatDelta,
  isComparisonCandidate,
  qsColor,
  sortWaves,
  totalQsSeconds,
} from '../../domain/waves';

describe('totalQsSeconds', () => {
  it('sums ticks at 0.6 s each without float noise', () => {
    expect(totalQsSeconds([{ qs_time: 4 }, { qs_time: 5 }, { qs_time: 4 }])).toBe(7.8);
    expect(totalQsSeconds([{ qs_time: 1 }, { qs_time: 1 }, { qs_time: 1 }])).toBe(1.8);
  });

  it('counts waves without a QS time as nothing', () => {
    expect(totalQsSeconds([{ qs_time: null }, { qs_time: 4 }, { qs_time: undefined }, { qs_time: 5 }])).toBe(5.4);
    expect(totalQsSeconds([])).toBe(0);
  });
});

describe('qsColor', () => {
  it('is green for 4 ticks, orange for 5, red otherwise', () => {
    expect(qsColor(4)).toBe('green');
    expect(qsColor(5)).toBe('orange');
    for (const ticks of [0, 3, 6, 40, null, undefined]) expect(qsColor(ticks)).toBe('red');
  });
});

describe('sortWaves', () => {
  it('orders by wave number and leaves the input alone', () => {
    const waves = [{ wave_number: 10 }, { wave_number: 2 }, { wave_number: 1 }, { wave_number: 9 }];
    expect(sortWaves(waves).map((w) => w.wave_number)).toEqual([1, 2, 9, 10]);
    expect(waves.map((w) => w.wave_number)).toEqual([10, 2, 1, 9]);
  });
});

describe('deltas', () => {
  it('shows wave deltas with one decimal and QS deltas with none', () => {
    expect(WAVE_DELTA_DECIMALS).toBe(1);
    expect(QS_DELTA_DECIMALS).toBe(0);
  });

  it('colours slower red, faster green and equal grey', () => {
    expect(deltaColor(0.6)).toBe('red');
    expect(deltaColor(1)).toBe('red');
    expect(deltaColor(-0.6)).toBe('green');
    expect(deltaColor(-1)).toBe('green');
    expect(deltaColor(0)).toBe('grey');
    expect(deltaColor(-0)).toBe('grey');
  });

  it('treats float noise as no change', () => {
    expect(0.1 + 0.2 - 0.3).not.toBe(0);
    expect(deltaColor(0.1 + 0.2 - 0.3)).toBe('grey');
    expect(deltaColor(-1e-10)).toBe('grey');
    expect(deltaColor(1e-8)).toBe('red');
    expect(deltaColor(-1e-8)).toBe('green');
    expect(deltaColor(Number.NaN)).toBe('grey');
  });

  it.each([
    [1.2, 1, '+1.2'],
    [-0.6, 1, '-0.6'],
    [12.6 - 12, 1, '+0.6'],
    [0, 1, '0.0'],
    [-0, 1, '0.0'],
    [-0.04, 1, '0.0'],
    [0.04, 1, '0.0'],
    [0.1 + 0.2 - 0.3, 1, '0.0'],
    [1, 0, '+1'],
    [-1, 0, '-1'],
    [0, 0, '0'],
    [-0.4, 0, '0'],
    [0.6, 0, '+1'],
    [-2.5, 0, '-3'],
    [2.5, 0, '+3'],
  ])('formats %s with %s decimals as %s', (delta, decimals, text) => {
    expect(formatDelta(delta, decimals)).toBe(text);
  });
});

describe('isComparisonCandidate', () => {
  const current = { id: 1 };
  const wave = { wave_number: 1 };

  it('accepts another scroller round with wave data', () => {
    expect(isComparisonCandidate(current, { id: 2, scroller: true, wave_data: [wave] })).toBe(true);
  });

  it('rejects the round itself, non-scroller rounds and rounds without waves', () => {
    expect(isComparisonCandidate(current, { id: 1, scroller: true, wave_data: [wave] })).toBe(false);
    expect(isComparisonCandidate(current, { id: 2, scroller: false, wave_data: [wave] })).toBe(false);
    expect(isComparisonCandidate(current, { id: 2, scroller: true, wave_data: [] })).toBe(false);
  });
});
