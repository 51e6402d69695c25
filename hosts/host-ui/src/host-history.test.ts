/** The hosts' one rule for their address bar: a history entry only when the address changes. */
import { describe, expect, it } from 'vitest';
import { pushHostPath } from './host-history.ts';

describe('a history entry is pushed only when the address changes', () => {
  it('pushes a new path or query, and nothing for the address already shown', () => {
    window.history.replaceState(null, '', '/framed/apps/');
    const entries = window.history.length;
    expect(pushHostPath('/framed/apps/')).toBe(false);
    expect(window.history.length).toBe(entries);
    expect(pushHostPath('/framed/apps/?sortBy=name')).toBe(true);
    expect(pushHostPath('/framed/apps/?sortBy=name')).toBe(false);
    expect(window.history.length).toBe(entries + 1);
  });
});
