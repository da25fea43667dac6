import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/types.ts';
import type { PackageDef } from './packages.ts';
import { OrderStatus, type OrderStatusValue } from './stateMachine.ts';

export interface OrderRow {
  orderno: string;
  uid: number;
  package_id: number;
  product_id: number;
  amount_fen: number;
  paygateway: string;
  status: OrderStatusValue;
  deviceos: string;
  gateway_trade_no: string | null;
  created_at: number;
  paid_at: number | null;
}

const columns = `orderno, uid, package_id, product_id, amount_fen, paygateway, status::int AS status, deviceos, gateway_trade_no,
  created_at::float8 AS created_at, paid_at::float8 AS paid_at`;

/** BZ + UTC yyyymmddhhmmss + 10 random hex: sortable by time, not guessable. */
export function newOrderNo(nowSeconds: number): string {
  const stamp = new Date(nowSeconds * 1000).toISOString().replace(/\D/g, '').slice(0, 14);
  return `BZ${stamp}${randomBytes(5).toString('hex')}`;
}

export async function createOrder(
  db: Queryable,
  order: { uid: number; pack: PackageDef; paygateway: string; deviceos: string; now: number },
): Promise<OrderRow> {
  const orderno = newOrderNo(order.now);
  await db.query(
    `INSERT INTO orders (orderno, uid, package_id, product_id, amount_fen, paygateway, status, deviceos, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [orderno, order.uid, order.pack.id, order.pack.readid, order.pack.priceFen, order.paygateway, OrderStatus.created, order.deviceos, order.now],
  );
  const created = await findOrder(db, orderno);
  if (!created) throw new Error('order not created');
  return created;
}

export async function findOrder(db: Queryable, orderno: string, lock = false): Promise<OrderRow | null> {
  const { rows } = await db.query<OrderRow>(`SELECT ${columns} FROM orders WHERE orderno = $1${lock ? ' FOR UPDATE' : ''}`, [orderno]);
  return rows[0] ?? null;
}

export async function listOrders(db: Queryable, uid: number, limit = 100): Promise<OrderRow[]> {
  const { rows } = await db.query<OrderRow>(`SELECT ${columns} FROM orders WHERE uid = $1 ORDER BY created_at DESC, orderno DESC LIMIT $2`, [uid, limit]);
  return rows;
}

/** The newest paid order of one of `packageIds` (the base of an upgrade). */
export async function latestPaidOf(db: Queryable, uid: number, packageIds: readonly number[]): Promise<OrderRow | null> {
  const { rows } = await db.query<OrderRow>(
    `SELECT ${columns} FROM orders WHERE uid = $1 AND status = 2 AND package_id = ANY($2::int[]) ORDER BY paid_at DESC LIMIT 1`,
    [uid, `{${packageIds.join(',')}}`],
  );
  return rows[0] ?? null;
}

/** The spec's order list item (status, packageid = product id) plus what the app shows. */
export function orderRecord(row: OrderRow) {
  return {
    orderno: row.orderno,
    status: row.status,
    packageid: row.product_id,
    pack: row.package_id,
    amount: (row.amount_fen / 100).toFixed(2),
    paygateway: row.paygateway,
    created_at: row.created_at,
    paid_at: row.paid_at,
  };
}
