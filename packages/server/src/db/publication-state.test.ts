/**
 * The database's `publication_state` (migration 008) and the domain's `publicationState` are the
 * same rule: for every combination of the three dates (missing, empty, set) and for every seeded
 * app, on each engine of the run.
 */
import { publicationState } from '@marketplace/domain/publication';
import type { App } from '@marketplace/domain/entities/app';
import { describe, expect, it } from 'vitest';
import { engines, useTestPlatform } from '../testing/harness.ts';

const dateValues = [null, '', '2026-01-02T03:04:05.000Z'] as const;
const combinations = dateValues.flatMap((submittedAt) => dateValues.flatMap((acceptedAt) => dateValues.map((publishedAt) => ({ submittedAt, acceptedAt, publishedAt }))));

describe.each(engines)('publication state on %s', (engine) => {
  const platform = useTestPlatform(engine);

  it('the generated column agrees with the domain for every seeded app', async () => {
    const rows = await platform.db.query<{ publication_state: string; document: App }>('SELECT publication_state, document FROM apps');
    expect(rows.length).toBeGreaterThan(100);
    expect(new Set(rows.map((r) => r.publication_state))).toEqual(new Set(['IN_DEVELOPMENT', 'IN_REVIEW', 'PUBLISHED']));
    for (const row of rows) expect(row.publication_state).toBe(publicationState(row.document));
  });

  it('the generated column agrees with the domain for every combination of dates, and follows updates', async () => {
    const [template] = await platform.db.query<{ developer_id: string; document: App }>('SELECT developer_id, document FROM apps ORDER BY position LIMIT 1');
    if (!template) throw new Error('no seeded app');
    await platform.db.transaction(async (tx) => {
      for (const [index, dates] of combinations.entries()) {
        await tx.query(`INSERT INTO apps (id, slug, developer_id, position, document, resources) VALUES ($1, $1, $2, $3, $4, '{}'::jsonb)`, [
          `dates-${index}`,
          template.developer_id,
          100_000 + index,
          JSON.stringify({ ...template.document, ...dates }),
        ]);
      }
    });
    const rows = await platform.db.query<{ id: string; publication_state: string; document: App }>(
      `SELECT id, publication_state, document FROM apps WHERE id LIKE 'dates-%' ORDER BY position`,
    );
    expect(rows.map((r) => r.publication_state)).toEqual(combinations.map((dates) => publicationState(dates)));
    expect(new Set(rows.map((r) => r.publication_state)).size).toBe(4);

    await platform.db.query(`UPDATE apps SET document = document || '{"publishedAt": null}'::jsonb WHERE id LIKE 'dates-%'`);
    const updated = await platform.db.query<{ publication_state: string; document: App }>(`SELECT publication_state, document FROM apps WHERE id LIKE 'dates-%'`);
    for (const row of updated) expect(row.publication_state).toBe(publicationState(row.document));
    expect(updated.some((r) => r.publication_state === 'PUBLISHED')).toBe(false);
  });
});
