/** Sorts of spec 9 with their tie-breaks. Sorting is stable: equal apps keep their input order. */
import type { App } from './entities/app.ts';
import { readOrder } from './entities/app-fields.ts';
import type { Developer } from './entities/developer.ts';
import type { AppSort, DeveloperSort } from './entities/filters.ts';
import { toDate } from './dates.ts';

type Comparator<T> = (a: T, b: T) => number;
type SortableApp = Pick<App, 'name' | 'installations' | 'payment' | 'customProps' | 'publishedAt' | 'updatedAt'>;

/** One collator for every comparison: localeCompare with options builds one per call (thousands per sort). */
const names = new Intl.Collator('en', { sensitivity: 'base' });
const byName: Comparator<{ name: string }> = (a, b) => names.compare(a.name, b.name);
const descending =
  (value: (app: SortableApp) => number): Comparator<SortableApp> =>
  (a, b) =>
    value(b) - value(a);
const then =
  <T>(...comparators: Comparator<T>[]): Comparator<T> =>
  (a, b) => {
    for (const compare of comparators) {
      const result = compare(a, b);
      if (result !== 0) return result;
    }
    return 0;
  };

const price = (app: SortableApp) => app.payment?.price ?? 0;
const installations = (app: SortableApp) => app.installations;
/** Never-published apps go last. */
const publishedTime = (app: SortableApp) => toDate(app.publishedAt)?.getTime() ?? Number.NEGATIVE_INFINITY;
const byPublished: Comparator<SortableApp> = (a, b) => {
  const [x, y] = [publishedTime(a), publishedTime(b)];
  return x === y ? 0 : y > x ? 1 : -1;
};
/** An app never changed since it was published was last updated when it was published. */
const updatedTime = (app: SortableApp) => toDate(app.updatedAt ?? app.publishedAt)?.getTime() ?? Number.NEGATIVE_INFINITY;
const byUpdated: Comparator<SortableApp> = (a, b) => {
  const [x, y] = [updatedTime(a), updatedTime(b)];
  return x === y ? 0 : y > x ? 1 : -1;
};

export const appComparators: Readonly<Record<AppSort, Comparator<SortableApp>>> = {
  alphabetical: byName,
  /** Price descending, ties by installations. */
  price: then(descending(price), descending(installations)),
  /** Ours (beyond the spec): price ascending (free first), ties by installations like price's. */
  priceAscending: then(
    descending((app) => -price(app)),
    descending(installations),
  ),
  popularity: descending(installations),
  /** Custom order (customProps.order, descending) then installations. */
  recommended: then(
    descending((app) => readOrder(app.customProps)),
    descending(installations),
  ),
  /** Newest first. */
  published: byPublished,
  /** Ours (beyond the spec): recently updated first, then by name. */
  updated: then(byUpdated, byName),
};

/**
 * The same orders as appComparators, as numbers computed once per app (largest first): a sort of
 * thousands of apps then compares numbers instead of parsing dates and orders at each comparison.
 */
const descendingKeys: Readonly<Record<Exclude<AppSort, 'alphabetical'>, (app: SortableApp) => number[]>> = {
  price: (app) => [price(app), installations(app)],
  priceAscending: (app) => [-price(app), installations(app)],
  popularity: (app) => [installations(app)],
  recommended: (app) => [readOrder(app.customProps), installations(app)],
  published: (app) => [publishedTime(app)],
  updated: (app) => [updatedTime(app)],
};

export function sortApps<T extends SortableApp>(apps: readonly T[], sort: AppSort): T[] {
  if (sort === 'alphabetical') return [...apps].sort(appComparators[sort]);
  const keysOf = descendingKeys[sort];
  const keyed = apps.map((app) => ({ app, keys: keysOf(app) }));
  keyed.sort((a, b) => {
    for (let i = 0; i < a.keys.length; i++) {
      const [x, y] = [a.keys[i] ?? 0, b.keys[i] ?? 0];
      if (x !== y) return y > x ? 1 : -1;
    }
    // 'updated' breaks ties by name (appComparators.updated).
    return sort === 'updated' ? byName(a.app, b.app) : 0;
  });
  return keyed.map((entry) => entry.app);
}

/** How many apps each developer has. */
export function productCounts(apps: readonly Pick<App, 'developerId'>[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const app of apps) if (app.developerId) counts.set(app.developerId, (counts.get(app.developerId) ?? 0) + 1);
  return counts;
}

/** Developers by name, or by number of products (most first, ties by name), from each one's count (productCounts). */
export function sortDevelopers<T extends Pick<Developer, 'id' | 'name'>>(developers: readonly T[], counts: ReadonlyMap<string, number>, sort: DeveloperSort): T[] {
  if (sort === 'developerName') return [...developers].sort(byName);
  const count = (developer: T) => counts.get(developer.id) ?? 0;
  return [...developers].sort(then<T>((a, b) => count(b) - count(a), byName));
}
