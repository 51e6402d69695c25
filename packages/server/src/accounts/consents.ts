/** The consents the accounts API reports and withdraws: an account's own, or its organisation's (an installed app's client). */
import type { Caller } from '../auth/session.ts';
import type { Queryable } from '../db/database.ts';

type Coverage = 'account' | 'organization';

export async function isConsentGranted(db: Queryable, session: Caller, clientId: string, coverage: Coverage): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM consents WHERE client_id = $1 AND withdrawn_at IS NULL AND (($2 = 'account' AND account_id = $3) OR ($2 = 'organization' AND organization_id = $4))`,
    [clientId, coverage, session.accountId, session.organizationId],
  );
  return rows.length > 0;
}

export async function withdrawConsent(db: Queryable, session: Caller, clientId: string, coverage: Coverage, at: Date): Promise<void> {
  await db.query(
    `UPDATE consents SET withdrawn_at = $5 WHERE client_id = $1 AND withdrawn_at IS NULL AND (($2 = 'account' AND account_id = $3) OR ($2 = 'organization' AND organization_id = $4))`,
    [clientId, coverage, session.accountId, session.organizationId, at.toISOString()],
  );
}
