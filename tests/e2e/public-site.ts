/**
 * The set-up of the suites that browse the public site as a visitor: the suite's Chromium, the
 * platform's published apps (what the screens are checked against, through the domain's rules),
 * and the public shell's address. Built on the fixture layer (fixtures/index.ts).
 */
import type { Browser } from 'playwright-core';
import { beforeAll } from 'vitest';
import type { App } from '../../packages/domain/src/entities/app.ts';
import { launchChromium } from './browser.ts';
import { publishedApps } from './fixtures/data.ts';
import { urls } from './fixtures/run.ts';

export interface PublicSite {
  /** The public shell's address without its trailing slash (http://localhost:4000/marketplace). */
  readonly base: string;
  /** The suite's Chromium, from the file's beforeAll on. */
  readonly browser: Browser;
  /** GET /v2/applications/published as the file started. */
  readonly published: App[];
}

/** Registers the file's beforeAll (Chromium, the published apps); call it at the top of a file. */
export function publicSite(): PublicSite {
  let browser: Browser | undefined;
  let published: App[] | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
    published = await publishedApps();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('publicSite() is read before its beforeAll ran');
    return value;
  };
  return {
    base: urls.publicShell.replace(/\/$/, ''),
    get browser() {
      return ready(browser);
    },
    get published() {
      return ready(published);
    },
  };
}
