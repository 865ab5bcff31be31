import { describe, expect, it } from 'vitest';
import { pageItems } from './page-items';

describe('pageItems', () => {
  it('shows every page when there are few', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows nothing when there are no pages', () => {
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('puts gaps around the current page in a long list', () => {
    expect(pageItems(6, 11)).toEqual([1, 'gap', 5, 6, 7, 'gap', 11]);
    expect(pageItems(1, 11)).toEqual([1, 2, 'gap', 11]);
    expect(pageItems(11, 11)).toEqual([1, 'gap', 10, 11]);
  });

  it('never hides a single page behind a gap', () => {
    expect(pageItems(4, 11)).toEqual([1, 2, 3, 4, 5, 'gap', 11]);
  });

  it('clamps a current page outside the range', () => {
    expect(pageItems(40, 3)).toEqual([1, 2, 3]);
  });
});
