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
      'tab=auctions&phase=ended&cities=K%C3%BCtahya%2CKonya&minPrice=50000000&maxPrice=90000000&sort=endingSoon&view=list&page=3';
    const state = parse(search);
    expect(state).toEqual({
      tab: 'auctions',
      phase: 'ended',
      cities: ['Kütahya', 'Konya'],
      minPrice: 50_000_000,
      maxPrice: 90_000_000,
      sort: 'endingSoon',
      view: 'list',
      page: 3,
    });
    expect(write(state)).toBe(search);
    expect(write(parse(''))).toBe('');
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
