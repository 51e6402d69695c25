import { describe, expect, it } from 'vitest';
import { editBudget, editDistance, nearWords } from './near-words.ts';

describe('editDistance (optimal string alignment)', () => {
  it.each([
    ['email', 'email', 0],
    ['emial', 'email', 1],
    ['chatbto', 'chatbot', 1],
    ['hlpdesk', 'helpdesk', 1],
    ['tiket', 'ticket', 1],
    ['ticket', 'tickets', 1],
    ['shopfy', 'shopify', 1],
    ['kitten', 'sitting', 3],
    ['ca', 'abc', 3],
  ])('%s → %s: %i', (a, b, expected) => {
    expect(editDistance(a, b)).toBe(expected);
  });
});

describe('editBudget', () => {
  it.each([
    [2, 0],
    [3, 0],
    [4, 1],
    [5, 1],
    [6, 2],
    [12, 2],
  ])('%i letters forgive %i edits', (length, expected) => {
    expect(editBudget(length)).toBe(expected);
  });
});

describe('nearWords', () => {
  const sorted = ['cart', 'carts', 'cartwise', 'cat', 'chat', 'chatbots', 'email', 'emails', 'mail'].sort();
  const found = (word: string, max: number, beginnings = false) => nearWords(sorted, word, max, beginnings).map(({ at, edits, beginning }) => [sorted[at], edits, beginning]);

  it('finds the words within the edits, whatever their neighbours in the list', () => {
    expect(found('emial', 1)).toEqual([['email', 1, false]]);
    expect(found('cartwse', 2)).toEqual([
      ['carts', 2, false],
      ['cartwise', 1, false],
    ]);
  });

  it('finds a misspelled beginning only when asked', () => {
    expect(found('chatbto', 1)).toEqual([]);
    expect(found('chatbto', 1, true)).toEqual([['chatbots', 1, true]]);
  });

  it('finds nothing with no edits to spend', () => {
    expect(found('emial', 0)).toEqual([]);
  });

  it('answers a list as it answers each word alone', () => {
    for (const word of ['cahts', 'emal', 'mial', 'crat', 'chatbost']) {
      const alone = sorted.flatMap((term, at) => nearWords([term], word, 2, true).map(({ edits, beginning }) => [at, edits, beginning]));
      expect(nearWords(sorted, word, 2, true).map(({ at, edits, beginning }) => [at, edits, beginning])).toEqual(alone);
    }
  });
});
