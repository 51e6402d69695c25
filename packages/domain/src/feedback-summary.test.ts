import { describe, expect, it } from 'vitest';
import { feedbackSummary, histogramOf, rateOf } from './feedback-summary.ts';

describe('histogramOf: votes and percent per star 1–5', () => {
  it('counts each star and rounds percent to one decimal', () => {
    const h = histogramOf([5, 5, 4, 1, 5, 3]);
    expect(h[5]).toEqual({ votes: 3, percent: 50 });
    expect(h[4]).toEqual({ votes: 1, percent: 16.7 });
    expect(h[2]).toEqual({ votes: 0, percent: 0 });
  });
  it('is all zero without votes', () => {
    expect(histogramOf([])[3]).toEqual({ votes: 0, percent: 0 });
  });
});

describe('rateOf: the average of the votes to one decimal, none without votes', () => {
  it('averages to one decimal', () => {
    expect(rateOf(3, 5 + 4 + 4)).toEqual({ rate: 4.3, votes: 3 });
    expect(rateOf(2, 5 + 4)).toEqual({ rate: 4.5, votes: 2 });
  });
  it('has no rate without votes', () => {
    expect(rateOf(0, 0)).toBeNull();
  });
  it('gives the feedback summary its rate, 0 standing for no votes there', () => {
    const at = '2026-01-01T00:00:00.000Z';
    expect(
      feedbackSummary('1', [
        { id: 'a', name: 'A', rate: 4, review: null, createdAt: at },
        { id: 'b', name: 'B', rate: 3, review: null, createdAt: at },
      ]).rate,
    ).toBe(3.5);
    expect(feedbackSummary('1', []).rate).toBe(0);
  });
});

describe('feedbackSummary', () => {
  it('lists only ratings with text as reviews, newest first', () => {
    const summary = feedbackSummary('1001', [
      { id: 'a', name: 'Ann', rate: 5, review: 'Great', createdAt: '2026-01-01T00:00:00.000Z' },
      { id: 'b', name: 'Bob', rate: 2, review: null, createdAt: '2026-01-03T00:00:00.000Z' },
      { id: 'c', name: 'Cid', rate: 4, review: 'Good', createdAt: '2026-01-02T00:00:00.000Z' },
    ]);
    expect(summary.votes).toBe(3);
    expect(summary.rate).toBe(3.7);
    expect(summary.reviews.map((r) => r.id)).toEqual(['c', 'a']);
  });
});
