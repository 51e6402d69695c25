/**
 * The facts an app's page states (what it works with, its languages, version and last update,
 * whether its developer is verified), drawn from the app and its changelog, so the page, its
 * structured data and any other screen say the same.
 */
import { productOfApp } from './apps.ts';
import { toDate } from './dates.ts';
import type { App } from './entities/app.ts';
import type { Product } from './entities/product.ts';

export interface ChangelogEntry {
  version: string;
  date: string;
}

export interface AppFacts {
  /** The products the app is built for (spec 1: an empty product means the chat product). */
  worksWith: Product[];
  languages: string[];
  /** The newest version in the changelog, or null when it lists none. */
  version: string | null;
  /** When the app last changed (ISO): its newest changelog entry, its update or its publication, whichever is latest. */
  lastUpdated: string | null;
  verifiedDeveloper: boolean;
}

/** The changelog's newest entry by date (the first listed among equal dates); undated entries never win over dated ones. */
export function latestChange(changelog: readonly ChangelogEntry[]): ChangelogEntry | null {
  let latest: ChangelogEntry | null = null;
  let latestTime = Number.NEGATIVE_INFINITY;
  for (const entry of changelog) {
    const time = toDate(entry.date)?.getTime() ?? Number.NEGATIVE_INFINITY;
    if (latest === null || time > latestTime) {
      latest = entry;
      latestTime = time;
    }
  }
  return latest;
}

export const isVerifiedDeveloper = (app: Pick<App, 'customProps'>): boolean => app.customProps.verified === 'true';

export function appFacts(app: Pick<App, 'product' | 'languages' | 'updatedAt' | 'publishedAt' | 'customProps'>, changelog: readonly ChangelogEntry[]): AppFacts {
  const latest = latestChange(changelog);
  const times = [latest?.date, app.updatedAt, app.publishedAt].map((value) => toDate(value)?.getTime()).filter((time): time is number => time !== undefined);
  return {
    worksWith: [productOfApp(app)],
    languages: [...app.languages],
    version: latest?.version ?? null,
    lastUpdated: times.length > 0 ? new Date(Math.max(...times)).toISOString() : null,
    verifiedDeveloper: isVerifiedDeveloper(app),
  };
}

const counted = new Intl.NumberFormat('en-US');

/** How many organisations use an app, as a sentence fragment ('1,204 installations'; a service counts activations). */
export function installationsText(count: number, service = false): string {
  const noun = service ? 'activation' : 'installation';
  return `${counted.format(count)} ${noun}${count === 1 ? '' : 's'}`;
}
