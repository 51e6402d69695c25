/** Direct and recurrent charges as rows and as entities; transitions come from domain/charge-machines. */
import { taxesAt } from '@marketplace/domain/cart-summary';
import type { Taxes } from '@marketplace/domain/entities/cart';
import type { DirectCharge, RecurrentCharge } from '@marketplace/domain/entities/charges';
import { directChargeStatusSchema, recurrentChargeStatusSchema } from '@marketplace/domain/entities/charges';
import { catalogueMessage } from '@marketplace/domain/errors';
import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';

export type ChargeKind = 'direct_charge' | 'recurrent_charge';
const tableOf = (kind: ChargeKind): string => (kind === 'direct_charge' ? 'direct_charges' : 'recurrent_charges');

export interface ChargeRow {
  id: string;
  product: string;
  organization_id: string;
  account_id: string;
  app_id: string | null;
  name: string;
  price: number;
  quantity: number;
  return_url: string;
  trial_days: number;
  months: number | null;
  per_account: boolean;
  test: boolean;
  order_client_id: string;
  status: string;
  /** The tax rate of the buyer's billing address (a fraction, 0.04); 0 when none was given. */
  tax_rate: number;
}

/** The taxes on one period of the charge: what its payment records is total_price. */
export function chargeTaxes(row: Pick<ChargeRow, 'price' | 'quantity' | 'tax_rate'>): Taxes {
  const { taxValue, total } = taxesAt(row.price * row.quantity, Number(row.tax_rate));
  return { total_price: total, tax_value: taxValue, tax_rate: Number(row.tax_rate) };
}

export function toDirectCharge(row: ChargeRow): DirectCharge {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    quantity: row.quantity,
    return_url: row.return_url,
    trial_days: row.trial_days,
    months: row.months,
    per_account: row.per_account,
    test: row.test,
    order_client_id: row.order_client_id,
    status: directChargeStatusSchema.parse(row.status),
    taxes: chargeTaxes(row),
  };
}

export function toRecurrentCharge(row: ChargeRow): RecurrentCharge {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    quantity: row.quantity,
    return_url: row.return_url,
    trial_days: row.trial_days,
    months: row.months ?? 1,
    per_account: row.per_account,
    test: row.test,
    order_client_id: row.order_client_id,
    status: recurrentChargeStatusSchema.parse(row.status),
    taxes: chargeTaxes(row),
  };
}

/** A charge of the caller's organisation; 404 "This transaction doesn't exist." otherwise (spec 8). */
export async function loadCharge(db: Queryable, kind: ChargeKind, organizationId: string, product: string, id: string, lock: boolean): Promise<ChargeRow> {
  const rows = await db.query<ChargeRow>(
    `SELECT * FROM ${tableOf(kind)} WHERE id = $1 AND organization_id = $2 AND product = $3 AND archived_at IS NULL${lock ? ' FOR UPDATE' : ''}`,
    [id, organizationId, product],
  );
  const row = rows[0];
  if (!row) throw new HttpError(404, 'charge_not_found', catalogueMessage('chargeNotFound'));
  return row;
}

/** Compare-and-swap on the status: the update happens only if nobody moved the charge meanwhile. */
export async function moveCharge(db: Queryable, kind: ChargeKind, row: ChargeRow, to: string, at: Date): Promise<ChargeRow> {
  const rows = await db.query<ChargeRow>(`UPDATE ${tableOf(kind)} SET status = $3, updated_at = $4 WHERE id = $1 AND status = $2 RETURNING *`, [
    row.id,
    row.status,
    to,
    at.toISOString(),
  ]);
  const moved = rows[0];
  if (!moved) throw new HttpError(409, 'charge_state_changed', 'The charge changed meanwhile; reload it.');
  return moved;
}

export async function insertCharge(db: Queryable, kind: ChargeKind, values: Omit<ChargeRow, 'status'> & { status: string; at: Date }): Promise<ChargeRow> {
  const rows = await db.query<ChargeRow>(
    `INSERT INTO ${tableOf(kind)} (id, product, organization_id, account_id, app_id, name, price, quantity, return_url, trial_days, months,
       per_account, test, order_client_id, status, tax_rate, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $17, $16, $16) RETURNING *`,
    [
      values.id,
      values.product,
      values.organization_id,
      values.account_id,
      values.app_id,
      values.name,
      values.price,
      values.quantity,
      values.return_url,
      values.trial_days,
      kind === 'recurrent_charge' ? (values.months ?? 1) : values.months,
      values.per_account,
      values.test,
      values.order_client_id,
      values.status,
      values.at.toISOString(),
      values.tax_rate,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('insert returned no row');
  return row;
}
