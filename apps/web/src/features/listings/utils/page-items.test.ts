import { describe, expect, it } from 'vitest';
import { getPageItems } from './page-items';

describe('getPageItems', () => {
  it('shows every page up to five', () => {
    expect(getPageItems(1, 1)).toEqual([1]);
    expect(getPageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the first, the last and the neighbours of the current page, with gaps', () => {
    expect(getPageItems(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(getPageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(getPageItems(10, 10)).toEqual([1, 'gap', 9, 10]);
    expect(getPageItems(500, 834)).toEqual([1, 'gap', 499, 500, 501, 'gap', 834]);
  });

  it('shows a page instead of a gap that would hide only that page', () => {
    expect(getPageItems(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(getPageItems(3, 9)).toEqual([1, 2, 3, 4, 'gap', 9]);
    expect(getPageItems(7, 9)).toEqual([1, 'gap', 6, 7, 8, 9]);
  });

  it('keeps a page past the end inside the range', () => {
    expect(getPageItems(40, 8)).toEqual([1, 'gap', 7, 8]);
  });
});
