/**
 * The agent app's address bar and the frame's moves (one history entry per
 * screen): a screen the frame shows is recorded once and not sent back; a move the frame asks for
 * is always answered with a route, even to the address the host already shows, because the frame
 * may have moved on meanwhile (its route_change still on its way).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { followMarketplace, hostNavigate, HOST_NAVIGATE_EVENT } from './host-location.ts';

let routesSent = 0;
const sendRoute = () => {
  routesSent += 1;
};
beforeEach(() => {
  window.history.replaceState(null, '', '/apps/marketplace/apps/');
  routesSent = 0;
  // What FramedMarketplace does on this event: it sends the frame a route to the host's address.
  window.addEventListener(HOST_NAVIGATE_EVENT, sendRoute);
});
afterEach(() => {
  window.removeEventListener(HOST_NAVIGATE_EVENT, sendRoute);
});

describe('the frame asks to move (navigate)', () => {
  it('to the address the host shows: no new history entry, and the frame is still told where to be', () => {
    const entries = window.history.length;
    hostNavigate('/apps/marketplace/apps/', { frameAsked: true });
    expect(window.history.length).toBe(entries);
    expect(routesSent).toBe(1);
  });

  it('elsewhere: one history entry and one route', () => {
    const entries = window.history.length;
    hostNavigate('/apps/marketplace/apps/some-app/', { frameAsked: true });
    expect(window.location.pathname).toBe('/apps/marketplace/apps/some-app/');
    expect(window.history.length).toBe(entries + 1);
    expect(routesSent).toBe(1);
  });
});

describe("the frame shows a screen (the SDK's route)", () => {
  it('is recorded once, with its query, and never sent back to the frame', () => {
    const entries = window.history.length;
    followMarketplace('/apps/marketplace/apps/?sortBy=name');
    followMarketplace('/apps/marketplace/apps/?sortBy=name');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/apps/marketplace/apps/?sortBy=name');
    expect(window.history.length).toBe(entries + 1);
    expect(routesSent).toBe(0);
  });
});
