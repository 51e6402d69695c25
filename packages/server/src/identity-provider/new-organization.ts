/**
 * A new demo organisation on request: a person trying the marketplace starts as the owner of an
 * organisation of their own, with nothing installed or bought, like a store made for developing.
 * It is the seed's owner organisation over again (its plans and cards), written the seed's way.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { newOrganizationSeed } from '../seed/demo-accounts.ts';
import { insertAccounts, insertOrganizations } from '../seed/organizations.ts';

/** Makes the organisation and its owner; answers the owner's account id. */
export async function startNewOrganization(db: Database, at: Date): Promise<string> {
  // 40 random bits in base 36: unique among the demo's organisations, short enough to read.
  const key = randomBytes(5).readUIntBE(0, 5).toString(36).padStart(8, '0');
  const { organization, owner } = newOrganizationSeed(key);
  await db.transaction(async (tx) => {
    await insertOrganizations(tx, [organization], at);
    await insertAccounts(tx, [owner]);
  });
  return owner.accountId;
}
