import type { Queryable } from '../db/database.ts';

/** Inserts JSON rows through jsonb_to_recordset, in chunks, so large catalogues stay quick. */
export async function insertRows(tx: Queryable, table: string, columns: string, rows: readonly object[]): Promise<void> {
  const names = columns
    .split(',')
    .map((c) => c.trim().split(' ')[0])
    .join(', ');
  for (let i = 0; i < rows.length; i += 2000) {
    const chunk = rows.slice(i, i + 2000);
    await tx.query(`INSERT INTO ${table} (${names}) SELECT ${names} FROM jsonb_to_recordset($1::jsonb) AS x(${columns})`, [JSON.stringify(chunk)]);
  }
}
