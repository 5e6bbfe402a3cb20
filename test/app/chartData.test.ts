import { describe, expect, it } from 'vitest';
import { alignData, hoverTargets, nearestTarget, stepsInTimeOrder, type ChartSeries } from '../../app/components/charts/chartData';

const healer: ChartSeries = {
  name: 'Healer',
  color: '#218c3c',
  steps: [
    { t: 10, value: 200 },
    { t: 30, value: 180 },
  ],
  points: [
    { t: 10, value: 200 },
    { t: 20, value: 210 },
    { t: 30, value: 180 },
  ],
};

const defender: ChartSeries = {
  name: 'Defender',
  color: '#3478e0',
  steps: [{ t: 15, value: 190 }],
  points: [
    { t: 15, value: 190 },
    { t: 40, value: 195 },
  ],
};

describe('alignData', () => {
  it('puts every series on one time axis: dots, then steps carried to the end', () => {
    const { data, stepIdxs } = alignData([healer, defender], 100);
    expect(data).toEqual([
      [10, 15, 20, 30, 40, 100],
      [200, null, 210, 180, null, null],
      [null, 190, null, null, 195, null],
      [200, null, null, 180, null, 180],
      [null, 190, null, null, null, 190],
    ]);
    expect(stepIdxs).toEqual([[0, 3], [1]]);
  });

  it('ends at the last time when the end given is earlier', () => {
    const { data } = alignData([healer, defender], 5);
    expect(data[0]).toEqual([10, 15, 20, 30, 40]);
    expect(data[3]).toEqual([200, null, null, 180, 180]);
    expect(data[4]).toEqual([null, 190, null, null, 190]);
  });

  it('keeps the lower of two values at the same time', () => {
    const twice: ChartSeries = {
      name: 'Collector',
      color: '#b36b00',
      steps: [
        { t: 10, value: 200 },
        { t: 10, value: 190 },
      ],
      points: [
        { t: 10, value: 190 },
        { t: 10, value: 200 },
      ],
    };
    const { data, stepIdxs } = alignData([twice], 10);
    expect(data).toEqual([[10], [190], [190]]);
    expect(stepIdxs).toEqual([[0]]);
  });

  it('adds no end when no series has a step', () => {
    const dotsOnly: ChartSeries = { ...healer, steps: [] };
    expect(alignData([dotsOnly], 100)).toEqual({ data: [[10, 20, 30], [200, 210, 180], [null, null, null]], stepIdxs: [[]] });
    expect(alignData([], 100)).toEqual({ data: [[]], stepIdxs: [] });
  });
});

describe('stepsInTimeOrder', () => {
  it('lists every step of every series, oldest first, series order on a tie', () => {
    const tied: ChartSeries = { ...defender, steps: [{ t: 30, value: 185 }] };
    const order = stepsInTimeOrder([healer, tied]).map(({ series, point }) => [series, point.t]);
    expect(order).toEqual([
      [0, 10],
      [0, 30],
      [1, 30],
    ]);
    expect(stepsInTimeOrder([defender, healer]).map(({ point }) => point.t)).toEqual([10, 15, 30]);
  });
});

describe('nearestTarget', () => {
  const targets = hoverTargets([healer, defender]);
  // One pixel per time unit and per second.
  const position = ({ point }: { point: { t: number; value: number } }) => [point.t, point.value] as const;

  it('finds the nearest point within the radius', () => {
    expect(nearestTarget(targets, position, 21, 208, 5)?.point).toEqual({ t: 20, value: 210 });
    expect(nearestTarget(targets, position, 40, 199, 4)?.point).toEqual({ t: 40, value: 195 });
  });

  it('finds nothing beyond the radius', () => {
    expect(nearestTarget(targets, position, 40, 199, 3)).toBeNull();
    expect(nearestTarget([], position, 0, 0, 100)).toBeNull();
  });

  it('prefers a step to the dot of the same round', () => {
    const hit = nearestTarget(targets, position, 30, 180, 5);
    expect(hit).toBe(targets.find((target) => target.point === healer.steps[1]));
  });
});
