import { describe, expect, it } from 'vitest';
import { GEOMETRY_MESSAGES, parcelGeometryProblem, segmentsMeet } from './parcel-geometry.ts';
import { boxesMeet, clampToTurkiye, formatMapBox, parseMapBox } from './map-box.ts';

const polygon = (...rings: [number, number][][]) => ({ type: 'Polygon', coordinates: rings });
const square: [number, number][] = [
  [27.0, 37.0],
  [27.01, 37.0],
  [27.01, 37.01],
  [27.0, 37.01],
  [27.0, 37.0],
];

describe('a parcel outline the server stores', () => {
  it('takes a closed ring inside Türkiye, with a hole, and a MultiPolygon', () => {
    expect(parcelGeometryProblem(polygon(square))).toBeNull();
    const hole: [number, number][] = [
      [27.004, 37.004],
      [27.006, 37.004],
      [27.006, 37.006],
      [27.004, 37.004],
    ];
    expect(parcelGeometryProblem(polygon(square, hole))).toBeNull();
    const east = square.map(([lng, lat]): [number, number] => [lng + 0.02, lat]);
    expect(
      parcelGeometryProblem({ type: 'MultiPolygon', coordinates: [[square], [east]] }),
    ).toBeNull();
  });

  it('refuses other shapes, open or short rings, crossings, zero area and the outside', () => {
    expect(parcelGeometryProblem({ type: 'Point', coordinates: [27, 37] })).toBe(
      GEOMETRY_MESSAGES.shape,
    );
    expect(parcelGeometryProblem(polygon(square.slice(0, 4)))).toBe(GEOMETRY_MESSAGES.ringOpen);
    expect(parcelGeometryProblem(polygon(square.slice(2)))).toBe(GEOMETRY_MESSAGES.ringTooShort);
    const bowtie: [number, number][] = [
      [27.0, 37.0],
      [27.01, 37.01],
      [27.01, 37.0],
      [27.0, 37.01],
      [27.0, 37.0],
    ];
    expect(parcelGeometryProblem(polygon(bowtie))).toBe(GEOMETRY_MESSAGES.selfIntersecting);
    // A hole poking out of its outer ring crosses it.
    const outside: [number, number][] = [
      [27.005, 37.005],
      [27.02, 37.005],
      [27.02, 37.006],
      [27.005, 37.005],
    ];
    expect(parcelGeometryProblem(polygon(square, outside))).toBe(
      GEOMETRY_MESSAGES.selfIntersecting,
    );
    const line: [number, number][] = [
      [27.0, 37.0],
      [27.01, 37.0],
      [27.02, 37.0],
      [27.0, 37.0],
    ];
    expect(parcelGeometryProblem(polygon(line))).not.toBeNull();
    const cyprus = square.map(([lng, lat]): [number, number] => [lng + 6, lat - 2]);
    expect(parcelGeometryProblem(polygon(cyprus))).toBe(GEOMETRY_MESSAGES.outside);
  });

  it('says whether two segments meet, touching ends included', () => {
    expect(segmentsMeet([0, 0], [2, 2], [0, 2], [2, 0])).toBe(true);
    expect(segmentsMeet([0, 0], [1, 0], [1, 0], [2, 0])).toBe(true);
    expect(segmentsMeet([0, 0], [1, 0], [0, 1], [1, 1])).toBe(false);
  });
});

describe("the map's box", () => {
  it('reads the URL, clamps to Türkiye and writes five decimals', () => {
    expect(parseMapBox('27.123456789,37,27.5,37.5')).toEqual({
      minLng: 27.12346,
      minLat: 37,
      maxLng: 27.5,
      maxLat: 37.5,
    });
    expect(parseMapBox('20,30,50,50')).toEqual({
      minLng: 25.6,
      minLat: 35.8,
      maxLng: 44.9,
      maxLat: 42.2,
    });
    expect(parseMapBox('0,0,1,1')).toBeUndefined();
    expect(parseMapBox(null)).toBeUndefined();
    expect(formatMapBox({ minLng: 27, minLat: 37, maxLng: 27.5, maxLat: 37.25 })).toBe(
      '27,37,27.5,37.25',
    );
    expect(clampToTurkiye({ minLng: 10, minLat: 10, maxLng: 11, maxLat: 11 })).toBeNull();
  });

  it('a listing meets a view when their boxes share a point', () => {
    const view = { minLng: 27, minLat: 37, maxLng: 28, maxLat: 38 };
    expect(boxesMeet({ minLng: 28, maxLng: 28.1, minLat: 37.5, maxLat: 37.6 }, view)).toBe(true);
    expect(boxesMeet({ minLng: 28.01, maxLng: 28.1, minLat: 37.5, maxLat: 37.6 }, view)).toBe(
      false,
    );
  });
});
