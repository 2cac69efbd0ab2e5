import { describe, expect, it } from 'vitest';
import { offlineStyle } from './map-style';

describe('the offline map style', () => {
  const style = offlineStyle();

  it('needs nothing from another origin: no tiles, glyphs or sprites', () => {
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(JSON.stringify(style.sources)).not.toMatch(/https?:\/\//);
    expect(style.layers.some((layer) => layer.type === 'symbol')).toBe(false);
  });

  it("draws the lines between Türkiye's provinces inside its outline", () => {
    const provinces = style.sources.provinces;
    expect(provinces?.type).toBe('geojson');
    const data = (provinces as { data: GeoJSON.Feature<GeoJSON.MultiLineString> }).data;
    const lines = data.geometry.coordinates;
    expect(lines.length).toBeGreaterThan(150);
    // Every point lies in Türkiye's extent.
    for (const [lng, lat] of lines.flat()) {
      expect(lng).toBeGreaterThanOrEqual(25.6);
      expect(lng).toBeLessThanOrEqual(44.9);
      expect(lat).toBeGreaterThanOrEqual(35.8);
      expect(lat).toBeLessThanOrEqual(42.2);
    }
    const order = style.layers.map((layer) => layer.id);
    expect(order.indexOf('provinces')).toBeGreaterThan(order.indexOf('land'));
    expect(order.indexOf('provinces')).toBeLessThan(order.indexOf('border'));
  });
});
