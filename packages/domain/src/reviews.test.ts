import { describe, expect, it } from 'vitest';
import { validateAppReview, validateExpertMessage, validateExpertReview } from './reviews.ts';

describe('validateAppReview', () => {
  it('accepts a valid review', () => {
    expect(validateAppReview({ rating: 4, name: ' Jo ', review: 'Good app' })).toEqual({
      ok: true,
      value: { rating: 4, name: 'Jo', review: 'Good app' },
    });
  });

  it('gives one message per failing field', () => {
    expect(validateAppReview({ name: '', review: 'x'.repeat(256) })).toEqual({
      ok: false,
      errors: {
        rating: 'This field cannot be blank, please rate the app on a scale from 1-5',
        name: 'Please enter your name',
        review: 'Review cannot be longer than 255 characters',
      },
    });
  });

  it.each([
    [6, 'This field cannot be blank, please rate the app on a scale from 1-5'],
    [2.5, 'This field cannot be blank, please rate the app on a scale from 1-5'],
  ])('rating %d → %s', (rating, message) => {
    const result = validateAppReview({ rating, name: 'Jo', review: 'ok' });
    expect(result.ok ? null : result.errors['rating']).toBe(message);
  });

  it('reports a body that is not an object', () => {
    const result = validateAppReview(null);
    expect(result.ok).toBe(false);
    expect(result.ok ? null : Object.keys(result.errors)).toEqual(['_']);
  });
});

const review = { email: 'expert@x.io', userEmail: 'me@x.io', comment: 'Great work, thank you!', name: 'Jane' };

describe('validateExpertReview', () => {
  it.each([
    ['valid', review, null],
    ['with a website', { ...review, website: 'https://jane.io' }, null],
    ['empty website', { ...review, website: '' }, null],
    ['comment of 9 characters', { ...review, comment: '123456789' }, { comment: 'Review must be at least 10 characters' }],
    ['comment of 2000 characters', { ...review, comment: 'x'.repeat(2000) }, null],
    ['comment of 2001 characters', { ...review, comment: 'x'.repeat(2001) }, { comment: 'Review cannot be longer than 2000 characters' }],
    ['name of 2 characters', { ...review, name: 'Jo' }, { name: 'Name must be at least 3 characters' }],
    ['name of 64 characters', { ...review, name: 'J'.repeat(64) }, null],
    ['name of 65 characters', { ...review, name: 'J'.repeat(65) }, { name: 'Name cannot be longer than 64 characters' }],
    ['bad email', { ...review, userEmail: 'me' }, { userEmail: 'Please enter a valid email address' }],
    ['bad website', { ...review, website: 'not a url' }, { website: 'Please enter a valid website address' }],
  ])('%s', (_case, input, errors) => {
    const result = validateExpertReview(input);
    expect(result.ok ? null : result.errors).toEqual(errors);
  });
});

describe('validateExpertMessage', () => {
  const message = { email: 'expert@x.io', userEmail: 'me@x.io', message: 'We need a chatbot built.', name: 'Jane', surname: 'Doe' };
  it.each([
    ['valid', message, null],
    ['short message', { ...message, message: 'Hi' }, { message: 'Message must be at least 10 characters' }],
    ['long message', { ...message, message: 'x'.repeat(2001) }, { message: 'Message cannot be longer than 2000 characters' }],
    ['no surname', { ...message, surname: ' ' }, { surname: 'Please enter your surname' }],
  ])('%s', (_case, input, errors) => {
    const result = validateExpertMessage(input);
    expect(result.ok ? null : result.errors).toEqual(errors);
  });
});
