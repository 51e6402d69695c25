import { describe, expect, it } from 'vitest';
import { pagesAhead } from './pages-ahead.ts';

describe('pages rendered ahead of their request', () => {
  it('gives the page to its one request: the same address, from the same origin', async () => {
    let renders = 0;
    const ahead = pagesAhead({ maxAgeMs: 10_000, max: 4 });
    ahead.start('/marketplace/apps/?framed=1', 'http://agent.example/', async () => `page ${++renders}`);
    expect(ahead.take('/marketplace/apps/?framed=1', 'http://other.example/')).toBeNull();
    expect(ahead.take('/marketplace/apps/', 'http://agent.example/')).toBeNull();
    expect(await ahead.take('/marketplace/apps/?framed=1', 'http://agent.example/apps/marketplace/apps/')).toBe('page 1');
    expect(ahead.take('/marketplace/apps/?framed=1', 'http://agent.example/')).toBeNull();
    expect(renders).toBe(1);
  });

  it('forgets a page nobody asked for in time, keeps at most `max` waiting, and a failed render is no page', async () => {
    let clock = 0;
    const ahead = pagesAhead({ maxAgeMs: 1000, max: 2, now: () => clock });
    ahead.start('/a', 'http://agent.example', async () => 'a');
    clock = 1001;
    expect(ahead.take('/a', 'http://agent.example')).toBeNull();
    ahead.start('/b', 'http://agent.example', async () => 'b');
    ahead.start('/c', 'http://agent.example', () => Promise.reject(new Error('render failed')));
    ahead.start('/d', 'http://agent.example', async () => 'd');
    expect(ahead.take('/d', 'http://agent.example')).toBeNull();
    expect(await ahead.take('/b', 'http://agent.example')).toBe('b');
    expect(await ahead.take('/c', 'http://agent.example')).toBeNull();
  });
});
