/**
 * The set-up of the suites that browse the public site as a visitor: one Chromium for the file,
 * the platform's published apps (what the screens are checked against, through the domain's
 * rules), and the public shell's address.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import type { App } from '../../packages/domain/src/entities/app.ts';
import { origins } from '@marketplace/shared/federation';
import { launchChromium } from './browser.ts';

export interface PublicSite {
  /** The public shell's address without its trailing slash (http://localhost:4000/marketplace). */
  readonly base: string;
  /** The file's Chromium, from its beforeAll on. */
  readonly browser: Browser;
  /** GET /v2/applications/published as the file started. */
  readonly published: App[];
}

/** Registers the file's beforeAll (launch, fetch) and afterAll (close); call it at the top of a file. */
export function publicSite(): PublicSite {
  let browser: Browser | undefined;
  let published: App[] | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
    published = (await (await fetch(`${origins.platform}/v2/applications/published`)).json()) as App[];
  });
  afterAll(async () => {
    await browser?.close();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('publicSite() is read before its beforeAll ran');
    return value;
  };
  return {
    base: inject('urls').publicShell.replace(/\/$/, ''),
    get browser() {
      return ready(browser);
    },
    get published() {
      return ready(published);
    },
  };
}
