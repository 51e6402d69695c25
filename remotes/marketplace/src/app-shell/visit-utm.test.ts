import { afterEach, describe, expect, it } from 'vitest';
import { visitUtm } from './visit-utm.ts';

afterEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the UTM parameters of the landing address are kept for the visit', () => {
  it('reads them on landing and still has them on a later page without them', () => {
    window.history.replaceState(null, '', '/apps/?utm_source=newsletter&utm_campaign=spring&utm_medium=');
    expect(visitUtm()).toEqual({ source: 'newsletter', campaign: 'spring' });
    window.history.replaceState(null, '', '/apps/crm/');
    expect(visitUtm()).toEqual({ source: 'newsletter', campaign: 'spring' });
  });

  it('is empty for a visit without them', () => {
    window.history.replaceState(null, '', '/apps/');
    expect(visitUtm()).toEqual({});
  });
});
