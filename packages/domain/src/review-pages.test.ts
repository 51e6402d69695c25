import { describe, expect, it } from 'vitest';
import { compareReviews, reviewPageCount, reviewPageQuerySchema, reviewRangeText, reviewReplyBodySchema } from './review-pages.ts';

const review = (id: string, rating: 1 | 2 | 3 | 4 | 5, helpful: number, day: number) => ({ id, rating, helpful, createdAt: new Date(Date.UTC(2025, 0, day)).toISOString() });
const reviews = [review('a', 3, 1, 1), review('b', 5, 0, 2), review('c', 1, 4, 3), review('d', 5, 4, 1)];
const order = (sort: 'recent' | 'highest' | 'lowest' | 'helpful') => [...reviews].sort(compareReviews(sort)).map((r) => r.id);

describe('reviews in pages', () => {
  it('orders by each sort, newest first among equals, then by id', () => {
    expect(order('recent')).toEqual(['c', 'b', 'a', 'd']);
    expect(order('highest')).toEqual(['b', 'd', 'a', 'c']);
    expect(order('lowest')).toEqual(['c', 'a', 'b', 'd']);
    expect(order('helpful')).toEqual(['c', 'd', 'a', 'b']);
  });

  it('reads the query with defaults and refuses what is out of range', () => {
    expect(reviewPageQuerySchema.parse({})).toEqual({ sort: 'recent', page: 1 });
    expect(reviewPageQuerySchema.parse({ sort: 'helpful', stars: '4', page: '3' })).toEqual({ sort: 'helpful', stars: 4, page: 3 });
    for (const bad of [{ sort: 'oldest' }, { stars: '0' }, { stars: '2.5' }, { page: '0' }, { page: 'x' }]) expect(reviewPageQuerySchema.safeParse(bad).success).toBe(false);
  });

  it('counts pages of ten and says which reviews a page holds', () => {
    expect([0, 1, 10, 11, 34].map((total) => reviewPageCount(total))).toEqual([1, 1, 1, 2, 4]);
    expect(reviewRangeText(1, 0)).toBe('No reviews');
    expect(reviewRangeText(2, 34)).toBe('Reviews 11–20 of 34');
    expect(reviewRangeText(4, 34)).toBe('Reviews 31–34 of 34');
  });

  it('checks a reply with clear messages', () => {
    expect(reviewReplyBodySchema.safeParse({ reply: ' ' }).error?.issues[0]?.message).toBe('Please enter your reply');
    expect(reviewReplyBodySchema.safeParse({ reply: 'x'.repeat(1001) }).error?.issues[0]?.message).toBe('Reply cannot be longer than 1000 characters');
    expect(reviewReplyBodySchema.parse({ reply: '  Thanks!  ' })).toEqual({ reply: 'Thanks!' });
  });
});
