import { describe, expect, it } from 'vitest';
import { filledLayout } from './filled-rows.ts';

describe('filledLayout: rows of cards without an empty slot', () => {
  it('takes the most columns that divide the cards into full rows', () => {
    expect(filledLayout(6, 4)).toEqual({ columns: 3, shown: 6 });
    expect(filledLayout(6, 3)).toEqual({ columns: 3, shown: 6 });
    expect(filledLayout(6, 2)).toEqual({ columns: 2, shown: 6 });
    expect(filledLayout(8, 4)).toEqual({ columns: 4, shown: 8 });
  });
  it('gives fewer cards than fit one column each, so they fill the row', () => {
    expect(filledLayout(3, 4)).toEqual({ columns: 3, shown: 3 });
    expect(filledLayout(1, 4)).toEqual({ columns: 1, shown: 1 });
  });
  it('leaves the cards past the last full row to the row’s See all when no column count divides them', () => {
    expect(filledLayout(3, 2)).toEqual({ columns: 2, shown: 2 });
    expect(filledLayout(7, 4)).toEqual({ columns: 4, shown: 4 });
  });
  it('stacks every card in one column', () => {
    expect(filledLayout(5, 1)).toEqual({ columns: 1, shown: 5 });
  });
});
