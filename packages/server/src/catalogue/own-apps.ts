import type { PublicationState } from '@marketplace/domain/publication';
import type { App } from '@marketplace/domain/entities/app';
import type { Caller } from '../auth/session.ts';
import type { ServerContext } from '../http/context.ts';
import { appColumns, toApp, visibleTo } from './apps.ts';
import type { AppRecord } from './apps.ts';

/** The caller's own unpublished apps in these states: the developer's and the organisation's (domain rule, via visibleTo). */
export async function ownApps(ctx: ServerContext, session: Caller, states: readonly Exclude<PublicationState, 'PUBLISHED'>[]): Promise<App[]> {
  const rows = await ctx.db.query<AppRecord>(
    `SELECT ${appColumns} FROM apps WHERE publication_state = ANY($1::text[]) AND (developer_id = $2 OR document->>'organizationId' = $3) ORDER BY position`,
    [states, session.developerId, session.organizationId],
  );
  return rows.filter((r) => visibleTo(r, session)).map((r) => toApp(ctx, r));
}
