import { describe, expect, it } from 'vitest';
import { createTestStore } from './testing/test-store.ts';

// No request is made here: the platform origin is never called.
const offline = 'http://127.0.0.1:9';

describe('the compared apps are at most three, changed at once', () => {
  it('toggles apps in and out, refuses a fourth, and follows the address', () => {
    const { state, store } = createTestStore(offline);
    state().toggleCompared('a');
    state().toggleCompared('b');
    state().toggleCompared('c');
    state().toggleCompared('d');
    expect(state().compared).toEqual(['a', 'b', 'c']);
    state().toggleCompared('b');
    expect(state().compared).toEqual(['a', 'c']);
    state().setCompared(['x', 'x', 'y', 'z', 'w']);
    expect(state().compared).toEqual(['x', 'y', 'z']);
    store.dispose();
  });

  it('keeps the same list when the address names the same apps', () => {
    const { state, store } = createTestStore(offline);
    state().setCompared(['a', 'b']);
    const before = state().compared;
    state().setCompared(['a', 'b']);
    expect(state().compared).toBe(before);
    store.dispose();
  });
});
