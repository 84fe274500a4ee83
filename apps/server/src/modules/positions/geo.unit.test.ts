import { describe, expect, it } from 'vitest';
import { areaAt, contains, interiorPoint } from './geo';

const square = { type: 'Polygon', coordinates: [[[0, 0], [10, 0], [10, 10], [0, 10], [0, 0]], [[4, 4], [6, 4], [6, 6], [4, 6], [4, 4]]] };
const concave = { type: 'Polygon', coordinates: [[[0, 0], [10, 0], [10, 10], [8, 10], [8, 2], [2, 2], [2, 10], [0, 10], [0, 0]]] };

describe('geo', () => {
  it('finds points inside a polygon and outside its hole', () => {
    expect(contains(square, 1, 1)).toBe(true);
    expect(contains(square, 5, 5)).toBe(false);
    expect(contains(square, 11, 5)).toBe(false);
    expect(contains({ type: 'MultiPolygon', coordinates: [square.coordinates] }, 9, 9)).toBe(true);
  });

  it('picks the containing area', () => {
    expect(areaAt([{ id: 1, geometry: square }], 2, 2)?.id).toBe(1);
    expect(areaAt([{ id: 1, geometry: square }], 20, 2)).toBeNull();
  });

  it('gives an interior point even for a concave ring', () => {
    const [x, y] = interiorPoint(concave);
    expect(contains(concave, x, y)).toBe(true);
  });
});
