/** Reading apps from the database into the App entity (spec 3), with live installs and rating. */
import type { App } from '@marketplace/domain/entities/app';
import { rateOf } from '@marketplace/domain/feedback-summary';
import { applyDiscount, listPayment, readDiscountPercent } from '@marketplace/domain/pricing';
import { maySeeUnpublishedApp } from '@marketplace/domain/publication';
import type { Session } from '../auth/session.ts';
import type { Queryable } from '../db/database.ts';
import type { ServerContext } from '../http/context.ts';
import { absoluteAsset } from './assets.ts';

/** Who sees an app: everyone, its developer while it is in review, or its developer only. */
export type Visibility = 'published' | 'in_review' | 'private';

export interface AppRecord {
  id: string;
  slug: string;
  developer_id: string;
  visibility: Visibility;
  document: App;
  installations: number;
  rating_votes: number;
  rating_sum: number;
}

export const appColumns = 'id, slug, developer_id, visibility, document, installations, rating_votes, rating_sum';

/** The App as clients see it: absolute asset URLs, live installation count, average rating, and the discount of now applied. */
export function toApp(ctx: Pick<ServerContext, 'publicOrigin' | 'now'>, record: AppRecord): App {
  const doc = record.document;
  return {
    ...doc,
    icon: absoluteAsset(ctx.publicOrigin, doc.icon),
    screenshots: doc.screenshots.map((s) => ({
      ...s,
      large: absoluteAsset(ctx.publicOrigin, s.large),
      ...(s.small === undefined ? {} : { small: absoluteAsset(ctx.publicOrigin, s.small) }),
    })),
    payment: doc.payment === null ? null : applyDiscount(listPayment(doc.payment), doc.customProps, ctx.now()),
    installations: record.installations,
    rating: rateOf(record.rating_votes, record.rating_sum)?.rate ?? null,
  };
}

export async function findApp(db: Queryable, idOrSlug: { id: string } | { slug: string }, lock = false): Promise<AppRecord | null> {
  const [column, value] = 'id' in idOrSlug ? ['id', idOrSlug.id] : ['slug', idOrSlug.slug];
  const rows = await db.query<AppRecord>(`SELECT ${appColumns} FROM apps WHERE ${column} = $1${lock ? ' FOR UPDATE' : ''}`, [value]);
  return rows[0] ?? null;
}

/**
 * The instants at which a discount of these apps starts or ends (the millisecond after its last
 * one): what `toApp` shows changes only when the clock crosses one of them.
 */
export function discountBoundaries(records: readonly AppRecord[]): number[] {
  const boundaries: number[] = [];
  for (const { document } of records) {
    const props = document.customProps;
    if (readDiscountPercent(props) === null) continue;
    const from = Date.parse(props.discountFrom ?? '');
    const to = Date.parse(props.discountTo ?? '');
    if (!Number.isNaN(from)) boundaries.push(from);
    if (!Number.isNaN(to)) boundaries.push(to + 1);
  }
  return boundaries.sort((a, b) => a - b);
}

/** Whether the caller may see this app: anyone when it is published, else only its owners (domain rule). */
export function visibleTo(record: Pick<AppRecord, 'visibility' | 'developer_id' | 'document'>, session: Session | null): boolean {
  if (record.visibility === 'published') return true;
  if (session === null) return false;
  return maySeeUnpublishedApp(
    { developerId: record.developer_id, organizationId: record.document.organizationId ?? null },
    { developerId: session.developerId, organizationId: session.organizationId },
  );
}
