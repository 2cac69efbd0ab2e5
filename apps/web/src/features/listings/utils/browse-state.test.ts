import { NO_SEARCH } from './search-state';
import { describe, expect, it } from 'vitest';
import {
  applyBrowseChange,
  parseBrowseState,
  toListingsQuery,
  writeBrowseState,
  type BrowseState,
} from './browse-state';

const parse = (search: string) => parseBrowseState(new URLSearchParams(search), 'new');
const write = (state: BrowseState) =>
  writeBrowseState(new URLSearchParams(), state, 'new').toString();

describe('browse state in the address', () => {
  it('reads every part and writes it back without the defaults', () => {
    const search =
      'tab=auctions&phase=ended&cities=K%C3%BCtahya%2CKonya&minPrice=50000000&maxPrice=90000000&sort=endingSoon&view=list&page=3&bbox=27.2%2C37%2C27.4%2C37.2&mode=map';
    const state = parse(search);
    expect(state).toEqual({
      tab: 'auctions',
      phase: 'ended',
      cities: ['Kütahya', 'Konya'],
      minPrice: 50_000_000,
      maxPrice: 90_000_000,
      ...NO_SEARCH,
      sort: 'endingSoon',
      view: 'list',
      page: 3,
      bbox: { minLng: 27.2, minLat: 37, maxLng: 27.4, maxLat: 37.2 },
      mode: 'map',
    });
    expect(write(state)).toBe(search);
    expect(write(parse(''))).toBe('');
  });

  it('reads and writes the search of issue 30: keyword, district, mahalle, area, zoning', () => {
    const search =
      'cities=%C4%B0zmir&q=%C3%87e%C5%9Fme+zeytinlik&districts=35.cesme&neighbourhoods=35.cesme.alacati-mah&minArea=500&maxArea=5000&zoning=konut%2Cvilla';
    const state = parse(search);
    expect(state).toMatchObject({
      cities: ['İzmir'],
      q: 'Çeşme zeytinlik',
      districts: ['35.cesme'],
      neighbourhoods: ['35.cesme.alacati-mah'],
      minArea: 500,
      maxArea: 5000,
      zoning: ['konut', 'villa'],
    });
    expect(write(state)).toBe(search);
  });

  it('drops a search the server would refuse instead of failing', () => {
    // Districts need ONE province, theirs; mahalleler a chosen district; the range the right way.
    expect(parse('districts=35.cesme')).toMatchObject({ districts: [] });
    expect(parse('cities=Mu%C4%9Fla&districts=35.cesme')).toMatchObject({ districts: [] });
    expect(
      parse('cities=%C4%B0zmir&districts=35.urla&neighbourhoods=35.cesme.alacati-mah'),
    ).toMatchObject({ districts: ['35.urla'], neighbourhoods: [] });
    expect(parse('minArea=900&maxArea=100&zoning=gokdelen,tarla&q=%20%27%20')).toMatchObject({
      minArea: 900,
      maxArea: undefined,
      zoning: ['tarla'],
      q: undefined,
    });
  });

  it("keeps the map's area inside Türkiye and drops one it cannot read", () => {
    expect(parse('bbox=20,30,30,38').bbox).toEqual({
      minLng: 25.6,
      minLat: 35.8,
      maxLng: 30,
      maxLat: 38,
    });
    expect(parse('bbox=27.4,37,27.2,37.2').bbox).toBeUndefined();
    expect(parse('bbox=1,2,3').bbox).toBeUndefined();
    expect(parse('bbox=10,10,11,11').bbox).toBeUndefined();
    expect(parse('mode=globe').mode).toBe('list');
  });

  it("'Liste' / 'Harita' keeps the page; a new area goes back to page 1", () => {
    const state = parse('page=3');
    expect(applyBrowseChange(state, { mode: 'map' }).page).toBe(3);
    expect(
      applyBrowseChange(state, { bbox: { minLng: 27, minLat: 37, maxLng: 28, maxLat: 38 } }).page,
    ).toBe(1);
  });

  it('drops what it cannot read: unknown cities, bad prices and pages, a reversed range', () => {
    expect(parse('cities=usak,Atlantis,UŞAK&minPrice=-5&page=0&view=table&tab=x')).toMatchObject({
      tab: 'new',
      cities: ['Uşak'],
      minPrice: undefined,
      page: 1,
      view: 'grid',
    });
    expect(parse('minPrice=900&maxPrice=100')).toMatchObject({
      minPrice: 900,
      maxPrice: undefined,
    });
  });

  it("keeps 'ending soon' to the auctions tab", () => {
    expect(parse('sort=endingSoon').sort).toBe('newest');
    expect(parse('tab=offers&sort=priceDesc').sort).toBe('priceDesc');
  });

  it('asks the API for 12 listings in the grid and 8 in the list', () => {
    expect(toListingsQuery(parse('')).pageSize).toBe(12);
    expect(toListingsQuery(parse('view=list&page=2'))).toMatchObject({ pageSize: 8, page: 2 });
  });
});

describe('applyBrowseChange', () => {
  const onPage4 = parse('tab=auctions&phase=upcoming&sort=endingSoon&page=4');

  it('goes back to page 1 on any change but the page', () => {
    expect(applyBrowseChange(onPage4, { page: 5 }).page).toBe(5);
    expect(applyBrowseChange(onPage4, {}).page).toBe(4);
    for (const change of [
      { phase: 'ended' },
      { view: 'list' },
      { sort: 'priceAsc' },
      { cities: ['Konya'] },
      { minPrice: 100 },
    ] as Partial<BrowseState>[]) {
      expect(applyBrowseChange(onPage4, change).page).toBe(1);
    }
  });

  it('opens a new tab on the active sub-tab and drops a sort that does not fit it', () => {
    expect(applyBrowseChange(onPage4, { tab: 'offers' })).toMatchObject({
      tab: 'offers',
      phase: 'active',
      sort: 'newest',
      page: 1,
    });
  });
});
