import { describe, expect, it } from 'vitest';
import { pageStatus } from '../serve/page-status.ts';
import { useTestPlatform } from '../testing/harness.ts';

describe("the developer console's addresses", () => {
  const platform = useTestPlatform();

  it("the platform's console paths lead to the console page, not to a 404", async () => {
    const app = await platform.call('GET', '/console/apps/1002');
    expect(app.status).toBe(302);
    expect(app.headers.get('location')).toBe('/marketplace/console/apps/1002/');
    const list = await platform.call('GET', '/console/');
    expect(list.headers.get('location')).toBe('/marketplace/console/');
  });

  it('the console page is a page of the public shell (200), at the list and at an app', async () => {
    const appExists = () => Promise.resolve(false);
    expect(await pageStatus('/marketplace/console/', { appExists })).toEqual({ kind: 'page', status: 200 });
    expect(await pageStatus('/marketplace/console/apps/1002/', { appExists })).toEqual({ kind: 'page', status: 200 });
  });
});
