/**
 * The set-up of the suites that browse the public site as a visitor: the platform's published
 * apps (what the screens are checked against, through the domain's rules) and the public shell's
 * address. Built on the fixture layer (fixtures/index.ts).
 */
import { beforeAll } from 'vitest';
import type { App } from '../../packages/domain/src/entities/app.ts';
import { publishedApps } from './fixtures/data.ts';
import { urls } from './fixtures/run.ts';

export interface PublicSite {
  /** The public shell's address without its trailing slash (http://localhost:4000/marketplace). */
  readonly base: string;
  /** GET /v2/applications/published as the file started. */
  readonly published: App[];
}

/** Registers the file's beforeAll (the published apps); call it at the top of a file. */
export function publicSite(): PublicSite {
  let published: App[] | undefined;
  beforeAll(async () => {
    published = await publishedApps();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('publicSite() is read before its beforeAll ran');
    return value;
  };
  return {
    base: urls.publicShell.replace(/\/$/, ''),
    get published() {
      return ready(published);
    },
  };
}
