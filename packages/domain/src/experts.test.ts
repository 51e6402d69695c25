import { describe, expect, it } from 'vitest';
import { expertFormErrors, expertMessageOf, expertReviewOf, expertServicesFromQuery, expertServicesQuery, filterExpertsByServices } from './experts.ts';

const contact = { email: 'jo@example.com', name: 'Joanna', surname: 'Smith', website: '', message: 'We need a chatbot for our shop.' };
const review = { email: 'jo@example.com', name: 'Joanna', website: '', comment: 'They trained the whole team well.' };

describe('expert contact form: every field checked, one message per field', () => {
  it('has no errors when filled in', () => {
    expect(expertFormErrors('contact', contact)).toEqual({});
  });
  it('names each failing field', () => {
    expect(expertFormErrors('contact', { email: 'nope', name: 'Jo', surname: ' ', website: 'not a site', message: 'short' })).toEqual({
      email: 'Please enter a valid email address',
      name: 'Name must be at least 3 characters',
      surname: 'Please enter your surname',
      website: 'Please enter a valid website address',
      message: 'Message must be at least 10 characters',
    });
  });
  it('sends the signed-in account as userEmail and the typed address as email', () => {
    expect(expertMessageOf({ ...contact, name: ' Joanna ' }, 'owner@acme.example')).toEqual({ ...contact, userEmail: 'owner@acme.example' });
    expect(expertMessageOf(contact, null)?.userEmail).toBe('jo@example.com');
    expect(expertMessageOf({ ...contact, email: '' }, 'owner@acme.example')).toBeNull();
  });
});

describe('expert review form: comment 10 to 2000 characters, name 3 to 64 (spec 5)', () => {
  it.each([
    ['x'.repeat(9), 'Review must be at least 10 characters'],
    ['x'.repeat(10), undefined],
    ['x'.repeat(2000), undefined],
    ['x'.repeat(2001), 'Review cannot be longer than 2000 characters'],
  ])('comment of %#', (comment, message) => {
    expect(expertFormErrors('review', { ...review, comment }).comment).toBe(message);
  });
  it.each([
    ['Jo', 'Name must be at least 3 characters'],
    ['Joe', undefined],
    ['x'.repeat(64), undefined],
    ['x'.repeat(65), 'Name cannot be longer than 64 characters'],
  ])('name %s', (name, message) => {
    expect(expertFormErrors('review', { ...review, name }).name).toBe(message);
  });
  it('builds the body', () => {
    expect(expertReviewOf(review, 'owner@acme.example')).toEqual({ ...review, userEmail: 'owner@acme.example' });
    expect(expertReviewOf({ ...review, comment: '' }, null)).toBeNull();
  });
});

describe('expert services filter in the query string', () => {
  it('reads known services in spec order, once each', () => {
    expect(expertServicesFromQuery('?services=training,bogus,chatbot-building,training')).toEqual(['training', 'chatbot-building']);
    expect(expertServicesFromQuery('')).toEqual([]);
  });
  it('writes the choice back, empty when none', () => {
    expect(expertServicesQuery(['custom-development', 'training'])).toBe('?services=training,custom-development');
    expect(expertServicesQuery([])).toBe('');
  });
  it('keeps experts offering every chosen service', () => {
    const experts = [{ services: ['training' as const] }, { services: ['training' as const, 'custom-development' as const] }];
    expect(filterExpertsByServices(experts, ['training', 'custom-development'])).toEqual([experts[1]]);
    expect(filterExpertsByServices(experts, [])).toEqual(experts);
  });
});
