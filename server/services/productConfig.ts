import * as z from 'zod';
import type { Queryable } from '../db/types.ts';
import { safeText } from '../http/validation.ts';
import { normalizeProvince } from './province.ts';

/** Product config as stored and served; the province is in the canonical short form (province.ts). */
export const productConfigSchema = z.object({
  notice: safeText(4000).default(''),
  province: safeText(64).default('').transform(normalizeProvince),
});

export type ProductConfig = z.output<typeof productConfigSchema>;

export const productIdSchema = z.number().int().positive().max(2_147_483_647);

export async function readProductConfig(db: Queryable, productId: number): Promise<ProductConfig | null> {
  const result = await db.query<{ config: unknown }>('SELECT config FROM product_config WHERE product_id = $1', [productId]);
  const row = result.rows[0];
  if (!row) return null;
  // Rows written by hand may lack fields or carry old spellings; serve them in today's shape.
  const parsed = productConfigSchema.safeParse(row.config);
  return parsed.success ? parsed.data : { notice: '', province: '' };
}

export async function writeProductConfig(db: Queryable, productId: number, config: ProductConfig): Promise<void> {
  await db.query(
    `INSERT INTO product_config (product_id, config, updated_at) VALUES ($1, $2::jsonb, now())
     ON CONFLICT (product_id) DO UPDATE SET config = EXCLUDED.config, updated_at = now()`,
    [productId, JSON.stringify(config)],
  );
}
