import type { Database } from './database.ts';
import { sql as catalogue } from './migrations/001-catalogue.ts';
import { sql as accounts } from './migrations/002-accounts.ts';
import { sql as commerce } from './migrations/003-commerce.ts';
import { sql as feedback } from './migrations/004-feedback.ts';
import { sql as catalogueChanges } from './migrations/005-catalogue-changes.ts';
import { sql as moneyEntitlements } from './migrations/006-money-entitlements.ts';
import { sql as moneyRefunds } from './migrations/007-money-refunds.ts';
import { sql as publicationState } from './migrations/008-publication-state.ts';
import { sql as sessionChanges } from './migrations/009-session-changes.ts';
import { sql as reviewVotesReplies } from './migrations/010-review-votes-replies.ts';
import { sql as moneyTaxes } from './migrations/011-money-taxes.ts';
import { sql as rateLimits } from './migrations/012-rate-limits.ts';
import { sql as moneySchedules } from './migrations/013-money-schedules.ts';
import { sql as catalogueAppChanges } from './migrations/014-catalogue-app-changes.ts';
import { sql as embedders } from './migrations/015-embedders.ts';
import { sql as moneyPauses } from './migrations/016-money-pauses.ts';
import { sql as reviewsFromUsers } from './migrations/017-reviews-from-users.ts';
import { sql as moneyRenewals } from './migrations/018-money-renewals.ts';

/** Versioned migrations, applied in order, each once. Append; never edit one that has shipped. */
export const migrations: readonly { version: number; name: string; sql: string }[] = [
  { version: 1, name: 'catalogue', sql: catalogue },
  { version: 2, name: 'accounts', sql: accounts },
  { version: 3, name: 'commerce', sql: commerce },
  { version: 4, name: 'feedback', sql: feedback },
  { version: 5, name: 'catalogue-changes', sql: catalogueChanges },
  { version: 6, name: 'money-entitlements', sql: moneyEntitlements },
  { version: 7, name: 'money-refunds', sql: moneyRefunds },
  { version: 8, name: 'publication-state', sql: publicationState },
  { version: 9, name: 'session-changes', sql: sessionChanges },
  { version: 10, name: 'review-votes-replies', sql: reviewVotesReplies },
  { version: 11, name: 'money-taxes', sql: moneyTaxes },
  { version: 12, name: 'rate-limits', sql: rateLimits },
  { version: 13, name: 'money-schedules', sql: moneySchedules },
  { version: 14, name: 'catalogue-app-changes', sql: catalogueAppChanges },
  { version: 15, name: 'embedders', sql: embedders },
  { version: 16, name: 'money-pauses', sql: moneyPauses },
  { version: 17, name: 'reviews-from-users', sql: reviewsFromUsers },
  { version: 18, name: 'money-renewals', sql: moneyRenewals },
];

/** An arbitrary constant: the advisory lock that keeps two API nodes from migrating at once. */
const MIGRATION_LOCK = 4_000_004;

export async function migrate(db: Database): Promise<number[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
  const applied: number[] = [];
  // One read on start-up when nothing is pending; the lock below still guards a concurrent node.
  const alreadyApplied = new Set((await db.query<{ version: number }>('SELECT version FROM schema_migrations')).map((row) => row.version));
  for (const migration of migrations.filter((m) => !alreadyApplied.has(m.version))) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const rows = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (rows.length > 0) return false;
      // Statements one by one: the extended protocol of both engines runs one statement per query.
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}

/** Splits on `;` outside dollar-quoted bodies (trigger functions); our migrations hold no other quoted semicolons. */
export function splitStatements(script: string): string[] {
  const statements: string[] = [];
  let current = '';
  let quoted = false;
  for (const part of script.replace(/--[^\n]*/g, '').split(/(\$\$|;)/)) {
    if (part === '$$') quoted = !quoted;
    if (part === ';' && !quoted) {
      statements.push(current);
      current = '';
    } else {
      current += part;
    }
  }
  statements.push(current);
  return statements.map((s) => s.trim()).filter((s) => s.length > 0);
}
